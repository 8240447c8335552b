import Foundation
import Testing

/// A code fence left open in the Journal section hides the sections after it: `check` says
/// where, and `add` refuses to make a second copy of a hidden section.
@Suite final class HiddenSectionsTests: ScratchJournalTests {
    override init() throws {
        try super.init()
        let fixture = NightlyProcess.packageRoot.appendingPathComponent(
            "Tests/NightlyCLITests/Fixtures/hidden-sections/2026-11-23.md")
        try FileManager.default.createDirectory(
            at: todayFile.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: fixture, to: todayFile)
    }

    @Test func checkWarnsAtTheFenceAndNamesTheSectionsItHides() throws {
        let result = try run(["check"])
        #expect(result.status == 0, "\(result.err)")
        #expect(result.out.contains("2026-11-23.md:7: warning: "), "\(result.out)")
        #expect(result.out.contains("Action step, Thought diary"), "\(result.out)")
    }

    @Test func addingAThoughtRefusesToAddASecondThoughtDiary() throws {
        let before = try Data(contentsOf: todayFile)
        let result = try run(["add", "--thought", "It will never work"])
        #expect(result.status != 0)
        #expect(result.err.contains("2026-11-23.md:7: nothing was added"), "\(result.err)")
        #expect(result.err.contains("Thought diary"), "\(result.err)")
        #expect(try Data(contentsOf: todayFile) == before)
    }
}
