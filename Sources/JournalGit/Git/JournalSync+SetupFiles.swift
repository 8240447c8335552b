import Foundation
import JournalFormat
import JournalStorage

/// nightly's setup files, `.gitattributes` and `.gitignore`, in a sync.
///
/// A setup whose commit failed (git knew no name and email when `nightly init` ran) leaves them
/// untracked; when another clone then pushes its own, git refuses every merge ("untracked
/// working tree files would be overwritten"). So a sync first commits the setup files whose
/// setup lines HEAD lacks, in a commit of their own (before the merge, so git merges entries
/// with these attributes); when both sides added or changed one, the merge's conflict in it is
/// resolved by keeping every line of both. An untracked setup file the other side adds (one
/// without setup lines, the user's) is taken from there when it is the same, else set aside
/// and merged line by line into the incoming one after the merge. Both files are lists of
/// lines, so keeping every line of both sides loses nothing; no other file is touched.
extension JournalSync {
    /// What sync tells the user when git cannot commit because it has no name and email.
    public static func missingIdentityMessage(folder: String) -> String {
        """
        git does not know your name and email yet, so it could not commit; nothing was committed, \
        and your entries are safe in \(folder). Tell git once, then run nightly sync again:
          git config --global user.name "Your Name"
          git config --global user.email "you@example.com"
        (without --global, for this journal's repository only).
        """
    }

    /// Whether git's output says it could not commit for lack of a name or email.
    public static func isMissingIdentity(_ output: String) -> Bool {
        [
            "Please tell me who you are", "unable to auto-detect email address", "empty ident name",
            "auto-detection is disabled",
        ].contains { output.contains($0) }
    }

    /// Commits the setup files whose setup lines HEAD lacks; nil when that worked or there was
    /// nothing to commit.
    func commitSetupFiles(say: (String) -> Void) -> SyncOutcome? {
        let setup = MergeDriverSetup(repository: repository)
        let names = setup.uncommittedFiles
        guard !names.isEmpty else { return nil }
        return commit(names, message: MergeDriverSetup.commitMessage, say: say)
    }

    /// Commits the setup files `names` alone; nil when that worked.
    func commit(_ names: [String], message: String, say: (String) -> Void) -> SyncOutcome? {
        switch MergeDriverSetup(repository: repository).commit(names, message: message) {
        case .committed:
            say("Committed nightly's setup files (\(names.joined(separator: ", "))).")
            return nil
        case .nothingToCommit, .notARepository:
            return nil
        case .failed(let output):
            if Self.isMissingIdentity(output) { return .failed(Self.missingIdentityMessage(folder: repository.folder)) }
            let reason = GitRepository.Result(status: .exited(1), output: output).reason
            return .failed("could not commit \(names.joined(separator: " and ")): \(reason)")
        }
    }

    /// Removes each untracked setup file that `ref` adds, so the merge can check it out: the
    /// same bytes are simply taken from there; other bytes are returned, to be merged in
    /// after the merge (``keepSetAside(_:say:)``), and kept under `.git/nightly-setup-files/`
    /// meanwhile, in case nightly is stopped in between.
    func setAsideIncomingSetupFiles(_ ref: String, say: (String) -> Void) -> [String: [UInt8]] {
        var setAside: [String: [UInt8]] = [:]
        let folder = URL(fileURLWithPath: repository.folder)
        let files = ConfinedPaths(root: folder)
        for name in MergeDriverSetup.fileNames {
            let url = folder.appendingPathComponent(name)
            guard FileManager.default.fileExists(atPath: url.path),
                repository.value(["ls-files", "--", name]) == "",
                let incoming = repository.value(["rev-parse", "--verify", "--quiet", "\(ref):./\(name)"])
            else { continue }
            let shortName = ref.replacingOccurrences(of: "refs/remotes/", with: "")
            if repository.value(["hash-object", "--no-filters", "--", name]) == incoming {
                unlink(url.path)
                say("Took \(name) from \(shortName), the same as the one here.")
                continue
            }
            // Merged into the incoming file later: never the bytes of a file outside.
            let bytes: [UInt8]
            do {
                guard let read = try files.read(url) else { continue }
                bytes = read
            } catch {
                say("Left \(name) as it is: \(error)")
                continue
            }
            if let backup = setAsideFolder?.appendingPathComponent(name) {
                guard (try? AtomicFile.write(bytes, to: backup)) != nil else { continue }
            }
            unlink(url.path)
            setAside[name] = bytes
        }
        return setAside
    }

    /// After the merge, writes each set-aside setup file's lines into the one the merge
    /// checked out (its own lines first), or puts it back where the merge wrote none; returns
    /// the names it merged into. Each file is a change of its own (``LoggedFiles``), ended
    /// before its set-aside copy goes: a kill puts back what the merge checked out, and the
    /// copy stays.
    func keepSetAside(_ setAside: [String: [UInt8]], say: (String) -> Void) -> [String] {
        var merged: [String] = []
        let folder = URL(fileURLWithPath: repository.folder)
        for (name, local) in setAside.sorted(by: { $0.key < $1.key }) {
            let url = folder.appendingPathComponent(name)
            let change = LoggedFiles(root: folder, door: "nightly sync")
            let incoming: [UInt8]?
            do {
                incoming = try change.read(url)
                let bytes = incoming.map { Self.unionOfLines($0, local) } ?? local
                try change.write(bytes, to: url)
                change.end()
            } catch {
                change.rollBack()
                say("Left \(name) as it is: \(error)")
                continue
            }
            if let backup = setAsideFolder?.appendingPathComponent(name) { unlink(backup.path) }
            if incoming != nil {
                merged.append(name)
                say("Kept the lines of both machines' \(name).")
            }
        }
        return merged
    }

    /// Resolves a merge's conflicts in setup files (both sides added or changed one) by
    /// keeping every line of both, theirs first, and stages them; returns their names.
    func resolveSetupFileConflicts(say: (String) -> Void) -> [String] {
        let unmerged = Set(repository.unmergedFiles)
        let prefix = repository.prefix
        var resolved: [String] = []
        for name in MergeDriverSetup.fileNames where unmerged.contains(prefix + name) {
            let side = { (stage: Int) -> [UInt8] in
                let shown = repository.run(["show", ":\(stage):./\(name)"])
                return shown.succeeded ? Array(shown.output.utf8) : []
            }
            let folder = URL(fileURLWithPath: repository.folder)
            let change = LoggedFiles(root: folder, door: "nightly sync")
            do {
                try change.write(Self.unionOfLines(side(3), side(2)), to: folder.appendingPathComponent(name))
                change.end()
            } catch {
                change.rollBack()
                say("Left \(name) as it is: \(error)")
                continue
            }
            guard repository.run(["add", "--", name]).succeeded else { continue }
            resolved.append(name)
            say("Kept the lines of both machines' \(name).")
        }
        return resolved
    }

    /// `first` as it is, then each line of `second` it lacks (compared without surrounding
    /// spaces; blank lines left out), in `first`'s line ending.
    static func unionOfLines(_ first: [UInt8], _ second: [UInt8]) -> [UInt8] {
        let lines = { (bytes: [UInt8]) in
            String(decoding: bytes, as: UTF8.self).split(whereSeparator: \.isNewline).map(String.init)
        }
        var present = Set(lines(first).map { $0.trimmingSpaces() })
        let ending = Array(LineEnding.dominant(in: first.isEmpty ? second : first).rawValue.utf8)
        var result = first
        for line in lines(second) {
            let key = line.trimmingSpaces()
            guard !key.isEmpty, !present.contains(key) else { continue }
            if let last = result.last, last != UInt8(ascii: "\n"), last != UInt8(ascii: "\r") { result += ending }
            result += Array(line.utf8) + ending
            present.insert(key)
        }
        return result
    }

    private var setAsideFolder: URL? {
        repository.value(["rev-parse", "--absolute-git-dir"]).map {
            URL(fileURLWithPath: $0).appendingPathComponent("nightly-setup-files")
        }
    }
}
