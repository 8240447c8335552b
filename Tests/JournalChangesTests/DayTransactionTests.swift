import Foundation
import JournalFormat
import JournalGit
import Testing

@testable import JournalChanges

/// The one way a day changes: what a transaction writes, removes, records and announces.
/// (Commits are tested through the binary, on real git: DoorAgreementTests.)
@Suite final class DayTransactionTests {
    let folder: URL
    let journal: Journal
    let today = EntryDate(year: 2026, month: 11, day: 23)

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("nightly-change-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        journal = Journal(root: folder, layout: .year)
    }

    deinit { try? FileManager.default.removeItem(at: folder) }

    private func change() throws -> DayTransaction {
        try DayTransaction(journal: journal, today: today, commits: false, door: "test")
    }

    private func text(_ day: EntryDate) throws -> String {
        try String(contentsOf: journal.url(for: day), encoding: .utf8)
    }

    @Test func anAwardIsInTheOutcomeOfTheChangeThatUnlocksItAndNoOther() throws {
        let first = try change()
        try first.append("The first words.", to: .journal, on: today)
        #expect(first.commit().unlocked.map(\.id) == ["first-entry"])
        let second = try change()
        try second.append("More words.", to: .journal, on: today)
        #expect(second.commit().unlocked.isEmpty)
    }

    @Test func anAwardOnAnEarlierDayIsStillTheChangesToAnnounce() throws {
        let change = try change()
        try change.append("Written a week late.", to: .journal, on: today.adding(days: -7))
        #expect(change.commit().unlocked.map(\.id) == ["first-entry"])
    }

    @Test func aDayLeftAsItsTemplateIsRemovedWithTheFoldersMadeForIt() throws {
        let change = try change()
        let url = try change.edit(today) { $0 }
        #expect(FileManager.default.fileExists(atPath: url.path))
        let outcome = change.commit()
        #expect(outcome.removed == [url])
        #expect(outcome.written.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: url.deletingLastPathComponent().path))
    }

    @Test func aPreparedDayStaysUntilItIsTidiedAndGoesOnlyIfUntouched() throws {
        let prepared = try change()
        let url = try prepared.prepare(today)
        #expect(prepared.commit().removed.isEmpty)
        #expect(FileManager.default.fileExists(atPath: url.path))
        let tidying = try change()
        #expect(tidying.tidy(today))
        _ = tidying.commit()
        #expect(!FileManager.default.fileExists(atPath: url.path))

        let again = try change()
        _ = try again.prepare(today)
        _ = again.commit()
        try Data((try text(today) + "Written.\n").utf8).write(to: url)
        #expect(try !change().tidy(today))
        #expect(try text(today).hasSuffix("Written.\n"))
    }

    /// A transaction dropped without ending (a door whose later edit threw) is rolled back:
    /// no half of a change stays, and nothing is left to finish.
    @Test func aTransactionDroppedWithoutEndingIsRolledBack() throws {
        var change: DayTransaction? = try change()
        try change?.append("Half of a change.", to: .journal, on: today)
        let url = journal.url(for: today)
        #expect(FileManager.default.fileExists(atPath: url.path))
        change = nil
        #expect(!FileManager.default.fileExists(atPath: url.path))
        #expect(!FileManager.default.fileExists(atPath: ChangeIntent.location(of: journal.root).path))
    }

    @Test func aFailedEditLeavesTheFileAsItWas() throws {
        let change = try change()
        try change.append("Kept.", to: .journal, on: today)
        let before = try text(today)
        #expect(throws: JournalError.self) { try change.append("# A heading", to: .journal, on: today) }
        #expect(try text(today) == before)
        #expect(change.commit().written == [journal.url(for: today)])
    }

    @Test func theCommitMessageNamesTheDayOrTheDays() {
        let day = EntryDate(year: 2026, month: 11, day: 22)
        #expect(DayCommitMessage.message(for: [day]) == "Journal 2026-11-22")
        #expect(
            DayCommitMessage.message(for: [day.adding(days: 1), day, day])
                == "Journal 2 days, 2026-11-22 to 2026-11-23")
    }
}
