import Foundation
import Testing

/// `nightly check` on tracked values: a value its track cannot take is a warning on its front
/// matter line, in the plain output and in the JSON, and only tracks the config declares count.
@Suite final class CheckTrackValuesTests: ScratchJournalTests {
    static let fixture = NightlyProcess.packageRoot.appendingPathComponent(
        "Tests/NightlyCLITests/Fixtures/tracked-journal")

    override init() throws {
        try super.init()
        try FileManager.default.copyItem(at: Self.fixture, to: journal)
    }

    @Test func aValueTheTrackCannotTakeIsAWarningOnItsLine() throws {
        let result = try run(["check"])
        #expect(result.status == 0, "\(result.err)")
        #expect(
            result.out == """
                journal/2026/2026-11-20.md:3: warning: mood is '11', which is not a whole number from 1 to 10
                journal/2026/2026-11-20.md:5: warning: walk is 'maybe', which is not yes, no or skip

                """)
    }

    @Test func checkingOneFileReportsItsValuesToo() throws {
        let result = try run(["check", journal.appendingPathComponent("2026/2026-11-20.md").path])
        #expect(result.out.contains(":3: warning: mood is '11', which is not a whole number from 1 to 10"))
        #expect(try run(["check", journal.appendingPathComponent("2026/2026-11-21.md").path]).out.isEmpty)
    }

    @Test func theJSONCarriesTheFindings() throws {
        let result = try run(["check", "--json"])
        let object = try JSONSerialization.jsonObject(with: result.stdout) as? [String: Any]
        let findings = try #require(object?["findings"] as? [[String: Any]])
        #expect(findings.count == 2)
        #expect(findings.first?["line"] as? Int == 3)
        #expect(findings.first?["severity"] as? String == "warning")
        #expect(findings.first?["message"] as? String == "mood is '11', which is not a whole number from 1 to 10")
    }

    @Test func keysTheConfigDoesNotTrackAreNotChecked() throws {
        try Data("# nothing tracked\n".utf8).write(to: journal.appendingPathComponent(".nightly.toml"))
        let result = try run(["check"])
        #expect(result.out.isEmpty, "\(result.out)")
    }
}
