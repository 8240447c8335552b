import Foundation
import Testing

/// `nightly add` with no text in a real terminal under tmux: it says how to end the text,
/// rather than wait silently for standard input.
@Suite(.serialized) struct AddTerminalTests {
    static let hint =
        "Type the text, then Ctrl-D on a line of its own to add it (Ctrl-C stops; nightly open edits the day in "
        + "your editor)"

    @Test func theHintSaysHowToEndTheTextAndCtrlDAddsIt() throws {
        let fixture = try RitualFixture()
        let session = try TmuxSession(
            folder: fixture.folder, arguments: ["add"], environment: fixture.environment(), columns: 120)
        try session.waitForScreen(containing: Self.hint)
        try session.send("Walked home the long way.", "Enter")
        try session.waitForScreen(containing: "Walked home the long way.")
        try session.send("C-d")
        try session.waitForExit()
        let screen = session.screen()
        #expect(session.status == 0, "\(screen)")
        #expect(screen.contains("Added to journal/2026/2026-11-23.md"), "\(screen)")
        #expect(
            try String(contentsOf: fixture.today, encoding: .utf8).contains(
                "-->\n\nWalked home the long way.\n\n## Action step"))
        #expect(try fixture.git("log", "--format=%s") == "Journal 2026-11-23\n")
        #expect(session.file("stty-before") == session.file("stty-after"))
    }

    @Test func ctrlCStopsWithoutWriting() throws {
        let fixture = try RitualFixture()
        let session = try TmuxSession(
            folder: fixture.folder, arguments: ["add"], environment: fixture.environment(), columns: 120)
        try session.waitForScreen(containing: Self.hint)
        try session.send("half a thought", "Enter")
        try session.waitForScreen(containing: "half a thought")
        try session.send("C-c")
        try session.waitForExit()
        #expect(session.status == 130, "\(session.screen())")
        #expect(!FileManager.default.fileExists(atPath: fixture.today.path))
        #expect(try fixture.git("log", "--oneline").isEmpty)
        #expect(session.file("stty-before") == session.file("stty-after"))
    }
}
