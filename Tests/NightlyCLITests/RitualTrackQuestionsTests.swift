import Foundation
import Testing

/// The ritual's questions about tracked values, in a real terminal under tmux: asked after the
/// editor in the config's order (only tracks with `ask`), Enter skips, q stops, a bad answer is
/// asked again, and the answers go into the night's one commit.
@Suite(.serialized) struct RitualTrackQuestionsTests {
    static let quick = ["--pattern", "0.5-0.5", "--cycles", "1"]
    static let config = NightlyProcess.packageRoot.appendingPathComponent(
        "Tests/NightlyCLITests/Fixtures/tracking/ritual.toml")

    private func fixture() throws -> RitualFixture {
        let fixture = try RitualFixture()
        try FileManager.default.copyItem(at: Self.config, to: fixture.journal.appendingPathComponent(".nightly.toml"))
        _ = try fixture.git("add", ".nightly.toml")
        _ = try fixture.git("commit", "-q", "-m", "config")
        return fixture
    }

    private func ritual(_ fixture: RitualFixture) throws -> TmuxSession {
        var environment = fixture.environment()
        environment["NIGHTLY_TIME"] = "21:30"
        let session = try TmuxSession(folder: fixture.folder, arguments: Self.quick, environment: environment)
        try session.waitForScreen(containing: "Press any key to begin breathing")
        try session.send("Enter")
        return session
    }

    @Test func aBadAnswerIsAskedAgainEnterSkipsAndTheAnswersShareTheEntrysCommit() throws {
        let fixture = try fixture()
        let session = try ritual(fixture)
        let first = try session.waitForScreen(containing: "How did today feel? [1-10]")
        #expect(!first.contains("sleep"), "a track without ask is not asked: \(first)")
        try session.send("11", "Enter")
        try session.waitForScreen(containing: "mood takes a whole number from 1 to 10; try again")
        try session.send("7", "Enter")
        try session.waitForScreen(containing: "Did you walk? [y/n/skip]")
        try session.send("Enter")
        try session.waitForScreen(containing: "Cigarettes today? [how many today]")
        try session.send("2", "Enter")
        try session.waitForExit()
        #expect(session.status == 0, "\(session.screen())")
        let text = try String(contentsOf: fixture.today, encoding: .utf8)
        #expect(text.hasPrefix("---\nmood: 7\ncigarettes: 2\n---\n# Monday, 23 November 2026\n\n## Poem"), "\(text)")
        #expect(text.hasSuffix("-->\nWalked home by the river.\n"))
        #expect(
            try fixture.git("log", "--format=%s", "--name-only", "-1") == "Journal 2026-11-23\n\n2026/2026-11-23.md\n")
        #expect(try fixture.git("status", "--porcelain").isEmpty)
        #expect(session.file("stty-before") == session.file("stty-after"))
    }

    @Test func qStopsAskingAndKeepsWhatWasAnswered() throws {
        let fixture = try fixture()
        let session = try ritual(fixture)
        try session.waitForScreen(containing: "How did today feel? [1-10]")
        try session.send("6", "Enter")
        try session.waitForScreen(containing: "Did you walk? [y/n/skip]")
        try session.send("q", "Enter")
        try session.waitForExit()
        #expect(session.status == 0, "\(session.screen())")
        #expect(!session.screen().contains("Cigarettes today?"))
        let text = try String(contentsOf: fixture.today, encoding: .utf8)
        #expect(text.hasPrefix("---\nmood: 6\n---\n# Monday"), "\(text)")
        #expect(try fixture.git("status", "--porcelain").isEmpty)
    }

    /// A quit milestone reached by tonight is said on the completion screen, as awards are.
    @Test func theRitualSaysAQuitMilestoneOnItsCompletionScreen() throws {
        let fixture = try RitualFixture()
        try FileManager.default.copyItem(
            at: Self.config.deletingLastPathComponent().appendingPathComponent("quit-plan.toml"),
            to: fixture.journal.appendingPathComponent(".nightly.toml"))
        try fixture.write(
            fixture.journal.appendingPathComponent("2026/2026-11-21.md"), "---\ncigarettes: [20:00]\n---\n# Saturday\n")
        _ = try fixture.git("add", "-A")
        _ = try fixture.git("commit", "-q", "-m", "fixture")
        let session = try ritual(fixture)
        try session.waitForExit()
        #expect(session.status == 0, "\(session.screen())")
        #expect(session.screen().contains("Milestone reached: 1 day without cigarettes."), "\(session.screen())")
    }

    /// Off a terminal (a pipe with answers in it, as a script would give) nothing is asked.
    @Test func offATerminalNothingIsAsked() throws {
        let fixture = try fixture()
        var environment = fixture.environment()
        environment["TERM"] = "dumb"
        let result = try NightlyProcess.run(
            Self.quick, stdin: Data("7\ny\n3\n".utf8), environment: environment)
        #expect(result.status == 0, "\(result.err)")
        #expect(!result.out.contains("How did today feel?"))
        let text = try String(contentsOf: fixture.today, encoding: .utf8)
        #expect(text.hasPrefix("# Monday, 23 November 2026\n"), "\(text)")
    }

    /// A value set earlier in the day is offered, and Enter keeps it: a count keeps its times.
    @Test func enterKeepsAValueSetEarlierAndACountKeepsItsTimes() throws {
        let fixture = try fixture()
        var environment = fixture.environment()
        environment["NIGHTLY_TIME"] = "08:10"
        let early = try NightlyProcess.run(["track", "cigarettes"], environment: environment)
        #expect(early.status == 0, "\(early.err)")
        let session = try ritual(fixture)
        try session.waitForScreen(containing: "How did today feel? [1-10]")
        try session.send("Enter")
        try session.waitForScreen(containing: "Did you walk? [y/n/skip]")
        try session.send("y", "Enter")
        try session.waitForScreen(containing: "(now [08:10]; Enter keeps it)")
        try session.send("1", "Enter")
        try session.waitForExit()
        #expect(session.status == 0, "\(session.screen())")
        let text = try String(contentsOf: fixture.today, encoding: .utf8)
        #expect(text.hasPrefix("---\ncigarettes: [08:10]\nwalk: yes\n---\n# Monday"), "\(text)")
    }
}

/// The ritual offers a focus area for each of tonight's open steps without one, in a real
/// terminal: the answer adds the area's tag to the step's line, in the night's one commit.
@Suite(.serialized) struct RitualStepAreaTests {
    @Test func eachUntaggedOpenStepIsOfferedTheAreasAndTheAnswerTagsIt() throws {
        let fixture = try RitualFixture()
        try fixture.write(
            fixture.journal.appendingPathComponent(".nightly.toml"),
            "[profile]\nfocus = [\"health\", \"Deep work\"]\n\n[focus.health]\ngoal = \"Run a 10k\"\n")
        _ = try fixture.git("add", ".nightly.toml")
        _ = try fixture.git("commit", "-q", "-m", "config")
        try fixture.editor(
            "plans",
            "printf '# Monday\\n\\n## Journal\\n\\nRan.\\n\\n## Action step\\n\\n- [ ] run 5 km\\n"
                + "- [ ] call Sam #health\\n- [ ] tidy the desk\\n- [ ] outline chapter 2\\n' > \"$1\"")
        let session = try TmuxSession(
            folder: fixture.folder, arguments: ["--no-breathing"], environment: fixture.environment(editor: "plans"))
        try session.waitForScreen(containing: "Which area is \u{201C}run 5 km\u{201D}? [1 health, 2 Deep work]")
        try session.send("1", "Enter")
        // "call Sam #health" has its area: the next question is the desk's.
        try session.waitForScreen(containing: "Which area is \u{201C}tidy the desk\u{201D}?")
        try session.send("Enter")
        try session.waitForScreen(containing: "Which area is \u{201C}outline chapter 2\u{201D}?")
        try session.send("deep work", "Enter")
        try session.waitForExit()
        #expect(session.status == 0, "\(session.screen())")
        #expect(!session.screen().contains("call Sam"), "\(session.screen())")
        let text = try String(contentsOf: fixture.today, encoding: .utf8)
        #expect(
            text.hasSuffix(
                "- [ ] run 5 km #health\n- [ ] call Sam #health\n- [ ] tidy the desk\n- [ ] outline chapter 2 #deep-work\n"
            ),
            "\(text)")
        #expect(
            try fixture.git("log", "--format=%s", "--name-only", "-1") == "Journal 2026-11-23\n\n2026/2026-11-23.md\n")
        #expect(try fixture.git("status", "--porcelain").isEmpty)
    }
}
