import Foundation
import Testing

/// `nightly encrypt` with real git-crypt, a bare remote and clones: what reaches the remote is
/// ciphertext, a clone with the key reads plain text, same-day edits on two clones still
/// merge word for word, a wrong key changes nothing, and a locked clone cannot push plain text.
@Suite(.enabled(if: GitCrypt.isInstalled, GitCrypt.needed)) final class EncryptionTests {
    let sandbox: GitSandbox
    let a: URL
    var key: URL { sandbox.folder.appendingPathComponent("keys/journal.key") }
    let sentence = "The lighthouse keeper waved twice at the ferry."

    /// Clone `a` with one entry, synced plain, then encrypted and synced again.
    init() throws {
        sandbox = try GitSandbox()
        a = try sandbox.clone("a")
        try expectSuccess(sandbox.nightly(["add", sentence], in: a))
        try expectSuccess(sandbox.nightly(["sync", "--setup"], in: a))
        try expectSuccess(sandbox.nightly(["sync"], in: a))
        let encrypted = try sandbox.nightly(["encrypt", "init", "--key-file", key.path], in: a)
        try expectSuccess(encrypted)
        #expect(encrypted.out.contains("Exported the key to \(key.path)"))
        #expect(encrypted.out.contains("still hold the entries in plain text"))
        #expect(encrypted.out.contains("again as ciphertext (1 file)."), "\(encrypted.out)")
        try expectSuccess(sandbox.nightly(["sync"], in: a))
    }

    func expectSuccess(_ result: NightlyProcess.Result, sourceLocation: SourceLocation = #_sourceLocation) throws {
        #expect(result.status == 0, "\(result.out)\(result.err)", sourceLocation: sourceLocation)
    }

    /// The remote's version of `path` on main, as stored.
    func remoteBlob(_ path: String) throws -> String {
        try GitSandbox.git(["--git-dir", sandbox.remote.path, "cat-file", "-p", "main:\(path)"])
    }

    func unlockedClone(_ name: String) throws -> URL {
        let clone = try sandbox.clone(name)
        try expectSuccess(sandbox.nightly(["encrypt", "unlock", key.path], in: clone))
        return clone
    }

    @Test func theRemoteHoldsCiphertextAndTheKeyStaysOutOfTheRepository() throws {
        let blob = try remoteBlob("2026/2026-11-23.md")
        #expect(blob.hasPrefix("\0GITCRYPT\0"))
        #expect(!blob.contains("lighthouse"))
        let mode = try FileManager.default.attributesOfItem(atPath: key.path)[.posixPermissions] as? Int
        #expect(mode == 0o600)
        let tracked = try sandbox.git(["ls-files"], in: a)
        #expect(!tracked.contains("key"))
        // The working tree stays plain text, so grep and editors keep working.
        #expect(
            try String(contentsOf: a.appendingPathComponent("2026/2026-11-23.md"), encoding: .utf8).contains(sentence))
        #expect(try sandbox.nightly(["grep", "lighthouse"], in: a).status == 0)
    }

    /// A journal of one commit: "The 1 commit before this one still holds…" (issue 24).
    @Test func oneEarlierCommitIsSingular() throws {
        let other = try GitSandbox()
        let journal = try other.freshJournal("single")
        try expectSuccess(other.nightly(["sync", "--setup"], in: journal))
        let result = try other.nightly(["encrypt", "init", "--key-file", key.path + "-single"], in: journal)
        try expectSuccess(result)
        #expect(result.out.contains("The 1 commit before this one still holds the entries"), "\(result.out)")
    }

    @Test func aSecondCloneReadsPlainTextAfterUnlock() throws {
        let b = try sandbox.clone("b")
        let locked = try Data(contentsOf: b.appendingPathComponent("2026/2026-11-23.md"))
        #expect(locked.starts(with: Array("\0GITCRYPT\0".utf8)))
        try expectSuccess(sandbox.nightly(["encrypt", "unlock", key.path], in: b))
        #expect(
            try String(contentsOf: b.appendingPathComponent("2026/2026-11-23.md"), encoding: .utf8).contains(sentence))
    }

    @Test func bothClonesEditTheSameDayAndEveryWordIsKeptEncrypted() throws {
        let b = try unlockedClone("b")
        try expectSuccess(sandbox.nightly(["add", "Machine A saw a heron."], in: a))
        try expectSuccess(sandbox.nightly(["add", "Machine B heard an owl."], in: b))
        try expectSuccess(sandbox.nightly(["sync"], in: a))
        try expectSuccess(sandbox.nightly(["sync"], in: b))
        try expectSuccess(sandbox.nightly(["sync"], in: a))
        for clone in [a, b] {
            let text = try String(contentsOf: clone.appendingPathComponent("2026/2026-11-23.md"), encoding: .utf8)
            for words in [sentence, "Machine A saw a heron.", "Machine B heard an owl."] {
                #expect(text.contains(words), "\(clone.lastPathComponent): \(text)")
            }
        }
        let blob = try remoteBlob("2026/2026-11-23.md")
        #expect(blob.hasPrefix("\0GITCRYPT\0"))
        #expect(!blob.contains("heron") && !blob.contains("owl"))
        #expect(try sandbox.git(["status", "--porcelain"], in: b).isEmpty)
    }

    @Test func aWrongKeyLeavesTheCloneAsItWas() throws {
        let c = try sandbox.clone("c")
        let wrong = sandbox.folder.appendingPathComponent("keys/wrong.key")
        let keygen = Process()
        keygen.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        keygen.arguments = ["git-crypt", "keygen", wrong.path]
        keygen.environment = CleanEnvironment.variables()
        keygen.standardOutput = FileHandle.nullDevice
        keygen.standardError = FileHandle.nullDevice
        try keygen.run()
        keygen.waitUntilExit()
        let config = try Data(contentsOf: c.appendingPathComponent(".git/config"))
        let entry = try Data(contentsOf: c.appendingPathComponent("2026/2026-11-23.md"))
        let result = try sandbox.nightly(["encrypt", "unlock", wrong.path], in: c)
        #expect(result.status == 1)
        #expect(result.err.contains("does not unlock this journal"), "\(result.err)")
        #expect(try Data(contentsOf: c.appendingPathComponent(".git/config")) == config)
        #expect(!FileManager.default.fileExists(atPath: c.appendingPathComponent(".git/git-crypt").path))
        #expect(try Data(contentsOf: c.appendingPathComponent("2026/2026-11-23.md")) == entry)
        #expect(try sandbox.git(["status", "--porcelain"], in: c).isEmpty)
        // And the right key still works afterwards.
        try expectSuccess(sandbox.nightly(["encrypt", "unlock", key.path], in: c))
    }

    @Test func unlockRefusesAChangedCloneAndKeepsTheChange() throws {
        let c = try sandbox.clone("c")
        let ignore = c.appendingPathComponent(".gitignore")
        let edited = try String(contentsOf: ignore, encoding: .utf8) + "notes-to-self/\n"
        try edited.write(to: ignore, atomically: true, encoding: .utf8)
        let result = try sandbox.nightly(["encrypt", "unlock", key.path], in: c)
        #expect(result.status == 1)
        #expect(result.err.contains("changes that are not committed"), "\(result.err)")
        #expect(try String(contentsOf: ignore, encoding: .utf8) == edited)
        #expect(!FileManager.default.fileExists(atPath: c.appendingPathComponent(".git/git-crypt").path))
    }

    @Test func aLockedCloneCannotPushPlainText() throws {
        let c = try sandbox.clone("c")
        let before = try sandbox.git(["rev-parse", "origin/main"], in: c)
        try expectSuccess(sandbox.nightly(["add", "--date", "2026-11-24", "Plain words from a locked clone."], in: c))
        let result = try sandbox.nightly(["sync"], in: c)
        #expect(result.status == 1)
        #expect(result.err.contains("2026/2026-11-24.md would reach the remote in plain text"), "\(result.err)")
        #expect(result.err.contains("nothing was pushed"))
        #expect(try GitSandbox.git(["--git-dir", sandbox.remote.path, "rev-parse", "main"]) == before)
    }

    @Test func theKeyIsNeverWrittenIntoTheJournalOrOverAFile() throws {
        let inside = try sandbox.nightly(["encrypt", "export-key", a.appendingPathComponent("key").path], in: a)
        #expect(inside.status == 1)
        #expect(inside.err.contains("inside the repository"))
        let existing = try sandbox.nightly(["encrypt", "export-key", key.path], in: a)
        #expect(existing.status == 1)
        #expect(existing.err.contains("exists"))
        let again = try sandbox.nightly(["encrypt", "init", "--key-file", key.path + "2"], in: a)
        #expect(again.status == 1)
        #expect(again.err.contains("encrypted already"))
    }

    /// A dangling link outside the journal that leads into it: following it, git-crypt wrote
    /// the key as `2026/2026-12-31.md`, which sync then committed (issue 23).
    @Test func theKeyIsNeverWrittenThroughALink() throws {
        let entry = a.appendingPathComponent("2026/2026-12-31.md")
        let link = sandbox.folder.appendingPathComponent("key-link")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: entry)
        let result = try sandbox.nightly(["encrypt", "export-key", link.path], in: a)
        #expect(result.status == 1)
        #expect(
            result.err.contains("\(link.path) is a symbolic link to \(entry.path); nightly never writes the key"),
            "\(result.err)")
        #expect(!FileManager.default.fileExists(atPath: entry.path))
    }

}

/// git-crypt on `PATH`: the encryption suites need it, and are skipped without it (issue 31,
/// item 11: scripts/bootstrap installs it when it can, and goes on when it cannot).
enum GitCrypt {
    static let isInstalled = CleanEnvironment.path.split(separator: ":")
        .contains { FileManager.default.isExecutableFile(atPath: "\($0)/git-crypt") }
    static let needed: Comment = "needs git-crypt (scripts/bootstrap test installs it)"
}

/// What `nightly encrypt` says where git-crypt is missing: this one needs no git-crypt.
@Suite final class EncryptWithoutGitCryptTests {
    let sandbox: GitSandbox

    init() throws { sandbox = try GitSandbox() }

    @Test func withoutGitCryptTheMessageNamesThePackage() throws {
        let tools = sandbox.folder.appendingPathComponent("tools")
        try FileManager.default.createDirectory(at: tools, withIntermediateDirectories: true)
        let git = try GitSandbox.git(["--exec-path"]).trimmingCharacters(in: .whitespacesAndNewlines) + "/git"
        try FileManager.default.createSymbolicLink(
            atPath: tools.appendingPathComponent("git").path, withDestinationPath: git)
        let clone = try sandbox.clone("d")
        let key = sandbox.folder.appendingPathComponent("keys/journal.key")
        let result = try NightlyProcess.run(
            ["encrypt", "unlock", key.path, "--journal", clone.path], environment: ["PATH": tools.path])
        #expect(result.status == 1)
        #expect(result.err.contains("apt-get install git-crypt"), "\(result.err)")
    }
}
