import Foundation
import JournalFormat
import Testing

/// nightly without a terminal (pipes, as in CI), and editors that fail.
@Suite struct RitualPlainTests {
    @Test func aNonTerminalRunPrintsPlainLinesAndNoEscapeByte() throws {
        let fixture = try RitualFixture()
        var environment = fixture.environment()
        environment["TERM"] = "xterm-256color"
        let result = try NightlyProcess.run(
            ["breathe", "--pattern", "0.2-0.2", "--cycles", "2"], environment: environment)
        #expect(result.status == 0)
        #expect(
            result.out == """
                Breathe in — 0.2 seconds
                Breathe out — 0.2 seconds
                Last one
                Breathe in — 0.2 seconds
                Breathe out — 0.2 seconds
                Well done.

                """)
        #expect(!result.stdout.contains(0x1B) && !result.stderr.contains(0x1B))
    }

    @Test func theWholeRitualRunsWithoutATerminal() throws {
        let fixture = try RitualFixture()
        var environment = fixture.environment()
        environment["TERM"] = "dumb"
        let result = try NightlyProcess.run(["--pattern", "0.1-0.1", "--cycles", "1"], environment: environment)
        #expect(result.status == 0, "\(result.err)")
        #expect(!result.stdout.contains(0x1B))
        #expect(result.out.contains("Breathe in — 0.1 seconds\n"))
        #expect(result.out.hasSuffix("Goodnight.\n"))
        #expect(try String(contentsOf: fixture.today, encoding: .utf8).hasSuffix("Walked home by the river.\n"))
        #expect(try fixture.git("log", "--format=%s") == "Journal 2026-11-23\n")
    }

    /// Off a terminal the greeting does not wait for a key; it shows the goal and the why
    /// together, the feeling and the focus areas, wrapped at spaces to COLUMNS.
    @Test func theGreetingShowsWhatInitAskedWrappedAndDoesNotWaitOffATerminal() throws {
        let fixture = try RitualFixture()
        try fixture.write(
            fixture.folder.appendingPathComponent("home/.config/nightly/config.toml"),
            """
            [profile]
            goal = "written every night and run a marathon in under four hours"
            feeling = "strong and calm"
            why = "to keep up with my kids"
            focus = ["health", "family"]

            """)
        var environment = fixture.environment()
        environment["COLUMNS"] = "40"
        let result = try NightlyProcess.run(["--pattern", "0.1-0.1", "--cycles", "1"], environment: environment)
        #expect(result.status == 0, "\(result.err)")
        let lines = result.out.split(separator: "\n", omittingEmptySubsequences: false)
        let greeting = lines.prefix { !$0.hasPrefix("Breathe") }.joined(separator: "\n")
        #expect(
            greeting.contains(
                "In one year, you will have written every\n  night and run a marathon in under four\n  hours\n"),
            "\(greeting)")
        #expect(greeting.contains("\nYour why: to keep up with my kids\n"))
        #expect(greeting.contains("\nHow it will feel: strong and calm\n"))
        #expect(greeting.contains("\nFocus: health · family\n"))
        #expect(!greeting.contains("Press any key"))
        #expect(lines.prefix { !$0.hasPrefix("Breathe") }.allSatisfy { $0.count <= 40 }, "\(greeting)")
    }

    @Test func yesterdaysTickIsCommittedEvenWhenTonightStaysUnwritten() throws {
        let fixture = try RitualFixture()
        try fixture.editor("untouched", ":")
        let yesterday = "# Sunday\n\n## Action step\n\n- [ ] call Sam\n"
        try fixture.write(fixture.yesterday, yesterday)
        let result = try NightlyProcess.run(
            ["--no-breathing"], stdin: Data("d\n".utf8), environment: fixture.environment(editor: "untouched"))
        #expect(result.status == 0, "\(result.err)")
        #expect(result.out.contains("Nothing written tonight"))
        #expect(!FileManager.default.fileExists(atPath: fixture.today.path))
        #expect(try String(contentsOf: fixture.yesterday, encoding: .utf8).contains("- [x] call Sam"))
        #expect(try fixture.git("log", "--format=%s", "--name-only") == "Journal 2026-11-22\n\n2026/2026-11-22.md\n")
        #expect(try fixture.git("status", "--porcelain").isEmpty)
    }

    /// Off a terminal, the answers about yesterday's steps are read a line each.
    @Test func offATerminalEachOfYesterdaysStepsTakesALineOfStandardInput() throws {
        let fixture = try RitualFixture()
        try fixture.write(fixture.yesterday, "# Sunday\n\n## Action step\n\n- [ ] one\n- [ ] two\n- [ ] three\n")
        let result = try NightlyProcess.run(
            ["--no-breathing"], stdin: Data("d\nc\nd\n".utf8), environment: fixture.environment())
        #expect(result.status == 0, "\(result.err)")
        #expect(result.out.components(separatedBy: "Yesterday you planned:").count == 4)
        let after = try String(contentsOf: fixture.yesterday, encoding: .utf8)
        #expect(after == "# Sunday\n\n## Action step\n\n- [x] one\n- [ ] two → 2026-11-23\n- [x] three\n")
        #expect(try String(contentsOf: fixture.today, encoding: .utf8).contains("\n- [ ] two\n"))
    }

    /// Off a terminal a line starting with q quits, as the key does on one; nothing of the
    /// answers before it is written.
    @Test func offATerminalALineStartingWithQQuitsAtYesterdaysSteps() throws {
        let fixture = try RitualFixture()
        let yesterday = "# Sunday\n\n## Action step\n\n- [ ] one\n- [ ] two\n- [ ] three\n"
        try fixture.write(fixture.yesterday, yesterday)
        let result = try NightlyProcess.run(
            ["--pattern", "0.1-0.1", "--cycles", "1"], stdin: Data("d\nc\nquit\n".utf8),
            environment: fixture.environment())
        #expect(result.status == 0, "\(result.err)")
        #expect(result.out.hasSuffix("Goodnight. Nothing was written tonight.\n"), "\(result.out)")
        #expect(!result.out.contains("Breathe in"))
        #expect(try String(contentsOf: fixture.yesterday, encoding: .utf8) == yesterday)
        #expect(!FileManager.default.fileExists(atPath: fixture.today.path))
        #expect(try fixture.git("log", "--oneline").isEmpty)
    }

    @Test(arguments: [
        ("fails", "exited with status 1"), ("missing", "editor not found: tried '"),
        ("killed", "was killed by signal 9"),
    ])
    func aFailedEditorLeavesTheEntryByteForByte(editor: String, message: String) throws {
        let fixture = try RitualFixture()
        let entry = "# Monday\r\n\r\n## Journal\r\n\r\nMorning pages, no final newline 🌙"
        try fixture.write(fixture.today, entry)
        let before = fixture.bytes(fixture.today)
        let result = try NightlyProcess.run(["open"], environment: fixture.environment(editor: editor))
        #expect(result.status == 1)
        #expect(result.err.contains(message), "\(result.err)")
        #expect(result.err.contains(fixture.editorPath(editor)))
        // Exactly as the editor left it: what it appended before failing, nothing of nightly's.
        #expect(fixture.bytes(fixture.today) == before! + Array(RitualFixture.failingEditorsAppend[editor]!.utf8))
        #expect(try fixture.git("log", "--oneline").isEmpty)
    }

    @Test func aMissingEditorOnANewDaySaysNoEntryWasKept() throws {
        let fixture = try RitualFixture()
        let result = try NightlyProcess.run(["open"], environment: fixture.environment(editor: "missing"))
        #expect(result.status == 1)
        #expect(result.err.contains("Nothing was written, so \(fixture.today.path) was not kept."), "\(result.err)")
        #expect(!FileManager.default.fileExists(atPath: fixture.today.path))
    }

    @Test func anUntouchedNewEntryIsRemovedSoNoEmptyDayIsKept() throws {
        let fixture = try RitualFixture()
        try fixture.editor("untouched", "exit 0")
        let result = try NightlyProcess.run(
            ["open", "yesterday"], environment: fixture.environment(editor: "untouched"))
        #expect(result.status == 0)
        #expect(!FileManager.default.fileExists(atPath: fixture.yesterday.path))
        #expect(try fixture.git("log", "--oneline").isEmpty)
    }

    @Test func openTakesTheDateExpressionsOfShow() throws {
        let fixture = try RitualFixture()
        for (words, iso) in [
            (["-3"], "2026-11-20"), (["last", "friday"], "2026-11-20"), (["2026-11-01"], "2026-11-01"),
        ] {
            let result = try NightlyProcess.run(["open"] + words, environment: fixture.environment())
            #expect(result.status == 0, "\(result.err)")
            #expect(
                FileManager.default.fileExists(atPath: fixture.journal.appendingPathComponent("2026/\(iso).md").path))
        }
        // Words that are no day are a text to find (see OpenByTextTests); none mentions this one.
        let bad = try NightlyProcess.run(["open", "someday"], environment: fixture.environment())
        #expect(bad.status == 1)
        #expect(bad.err.contains("no entry mentions 'someday', and 'someday' is not a day nightly knows"), "\(bad.err)")
    }

    @Test func aBadConfigNamesTheFileLineAndKey() throws {
        let fixture = try RitualFixture()
        let config = fixture.folder.appendingPathComponent("home/.config/nightly/config.toml")
        try FileManager.default.createDirectory(
            at: config.deletingLastPathComponent(), withIntermediateDirectories: true)
        try fixture.write(config, "[breathing]\npattern = \"calm\"\nsped = 3\n")
        let result = try NightlyProcess.run(["breathe"], environment: fixture.environment())
        #expect(result.status == 78)
        #expect(result.err.hasPrefix("nightly: \(config.path):3: key 'breathing.sped': unknown key in [breathing]"))
    }

    @Test func initAsksOneQuestionAtATimeAndWritesTheConfigAndJournal() throws {
        let fixture = try RitualFixture(git: false)
        let journal = fixture.folder.appendingPathComponent("new-journal").path
        let answers = [
            journal, "Ada", "written a book", "", "To sleep calmly", "health, work", "Run a 10k", "", "box", "25", "3",
            "21:30",
        ]
        let result = try NightlyProcess.run(
            ["init"], stdin: Data((answers.joined(separator: "\n") + "\n").utf8), environment: fixture.environment())
        #expect(result.status == 0, "\(result.err)")
        #expect(result.out.contains("That doesn't look right"))
        let config = try String(
            contentsOf: fixture.folder.appendingPathComponent("home/.config/nightly/config.toml"), encoding: .utf8)
        #expect(config.contains("journal = \"\(journal)\""))
        #expect(config.contains("why = \"To sleep calmly\""))
        #expect(!config.contains("feeling"))
        #expect(config.contains("pattern = \"box\"\nminutes = 3"))
        #expect(config.contains("focus = [\"health\", \"work\"]"))
        #expect(config.contains("[focus.health]\ngoal = \"Run a 10k\"\n") && !config.contains("[focus.work]"))
        #expect(FileManager.default.fileExists(atPath: journal + "/.git"))
    }

    @Test func initNeverReplacesAConfigItCannotRead() throws {
        let fixture = try RitualFixture(git: false)
        let config = fixture.folder.appendingPathComponent("home/.config/nightly/config.toml")
        try fixture.write(config, "# mine\neditor = \"nvim\"\nbreathing_patern = \"box\"\n")
        let before = try Data(contentsOf: config)
        let result = try NightlyProcess.run(["init"], stdin: Data(), environment: fixture.environment())
        #expect(result.status == 78)
        #expect(result.err.contains("config.toml:3: key 'breathing_patern'"), "\(result.err)")
        #expect(try Data(contentsOf: config) == before)
    }

    @Test func initKeepsTheOldConfigBesideTheNewOneAndLeavesItAloneWhenNothingChanged() throws {
        let fixture = try RitualFixture(git: false)
        let config = fixture.folder.appendingPathComponent("home/.config/nightly/config.toml")
        let journal = fixture.folder.appendingPathComponent("j").path
        let mine = "# my own notes\njournal = \"\(journal)\"\n\n[breathing]\npattern = \"calm\"\n"
        try fixture.write(config, mine)
        // Without NIGHTLY_JOURNAL, whose journal init would offer, and Enter take, instead.
        var environment = fixture.environment()
        environment["NIGHTLY_JOURNAL"] = nil
        let skipped = try NightlyProcess.run(["init"], stdin: Data(), environment: environment)
        #expect(skipped.status == 0, "\(skipped.err)")
        #expect(skipped.out.contains("Nothing changed"))
        #expect(try String(contentsOf: config, encoding: .utf8) == mine)

        let named = try NightlyProcess.run(["init"], stdin: Data("\nAda\n".utf8), environment: environment)
        #expect(named.status == 0, "\(named.err)")
        #expect(try String(contentsOf: config, encoding: .utf8).contains("name = \"Ada\""))
        #expect(try String(contentsOf: config.appendingPathExtension("previous"), encoding: .utf8) == mine)
    }
}
