import Foundation
import Testing

/// `nightly add --thought` in a real terminal under tmux: the questions one at a time.
@Suite(.serialized) struct ThoughtWalkTerminalTests {
    /// Types `text` and presses Enter once `question` is on the screen.
    private func answer(_ session: TmuxSession, _ question: String, _ text: String) throws {
        try session.waitForScreen(containing: question)
        if text.isEmpty { try session.send("Enter") } else { try session.send(text, "Enter") }
    }

    @Test func theQuestionsComeOneAtATimeSkippableAndCheckedThenTheRecordIsCommitted() throws {
        let fixture = try RitualFixture()
        let session = try TmuxSession(
            folder: fixture.folder, arguments: ["add", "--thought", "--situation", "standup"],
            environment: fixture.environment())
        try session.waitForScreen(containing: "Enter skips a question")
        try answer(session, "Thought?", "")
        try answer(session, "A record needs the thought", "They think I'm slow")
        try answer(session, "Is it a fact or a feeling?", "fe")
        try answer(session, "Reframe?", "")
        try answer(session, "Intensity? (0 to 10)", "eleven")
        try answer(session, "A whole number from 0 to 10", "6")
        try answer(session, "Time?", "21:40")
        try answer(session, "Tags?", "work, sleep")
        try session.waitForExit()
        let screen = session.screen()
        #expect(session.status == 0, "\(screen)")
        #expect(!screen.contains("Situation?"), "a field given as a flag is not asked")
        #expect(screen.contains("Added a thought record to"))
        let text = try String(contentsOf: fixture.today, encoding: .utf8)
        #expect(
            text.hasSuffix(
                "-->\n\n- Situation: standup\n- Thought: They think I'm slow\n- Fact or feeling: feeling\n"
                    + "- Intensity: 6\n- Time: 21:40\n- Tags: #work #sleep\n"), "\(text)")
        #expect(try fixture.git("log", "--format=%s") == "Journal 2026-11-23\n")
        #expect(session.file("stty-before") == session.file("stty-after"))
    }

    /// `f` is a fact, as the question offers it, and the time question and its retry say the
    /// same 24-hour HH:MM that `--time` asks for (issue 31, item 7).
    @Test func fAnswersFactAndTheTimeQuestionAgreesWithItsRetry() throws {
        let fixture = try RitualFixture()
        let session = try TmuxSession(
            folder: fixture.folder, arguments: ["add", "--thought", "--situation", "bus", "--date", "yesterday"],
            environment: fixture.environment())
        try answer(session, "Thought?", "It was late")
        try answer(session, "Is it a fact or a feeling? (f = fact, fe = feeling)", "f")
        try answer(session, "Reframe?", "")
        try answer(session, "Intensity? (0 to 10)", "")
        try answer(session, "Time? (24-hour HH:MM)", "9pm")
        try answer(session, "Type a 24-hour time as HH:MM, such as 21:40, or press Enter to skip.", "21:05")
        try answer(session, "Tags?", "")
        try session.waitForExit()
        #expect(session.status == 0, "\(session.screen())")
        let text = try String(contentsOf: fixture.yesterday, encoding: .utf8)
        #expect(
            text.hasSuffix("- Situation: bus\n- Thought: It was late\n- Fact or feeling: fact\n- Time: 21:05\n"),
            "\(text)")
    }

    /// Ctrl-C ends nightly as a signal does; Ctrl-D ends the input. Neither writes anything.
    @Test(arguments: [("C-c", 130), ("C-d", 1)])
    func stoppingHalfWayWritesNothing(key: String, status: Int) throws {
        let fixture = try RitualFixture()
        let session = try TmuxSession(
            folder: fixture.folder, arguments: ["add", "--thought"], environment: fixture.environment())
        try answer(session, "Situation?", "standup")
        try answer(session, "Thought?", "They think I'm slow")
        try session.waitForScreen(containing: "Is it a fact or a feeling?")
        try session.send(key)
        try session.waitForExit()
        #expect(session.status == status, "\(session.screen())")
        if key == "C-d" { #expect(session.screen().contains("stopped; nothing was written")) }
        #expect(!FileManager.default.fileExists(atPath: fixture.today.path))
        #expect(try fixture.git("log", "--oneline").isEmpty)
        #expect(session.file("stty-before") == session.file("stty-after"))
    }
}
