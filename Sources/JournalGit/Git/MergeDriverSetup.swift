import Foundation
import JournalFormat
import SystemCalls

/// Registers `nightly merge-driver` for the journal's entries, idempotently: running it again
/// changes nothing.
///
/// - `.gitattributes` in the journal folder gets `merge=nightly -text` for the three entry
///   layouts and nothing else, so other files keep git's own merge, and entries are stored and
///   checked out byte for byte whatever `core.autocrlf` says;
/// - `.gitignore` gets the lock file and the temporary files of interrupted writes;
/// - the repository's config gets `merge.nightly.name` and `merge.nightly.driver`. Config is
///   not shared by clones, so `nightly sync` sets it on every machine (``configureDriver(command:)``).
///
/// The two files are committed (and only they), so every clone has them. When that fails (git
/// has no name and email yet), ``uncommittedFiles`` lists them until a sync commits them.
public struct MergeDriverSetup: Sendable {
    public var repository: GitRepository

    public init(repository: GitRepository) {
        self.repository = repository
    }

    /// The `.gitattributes` lines, one per ``EntryLayout``. `-text`: git never converts an
    /// entry's line endings (`core.autocrlf`), so every clone has the bytes that were written.
    public static let attributeLines = [
        "# nightly: entries merge section by section, so no words are lost (nightly-journal(5))",
        "[0-9][0-9][0-9][0-9]/[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9].md merge=nightly -text",
        "/[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9].md merge=nightly -text",
        "[0-9][0-9][0-9][0-9]/[0-9][0-9]/[0-9][0-9].md merge=nightly -text",
    ]
    /// The lines earlier nightlys wrote, without `-text`; setup replaces them where they are.
    static let earlierAttributeLines = Dictionary(
        uniqueKeysWithValues: attributeLines.filter { $0.hasSuffix(" -text") }.map {
            (String($0.dropLast(" -text".count)), $0)
        })
    public static let driverName = "nightly: merge journal entries section by section"
    /// The setup files, in the journal folder.
    public static let fileNames = [".gitattributes", ".gitignore"]
    /// The message of the commit that holds the setup files.
    public static let commitMessage = "Set up nightly's merge driver and ignored files (.gitattributes, .gitignore)"

    /// The lines setup writes to the setup file `name`.
    static func setupLines(of name: String) -> [String] {
        name == ".gitattributes" ? attributeLines : ["/" + JournalLock.fileName, TemporaryFileName.pattern]
    }

    /// The command git runs to merge an entry: `nightly` when a `nightly` is on `PATH`, else
    /// the running binary's absolute path.
    ///
    /// A bare name survives nightly being reinstalled elsewhere and reads the same on every
    /// machine; the absolute path lets git find a nightly that is not on `PATH` (run from a
    /// build folder, say). git runs the command with `sh`, so the path is quoted for it.
    public static func driverCommand(executable: String, searchPath: String?) -> String {
        let program = isExecutableOnPath("nightly", path: searchPath) ? "nightly" : shellQuoted(executable)
        return "\(program) merge-driver %O %A %B %P"
    }

    /// Sets up everything; returns what it did, one line each (empty when all was in place).
    /// - Parameters:
    ///   - commit: whether to commit the setup files HEAD lacks here (``uncommittedFiles``);
    ///     `nightly sync` commits them itself, failing when git has no name and email.
    ///   - door: the command, named in the intent log: the files are written and committed as
    ///     one change (``LoggedFiles``), so the caller holds the journal's lock.
    /// - Throws: `JournalError` when a file cannot be written; both files are then as they were.
    public func run(driverCommand: String, commit: Bool = true, door: String = "nightly sync --setup") throws
        -> [String]
    {
        var done: [String] = []
        let folder = URL(fileURLWithPath: repository.folder)
        let attributes = folder.appendingPathComponent(".gitattributes")
        let outdated = attributesOutdated
        let change = LoggedFiles(root: folder, door: door)
        do {
            try write(to: change, attributes: attributes, outdated: outdated, done: &done)
        } catch {
            change.rollBack()
            throw error
        }
        let uncommitted = commit ? uncommittedFiles : []
        if uncommitted.isEmpty {
            change.end()
        } else if case .failed(let message) = change.commit(
            uncommitted.map { folder.appendingPathComponent($0).path }, message: Self.commitMessage,
            committer: EntryCommitter(git: repository.git))
        {
            let names = uncommitted.joined(separator: " and ")
            if JournalSync.isMissingIdentity(message) {
                done.append(
                    "\(names) are not committed yet: "
                        + GitIdentity.advice("the next nightly command that commits commits them."))
            } else {
                let reason = GitRepository.Result(status: .exited(1), output: message).reason
                done.append("\(names) are not committed yet (git said: \(reason)); nightly sync commits them.")
            }
        }
        if configureDriver(command: driverCommand) {
            done.append("Registered the merge driver: git config merge.nightly.driver '\(driverCommand)'.")
        }
        return done
    }

    /// Appends the setup lines each setup file lacks through `change`, saying what it did.
    private func write(to change: LoggedFiles, attributes: URL, outdated: Bool, done: inout [String]) throws {
        if try Self.appendMissing(
            Self.attributeLines, to: attributes, replacing: Self.earlierAttributeLines, in: change)
        {
            done.append(
                outdated
                    ? "Added -text to the entry paths in .gitattributes, so git never converts their line endings."
                    : "Added the entry paths to .gitattributes (merge=nightly -text).")
        }
        let ignore = change.root.appendingPathComponent(".gitignore")
        if try Self.appendMissing(Self.setupLines(of: ".gitignore"), to: ignore, in: change) {
            done.append("Added the lock and interrupted writes' temporary files to .gitignore.")
        }
    }

    /// The setup files with lines of setup that HEAD's version lacks (or HEAD has none): written
    /// by a setup whose commit failed, or changed by setup since.
    public var uncommittedFiles: [String] {
        Self.fileNames.filter { name in
            let url = URL(fileURLWithPath: repository.folder).appendingPathComponent(name)
            let here = Self.trimmedLines(readSetupFile(url)).intersection(Self.setupLines(of: name))
            guard !here.isEmpty else { return false }
            let shown = repository.run(["show", "HEAD:./\(name)"])
            return !here.isSubset(of: Self.trimmedLines(shown.succeeded ? Array(shown.output.utf8) : []))
        }
    }

    /// Commits the setup files `names` and nothing else, as ``EntryCommitter`` commits entries.
    public func commit(_ names: [String], message: String) -> EntryCommitter.Outcome {
        let folder = URL(fileURLWithPath: repository.folder)
        return EntryCommitter(git: repository.git).commit(
            paths: names.map { folder.appendingPathComponent($0).path }, in: repository.folder, message: message)
    }

    /// The lines of `bytes`, without surrounding spaces.
    static func trimmedLines(_ bytes: [UInt8]) -> Set<String> {
        Set(
            String(decoding: bytes, as: UTF8.self).split(whereSeparator: \.isNewline).map {
                String($0).trimmingSpaces()
            })
    }

    /// The bytes of the setup file `url`; none when it is missing, a link out of the journal or
    /// not a regular file (read without waiting on a FIFO).
    func readSetupFile(_ url: URL) -> [UInt8] {
        ((try? ConfinedPaths(root: URL(fileURLWithPath: repository.folder)).read(url)) ?? nil) ?? []
    }

    /// Whether `.gitattributes` has every line setup writes.
    public var attributesInPlace: Bool { Self.attributeLines.allSatisfy(attributesPresent.contains) }

    /// Whether `.gitattributes` has the lines of an earlier setup, which send entries to the
    /// driver but let `core.autocrlf` convert their line endings.
    public var attributesOutdated: Bool {
        !attributesInPlace && attributesPresent.contains { Self.earlierAttributeLines[$0] != nil }
    }

    /// The lines of `.gitattributes`, without surrounding spaces.
    private var attributesPresent: Set<String> {
        let url = URL(fileURLWithPath: repository.folder).appendingPathComponent(".gitattributes")
        let text = String(decoding: readSetupFile(url), as: UTF8.self)
        return Set(text.split(whereSeparator: \.isNewline).map { String($0).trimmingSpaces() })
    }

    /// Sets `merge.nightly.name` and `merge.nightly.driver` where they differ; true when it
    /// changed anything.
    @discardableResult
    public func configureDriver(command: String) -> Bool {
        var changed = false
        for (key, value) in [("merge.nightly.name", Self.driverName), ("merge.nightly.driver", command)]
        where repository.config(key) != value {
            _ = repository.run(["config", key, value])
            changed = true
        }
        return changed
    }

    /// Appends the lines of `lines` that `url` lacks (compared without surrounding spaces),
    /// in the file's own line ending, after turning each line that is a key of `replacing`
    /// into its value where it stands; true when it wrote. Other bytes are left as they were.
    /// The file is read and written through `change`, the logged writer confined to the
    /// journal: a setup file linked out of the journal is refused, naming the link, and nothing
    /// written.
    static func appendMissing(
        _ lines: [String], to url: URL, replacing: [String: String] = [:], in change: LoggedFiles
    ) throws -> Bool {
        let old = try change.read(url) ?? []
        var replaced = false
        let kept: [[UInt8]] = old.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map {
            var line = Array($0)
            let carriageReturn = line.last == UInt8(ascii: "\r")
            if carriageReturn { line.removeLast() }
            guard let new = replacing[String(decoding: line, as: UTF8.self).trimmingSpaces()] else { return Array($0) }
            replaced = true
            return Array(new.utf8) + (carriageReturn ? [UInt8(ascii: "\r")] : [])
        }
        let current = replaced ? Array(kept.joined(separator: [UInt8(ascii: "\n")])) : old
        let text = String(decoding: current, as: UTF8.self)
        let present = Set(text.split(whereSeparator: \.isNewline).map { String($0).trimmingSpaces() })
        let missing = lines.filter { !present.contains($0) }
        guard replaced || !missing.isEmpty else { return false }
        let ending = LineEnding.dominant(in: old).rawValue
        var new = current
        if !missing.isEmpty, let last = new.last, last != UInt8(ascii: "\n"), last != UInt8(ascii: "\r") {
            new += Array(ending.utf8)
        }
        new += Array(missing.map { $0 + ending }.joined().utf8)
        try change.write(new, to: url)
        return true
    }

    /// `text` as one `sh` word.
    static func shellQuoted(_ text: String) -> String {
        let safe = text.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "/._-+,:@".contains($0)) }
        return safe && !text.isEmpty ? text : "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
