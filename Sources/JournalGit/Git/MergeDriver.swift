import Foundation
import JournalFormat
import JournalStorage
import SystemCalls

/// `nightly merge-driver BASE OURS THEIRS PATH`, as git runs it (`%O %A %B %P`): merges three
/// versions of an entry with ``EntryMerge`` and leaves the result in OURS.
///
/// Input nightly cannot read (not UTF-8, unreadable) falls back to `git merge-file`, which
/// leaves git's ordinary conflict markers where the sides overlap.
public struct MergeDriver: Sendable {
    public var git: String

    public init(git: String = "git") {
        self.git = git
    }

    /// What the driver did.
    public struct Outcome: Equatable, Sendable {
        /// The driver's exit status: 0 merged, 1 conflicts left for the user, 2 a failure.
        public var status: Int32
        /// A line for the user, if there is something to say.
        public var message: String?
    }

    /// Merges the files `base`, `ours` and `theirs` into `ours`; `path` is the entry's path in
    /// the repository, which names it in messages and gives its day.
    ///
    /// In a journal encrypted with git-crypt git hands the driver ciphertext, and stores what
    /// it leaves in `ours` as the blob: so encrypted versions are decrypted first, merged, and
    /// the result encrypted again (`git-crypt smudge`, `clean`), never stored in plain text.
    public func merge(base: String, ours: String, theirs: String, path: String) -> Outcome {
        let versions = [base, ours, theirs]
        if versions.contains(where: { (try? Self.prefix(of: $0))?.starts(with: JournalEncryption.header) ?? false }) {
            return mergeEncrypted(base: base, ours: ours, theirs: theirs, path: path)
        }
        return mergePlain(base: base, ours: ours, theirs: theirs, path: path)
    }

    private func mergePlain(base: String, ours: String, theirs: String, path: String) -> Outcome {
        let merged: EntryMerge.Result
        do {
            merged = try EntryMerge.merge(
                base: Journal.read(URL(fileURLWithPath: base)), ours: Journal.read(URL(fileURLWithPath: ours)),
                theirs: Journal.read(URL(fileURLWithPath: theirs)), date: Self.date(ofRepositoryPath: path),
                path: path)
        } catch let error as JournalError {
            return fallBack(base: base, ours: ours, theirs: theirs, path: path, reason: Self.reason(error, path: path))
        } catch {
            return fallBack(base: base, ours: ours, theirs: theirs, path: path, reason: "\(error)")
        }
        do {
            try AtomicFile.write(merged.bytes, to: URL(fileURLWithPath: ours))
        } catch {
            return Outcome(status: 2, message: "\(path): \(error)")
        }
        guard merged.keptBoth > 0 else { return Outcome(status: 0, message: nil) }
        let places = merged.keptBoth == 1 ? "one place" : "\(merged.keptBoth) places"
        return Outcome(
            status: 0,
            message: "\(path): both machines changed the same lines in \(places); both versions are kept, "
                + "under a line starting '<!-- nightly:'")
    }

    /// Decrypts the three versions into `.git/`, merges them there, and encrypts the result
    /// into `ours`.
    private func mergeEncrypted(base: String, ours: String, theirs: String, path: String) -> Outcome {
        let (found, gitFolder) = ChildProcess.capture([git, "rev-parse", "--absolute-git-dir"])
        guard found.succeeded else { return Outcome(status: 2, message: "\(path): not in a git repository") }
        let scratch = gitFolder.trimmingSpaces() + "/nightly-merge-\(getpid())"
        let plain = ["base", "ours", "theirs"].map { "\(scratch)-\($0)" }
        defer { for file in plain { unlink(file) } }
        for (encrypted, decrypted) in zip([base, ours, theirs], plain) {
            guard let output = ChildProcess.filter(["git-crypt", "smudge"], inputPath: encrypted),
                output.status.succeeded
            else {
                return Outcome(
                    status: 2,
                    message: "\(path) is encrypted and this clone cannot decrypt it; unlock it first "
                        + "(nightly encrypt unlock KEYFILE)")
            }
            do { try AtomicFile.write(output.output, to: URL(fileURLWithPath: decrypted)) } catch {
                return Outcome(status: 2, message: "\(path): \(error)")
            }
        }
        let outcome = mergePlain(base: plain[0], ours: plain[1], theirs: plain[2], path: path)
        guard outcome.status != 2 else { return outcome }
        guard let encrypted = ChildProcess.filter(["git-crypt", "clean"], inputPath: plain[1]),
            encrypted.status.succeeded, encrypted.output.starts(with: JournalEncryption.header)
        else {
            return Outcome(
                status: 2, message: "\(path): git-crypt could not encrypt the merged entry; nothing was stored")
        }
        do { try AtomicFile.write(encrypted.output, to: URL(fileURLWithPath: ours)) } catch {
            return Outcome(status: 2, message: "\(path): \(error)")
        }
        return outcome
    }

    /// The first bytes of the file at `path`.
    private static func prefix(of path: String) throws -> [UInt8] {
        Array(try Journal.read(URL(fileURLWithPath: path)).prefix(JournalEncryption.header.count))
    }

    /// git's own three-way merge into `ours`, with conflict markers labelled ours, base and
    /// theirs; its result is the driver's.
    public func fallBack(base: String, ours: String, theirs: String, path: String, reason: String) -> Outcome {
        let (status, output) = ChildProcess.capture([
            git, "merge-file", "-L", "ours", "-L", "base", "-L", "theirs", ours, base, theirs,
        ])
        switch status {
        case .exited(0):
            return Outcome(status: 0, message: "\(path): \(reason); merged by git instead")
        case .exited(let conflicts) where conflicts > 0 && conflicts < 128:
            return Outcome(
                status: 1, message: "\(path): \(reason); left git's conflict markers for you to resolve")
        default:
            return Outcome(status: 2, message: "\(path): \(reason); git merge-file failed: \(output.trimmingSpaces())")
        }
    }

    /// The day of the entry at `path`, relative to the top of the repository, which may hold
    /// the journal in a subfolder.
    public static func date(ofRepositoryPath path: String) -> EntryDate? {
        entryPart(ofRepositoryPath: path)?.date
    }

    /// The journal folder of the entry at `path`, relative to the top of the repository:
    /// empty when the journal is the repository, and for a path that is not an entry.
    public static func journalFolder(ofRepositoryPath path: String) -> String {
        guard let count = entryPart(ofRepositoryPath: path)?.components else { return "" }
        return path.split(separator: "/").dropLast(count).joined(separator: "/")
    }

    /// The entry's date and how many of the path's last components name it under its layout.
    private static func entryPart(ofRepositoryPath path: String) -> (date: EntryDate, components: Int)? {
        let parts = path.split(separator: "/")
        for count in stride(from: min(3, parts.count), through: 1, by: -1) {
            if let date = EntryLayout.date(ofRelativePath: parts.suffix(count).joined(separator: "/")) {
                return (date, count)
            }
        }
        return nil
    }

    private static func reason(_ error: JournalError, path: String) -> String {
        switch error {
        case .invalidUTF8(let version, let line, let column):
            // EntryMerge names the version: "PATH (ours)".
            let which =
                version.hasPrefix(path) ? version.dropFirst(path.count).filter { !" ()".contains($0) } + " " : ""
            return "the \(which)version is not UTF-8 (line \(line), column \(column)), so nightly does not merge it"
        default:
            return "\(error)"
        }
    }
}
