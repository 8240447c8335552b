import Foundation
import JournalFormat
import Testing

@testable import NightlyCore

/// A carried step is due on the day it was carried to, where its copy is: the day it was
/// carried from is not the day whose steps are due, whatever the caller asks for.
@Suite final class PlannedStepsTests {
    let folder: URL
    let journal: Journal
    let today = EntryDate(year: 2026, month: 11, day: 24)

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("nightly-planned-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        journal = Journal(root: folder, layout: .flat)
    }

    deinit { try? FileManager.default.removeItem(at: folder) }

    private func write(_ daysBack: Int, _ steps: String) throws {
        let text = "# Day\n\n## Action step\n\n" + steps
        try Data(text.utf8).write(to: journal.url(for: today.adding(days: -daysBack)))
    }

    @Test func aDayWhoseOnlyUntickedStepIsCarriedIsNotTheDayThatIsDue() throws {
        try write(2, "- [ ] finish the report\n")
        try write(1, "- [ ] buy running shoes → 2026-11-24\n- [x] call the bank\n")
        let open = try PlannedSteps.day(in: journal, today: today) { !$0.done }
        #expect(open?.date == today.adding(days: -2))
        let any = try PlannedSteps.day(in: journal, today: today) { _ in true }
        #expect(any?.date == today.adding(days: -1))
    }

    @Test func theCarriedCopyTodayIsDueWhenNoEarlierStepIsOpen() throws {
        try write(1, "- [ ] buy running shoes → 2026-11-24\n")
        try write(0, "- [ ] buy running shoes\n")
        let entry = try #require(try PlannedSteps.day(in: journal, today: today) { !$0.done })
        #expect(entry.date == today && entry.steps.map(\.isOpen) == [true])
    }
}
