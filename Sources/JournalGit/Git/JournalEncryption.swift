import Foundation
import JournalFormat
import JournalStorage
import SystemCalls

/// Encryption of the journal's Markdown files on the remote, with git-crypt: the working tree
/// stays plain text (grep and every editor keep working), while every blob git stores, and
/// so every blob a push sends, is ciphertext.
///
/// The key lives in the clone's `.git/git-crypt` and in a file the user keeps outside the
/// journal; it never enters the repository.
public struct JournalEncryption: Sendable {
    public var repository: GitRepository
    public var gitCrypt: String

    public init(repository: GitRepository, gitCrypt: String = "git-crypt") {
        self.repository = repository
        self.gitCrypt = gitCrypt
    }

    /// The `.gitattributes` lines that send the journal's Markdown files through git-crypt.
    public static let attributeLines = [
        "# nightly: Markdown files reach the remote encrypted with git-crypt (nightly encrypt)",
        "*.md filter=git-crypt diff=git-crypt",
    ]
    /// What every blob git-crypt wrote starts with.
    public static let header: [UInt8] = Array("\0GITCRYPT\0".utf8)

    /// What went wrong, said for the user.
    public struct Failure: Error, CustomStringConvertible, Equatable {
        public var description: String
    }

    public static let notInstalled =
        "git-crypt is not installed; nightly encrypts with it (on Debian: sudo apt-get install git-crypt)"

    /// Whether git-crypt runs here.
    public var isInstalled: Bool { ChildProcess.capture([gitCrypt, "--version"]).0.succeeded }

    /// Whether the journal's `.gitattributes` (as in the working tree) encrypts its entries.
    public var isSetUp: Bool {
        let files = ConfinedPaths(root: URL(fileURLWithPath: repository.folder))
        return Self.encrypts(attributes: ((try? files.read(attributesURL)) ?? nil) ?? [])
    }

    /// Whether this clone holds the key (set up here, or unlocked).
    public var isUnlocked: Bool {
        guard let gitFolder = repository.value(["rev-parse", "--absolute-git-dir"]) else { return false }
        return FileManager.default.fileExists(atPath: gitFolder + "/git-crypt/keys/default")
    }

    var attributesURL: URL { URL(fileURLWithPath: repository.folder).appendingPathComponent(".gitattributes") }

    static func encrypts(attributes: [UInt8]) -> Bool {
        String(decoding: attributes, as: UTF8.self).split(whereSeparator: \.isNewline)
            .contains { $0.trimmingCharacters(in: .whitespaces) == attributeLines[1] }
    }

    public static let commitMessage = "Encrypt the journal's Markdown files on the remote (nightly encrypt init)"

    /// Writes the key to `file` (mode 0600), which must be outside the journal and new.
    public func exportKey(to file: URL) throws {
        try requireUsable()
        try requireOutside(file)
        guard isUnlocked else {
            throw Failure(description: "this clone has no key; unlock it first with nightly encrypt unlock KEYFILE")
        }
        guard !FileManager.default.fileExists(atPath: file.path) else {
            throw Failure(description: "\(file.path) exists; nightly does not write over it")
        }
        try FileManager.default.createDirectory(
            at: file.deletingLastPathComponent(), withIntermediateDirectories: true,
            attributes: [.posixPermissions: 0o700])
        let previous = umask(0o077)
        defer { umask(previous) }
        try run([gitCrypt, "export-key", file.path], "git-crypt export-key")
    }

    /// Unlocks a clone with the key in `file`; with a wrong key (or any failure) the clone is
    /// left as it was, which git-crypt alone does not do.
    public func unlock(with file: URL) throws -> [String] {
        try requireUsable()
        guard isSetUp else {
            throw Failure(description: "this journal is not encrypted (no git-crypt line in .gitattributes)")
        }
        guard !isUnlocked else { return ["This clone is unlocked already; nothing changed."] }
        guard FileManager.default.fileExists(atPath: file.path) else {
            throw Failure(description: "\(file.path): no such key file")
        }
        guard let gitFolder = repository.value(["rev-parse", "--absolute-git-dir"]) else {
            throw Failure(description: "\(repository.folder) is not a git repository")
        }
        // git-crypt refuses a changed working tree too, but the rollback below checks files out
        // again: it must only ever put back what git-crypt itself took away.
        let changed = repository.run(["status", "--porcelain", "--untracked-files=no"])
        guard changed.succeeded, changed.output.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
            throw Failure(
                description: "the clone has changes that are not committed; commit or put them aside first, "
                    + "nothing was changed")
        }
        let config = URL(fileURLWithPath: gitFolder + "/config")
        let configBefore = try Journal.read(config)
        let keysBefore = FileManager.default.fileExists(atPath: gitFolder + "/git-crypt")
        let unlocked = ChildProcess.capture([
            "/bin/sh", "-c", "cd \"$1\" && exec \"$2\" unlock \"$3\"", "sh",
            repository.folder, gitCrypt, file.path,
        ])
        if unlocked.0.succeeded { return ["Unlocked: the entries here are plain text again."] + lockedCommitsNote() }
        // Put back what git-crypt changed: the config, its key folder, and the files its
        // checkout removed before failing.
        try AtomicFile.write(configBefore, to: config)
        if !keysBefore { try? FileManager.default.removeItem(atPath: gitFolder + "/git-crypt") }
        _ = repository.run(["checkout", "--force", "HEAD", "--", "."])
        let said = unlocked.1.split(separator: "\n").first { $0.contains("error") }.map(String.init) ?? unlocked.1
        throw Failure(
            description: "\(file.path) does not unlock this journal (\(said.trimmingCharacters(in: .whitespaces))); "
                + "the clone is as it was")
    }

    /// What the next sync does with the entries this clone committed while it was locked.
    private func lockedCommitsNote() -> [String] {
        guard let upstream = repository.value(["rev-parse", "--verify", "--quiet", "@{upstream}"]) else { return [] }
        let plain = plainTextCommitted(in: ["\(upstream)..HEAD"])
        guard !plain.isEmpty else { return [] }
        return [
            "\(CountedNoun.of(plain.count, "entry", "entries")) committed while this clone was locked "
                + "(\(plain.joined(separator: ", "))) will reach the remote as ciphertext: the next nightly sync "
                + "commits \(plain.count == 1 ? "it" : "them") again through the filter."
        ]
    }

    // MARK: Checking a push

    /// The Markdown files committed in plain text by the commits `range` names (as `git log`
    /// reads it) whose `.gitattributes` encrypts them: what a push must not send. Commits from
    /// before encryption was set up are left out; their plain text is history.
    public func plainTextCommitted(in range: [String]) -> [String] {
        let commits = repository.run(["rev-list"] + range)
        guard commits.succeeded else { return [] }
        var plain: [String] = []
        var checked = Set<String>()
        for commit in commits.output.split(separator: "\n").map(String.init) {
            let attributes = repository.run(["show", "\(commit):./.gitattributes"])
            guard attributes.succeeded, Self.encrypts(attributes: Array(attributes.output.utf8)) else { continue }
            // Every parent's diff, so a merge's own result is checked too.
            let changed = repository.run([
                "diff-tree", "-r", "-m", "--no-commit-id", "--no-renames", "--diff-filter=AM", "--relative",
                "--format=", commit, "--", "*.md",
            ])
            for line in changed.output.split(separator: "\n") {
                let fields = line.split(separator: "\t", maxSplits: 1)
                guard fields.count == 2, let blob = fields[0].split(separator: " ").dropFirst(3).first else {
                    continue
                }
                guard checked.insert(String(blob)).inserted else { continue }
                if !startsWithHeader(String(blob)) { plain.append(String(fields[1])) }
            }
        }
        return Array(Set(plain)).sorted()
    }

    func startsWithHeader(_ blob: String) -> Bool {
        let content = repository.run(["cat-file", "blob", blob])
        guard content.succeeded else { return true }
        return Array(content.output.utf8).starts(with: Self.header)
            || content.output.utf8.isEmpty  // An empty file is stored empty, and holds nothing.
    }

    // MARK: Helpers

    /// The tracked Markdown files of the journal, relative to it.
    func entryPaths() -> [String] {
        let listed = repository.run(["ls-files", "-z", "--", "*.md"])
        return listed.output.split(separator: "\0").map(String.init)
    }

    func requireUsable() throws {
        guard repository.isWorkTree else {
            throw Failure(
                description: "\(repository.folder) is not a git repository; run nightly init or git init first")
        }
        guard isInstalled else { throw Failure(description: Self.notInstalled) }
    }

    /// Refuses a key file inside the repository, or at a symbolic link (dangling or not): a
    /// link could lead into the journal, where sync would commit the key as an entry.
    func requireOutside(_ file: URL) throws {
        var status = stat()
        if lstat(file.path, &status) == 0, status.st_mode & S_IFMT == S_IFLNK {
            let target = ConfinedPaths.resolvedPath(file.path) ?? "a loop of links"
            throw Failure(
                description: "\(file.path) is a symbolic link to \(target); nightly never writes the key "
                    + "through a link, give a new file outside the journal")
        }
        let top = repository.value(["rev-parse", "--show-toplevel"]) ?? repository.folder
        let root = ConfinedPaths.resolvedPath(top) ?? top
        let resolved = ConfinedPaths.resolvedPath(file.path) ?? file.path
        if resolved == root || resolved.hasPrefix(root + "/") {
            throw Failure(
                description: "\(file.path) is inside the repository; keep the key outside it, or it would be committed")
        }
    }

    func git(_ arguments: [String], _ what: String) throws {
        let result = repository.run(arguments)
        guard result.succeeded else { throw Failure(description: "\(what) failed: \(result.reason)") }
    }

    func run(_ arguments: [String], _ what: String) throws {
        let result = ChildProcess.capture(
            ["/bin/sh", "-c", "cd \"$0\" && exec \"$@\"", repository.folder] + arguments)
        guard result.0.succeeded else {
            throw Failure(description: "\(what) failed: \(result.1.trimmingCharacters(in: .whitespacesAndNewlines))")
        }
    }
}
