import Foundation
import Testing

/// `nightly sync` with real git: a bare repository as the remote and two clones, A and B,
/// writing the same day.
@Suite struct SyncTests {
    static let entryPath = "2026/2026-11-23.md"

    /// The merge fixtures of JournalFormatTests: A writes `theirs.md`, B writes `ours.md`, so
    /// that B's merge (B's version is git's "ours") must give `expected.md`.
    static let mergeFixtures = NightlyProcess.packageRoot.appendingPathComponent(
        "Tests/JournalFormatTests/Fixtures/merge")

    /// Writes `text` into today's entry of `clone` as an editor would, outside nightly, so that
    /// the entry is left for sync to commit (nightly's own commands commit what they write).
    func writeInEditor(_ text: String, in clone: URL) throws {
        let entry = clone.appendingPathComponent(Self.entryPath)
        try FileManager.default.createDirectory(
            at: entry.deletingLastPathComponent(), withIntermediateDirectories: true)
        let before = (try? Data(contentsOf: entry)) ?? Data("# Monday, 23 November 2026\n\n## Journal\n".utf8)
        try (before + Data("\n\(text)\n".utf8)).write(to: entry)
    }

    func fixture(_ name: String, _ version: String) throws -> Data {
        try Data(contentsOf: Self.mergeFixtures.appendingPathComponent("\(name)/\(version).md"))
    }

    @Test(arguments: [
        "different-sections", "same-section-both-append", "tick-and-new-text", "thought-records-both",
        "same-line-both-changed",
    ])
    func twoMachinesWritingTheSameDayEndWithTheSameFileAndEveryWord(_ name: String) throws {
        let sandbox = try GitSandbox()
        let a = try sandbox.clone("a")
        let entryInA = a.appendingPathComponent(Self.entryPath)
        try FileManager.default.createDirectory(
            at: entryInA.deletingLastPathComponent(), withIntermediateDirectories: true)
        try fixture(name, "base").write(to: entryInA)
        let setup = try sandbox.nightly(["sync", "--setup"], in: a)
        #expect(setup.status == 0, "\(setup.err)")
        #expect(setup.out.contains("Pushed to origin (main)."))

        let b = try sandbox.clone("b")
        let entryInB = b.appendingPathComponent(Self.entryPath)
        #expect(try Data(contentsOf: entryInB) == fixture(name, "base"))

        try fixture(name, "theirs").write(to: entryInA)
        try fixture(name, "ours").write(to: entryInB)
        let firstA = try sandbox.nightly(["sync"], in: a)
        #expect(firstA.status == 0, "\(firstA.err)")
        let publishedByA = try sandbox.git(["rev-parse", "HEAD"], in: a).trimmingCharacters(in: .newlines)
        let syncB = try sandbox.nightly(["sync"], in: b)
        #expect(syncB.status == 0, "\(syncB.err)")
        #expect(syncB.out.contains("Merged the changes from origin/main."))
        let secondA = try sandbox.nightly(["sync"], in: a)
        #expect(secondA.status == 0, "\(secondA.err)")

        let expected = try fixture(name, "expected")
        #expect(try Data(contentsOf: entryInA) == expected)
        #expect(try Data(contentsOf: entryInB) == expected)
        for clone in [a, b] {
            #expect(try sandbox.git(["status", "--porcelain"], in: clone) == "")
            #expect(try sandbox.git(["rev-parse", "HEAD"], in: clone) == sandbox.git(["rev-parse", "HEAD"], in: a))
        }
        // Nothing published was rewritten: A's pushed commit is in the final history.
        try sandbox.git(["merge-base", "--is-ancestor", publishedByA, "HEAD"], in: b)
        let words = { (data: Data) in Set(String(decoding: data, as: UTF8.self).split(whereSeparator: \.isWhitespace)) }
        let everyWord = try words(fixture(name, "ours")).union(words(fixture(name, "theirs")))
        #expect(everyWord.subtracting(words(expected)).subtracting(["[", "]"]).isEmpty)
    }

    @Test func onlyEntriesAreCommittedAndWhatTheUserStagedStaysStaged() throws {
        let sandbox = try GitSandbox()
        let a = try sandbox.clone("a")
        try Data("notes\n".utf8).write(to: a.appendingPathComponent("todo.txt"))
        try sandbox.git(["add", "todo.txt"], in: a)
        try Data("scratch\n".utf8).write(to: a.appendingPathComponent("ideas.md"))
        try writeInEditor("Wrote on the train.", in: a)
        let sync = try sandbox.nightly(["sync"], in: a)
        #expect(sync.status == 0, "\(sync.err)")
        #expect(sync.out.contains("Committed 1 entry."))
        #expect(
            try sandbox.git(["log", "--format=%s", "--name-only", "-1"], in: a)
                == "Journal 2026-11-23\n\n2026/2026-11-23.md\n")
        #expect(try sandbox.git(["status", "--porcelain"], in: a) == "A  todo.txt\n?? ideas.md\n")
        #expect(try sandbox.git(["ls-tree", "-r", "--name-only", "origin/main"], in: a) == "2026/2026-11-23.md\n")
    }

    @Test func anUnreachableRemoteKeepsTheCommitAndExitsThree() throws {
        let sandbox = try GitSandbox()
        let a = try sandbox.clone("a")
        #expect(try sandbox.nightly(["add", "Before the move."], in: a).status == 0)
        #expect(try sandbox.nightly(["sync"], in: a).status == 0)
        try FileManager.default.removeItem(at: sandbox.remote)
        try writeInEditor("Written with the remote gone.", in: a)

        let sync = try sandbox.nightly(["sync"], in: a)
        #expect(sync.status == 3)
        #expect(sync.out.contains("Committed 1 entry."))
        #expect(sync.err.contains("could not reach the remote 'origin'"))
        #expect(sync.err.contains("does not appear to be a git repository"))
        #expect(sync.err.contains("Your entries are committed here"))
        #expect(try sandbox.git(["log", "-1", "--format=%s"], in: a) == "Journal 2026-11-23\n")
        #expect(try sandbox.git(["show", "HEAD:2026/2026-11-23.md"], in: a).contains("Written with the remote gone."))
        #expect(try sandbox.git(["status", "--porcelain"], in: a) == "")
    }

    @Test func aRemoteThatRefusesConnectionsExitsThreeWithoutWaitingForAPassword() throws {
        let sandbox = try GitSandbox()
        let a = try sandbox.clone("a")
        try sandbox.git(["remote", "set-url", "origin", "https://127.0.0.1:9/journal.git"], in: a)
        #expect(try sandbox.nightly(["add", "Offline."], in: a).status == 0)
        let sync = try sandbox.nightly(["sync"], in: a)
        #expect(sync.status == 3)
        #expect(sync.err.contains("could not reach the remote 'origin'"))
        #expect(try sandbox.git(["log", "-1", "--format=%s"], in: a) == "Journal 2026-11-23\n")
    }

    /// An ssh remote: git runs `ssh` from PATH, here a script that records its arguments and
    /// refuses the connection as ssh does.
    @Test(arguments: [nil, "ssh -p 2222"])
    func sshNeverAsksAndGivesUpOnASilentHostUnlessTheUserChoseAnSSHCommand(configured: String?) throws {
        let sandbox = try GitSandbox()
        let a = try sandbox.clone("a")
        let bin = sandbox.folder.appendingPathComponent("bin")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        let ssh = bin.appendingPathComponent("ssh")
        let record = sandbox.folder.appendingPathComponent("ssh-arguments")
        try ExecutableScript.write(
            """
            #!/bin/sh
            echo "$@" > '\(record.path)'
            echo "ssh: connect to host example.invalid port 22: Connection refused" >&2
            exit 255

            """, to: ssh)
        try sandbox.git(["remote", "set-url", "origin", "ssh://git@example.invalid/journal.git"], in: a)
        if let configured { try sandbox.git(["config", "core.sshCommand", configured], in: a) }
        #expect(try sandbox.nightly(["add", "Over ssh."], in: a).status == 0)
        let path = bin.path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
        let sync = try NightlyProcess.run(
            ["sync", "--journal", a.path], environment: ["NIGHTLY_TODAY": "2026-11-23", "PATH": path])
        #expect(sync.status == 3, "\(sync.err)")
        let arguments = try String(contentsOf: record, encoding: .utf8)
        if configured == nil {
            #expect(arguments.hasPrefix("-o BatchMode=yes -o ConnectTimeout=20 "), "\(arguments)")
        } else {
            #expect(arguments.hasPrefix("-p 2222 "), "\(arguments)")
        }
        #expect(try sandbox.git(["log", "-1", "--format=%s"], in: a) == "Journal 2026-11-23\n")
    }

    @Test func noRemoteSaysHowToAddOneAndSucceeds() throws {
        let sandbox = try GitSandbox()
        let a = try sandbox.clone("a")
        try sandbox.git(["remote", "remove", "origin"], in: a)
        #expect(try sandbox.nightly(["add", "Alone."], in: a).status == 0)
        let sync = try sandbox.nightly(["sync"], in: a)
        #expect(sync.status == 0, "\(sync.err)")
        #expect(sync.out.contains("No remote is set"))
        #expect(sync.out.contains("remote add origin URL"))
        #expect(try sandbox.git(["log", "-1", "--format=%s"], in: a) == "Journal 2026-11-23\n")
    }

    @Test func aBranchWithoutUpstreamIsPushedAndTracksTheRemote() throws {
        let sandbox = try GitSandbox()
        let journal = sandbox.folder.appendingPathComponent("fresh")
        try GitSandbox.git(["-c", "init.defaultBranch=main", "init", "--quiet", journal.path])
        try sandbox.git(["config", "user.name", "Fresh"], in: journal)
        try sandbox.git(["config", "user.email", "fresh@example.com"], in: journal)
        try sandbox.git(["remote", "add", "origin", sandbox.remote.path], in: journal)
        #expect(try sandbox.nightly(["add", "First night."], in: journal).status == 0)
        let sync = try sandbox.nightly(["sync"], in: journal)
        #expect(sync.status == 0, "\(sync.err)")
        #expect(try sandbox.git(["rev-parse", "--abbrev-ref", "@{upstream}"], in: journal) == "origin/main\n")
        #expect(
            try GitSandbox.git(["--git-dir", sandbox.remote.path, "log", "--format=%s", "main"])
                == "Journal 2026-11-23\n")
    }

    /// One machine's journal is on `master`, the other's, started apart, on `main`: the second
    /// takes the remote's only branch as its upstream instead of pushing a branch beside it.
    @Test func aBranchWithoutUpstreamJoinsTheRemotesOnlyBranchOfAnotherName() throws {
        let sandbox = try GitSandbox()
        let x = try sandbox.freshJournal("x", branch: "master")
        #expect(try sandbox.nightly(["add", "Written on x."], in: x).status == 0)
        let first = try sandbox.nightly(["sync", "--setup"], in: x)
        #expect(first.status == 0, "\(first.err)")
        #expect(first.out.contains("Pushed to origin (master)."))

        let y = try sandbox.freshJournal("y", branch: "main")
        try writeInEditor("Written on y.", in: y)
        let sync = try sandbox.nightly(["sync", "--setup"], in: y)
        #expect(sync.status == 0, "\(sync.err)")
        #expect(sync.out.contains("main had no upstream and origin has no main; it now follows origin/master."))
        #expect(sync.out.contains("Merged the changes from origin/master."))
        #expect(sync.out.contains("Pushed to origin (master)."))
        #expect(try sandbox.remoteBranches() == "master\n")
        #expect(try sandbox.git(["rev-parse", "--abbrev-ref", "@{upstream}"], in: y) == "origin/master\n")

        let again = try sandbox.nightly(["sync"], in: x)
        #expect(again.status == 0, "\(again.err)")
        #expect(try sandbox.git(["rev-parse", "HEAD"], in: x) == sandbox.git(["rev-parse", "HEAD"], in: y))
        for journal in [x, y] {
            let text = try String(contentsOf: journal.appendingPathComponent(Self.entryPath), encoding: .utf8)
            #expect(text.contains("Written on x.") && text.contains("Written on y."), "\(text)")
        }
    }

    /// Several branches on the remote, none named like the local one: nightly stops and asks,
    /// unless the remote's HEAD names one of them.
    @Test(arguments: [nil, "trunk"])
    func aBranchWithoutUpstreamAmongSeveralOfOtherNamesStopsUnlessTheRemoteHeadNamesOne(head: String?) throws {
        let sandbox = try GitSandbox()
        let x = try sandbox.freshJournal("x", branch: "master")
        #expect(try sandbox.nightly(["add", "Written on x."], in: x).status == 0)
        #expect(try sandbox.nightly(["sync", "--setup"], in: x).status == 0)
        try sandbox.git(["push", "--quiet", "origin", "HEAD:refs/heads/trunk"], in: x)
        // The bare remote's HEAD names main, which it does not have.
        if let head {
            try GitSandbox.git(["--git-dir", sandbox.remote.path, "symbolic-ref", "HEAD", "refs/heads/\(head)"])
        }

        let y = try sandbox.freshJournal("y", branch: "main")
        try writeInEditor("Written on y.", in: y)
        let sync = try sandbox.nightly(["sync", "--setup"], in: y)
        if let head {
            #expect(sync.status == 0, "\(sync.err)")
            #expect(sync.out.contains("it now follows origin/\(head)."))
            #expect(sync.out.contains("Pushed to origin (\(head))."))
        } else {
            #expect(sync.status == 1)
            #expect(sync.out.contains("Committed 1 entry."))
            #expect(sync.err.contains("the remote 'origin' has several branches but none named main: master, trunk."))
            #expect(sync.err.contains("\n  git branch --set-upstream-to=origin/NAME\n"))
            #expect(!sync.out.contains("Synced."))
            #expect(try sandbox.git(["log", "-1", "--format=%s"], in: y) == "Journal 2026-11-23\n")
            #expect(try sandbox.git(["status", "--porcelain"], in: y) == "")
            #expect(throws: GitSandbox.GitFailure.self) { try sandbox.git(["config", "branch.main.merge"], in: y) }
            // The user's choice is kept from then on.
            try sandbox.git(["branch", "--set-upstream-to=origin/trunk"], in: y)
            let chosen = try sandbox.nightly(["sync"], in: y)
            #expect(chosen.status == 0, "\(chosen.err)")
            #expect(chosen.out.contains("Pushed to origin (trunk)."))
        }
        #expect(try sandbox.remoteBranches() == "master\ntrunk\n")
    }

    /// With `core.autocrlf`, git would store an entry written with CRLF line endings as LF
    /// and the other clone would get other bytes; `-text` keeps them as written.
    @Test(arguments: ["true", "input"])
    func anEntryWithCRLFLineEndingsReachesTheOtherCloneByteForByte(autocrlf: String) throws {
        let sandbox = try GitSandbox()
        let a = try sandbox.clone("a")
        try sandbox.git(["config", "core.autocrlf", autocrlf], in: a)
        #expect(try sandbox.nightly(["sync", "--setup"], in: a).status == 0)
        let b = try sandbox.clone("b")

        let bytes = Data("# Monday, 23 November 2026\r\n\r\n## Journal\r\n\r\nWritten on Windows.\r\n".utf8)
        let entryInA = a.appendingPathComponent(Self.entryPath)
        try FileManager.default.createDirectory(
            at: entryInA.deletingLastPathComponent(), withIntermediateDirectories: true)
        try bytes.write(to: entryInA)
        let sync = try sandbox.nightly(["sync"], in: a)
        #expect(sync.status == 0, "\(sync.err)")
        #expect(try sandbox.git(["status", "--porcelain"], in: a) == "")
        #expect(try Data(sandbox.git(["cat-file", "blob", "HEAD:\(Self.entryPath)"], in: a).utf8) == bytes)

        let syncB = try sandbox.nightly(["sync"], in: b)
        #expect(syncB.status == 0, "\(syncB.err)")
        #expect(try Data(contentsOf: b.appendingPathComponent(Self.entryPath)) == bytes)
    }

    /// A journal set up by an earlier nightly has the entry lines without `-text`: sync says
    /// so, and setup adds it where the lines are, leaving the rest of the file as it was.
    @Test func setupAddsMinusTextToTheLinesOfAnEarlierSetupWhereTheyAre() throws {
        let sandbox = try GitSandbox()
        let a = try sandbox.clone("a")
        let earlier = """
            *.png binary\r
            # nightly: entries merge section by section, so no words are lost (nightly-journal(5))\r
            [0-9][0-9][0-9][0-9]/[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9].md merge=nightly\r
            /[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9].md merge=nightly\r
            [0-9][0-9][0-9][0-9]/[0-9][0-9]/[0-9][0-9].md merge=nightly\r
            *.txt text\r

            """
        let attributes = a.appendingPathComponent(".gitattributes")
        try Data(earlier.utf8).write(to: attributes)
        try sandbox.git(["add", ".gitattributes"], in: a)
        try sandbox.git(["commit", "--quiet", "-m", "Earlier setup"], in: a)

        let sync = try sandbox.nightly(["sync"], in: a)
        #expect(sync.status == 0, "\(sync.err)")
        #expect(sync.out.contains("Note: .gitattributes lets git convert entries' line endings"))
        let setup = try sandbox.nightly(["sync", "--setup"], in: a)
        #expect(setup.status == 0, "\(setup.err)")
        #expect(setup.out.contains("Added -text to the entry paths in .gitattributes"))
        #expect(
            try String(contentsOf: attributes, encoding: .utf8)
                == earlier.replacingOccurrences(of: "merge=nightly\r", with: "merge=nightly -text\r"))
        let again = try sandbox.nightly(["sync", "--setup"], in: a)
        #expect(again.out.contains("The merge driver is already set up."))
        #expect(!again.out.contains("Note:"))
        #expect(try sandbox.git(["status", "--porcelain"], in: a) == "")
    }

    @Test func withoutGitOnPathSyncSaysGitWasNotFound() throws {
        let sandbox = try GitSandbox()
        let a = try sandbox.clone("a")
        let empty = sandbox.folder.appendingPathComponent("empty")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        #expect(NightlyProcess.binary.path.hasPrefix("/"))
        let sync = try NightlyProcess.run(
            ["sync", "--journal", a.path], environment: ["NIGHTLY_TODAY": "2026-11-23", "PATH": empty.path])
        #expect(sync.status == 1)
        #expect(sync.err.contains("git was not found"), "\(sync.err)")
        #expect(!sync.err.contains("not a git repository"))
    }

    @Test func setupRegistersTheDriverOnceForEntryPathsOnly() throws {
        let sandbox = try GitSandbox()
        let a = try sandbox.clone("a")
        let first = try sandbox.nightly(["sync", "--setup"], in: a)
        #expect(first.status == 0, "\(first.err)")
        let files = try [".gitattributes", ".gitignore"].map { try Data(contentsOf: a.appendingPathComponent($0)) }
        #expect(String(decoding: files[1], as: UTF8.self) == "/.nightly.lock\n.*.nightly-*\n")
        #expect(
            try sandbox.git(["check-ignore", "2026/.2026-11-23.md.nightly-a1B2c3"], in: a).hasSuffix("nightly-a1B2c3\n")
        )
        let config = try sandbox.git(["config", "--get-regexp", "^merge\\.nightly\\."], in: a)
        let head = try sandbox.git(["rev-parse", "HEAD"], in: a)

        let second = try sandbox.nightly(["sync", "--setup"], in: a)
        #expect(second.status == 0, "\(second.err)")
        #expect(second.out.contains("The merge driver is already set up."))
        #expect(
            try [".gitattributes", ".gitignore"].map { try Data(contentsOf: a.appendingPathComponent($0)) } == files)
        #expect(try sandbox.git(["config", "--get-regexp", "^merge\\.nightly\\."], in: a) == config)
        #expect(try sandbox.git(["rev-parse", "HEAD"], in: a) == head)
        #expect(config.contains("merge-driver %O %A %B %P"))

        let attributes = try sandbox.git(
            [
                "check-attr", "merge", "--", "2026/2026-11-23.md", "2026-11-23.md", "2026/11/23.md", "README.md",
                "notes/2026-11-23.md",
            ], in: a)
        #expect(
            attributes == """
                2026/2026-11-23.md: merge: nightly
                2026-11-23.md: merge: nightly
                2026/11/23.md: merge: nightly
                README.md: merge: unspecified
                notes/2026-11-23.md: merge: unspecified

                """)
        let text = try sandbox.git(
            ["check-attr", "text", "--", "2026/2026-11-23.md", "2026-11-23.md", "2026/11/23.md", "README.md"], in: a)
        #expect(
            text == """
                2026/2026-11-23.md: text: unset
                2026-11-23.md: text: unset
                2026/11/23.md: text: unset
                README.md: text: unspecified

                """)
        try sandbox.git(["check-ignore", "--quiet", ".nightly.lock"], in: a)
    }

    @Test func twoMachinesThatEachStartedTheJournalMergeTheirFirstDay() throws {
        let sandbox = try GitSandbox()
        var clones: [URL] = []
        for name in ["a", "b"] {
            let clone = sandbox.folder.appendingPathComponent(name)
            try GitSandbox.git(["-c", "init.defaultBranch=main", "init", "--quiet", clone.path])
            try sandbox.git(["config", "user.name", name], in: clone)
            try sandbox.git(["config", "user.email", "\(name)@example.com"], in: clone)
            try sandbox.git(["remote", "add", "origin", sandbox.remote.path], in: clone)
            #expect(try sandbox.nightly(["add", "Written on \(name)."], in: clone).status == 0)
            let sync = try sandbox.nightly(["sync", "--setup"], in: clone)
            #expect(sync.status == 0, "\(sync.err)")
            clones.append(clone)
        }
        #expect(try sandbox.nightly(["sync"], in: clones[0]).status == 0)
        let texts = try clones.map {
            try String(contentsOf: $0.appendingPathComponent(Self.entryPath), encoding: .utf8)
        }
        #expect(texts[0] == texts[1])
        // Both histories began with their own template of the day; the template is the base,
        // so its lines are not doubled.
        #expect(texts[0].contains("-->\n\nWritten on b.\n\nWritten on a.\n\n## Action step"))
        #expect(texts[0].components(separatedBy: "## Journal").count == 2)
    }

    @Test func aFileTheDriverCannotReadStopsTheSyncNamingIt() throws {
        let sandbox = try GitSandbox()
        let a = try sandbox.clone("a")
        let entryInA = a.appendingPathComponent(Self.entryPath)
        try FileManager.default.createDirectory(
            at: entryInA.deletingLastPathComponent(), withIntermediateDirectories: true)
        let latin1 = { (line: String) in Data("# Caf".utf8) + Data([0xE9, 0x0A, 0x0A]) + Data("\(line)\n".utf8) }
        try latin1("Shared.").write(to: entryInA)
        #expect(try sandbox.nightly(["sync", "--setup"], in: a).status == 0)
        let b = try sandbox.clone("b")
        try latin1("Changed on A.").write(to: entryInA)
        try latin1("Changed on B.").write(to: b.appendingPathComponent(Self.entryPath))
        #expect(try sandbox.nightly(["sync"], in: a).status == 0)

        let sync = try sandbox.nightly(["sync"], in: b)
        #expect(sync.status == 1)
        #expect(sync.out.contains("Committed 1 entry."))
        #expect(
            sync.err.contains("the merge stopped with conflicts nightly could not resolve, in:\n  2026/2026-11-23.md"))
        let merged = try Data(contentsOf: b.appendingPathComponent(Self.entryPath))
        #expect(
            merged.range(of: Data("<<<<<<< ours\nChanged on B.\n=======\nChanged on A.\n>>>>>>> theirs\n".utf8)) != nil)
        try sandbox.git(["rev-parse", "--verify", "--quiet", "MERGE_HEAD"], in: b)
        let again = try sandbox.nightly(["sync"], in: b)
        #expect(again.status == 1)
        #expect(again.err.contains("2026/2026-11-23.md"))
    }
}
