import Foundation
import JournalFormat
import JournalStorage
import SystemCalls

/// `nightly encrypt init`, in steps that each can be stopped (a kill, a power cut) and taken up
/// again: the next `encrypt init` finishes what the stopped one began.
///
/// The key is exported before anything is committed, so a journal whose entries reach the
/// remote as ciphertext always has its key outside the clone too. While the steps run, the
/// marker `.git/nightly-encrypt-init` names the key file; `nightly sync` refuses to push
/// while it is there, since half an encryption (ciphertext without the `.gitattributes` that
/// says so) is unreadable on every other clone.
extension JournalEncryption {
    /// The marker's name in the git folder.
    static let progressMarkerName = "nightly-encrypt-init"

    /// Sets up encryption, or finishes a set-up that was stopped: the key made (or this
    /// clone's taken) and exported to `keyFile`, this clone unlocked with it, the attribute
    /// lines written, every Markdown file staged again so HEAD holds ciphertext, one commit.
    /// - Returns: What was done, a line each.
    public func initialize(keyFile requested: URL) throws -> [String] {
        try requireUsable()
        // Under nightly's marker, so that the git a kill stops is cleaned up after.
        return try InterruptedGit(repository: repository).running("encrypt") {
            Result { try initializeMarked(keyFile: requested) }
        }.get()
    }

    private func initializeMarked(keyFile requested: URL) throws -> [String] {
        guard let gitFolder else { throw Failure(description: "\(repository.folder) is not a git repository") }
        let marker = URL(fileURLWithPath: gitFolder + "/" + Self.progressMarkerName)
        let recorded = (try? Journal.read(marker)).map { String(decoding: $0, as: UTF8.self) }
            .map { $0.trimmingCharacters(in: .newlines) }.flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0) }
        let keyFile = recorded ?? requested
        try requireOutside(keyFile)
        var done: [String] = []
        if recorded == nil {
            let committed = headEncrypts
            if committed, isUnlocked {
                throw Failure(description: "the journal is encrypted already; nothing changed")
            }
            if committed {
                throw Failure(
                    description: "the journal was encrypted on another machine; unlock this clone with its key: "
                        + "nightly encrypt unlock KEYFILE")
            }
            // git-crypt set up here but HEAD not encrypting: an init stopped by an older nightly,
            // or git-crypt init run by hand. Its staged files are its own; it is finished.
            let halfDone = isUnlocked
            if !halfDone {
                let dirty = repository.run(["status", "--porcelain", "--", "*.md", ".gitattributes"])
                guard dirty.succeeded, dirty.output.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
                    throw Failure(
                        description: "entries have changes that are not committed; commit them first "
                            + "(nightly sync does)")
                }
            }
            if FileManager.default.fileExists(atPath: keyFile.path), !holdsInternalKey(keyFile, gitFolder) {
                throw Failure(description: "\(keyFile.path) exists; give another file for the key, nothing was changed")
            }
            try AtomicFile.write(Array((keyFile.path + "\n").utf8), to: marker)
            if halfDone { done.append("Finishing the encryption that git-crypt began here.") }
        } else {
            done.append("Finishing the encrypt init that was stopped before it ended.")
        }
        done += try exportFirst(to: keyFile, gitFolder: gitFolder)
        done += try commitEncrypted()
        unlink(marker.path)
        return done
    }

    /// Whether HEAD's `.gitattributes` encrypts the entries: what other clones see.
    var headEncrypts: Bool {
        let committed = repository.run(["show", "HEAD:./.gitattributes"])
        return committed.succeeded && Self.encrypts(attributes: Array(committed.output.utf8))
    }

    /// Whether an encrypt init was stopped before it ended in this clone.
    public var initializationUnfinished: Bool {
        guard let gitFolder else { return false }
        if FileManager.default.fileExists(atPath: gitFolder + "/" + Self.progressMarkerName) { return true }
        return isUnlocked && isSetUp && !headEncrypts
    }

    var gitFolder: String? { repository.value(["rev-parse", "--absolute-git-dir"]) }

    private func internalKey(_ gitFolder: String) -> URL {
        URL(fileURLWithPath: gitFolder + "/git-crypt/keys/default")
    }

    private func holdsInternalKey(_ file: URL, _ gitFolder: String) -> Bool {
        guard let key = try? Journal.read(internalKey(gitFolder)), !key.isEmpty else { return false }
        return (try? Journal.read(file)) == key
    }

    /// The key in `keyFile` (made there when this clone has none, this clone's otherwise),
    /// then this clone unlocked with it, so that the key file exists before any commit.
    private func exportFirst(to keyFile: URL, gitFolder: String) throws -> [String] {
        var done: [String] = []
        let clonesKey = internalKey(gitFolder)
        if !FileManager.default.fileExists(atPath: keyFile.path) {
            let bytes: [UInt8]
            if isUnlocked {
                bytes = try Journal.read(clonesKey)
            } else {
                // Made in the git folder, then written whole where the user keeps it.
                let fresh = URL(fileURLWithPath: gitFolder + "/nightly-new-key")
                unlink(fresh.path)
                try run([gitCrypt, "keygen", fresh.path], "git-crypt keygen")
                bytes = try Journal.read(fresh)
                unlink(fresh.path)
                done.append("Made a key with git-crypt.")
            }
            try FileManager.default.createDirectory(
                at: keyFile.deletingLastPathComponent(), withIntermediateDirectories: true,
                attributes: [.posixPermissions: 0o700])
            try AtomicFile.write(bytes, to: keyFile)
        }
        done.append("Exported the key to \(keyFile.path); keep it safe and off the journal's remote.")
        let filtered = repository.config("filter.git-crypt.clean") != nil
        if !(filtered && holdsInternalKey(keyFile, gitFolder)) {
            // A copy half written by a stopped unlock: the exported key is the one.
            if isUnlocked { try? FileManager.default.removeItem(at: clonesKey) }
            try run([gitCrypt, "unlock", keyFile.path], "git-crypt unlock")
            done.append("Gave this clone the key (kept in .git/git-crypt).")
        }
        return done
    }

    /// The attribute lines, and every Markdown file staged again through the filter and
    /// committed with them; nothing when HEAD has both already.
    private func commitEncrypted() throws -> [String] {
        var done: [String] = []
        if !isSetUp {
            // Never through a link: a .gitattributes leading out of the journal is refused. A
            // change of its own (LoggedFiles), ended once written: the commit below is git's,
            // and an init stopped after this is finished by the next (its marker says so).
            let change = LoggedFiles(root: URL(fileURLWithPath: repository.folder), door: "nightly encrypt init")
            var attributes = try change.read(attributesURL) ?? []
            if let last = attributes.last, last != UInt8(ascii: "\n") { attributes.append(UInt8(ascii: "\n")) }
            attributes += Array((Self.attributeLines.joined(separator: "\n") + "\n").utf8)
            do {
                try change.write(attributes, to: attributesURL)
                change.end()
            } catch {
                change.rollBack()
                throw error
            }
            done.append("Added '\(Self.attributeLines[1])' to .gitattributes.")
        }
        // A new .gitattributes is added; staged again, the entries go through the filter.
        try git(["add", "--", ".gitattributes"], "git add .gitattributes")
        let entries = entryPaths()
        if !entries.isEmpty { try git(["add", "--renormalize", "--"] + entries, "git add --renormalize") }
        let paths = [".gitattributes"] + entries
        guard !repository.run(["diff", "--cached", "--quiet", "--"] + paths).succeeded || !repository.hasCommits
        else { return done }
        try git(["commit", "--quiet", "-m", Self.commitMessage, "--"] + paths, "git commit")
        done.append("Committed every Markdown file again as ciphertext (\(CountedNoun.of(entries.count, "file"))).")
        if let earlier = repository.value(["rev-list", "--count", "HEAD~1"]).flatMap(Int.init), earlier > 0 {
            done.append(
                "The \(CountedNoun.of(earlier, "commit")) before this one still \(earlier == 1 ? "holds" : "hold") "
                    + "the entries in plain text, and a remote that "
                    + "has them keeps them. To rewrite that history, see Privacy in the README.")
        }
        return done
    }
}
