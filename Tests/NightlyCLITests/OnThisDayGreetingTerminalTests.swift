import Foundation
import Testing

/// The ritual's greeting in a real terminal shows one line of what was written on this day a
/// year ago, unless the config's `on_this_day = false` turns it off.
@Suite(.serialized) struct OnThisDayGreetingTerminalTests {
    static let long = ["--pattern", "5-5", "--cycles", "3"]
    static let lastYear = NightlyProcess.packageRoot.appendingPathComponent(
        "Tests/NightlyCLITests/Fixtures/on-this-day-greeting/2025-11-23.md")

    /// A ritual fixture whose journal holds an entry of 23 November 2025, a year before its today.
    private func fixtureWithLastYear(config: String? = nil) throws -> RitualFixture {
        let fixture = try RitualFixture()
        try fixture.write(
            fixture.journal.appendingPathComponent("2025/2025-11-23.md"),
            String(contentsOf: Self.lastYear, encoding: .utf8))
        if let config {
            try fixture.write(fixture.folder.appendingPathComponent("home/.config/nightly/config.toml"), config)
        }
        return fixture
    }

    @Test func theGreetingShowsTheFirstLineWrittenAYearAgoTonight() throws {
        let fixture = try fixtureWithLastYear()
        let session = try TmuxSession(folder: fixture.folder, arguments: Self.long, environment: fixture.environment())
        let held = try session.waitForScreen(containing: "Press any key to begin breathing")
        #expect(held.contains("A year ago tonight: Ran the canal loop after work."), "\(held)")
        #expect(!held.contains("Legs heavy") && !held.contains("How was today"), "\(held)")
        try session.send("q")
        try session.waitForExit()
        #expect(session.status == 0)
        #expect(session.file("stty-before") == session.file("stty-after"))
    }

    @Test func theConfigTurnsTheLineOff() throws {
        let fixture = try fixtureWithLastYear(config: "on_this_day = false\n")
        let session = try TmuxSession(folder: fixture.folder, arguments: Self.long, environment: fixture.environment())
        let held = try session.waitForScreen(containing: "Press any key to begin breathing")
        #expect(!held.contains("ago tonight"), "\(held)")
        try session.send("q")
        try session.waitForExit()
        #expect(session.status == 0)
    }
}
