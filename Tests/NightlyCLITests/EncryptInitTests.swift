import Foundation
import Testing

/// `nightly encrypt init` on any git journal, and an init stopped halfway finished by the next
/// one; a clone that wrote while locked pushes ciphertext once unlocked; a locked clone's
/// entries are said to be locked, not "invalid UTF-8" (issue 23, items 10 and 11).
@Suite(.enabled(if: GitCrypt.isInstalled, GitCrypt.needed)) final class EncryptInitTests {
    let sandbox: GitSandbox
    var keys: URL { sandbox.folder.appendingPathComponent("keys") }
    let sentence = "The lighthouse keeper waved twice at the ferry."

    init() throws { sandbox = try GitSandbox() }

    func expectSuccess(_ result: NightlyProcess.Result, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(result.status == 0, "\(result.out)\(result.err)", sourceLocation: sourceLocation)
    }

    func remoteBlob(_ path: String) throws -> String {
        try GitSandbox.git(["--git-dir", sandbox.remote.path, "cat-file", "-p", "main:\(path)"])
    }

    /// A fresh clone of the remote unlocked with `key` reads `words` in `path`.
    func expectAnotherCloneReads(_ words: [String], in path: String, key: URL, name: String = "reader") throws {
        let reader = try sandbox.clone(name)
        expectSuccess(try sandbox.nightly(["encrypt", "unlock", key.path], in: reader))
        let text = try String(contentsOf: reader.appendingPathComponent(path), encoding: .utf8)
        for word in words { #expect(text.contains(word), "\(text)") }
    }

    func gitCrypt(_ arguments: [String], in folder: URL) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git-crypt"] + arguments
        process.currentDirectoryURL = folder
        process.environment = CleanEnvironment.variables()
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "git-crypt \(arguments)")
    }

    /// Started with `git init`, entries added, no `nightly init` and no `sync --setup`: there
    /// is no .gitattributes to commit with (it said "pathspec '.gitattributes' did not match").
    @Test func initWorksOnAJournalStartedWithGitInit() throws {
        let journal = try sandbox.freshJournal("plain")
        expectSuccess(try sandbox.nightly(["add", sentence], in: journal))
        let key = keys.appendingPathComponent("plain.key")
        let result = try sandbox.nightly(["encrypt", "init", "--key-file", key.path], in: journal)
        expectSuccess(result)
        #expect(result.out.contains("Exported the key to \(key.path)"), "\(result.out)")
        #expect(try sandbox.git(["status", "--porcelain"], in: journal).isEmpty)
        expectSuccess(try sandbox.nightly(["sync"], in: journal))
        #expect(try remoteBlob("2026/2026-11-23.md").hasPrefix("\0GITCRYPT\0"))
        #expect(try remoteBlob(".gitattributes").contains("filter=git-crypt"))
        try expectAnotherCloneReads([sentence], in: "2026/2026-11-23.md", key: key)
    }

    /// Entries committed before `encrypt init` and never pushed: the first sync replaces those
    /// commits with ciphertext, says so in one line, and the remote never gets the plain text.
    @Test func plainCommitsNeverPushedAreReplacedBeforeTheFirstPush() throws {
        let journal = try sandbox.freshJournal("unpushed")
        expectSuccess(try sandbox.nightly(["add", sentence], in: journal))
        expectSuccess(try sandbox.nightly(["add", "--date", "2026-11-22", "A second plain day."], in: journal))
        let key = keys.appendingPathComponent("unpushed.key")
        expectSuccess(try sandbox.nightly(["encrypt", "init", "--key-file", key.path], in: journal))
        let sync = try sandbox.nightly(["sync"], in: journal)
        expectSuccess(sync)
        #expect(sync.out.contains("with one commit of ciphertext"), "\(sync.out)\(sync.err)")
        let history = try GitSandbox.git(["--git-dir", sandbox.remote.path, "log", "-p", "--all"])
        #expect(!history.contains("lighthouse") && !history.contains("second plain day"), "\(history)")
        #expect(try remoteBlob("2026/2026-11-23.md").hasPrefix("\0GITCRYPT\0"))
        try expectAnotherCloneReads([sentence], in: "2026/2026-11-23.md", key: key)
        #expect(try sandbox.git(["status", "--porcelain"], in: journal).isEmpty)
    }

    /// The same on a branch with no upstream whose older commits another remote has: the
    /// commits the remote being pushed to lacks are replaced, whoever else has them, and their
    /// plain text never reaches it.
    @Test func plainCommitsNeverPushedAreReplacedOnABranchWithoutUpstream() throws {
        let journal = try sandbox.freshJournal("partly")
        let backup = sandbox.folder.appendingPathComponent("backup.git")
        try GitSandbox.git(["-c", "init.defaultBranch=main", "init", "--quiet", "--bare", backup.path])
        try sandbox.git(["remote", "add", "backup", backup.path], in: journal)
        expectSuccess(try sandbox.nightly(["add", "--date", "2026-11-21", "An older day, backed up."], in: journal))
        try sandbox.git(["push", "-q", "backup", "HEAD"], in: journal)
        expectSuccess(try sandbox.nightly(["add", sentence], in: journal))
        let key = keys.appendingPathComponent("partly.key")
        expectSuccess(try sandbox.nightly(["encrypt", "init", "--key-file", key.path], in: journal))
        let sync = try sandbox.nightly(["sync"], in: journal)
        expectSuccess(sync)
        #expect(sync.out.contains("unpushed commit"), "\(sync.out)\(sync.err)")
        let history = try GitSandbox.git(["--git-dir", sandbox.remote.path, "log", "-p", "--all"])
        #expect(!history.contains("lighthouse") && !history.contains("backed up"), "\(history)")
        #expect(try remoteBlob("2026/2026-11-23.md").hasPrefix("\0GITCRYPT\0"))
        try expectAnotherCloneReads([sentence], in: "2026/2026-11-23.md", key: key)
        #expect(try sandbox.git(["status", "--porcelain"], in: journal).isEmpty)
    }

    @Test func initWorksOnARepositoryWithoutCommits() throws {
        let journal = try sandbox.freshJournal("empty")
        let key = keys.appendingPathComponent("empty.key")
        expectSuccess(try sandbox.nightly(["encrypt", "init", "--key-file", key.path], in: journal))
        #expect(FileManager.default.fileExists(atPath: key.path))
        expectSuccess(try sandbox.nightly(["add", sentence], in: journal))
        expectSuccess(try sandbox.nightly(["sync"], in: journal))
        #expect(try remoteBlob("2026/2026-11-23.md").hasPrefix("\0GITCRYPT\0"))
        try expectAnotherCloneReads([sentence], in: "2026/2026-11-23.md", key: key)
    }

    /// What an init stopped after `git-crypt init` left (an older nightly left exactly this):
    /// git-crypt set up, the attribute line written, the entries staged again, nothing
    /// committed and no key exported. sync refuses it; the next init finishes it.
    @Test func aHalfDoneInitIsFinishedByTheNextOne() throws {
        let journal = try sandbox.freshJournal("half")
        expectSuccess(try sandbox.nightly(["add", sentence], in: journal))
        expectSuccess(try sandbox.nightly(["sync"], in: journal))
        let pushed = try GitSandbox.git(["--git-dir", sandbox.remote.path, "rev-parse", "main"])
        try gitCrypt(["init"], in: journal)
        try "*.md filter=git-crypt diff=git-crypt\n".write(
            to: journal.appendingPathComponent(".gitattributes"), atomically: true, encoding: .utf8)
        try sandbox.git(["add", "--renormalize", "--", "2026/2026-11-23.md"], in: journal)
        expectSuccess(try sandbox.nightly(["add", "A second thought."], in: journal))

        let sync = try sandbox.nightly(["sync"], in: journal)
        #expect(sync.status == 1)
        #expect(sync.err.contains("run nightly encrypt init again"), "\(sync.err)")
        #expect(try GitSandbox.git(["--git-dir", sandbox.remote.path, "rev-parse", "main"]) == pushed)

        let key = keys.appendingPathComponent("half.key")
        let finished = try sandbox.nightly(["encrypt", "init", "--key-file", key.path], in: journal)
        expectSuccess(finished)
        #expect(FileManager.default.fileExists(atPath: key.path))
        let again = try sandbox.nightly(["encrypt", "init", "--key-file", key.path + "2"], in: journal)
        #expect(again.status == 1 && again.err.contains("encrypted already"), "\(again.err)")
        expectSuccess(try sandbox.nightly(["sync"], in: journal))
        #expect(try remoteBlob("2026/2026-11-23.md").hasPrefix("\0GITCRYPT\0"))
        try expectAnotherCloneReads([sentence, "A second thought."], in: "2026/2026-11-23.md", key: key)
    }

    /// A clone that was never unlocked writes a day (committed in plain text: it has no
    /// filter), is refused at sync, is unlocked: the next sync pushes that day as ciphertext,
    /// and no commit the remote gets holds it in plain text.
    @Test func aDayWrittenWhileLockedReachesTheRemoteEncryptedOnceUnlocked() throws {
        let first = try sandbox.freshJournal("first")
        expectSuccess(try sandbox.nightly(["add", sentence], in: first))
        expectSuccess(try sandbox.nightly(["sync", "--setup"], in: first))
        let key = keys.appendingPathComponent("first.key")
        expectSuccess(try sandbox.nightly(["encrypt", "init", "--key-file", key.path], in: first))
        expectSuccess(try sandbox.nightly(["sync"], in: first))

        let locked = try sandbox.clone("locked")
        let secret = "Plain words from a locked clone."
        expectSuccess(try sandbox.nightly(["add", "--date", "2026-11-24", secret], in: locked))
        #expect(try sandbox.nightly(["sync"], in: locked).status == 1)
        let unlocked = try sandbox.nightly(["encrypt", "unlock", key.path], in: locked)
        expectSuccess(unlocked)
        #expect(unlocked.out.contains("(2026/2026-11-24.md) will reach the remote as ciphertext"), "\(unlocked.out)")
        let sync = try sandbox.nightly(["sync"], in: locked)
        expectSuccess(sync)
        #expect(sync.out.contains("again as ciphertext"), "\(sync.out)")
        let history = try GitSandbox.git(["--git-dir", sandbox.remote.path, "log", "-p", "--all", "--text"])
        #expect(!history.contains("locked clone"), "\(history)")
        #expect(try remoteBlob("2026/2026-11-24.md").hasPrefix("\0GITCRYPT\0"))
        #expect(try sandbox.git(["status", "--porcelain"], in: locked).isEmpty)
        expectSuccess(try sandbox.nightly(["sync"], in: locked))
        try expectAnotherCloneReads([secret], in: "2026/2026-11-24.md", key: key)
    }

    /// A locked clone's entries are ciphertext: reading or adding to one says to unlock.
    @Test(arguments: [["add", "More words."], ["show"], ["show", "2026-11-23"], ["grep", "lighthouse"], ["check"]])
    func aLockedEntrySaysToUnlock(arguments: [String]) throws {
        let first = try sandbox.freshJournal("first")
        expectSuccess(try sandbox.nightly(["add", sentence], in: first))
        expectSuccess(try sandbox.nightly(["sync", "--setup"], in: first))
        expectSuccess(
            try sandbox.nightly(["encrypt", "init", "--key-file", keys.appendingPathComponent("k").path], in: first))
        expectSuccess(try sandbox.nightly(["sync"], in: first))
        let locked = try sandbox.clone("locked")
        let entry = locked.appendingPathComponent("2026/2026-11-23.md")
        let before = try Data(contentsOf: entry)
        let result = try sandbox.nightly(arguments, in: locked)
        #expect(result.status != 0)
        let said = result.out + result.err  // check reports on standard output
        #expect(said.contains("locked: run nightly encrypt unlock KEYFILE"), "\(said)")
        #expect(!said.contains("UTF-8"), "\(said)")
        #expect(try Data(contentsOf: entry) == before)
    }
}
