import Foundation
import Testing

/// The ritual's questions about steps in a real terminal under tmux (issue 30): Friday's steps
/// asked on Monday, a step snoozed to a later day and asked on that day, a stale step dropped.
/// Friday's entry is Fixtures/steps-journal's.
@Suite(.serialized) struct RitualStepsTerminalTests {
    static let quick = ["--pattern", "0.5-0.5", "--cycles", "1"]
    static let friday = NightlyProcess.packageRoot.appendingPathComponent(
        "Tests/NightlyCLITests/Fixtures/steps-journal/2026/2026-11-20.md")

    private func fixture() throws -> RitualFixture {
        let fixture = try RitualFixture()
        try FileManager.default.copyItem(at: Self.friday, to: fridayURL(fixture))
        return fixture
    }

    private func fridayURL(_ fixture: RitualFixture) -> URL {
        fixture.journal.appendingPathComponent("2026/2026-11-20.md")
    }

    /// Runs the ritual on `today`, answers each question as `answer` says, and breathes.
    private func ritual(
        _ fixture: RitualFixture, today: String, _ answer: (TmuxSession) throws -> Void
    ) throws -> String {
        var environment = fixture.environment()
        environment["NIGHTLY_TODAY"] = today
        let session = try TmuxSession(folder: fixture.folder, arguments: Self.quick, environment: environment)
        try answer(session)
        try session.waitForScreen(containing: "Press any key to begin breathing")
        try session.send("Enter")
        try session.waitForExit()
        #expect(session.status == 0, "\(session.screen())")
        return session.history()
    }

    @Test func fridaysStepIsAskedOnMonday() throws {
        let fixture = try fixture()
        _ = try ritual(fixture, today: "2026-11-23") { session in
            try session.waitForScreen(containing: "On Friday you planned: call Sam (stale: open 3 days)")
            try session.send("d")
            try session.waitForScreen(containing: "On Friday you planned: write to Grandma")
            try session.send("s")
        }
        let friday = try String(contentsOf: fridayURL(fixture), encoding: .utf8)
        #expect(friday.contains("- [x] call Sam\n- [ ] write to Grandma\n"))
        // Tuesday reviews Monday: Friday's steps, ticked or skipped, are not asked again.
        let tuesday = try ritual(fixture, today: "2026-11-24") { _ in }
        #expect(!tuesday.contains("you planned"), "\(tuesday)")
    }

    @Test func aStepSnoozedToWednesdayIsAskedOnWednesday() throws {
        let fixture = try fixture()
        _ = try ritual(fixture, today: "2026-11-23") { session in
            try session.waitForScreen(containing: "On Friday you planned: call Sam")
            try session.send("l")
            try session.waitForScreen(containing: "Which day?")
            try session.send("wednesday", "Enter")
            try session.waitForScreen(containing: "On Friday you planned: write to Grandma")
            try session.send("s")
        }
        #expect(try String(contentsOf: fridayURL(fixture), encoding: .utf8).contains("- [ ] call Sam → 2026-11-25\n"))
        let wednesday = fixture.journal.appendingPathComponent("2026/2026-11-25.md")
        #expect(try String(contentsOf: wednesday, encoding: .utf8).contains("\n- [ ] call Sam\n"))
        let tuesday = try ritual(fixture, today: "2026-11-24") { _ in }
        #expect(!tuesday.contains("call Sam"), "\(tuesday)")
        let done = try ritual(fixture, today: "2026-11-25") { session in
            try session.waitForScreen(containing: "For today you planned: call Sam")
            try session.send("d")
        }
        #expect(try String(contentsOf: wednesday, encoding: .utf8).contains("\n- [x] call Sam\n"))
        #expect(done.contains("All of today's steps are done."), "\(done)")
    }

    @Test func aStaleStepIsDroppedAndKeptStruckThrough() throws {
        let fixture = try fixture()
        _ = try ritual(fixture, today: "2026-11-23") { session in
            try session.waitForScreen(containing: "[x] drop")
            try session.send("x")
            try session.waitForScreen(containing: "On Friday you planned: write to Grandma (stale: open 3 days)")
            try session.send("s")
        }
        let friday = try String(contentsOf: fridayURL(fixture), encoding: .utf8)
        #expect(friday.contains("- [ ] ~~call Sam~~\n- [ ] write to Grandma\n"), "\(friday)")
        #expect(try fixture.git("log", "-1", "--format=%s", "--", "2026/2026-11-20.md") == "Journal 2026-11-20\n")
    }
}
