import Foundation
import Testing

/// `nightly calendar` in a real terminal under tmux: the arrow keys browse months, never past
/// today's, `q` leaves with the last month printed and the terminal as it was.
@Suite(.serialized) final class CalendarTerminalTests {
    let folder: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("nightly-calendar-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: folder) }

    var environment: [String: String] {
        [
            "HOME": folder.path, "LANG": "C.UTF-8", "NIGHTLY_TODAY": "2026-11-23",
            "NIGHTLY_JOURNAL": NightlyProcess.packageRoot.appendingPathComponent("sample-journal").path,
        ]
    }

    /// On a terminal with colour, the days to come are dimmed (SGR 2) as well as marked `·`.
    @Test func theDaysToComeAreDimmed() throws {
        let colour = environment.merging(["NO_COLOR": "", "TERM": "screen"]) { $1 }
        let session = try TmuxSession(folder: folder, arguments: ["calendar"], environment: colour)
        try session.waitForScreen(containing: "November 2026")
        let screen = session.screenWithAttributes()
        try session.send("q")
        try session.waitForExit()
        let line = try #require(screen.split(separator: "\n").first { $0.contains(" 24·") }, "\(screen)")
        // The SGR parameters set before the 24th, after today's inverse: one of them is 2, dim.
        let before = String(line[..<line.range(of: " 24·")!.lowerBound])
        let parameters = before.split(separator: "\u{1B}").dropFirst().map { $0.dropFirst().prefix { $0 != "m" } }
            .map { $0.split(separator: ";") }
        let afterToday = parameters.split { $0.contains("7") }.last ?? []
        #expect(afterToday.contains { $0.contains("2") }, "\(line)")
        #expect(!screen.contains("to come") || screen.contains("· to come"))
    }

    @Test func theArrowsBrowseMonthsButNeverPastThisOne() throws {
        let session = try TmuxSession(folder: folder, arguments: ["calendar"], environment: environment)
        try session.waitForScreen(containing: "November 2026")
        try session.send("Left")
        try session.waitForScreen(containing: "October 2026")
        try session.send("Left")
        try session.waitForScreen(containing: "September 2026")
        try session.send("Right", "Right", "Right", "Right")
        try session.waitForScreen(containing: "November 2026")
        try session.send("Left", "q")
        try session.waitForExit()
        let screen = session.screen()
        #expect(session.status == 0, "\(screen)")
        #expect(screen.contains("October 2026"))  // the last month shown stays on the screen
        #expect(!screen.contains("December 2026"))
        #expect(!screen.contains("← → months"))
        #expect(session.file("stty-before") == session.file("stty-after"))
    }
}
