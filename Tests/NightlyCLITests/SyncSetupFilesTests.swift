import Foundation
import Testing

/// nightly's setup files, `.gitattributes` and `.gitignore`, when `nightly init` ran before git
/// knew the user's name and email and so left them uncommitted: sync commits them, takes the
/// other machine's, or keeps the lines of both, and never stops for good on them.
@Suite struct SyncSetupFilesTests {
    static let entryPath = "2026/2026-11-23.md"
    static let setupIgnore = "/.nightly.lock\n.*.nightly-*\n"

    /// What nightly runs with where git has no identity: an empty home, no system config, and
    /// `user.useConfigOnly`, so git does not make one up from the host name either.
    static func withoutIdentity(_ sandbox: GitSandbox) throws -> [String: String] {
        let home = sandbox.folder.appendingPathComponent("empty-home")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        return [
            "HOME": home.path, "GIT_CONFIG_NOSYSTEM": "1", "GIT_CONFIG_COUNT": "1",
            "GIT_CONFIG_KEY_0": "user.useConfigOnly", "GIT_CONFIG_VALUE_0": "true", "NIGHTLY_TODAY": "2026-11-23",
        ]
    }

    /// A clone named `name` without identity where `nightly init` ran: its setup files are
    /// written but untracked.
    func identityLessInit(_ sandbox: GitSandbox, _ name: String) throws -> URL {
        let clone = sandbox.folder.appendingPathComponent(name)
        try GitSandbox.git(["-c", "init.defaultBranch=main", "clone", "--quiet", sandbox.remote.path, clone.path])
        let initialized = try NightlyProcess.run(
            ["init"], stdin: Data((clone.path + "\n").utf8), environment: Self.withoutIdentity(sandbox))
        #expect(initialized.status == 0, "\(initialized.err)")
        // The full commands, as the ritual gives them (issue 31, item 2).
        #expect(
            initialized.out.contains(
                ".gitattributes and .gitignore are not committed yet: git needs your name and email to commit: "
                    + "git config --global user.name 'Your Name' && git config --global user.email you@example.com; "
                    + "the next nightly command that commits commits them."),
            "\(initialized.out)")
        #expect(try sandbox.git(["status", "--porcelain"], in: clone) == "?? .gitattributes\n?? .gitignore\n")
        return clone
    }

    func setIdentity(_ sandbox: GitSandbox, in clone: URL) throws {
        try sandbox.git(["config", "user.name", "Writer"], in: clone)
        try sandbox.git(["config", "user.email", "writer@example.com"], in: clone)
    }

    func expectSameHistoryAndCleanTrees(_ sandbox: GitSandbox, _ clones: [URL], untracked: String = "") throws {
        for clone in clones {
            #expect(try sandbox.git(["status", "--porcelain"], in: clone) == untracked)
            #expect(
                try sandbox.git(["rev-parse", "HEAD"], in: clone) == sandbox.git(["rev-parse", "HEAD"], in: clones[0]))
            #expect(
                try sandbox.git(["ls-files", ".gitattributes", ".gitignore"], in: clone)
                    == ".gitattributes\n.gitignore\n")
        }
    }

    @Test func aJournalInitializedWithoutGitIdentitySyncsEveryTimeOnceTheIdentityIsSet() throws {
        let sandbox = try GitSandbox()
        let a = try identityLessInit(sandbox, "a")
        let noIdentity = try Self.withoutIdentity(sandbox)
        let written = try NightlyProcess.run(
            ["add", "Written before git knew me.", "--journal", a.path], environment: noIdentity)
        #expect(written.status == 0, "\(written.err)")
        let refused = try NightlyProcess.run(["sync", "--setup", "--journal", a.path], environment: noIdentity)
        #expect(refused.status == 1)
        #expect(refused.err.contains("git does not know your name and email yet"), "\(refused.err)")
        #expect(refused.err.contains("git config --global user.name \"Your Name\""))
        #expect(refused.err.contains("git config --global user.email"))

        let b = try sandbox.clone("b")
        #expect(try sandbox.nightly(["add", "Written on b first."], in: b).status == 0)
        let setupB = try sandbox.nightly(["sync", "--setup"], in: b)
        #expect(setupB.status == 0, "\(setupB.err)")

        try setIdentity(sandbox, in: a)
        var lines = ["Written before git knew me.", "Written on b first."]
        for round in 1...3 {
            for (name, clone) in [("a", a), ("b", b)] {
                let line = "Round \(round) on \(name)."
                lines.append(line)
                #expect(try sandbox.nightly(["add", line], in: clone).status == 0)
                let sync = try sandbox.nightly(round == 1 && name == "a" ? ["sync", "--setup"] : ["sync"], in: clone)
                #expect(sync.status == 0, "round \(round) on \(name): \(sync.err)")
            }
        }
        #expect(try sandbox.nightly(["sync"], in: a).status == 0)
        try expectSameHistoryAndCleanTrees(sandbox, [a, b])
        let entry = try String(contentsOf: a.appendingPathComponent(Self.entryPath), encoding: .utf8)
        for line in lines { #expect(entry.contains(line), "\(line) in \(entry)") }
        #expect(try String(contentsOf: a.appendingPathComponent(".gitignore"), encoding: .utf8) == Self.setupIgnore)
    }

    /// The first command that commits once git knows the user commits the setup files too,
    /// through the transaction, so `git status` is clean without a sync (issue 31, item 2).
    @Test func theFirstCommitAfterTheIdentityIsSetCommitsTheSetupFiles() throws {
        let sandbox = try GitSandbox()
        let a = try identityLessInit(sandbox, "a")
        try setIdentity(sandbox, in: a)
        let added = try sandbox.nightly(["add", "Written once git knew me."], in: a)
        #expect(added.status == 0, "\(added.err)")
        #expect(try sandbox.git(["status", "--porcelain"], in: a) == "")
        #expect(
            try sandbox.git(["log", "--format=%s"], in: a)
                == "Journal 2026-11-23\nSet up nightly's merge driver and ignored files (.gitattributes, .gitignore)\n")
    }

    @Test func identicalSetupFilesFromTheOtherMachineAreTakenAsTheyAre() throws {
        let sandbox = try GitSandbox()
        let a = try identityLessInit(sandbox, "a")
        let b = try sandbox.clone("b")
        #expect(try sandbox.nightly(["sync", "--setup"], in: b).status == 0)
        try setIdentity(sandbox, in: a)
        #expect(try sandbox.nightly(["add", "Written on a."], in: a).status == 0)

        let sync = try sandbox.nightly(["sync"], in: a)
        #expect(sync.status == 0, "\(sync.err)")
        #expect(try sandbox.nightly(["sync"], in: b).status == 0)
        try expectSameHistoryAndCleanTrees(sandbox, [a, b])
        for name in [".gitattributes", ".gitignore"] {
            #expect(
                try Data(contentsOf: a.appendingPathComponent(name)) == Data(contentsOf: b.appendingPathComponent(name))
            )
        }
    }

    /// B's `.gitignore` has a line of the user's, and so has A's, which nightly's init wrote
    /// (`init`) or the user alone (`user`): both end with every line of both, B's first.
    @Test(arguments: ["init", "user"])
    func differentSetupFilesFromBothMachinesKeepEveryLineOfBoth(_ origin: String) throws {
        let sandbox = try GitSandbox()
        let a: URL
        if origin == "init" {
            a = try identityLessInit(sandbox, "a")
            try setIdentity(sandbox, in: a)
        } else {
            a = try sandbox.clone("a")
        }
        let ignoreInA = a.appendingPathComponent(".gitignore")
        try Data(((origin == "init" ? Self.setupIgnore : "") + "*.swp\n").utf8).write(to: ignoreInA)
        try Data("mine\n".utf8).write(to: a.appendingPathComponent("notes.txt"))
        let b = try sandbox.clone("b")
        try Data("drafts/\n".utf8).write(to: b.appendingPathComponent(".gitignore"))
        try sandbox.git(["add", ".gitignore"], in: b)
        try sandbox.git(["commit", "--quiet", "-m", "Ignore drafts"], in: b)
        #expect(try sandbox.nightly(["add", "Written on b."], in: b).status == 0)
        #expect(try sandbox.nightly(["sync", "--setup"], in: b).status == 0)

        for (round, (clone, name)) in [(a, "a"), (b, "b"), (a, "a"), (b, "b"), (a, "a")].enumerated() {
            let sync = try sandbox.nightly(["sync"], in: clone)
            #expect(sync.status == 0, "\(name): \(sync.err)")
            // Only after A's first sync: without setup, A merges entries with git's own merge.
            if round == 0 { #expect(try sandbox.nightly(["add", "Written on a."], in: a).status == 0) }
        }
        let expected = "drafts/\n" + Self.setupIgnore + "*.swp\n"
        #expect(try String(contentsOf: ignoreInA, encoding: .utf8) == expected)
        #expect(try String(contentsOf: b.appendingPathComponent(".gitignore"), encoding: .utf8) == expected)
        #expect(try String(contentsOf: a.appendingPathComponent("notes.txt"), encoding: .utf8) == "mine\n")
        try expectSameHistoryAndCleanTrees(sandbox, [a], untracked: "?? notes.txt\n")
        try expectSameHistoryAndCleanTrees(sandbox, [b])
        #expect(try sandbox.git(["rev-parse", "HEAD"], in: a) == sandbox.git(["rev-parse", "HEAD"], in: b))
        let entry = try String(contentsOf: b.appendingPathComponent(Self.entryPath), encoding: .utf8)
        #expect(entry.contains("Written on a.") && entry.contains("Written on b."), "\(entry)")
    }

    /// B commits `.gitignore` as a link out of the journal; A, with its own untracked
    /// `.gitignore`, syncs: its lines are never appended through the link to the file outside,
    /// nor that file's bytes merged into the journal (issue 23).
    @Test func aSetupFileThatArrivesAsALinkOutsideIsNeverWrittenThrough() throws {
        let sandbox = try GitSandbox()
        let secret = sandbox.folder.appendingPathComponent("secret")
        try Data("a secret line\n".utf8).write(to: secret)
        let a = try sandbox.clone("a")
        try Data("*.swp\n".utf8).write(to: a.appendingPathComponent(".gitignore"))
        let b = try sandbox.clone("b")
        try FileManager.default.createSymbolicLink(
            atPath: b.appendingPathComponent(".gitignore").path, withDestinationPath: "../secret")
        try sandbox.git(["add", ".gitignore"], in: b)
        try sandbox.git(["commit", "--quiet", "-m", "A link out"], in: b)
        #expect(try sandbox.nightly(["add", "Written on b."], in: b).status == 0)
        #expect(try sandbox.nightly(["sync"], in: b).status == 0)

        #expect(try sandbox.nightly(["add", "Written on a."], in: a).status == 0)
        let sync = try sandbox.nightly(["sync"], in: a)
        #expect(
            (sync.out + sync.err).contains(".gitignore is a symbolic link to \(secret.path), outside the journal"),
            "\(sync.out)\(sync.err)")
        #expect(try Data(contentsOf: secret) == Data("a secret line\n".utf8))
    }

    /// Setup writes its two files as one change (issue 32, item 5): when `.gitignore` is a link
    /// out of the journal, `.gitattributes`, written first, is put back as it was, so setup
    /// leaves neither file half done, and no intent log behind.
    @Test func setupStoppedByItsSecondFileLeavesTheFirstAsItWas() throws {
        let sandbox = try GitSandbox()
        let secret = sandbox.folder.appendingPathComponent("secret")
        try Data("a secret line\n".utf8).write(to: secret)
        let a = try sandbox.clone("a")
        let attributes = a.appendingPathComponent(".gitattributes")
        try Data("*.png binary\n".utf8).write(to: attributes)
        try FileManager.default.createSymbolicLink(
            atPath: a.appendingPathComponent(".gitignore").path, withDestinationPath: "../secret")

        let setup = try sandbox.nightly(["sync", "--setup"], in: a)
        #expect(setup.status != 0)
        #expect(
            setup.err.contains(".gitignore is a symbolic link to \(secret.path), outside the journal"), "\(setup.err)")
        #expect(try Data(contentsOf: attributes) == Data("*.png binary\n".utf8))
        #expect(try Data(contentsOf: secret) == Data("a secret line\n".utf8))
        let log = a.appendingPathComponent(".git/nightly-change")
        #expect(!FileManager.default.fileExists(atPath: log.path))
    }
}
