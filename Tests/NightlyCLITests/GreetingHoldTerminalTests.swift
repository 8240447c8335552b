import Foundation
import Testing

/// The ritual's greeting in a real terminal: it stays until a key, so it can be read before
/// the breathing screen covers it.
@Suite(.serialized) struct GreetingHoldTerminalTests {
    static let quick = ["--pattern", "0.5-0.5", "--cycles", "1"]
    static let long = ["--pattern", "5-5", "--cycles", "3"]

    /// A fixture whose user config holds what `nightly init` asked.
    /// - Parameter extra: top-level keys to set before the profile.
    private func fixtureWithProfile(extra: String = "") throws -> RitualFixture {
        let fixture = try RitualFixture()
        try fixture.write(
            fixture.folder.appendingPathComponent("home/.config/nightly/config.toml"),
            extra + """
                [profile]
                name = "Sam"
                goal = "run a marathon"
                feeling = "strong and calm"
                why = "to keep up with my kids"
                focus = ["health", "family"]

                """)
        return fixture
    }

    @Test func theGreetingStaysOnScreenUntilAKeyThenTheBreathingBegins() throws {
        let fixture = try fixtureWithProfile()
        let session = try TmuxSession(folder: fixture.folder, arguments: Self.long, environment: fixture.environment())
        let held = try session.waitForScreen(containing: "Press any key to begin breathing, or wait 20 s (q to stop)")
        for line in [
            "Good evening, Sam. Monday, 23 November 2026", "In one year, you will have run a marathon",
            "Your why: to keep up with my kids", "How it will feel: strong and calm", "Focus: health · family",
        ] {
            #expect(held.contains(line), "\(held)")
        }
        #expect(!held.contains("space pause"))
        // Still there on a second look: nothing but a key moves the ritual on.
        #expect(session.screen().contains("Your why: to keep up with my kids"))
        try session.send("Enter")
        let breathing = try session.waitForScreen(containing: "space pause")
        #expect(!breathing.contains("Your why"), "the breathing screen follows the key")
        try session.send("q")
        try session.waitForExit()
        #expect(session.status == 0)
        #expect(session.file("stty-before") == session.file("stty-after"))
    }

    /// `greeting_hold` sets how long the greeting waits, and the line says so; after it the
    /// breathing begins with no key pressed.
    @Test func theConfigSetsHowLongTheGreetingWaits() throws {
        let fixture = try fixtureWithProfile(extra: "greeting_hold = 1\n")
        let session = try TmuxSession(folder: fixture.folder, arguments: Self.long, environment: fixture.environment())
        try session.waitForScreen(containing: "Press any key to begin breathing, or wait 1 s (q to stop)")
        try session.waitForScreen(containing: "space pause")
        try session.send("q")
        try session.waitForExit()
        #expect(session.status == 0, "\(session.screen())")
        #expect(session.file("stty-before") == session.file("stty-after"))
    }

    /// `greeting_hold = 0` does not wait: no line, and the breathing follows the greeting.
    @Test func aHoldOfZeroGoesStraightToTheBreathing() throws {
        let fixture = try fixtureWithProfile(extra: "greeting_hold = 0\n")
        let session = try TmuxSession(folder: fixture.folder, arguments: Self.long, environment: fixture.environment())
        try session.waitForScreen(containing: "space pause")
        try session.send("q")
        try session.waitForExit()
        #expect(session.status == 0, "\(session.screen())")
        let shown = session.history()
        #expect(shown.contains("Focus: health · family") && !shown.contains("Press any key"), "\(shown)")
        #expect(session.file("stty-before") == session.file("stty-after"))
    }

    /// At 40 columns the greeting and the hold line wrap at spaces, so the terminal wraps none.
    @Test func theGreetingFitsAFortyColumnTerminal() throws {
        let fixture = try fixtureWithProfile()
        let session = try TmuxSession(
            folder: fixture.folder, arguments: Self.quick, environment: fixture.environment(), columns: 40)
        try session.waitForScreen(containing: "Press any key to begin breathing")
        let shown = session.history().split(separator: "\n")
        #expect(shown.allSatisfy { $0.count <= 40 }, "\(shown.joined(separator: "\n"))")
        #expect(shown.contains("Your why: to keep up with my kids"))
        #expect(shown.contains { $0.hasSuffix("Monday, 23 November") }, "\(shown)")
        try session.send("q")
        try session.waitForExit()
        #expect(session.status == 0)
    }

    /// q ends the ritual as it does during breathing; Ctrl-C ends nightly as a signal does.
    @Test(arguments: [("q", 0), ("C-c", 130)])
    func quittingAtTheGreetingWritesNothingAndRestoresTheTerminal(key: String, status: Int) throws {
        let fixture = try fixtureWithProfile()
        let session = try TmuxSession(folder: fixture.folder, arguments: Self.quick, environment: fixture.environment())
        try session.waitForScreen(containing: "Press any key to begin breathing")
        try session.send(key)
        try session.waitForExit()
        #expect(session.status == status, "\(session.screen())")
        if key == "q" { #expect(session.screen().contains("Nothing was written tonight")) }
        #expect(!FileManager.default.fileExists(atPath: fixture.today.path))
        #expect(session.file("stty-before") == session.file("stty-after"))
    }
}
