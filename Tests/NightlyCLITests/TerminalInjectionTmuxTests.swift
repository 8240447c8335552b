import Foundation
import Testing

/// Issue 33, item 1, in a real terminal (tmux): the ritual's greeting ("A year ago tonight",
/// "Yesterday you planned"), its track questions (whose words come from a `.nightly.toml`
/// that syncs with the journal) and the `open TEXT` picker show the journal's escape sequences
/// as text. Had one reached the terminal, the pane's title would read "owned", tmux would hold
/// the clipboard write, or the screen would have been cleared. The journal is
/// Fixtures/terminal-injection.
@Suite(.serialized) struct TerminalInjectionTmuxTests {
    static let attack = "^[]52;c;aGFja2Vk^G^[]0;owned^G^[[2J^[]8;;https://evil.invalid^[\\click"

    private func fixture() throws -> RitualFixture {
        let fixture = try RitualFixture()
        let files = FileManager.default
        let source = TerminalInjectionTests.fixture
        for path in ["2025", ".nightly.toml", "2026/2026-11-22.md"] {
            try files.copyItem(
                at: source.appendingPathComponent(path), to: fixture.journal.appendingPathComponent(path))
        }
        _ = try fixture.git("add", ".")
        _ = try fixture.git("commit", "-q", "-m", "hostile journal")
        return fixture
    }

    private func expectNothingReachedTheTerminal(
        _ session: TmuxSession, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let title = session.title()
        #expect(
            !["owned", "unit", "currency"].contains(title), "the title was set to \(title)",
            sourceLocation: sourceLocation)
        #expect(!session.buffers().contains("hacked"), "a clipboard write reached tmux", sourceLocation: sourceLocation)
    }

    @Test func theGreetingAndTheTrackQuestionsShowTheEscapesAsText() throws {
        let fixture = try fixture()
        var environment = fixture.environment()
        environment["NIGHTLY_TIME"] = "21:30"
        let session = try TmuxSession(
            folder: fixture.folder, arguments: ["--pattern", "0.5-0.5", "--cycles", "1"], environment: environment,
            columns: 200, rows: 40)
        let greeting = try session.waitForScreen(containing: "[d] done")
        #expect(greeting.contains("A year ago tonight: a year ago \(Self.attack)"), "\(greeting)")
        #expect(greeting.contains("Yesterday you planned: planned \(Self.attack)"), "\(greeting)")
        #expect(greeting.contains("<U+0080><U+0081>"), "\(greeting)")
        // A clear screen that reached the terminal would have wiped the lines above the step.
        #expect(greeting.contains("Good evening. Monday, 23 November 2026"), "\(greeting)")
        expectNothingReachedTheTerminal(session)
        try session.send("s")
        try session.waitForScreen(containing: "Press any key to begin breathing")
        try session.send("Enter")
        let question = try session.waitForScreen(containing: "Sleep?^[]52;c;YXNr^G")
        #expect(question.contains("[number h^[]0;unit^G]"), "\(question)")
        expectNothingReachedTheTerminal(session)
        try session.send("Enter")
        try session.waitForExit()
        #expect(session.status == 0, "\(session.screen())")
        expectNothingReachedTheTerminal(session)
        #expect(session.file("stty-before") == session.file("stty-after"))
    }

    @Test func theOpenPickerShowsTheEscapesAsText() throws {
        let fixture = try fixture()
        let environment = fixture.environment().merging(["NO_COLOR": "1"]) { _, new in new }
        let session = try TmuxSession(
            folder: fixture.folder, arguments: ["open", "evil"], environment: environment, columns: 200, rows: 30)
        let picker = try session.waitForScreen(containing: "entries mention 'evil'")
        #expect(picker.contains("2026-11-22  yesterday \(Self.attack)"), "\(picker)")
        #expect(picker.contains("2025-11-23  a year ago \(Self.attack)"), "\(picker)")
        expectNothingReachedTheTerminal(session)
        try session.send("q")
        try session.waitForExit()
        #expect(session.status == 0, "\(session.screen())")
        expectNothingReachedTheTerminal(session)
    }
}
