import Foundation
import JournalFormat
import Testing

/// The ritual in a real terminal under tmux: keys sent, the screen read, files and git
/// checked, and `stty -g` compared before and after every way of leaving.
@Suite(.serialized) struct RitualTerminalTests {
    static let quick = ["--pattern", "0.5-0.5", "--cycles", "1"]
    static let long = ["--pattern", "5-5", "--cycles", "3"]

    /// Waits for the greeting's "Press any key" line and presses one, as a reader would.
    private func beginBreathing(_ session: TmuxSession) throws {
        try session.waitForScreen(containing: "Press any key to begin breathing")
        try session.send("Enter")
    }

    @Test func theWholeRitualWritesTheEntryAndCommitsOnlyIt() throws {
        let fixture = try RitualFixture()
        try fixture.write(fixture.journal.appendingPathComponent("staged.txt"), "the user's own work\n")
        _ = try fixture.git("add", "staged.txt")
        let session = try TmuxSession(folder: fixture.folder, arguments: Self.quick, environment: fixture.environment())
        try session.waitForScreen(containing: "Good evening")
        try beginBreathing(session)
        try session.waitForExit()
        let screen = session.screen()
        #expect(session.status == 0, "\(screen)")
        #expect(screen.contains("Streak: 1 day"))
        #expect(screen.contains("This week  Mon Tue Wed Thu Fri Sat Sun"))
        #expect(screen.contains("Award unlocked: First entry"))
        let text = try String(contentsOf: fixture.today, encoding: .utf8)
        #expect(text.hasPrefix("# Monday, 23 November 2026\n\n## Poem"))
        #expect(text.hasSuffix("-->\nWalked home by the river.\n"))
        #expect(
            try fixture.git("show", "--name-only", "--format=%s", "HEAD")
                == "Journal 2026-11-23\n\n2026/2026-11-23.md\n")
        #expect(try fixture.git("status", "--porcelain") == "A  staged.txt\n")
        #expect(session.file("stty-before") == session.file("stty-after"))
    }

    @Test(arguments: [("d", true), ("c", false)])
    func yesterdaysStepIsTickedOrCarried(key: String, ticked: Bool) throws {
        let fixture = try RitualFixture()
        let yesterday = "# Sunday\n\n## Action step\n\n- [ ] call Sam\n- [ ] water the plants\n"
        try fixture.write(fixture.yesterday, yesterday)
        let session = try TmuxSession(folder: fixture.folder, arguments: Self.quick, environment: fixture.environment())
        try session.waitForScreen(containing: "Yesterday you planned: call Sam")
        try session.send(key)
        try session.waitForScreen(containing: "Yesterday you planned: water the plants")
        try session.send("s")
        try beginBreathing(session)
        try session.waitForExit()
        #expect(session.status == 0, "\(session.screen())")
        let after = try String(contentsOf: fixture.yesterday, encoding: .utf8)
        let today = try String(contentsOf: fixture.today, encoding: .utf8)
        if ticked {
            #expect(after == yesterday.replacingOccurrences(of: "- [ ] call Sam", with: "- [x] call Sam"))
            #expect(!today.contains("\n- [ ] call Sam"))
            // The tick is committed as it is made; tonight's entry after the editor.
            #expect(
                try fixture.git("log", "--format=%s", "--name-only")
                    == "Journal 2026-11-23\n\n2026/2026-11-23.md\nJournal 2026-11-22\n\n2026/2026-11-22.md\n")
        } else {
            #expect(after == yesterday.replacingOccurrences(of: "call Sam\n", with: "call Sam → 2026-11-23\n"))
            #expect(today.contains("-->\n\n- [ ] call Sam\n\n## Thought diary"))
            let files = try fixture.git("show", "--name-only", "--format=", "HEAD")
            #expect(files == "2026/2026-11-22.md\n2026/2026-11-23.md\n")
        }
    }

    /// Every open step of yesterday is asked about, one at a time, each answer its own.
    @Test func everyOpenStepOfYesterdayIsAskedAboutInTurn() throws {
        let fixture = try RitualFixture()
        let yesterday = "# Sunday\n\n## Action step\n\n- [ ] call Sam\n- [x] stretch\n- [ ] water the plants\n"
        try fixture.write(fixture.yesterday, yesterday)
        let session = try TmuxSession(folder: fixture.folder, arguments: Self.quick, environment: fixture.environment())
        try session.waitForScreen(containing: "Yesterday you planned: call Sam")
        try session.send("d")
        try session.waitForScreen(containing: "Yesterday you planned: water the plants")
        try session.send("c")
        try beginBreathing(session)
        try session.waitForExit()
        #expect(session.status == 0, "\(session.screen())")
        let after = try String(contentsOf: fixture.yesterday, encoding: .utf8)
        #expect(
            after
                == "# Sunday\n\n## Action step\n\n- [x] call Sam\n- [x] stretch\n- [ ] water the plants → 2026-11-23\n")
        let today = try String(contentsOf: fixture.today, encoding: .utf8)
        #expect(today.contains("\n- [ ] water the plants\n") && !today.contains("\n- [ ] call Sam"))
    }

    /// q at yesterday's question quits, as it does at the greeting and the breathing: the
    /// answer given to an earlier step is let go too, and nothing is written or committed.
    @Test func qAtYesterdaysStepQuitsWithoutWriting() throws {
        let fixture = try RitualFixture()
        let yesterday = "# Sunday\n\n## Action step\n\n- [ ] call Sam\n- [ ] water the plants\n"
        try fixture.write(fixture.yesterday, yesterday)
        let session = try TmuxSession(folder: fixture.folder, arguments: Self.quick, environment: fixture.environment())
        try session.waitForScreen(containing: "Yesterday you planned: call Sam")
        try session.send("d")
        let asked = try session.waitForScreen(containing: "Yesterday you planned: water the plants")
        #expect(asked.contains("[q] quit"), "\(asked)")
        try session.send("q")
        try session.waitForExit()
        let screen = session.screen()
        #expect(session.status == 0, "\(screen)")
        #expect(screen.contains("Goodnight. Nothing was written tonight."))
        #expect(!screen.contains("Press any key"), "\(screen)")
        #expect(try String(contentsOf: fixture.yesterday, encoding: .utf8) == yesterday)
        #expect(!FileManager.default.fileExists(atPath: fixture.today.path))
        #expect(try fixture.git("log", "--oneline").isEmpty)
        #expect(session.file("stty-before") == session.file("stty-after"))
    }

    /// Crash signals (SEGV, ABRT) restore the terminal and then chain to the handler that was
    /// there before, so the process still dies of them.
    @Test(arguments: [("C-c", 130), ("TERM", 143), ("HUP", 129), ("SEGV", 139), ("ABRT", 134)])
    func theTerminalIsRestoredWhenInterruptedMidBreath(signal: String, status: Int) throws {
        let fixture = try RitualFixture()
        // The handler chained to is the Swift runtime's backtracer, which would wait for a key
        // on a terminal; off, it leaves the default action.
        let environment = fixture.environment().merging(["SWIFT_BACKTRACE": "enable=no"]) { $1 }
        let session = try TmuxSession(
            folder: fixture.folder, arguments: ["breathe"] + Self.long, environment: environment)
        try session.waitForScreen(containing: "space pause")
        if signal == "C-c" {
            try session.send("C-c")
        } else {
            let numbers = ["TERM": SIGTERM, "HUP": SIGHUP, "SEGV": SIGSEGV, "ABRT": SIGABRT]
            kill(try session.nightlyPID(), numbers[signal]!)
        }
        try session.waitForExit()
        #expect(session.status == status)
        #expect(session.file("stty-before") == session.file("stty-after"))
        #expect(!session.screen().contains("space pause"), "the alternate screen was left")
    }

    @Test(arguments: [
        ("fails", "exited with status 1"), ("missing", "editor not found"), ("killed", "killed by signal 9"),
    ])
    func aFailedEditorLeavesTheEntryAndTheTerminalAsTheyWere(editor: String, message: String) throws {
        let fixture = try RitualFixture()
        let entry = "# Monday\n\n## Journal\n\nAlready written this morning.\n"
        try fixture.write(fixture.today, entry)
        let session = try TmuxSession(
            folder: fixture.folder, arguments: Self.quick, environment: fixture.environment(editor: editor))
        try beginBreathing(session)
        try session.waitForExit()
        #expect(session.status == 1)
        #expect(session.screen().contains(message), "\(session.screen())")
        let appended = RitualFixture.failingEditorsAppend[editor]!
        #expect(fixture.bytes(fixture.today) == Array((entry + appended).utf8))
        #expect(session.file("stty-before") == session.file("stty-after"))
        #expect(try fixture.git("log", "--oneline").isEmpty)
    }

    @Test func ctrlCBelongsToTheEditorAndOneThatSurvivesItIsNotReportedKilled() throws {
        let fixture = try RitualFixture()
        let session = try TmuxSession(
            folder: fixture.folder, arguments: ["open"], environment: fixture.environment(editor: "survives-interrupt"))
        try session.waitForScreen(containing: "EDITOR WAITING")
        try session.send("C-c")
        try session.waitForExit()
        #expect(session.status == 0, "\(session.screen())")
        #expect(try String(contentsOf: fixture.today, encoding: .utf8).hasSuffix("-->\nWritten after a Ctrl-C.\n"))
        #expect(try fixture.git("log", "--format=%s") == "Journal 2026-11-23\n")
        #expect(session.file("stty-before") == session.file("stty-after"))
    }

    @Test func rightArrowSkipsToWritingAndQuitWritesNothing() throws {
        let fixture = try RitualFixture()
        let skip = try TmuxSession(folder: fixture.folder, arguments: Self.long, environment: fixture.environment())
        try beginBreathing(skip)
        try skip.waitForScreen(containing: "space pause")
        try skip.send("Right")
        try skip.waitForExit(timeout: 8)
        #expect(skip.status == 0)
        #expect(FileManager.default.fileExists(atPath: fixture.today.path))

        let other = try RitualFixture()
        let quit = try TmuxSession(folder: other.folder, arguments: Self.long, environment: other.environment())
        try beginBreathing(quit)
        try quit.waitForScreen(containing: "space pause")
        try quit.send("q")
        try quit.waitForExit(timeout: 8)
        #expect(quit.status == 0)
        #expect(quit.screen().contains("Nothing was written tonight"))
        #expect(!FileManager.default.fileExists(atPath: other.today.path))
        #expect(quit.file("stty-before") == quit.file("stty-after"))
    }

    @Test func theShapeIsRedrawnCentredAfterAResize() throws {
        let fixture = try RitualFixture()
        let session = try TmuxSession(
            folder: fixture.folder, arguments: ["breathe"] + Self.long, environment: fixture.environment())
        let hint = "→ write   ← back   space pause   q quit"
        func hintLine(columns: Int) -> String { String(repeating: " ", count: (columns - hint.count) / 2) + hint }
        try session.waitUntil("the hint centred in 80 columns") {
            session.screen().split(separator: "\n").contains { $0 == hintLine(columns: 80) }
        }
        try session.resize(columns: 120, rows: 30)
        try session.waitUntil("the hint centred in 120 columns") {
            session.screen().split(separator: "\n").contains { $0 == hintLine(columns: 120) }
        }
        try session.send("q")
        try session.waitForExit()
        #expect(session.status == 0)
    }

    @Test func ctrlZRestoresTheTerminalAndFgTakesItBack() throws {
        let fixture = try RitualFixture()
        let session = try TmuxSession(
            jobControlShellIn: fixture.folder, arguments: ["breathe"] + Self.long,
            environment: fixture.environment())
        try session.waitForScreen(containing: TmuxSession.prompt)
        try session.send("sh run.sh", "Enter")
        try session.waitForScreen(containing: "space pause")
        let before = try #require(session.file("stty-before"))
        let breathing = try session.terminalSettings()
        #expect(breathing != before, "nightly runs in cbreak mode")

        let nightly = try session.nightlyPID()
        try session.send("C-z")
        // Not the shell's "Stopped" line: the shell may print it before nightly leaves the
        // alternate screen, where it is lost.
        try session.waitUntil("nightly to stop") { session.isStopped(nightly) }
        #expect(try session.terminalSettings() == before)
        #expect(!session.screen().contains("space pause"), "the alternate screen was left")

        try session.send("fg", "Enter")
        try session.waitForScreen(containing: "space pause")
        #expect(try session.terminalSettings() == breathing)

        try session.send("q")
        try session.waitForExit()
        #expect(session.status == 0)
        #expect(session.file("stty-after") == before)
    }
}
