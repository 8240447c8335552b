import Foundation
import Testing

/// Writing without `nightly init`: the journal folder nightly creates is not a repository, so
/// the user hears it once; an untouched new day leaves no folder behind.
@Suite final class NewJournalTests {
    let folder: URL
    var journal: URL { folder.appendingPathComponent("journal") }

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("nightly-new-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: folder) }

    private func run(_ arguments: [String], editor: String = "true") throws -> NightlyProcess.Result {
        try NightlyProcess.run(
            arguments, environment: ["NIGHTLY_JOURNAL": journal.path, "NIGHTLY_TODAY": "2026-11-23", "EDITOR": editor],
            in: folder)
    }

    @Test func theFirstWriteSaysTheJournalIsNotARepositoryAndTheNextDoesNot() throws {
        let first = try run(["add", "First words."])
        #expect(first.status == 0)
        #expect(first.err.contains("started a new journal in journal; it is not a git repository"), "\(first.err)")
        #expect(first.err.contains("run `nightly init`"))
        let second = try run(["add", "More words."])
        #expect(second.status == 0 && second.err.isEmpty, "\(second.err)")
    }

    @Test(arguments: [["open"], ["--no-breathing"]])
    func anUntouchedNewDayLeavesNoFolderBehind(arguments: [String]) throws {
        let result = try run(arguments)
        #expect(result.status == 0, "\(result.err)")
        #expect(!FileManager.default.fileExists(atPath: journal.path))
        #expect(!result.err.contains("started a new journal"))
    }

    @Test func anUntouchedNewDayInAnExistingJournalLeavesNoYearFolder() throws {
        try FileManager.default.createDirectory(at: journal, withIntermediateDirectories: true)
        #expect(try run(["open", "--future", "2031-01-01"]).status == 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: journal.path).isEmpty)
    }
}
