import Foundation
import Testing

/// The ritual's completion screen announces an award once, on the run that unlocked it.
@Suite struct AwardAnnouncementTests {
    @Test func anAwardIsAnnouncedOnTheRunThatUnlocksItAndNotOnLaterRunsThatDay() throws {
        let fixture = try RitualFixture()
        var environment = fixture.environment()
        environment["TERM"] = "dumb"
        let arguments = ["--pattern", "0.1-0.1", "--cycles", "1"]
        let first = try NightlyProcess.run(arguments, environment: environment)
        #expect(first.status == 0, "\(first.err)")
        #expect(first.out.contains("Award unlocked: First entry\n"))
        let second = try NightlyProcess.run(arguments, environment: environment)
        #expect(second.status == 0, "\(second.err)")
        #expect(!second.out.contains("Award unlocked"), "\(second.out)")
        #expect(second.out.hasSuffix("Goodnight.\n"))
        // Nothing but entries in the journal: no state file records what was announced.
        #expect(try fixture.git("status", "--porcelain", "--untracked-files=all") == "")
    }
}
