import Foundation
import JournalFormat
import Testing

@testable import JournalReports

/// `Review` on Fixtures/reading/old (entries of 2024-02-29, 2024-11-26, 2025-11-26, and
/// 2026-11-19, -20 (the template) and -25): what a period holds, and that its awards are the
/// ones the whole history unlocks within it, though it reads only what decides them.
@Suite struct ReviewPeriodTests {
    let old = Journal(root: Bundle.module.resourceURL!.appendingPathComponent("Fixtures/reading/old"))

    private func day(_ iso: String) -> EntryDate { EntryDate(iso: iso)! }

    @Test func aPeriodHoldsItsWrittenDaysTheirFirstLinesAndSteps() throws {
        let review = try Review.read(old, from: day("2026-11-16"), to: day("2026-11-22"), today: day("2026-11-26"))
            .review
        #expect(review.days.map(\.date) == [day("2026-11-19")])
        #expect(review.writtenDays == 1 && review.daysSoFar == 7)
        let year = try Review.read(old, from: day("2025-01-01"), to: day("2025-12-31"), today: day("2026-11-26")).review
        #expect(year.days.map(\.firstLine) == ["Ran the canal loop after work."])
        #expect(year.steps.items.map(\.text) == ["book the physio", "wash the running kit"])
        #expect(year.steps.items.map(\.state) == ["open", "done"])
        #expect(year.tags.map(\.name) == ["running"])
    }

    @Test func daysAfterTodayAreNotCounted() throws {
        let review = try Review.read(old, from: day("2026-11-23"), to: day("2026-11-29"), today: day("2026-11-24"))
            .review
        #expect(review.days.isEmpty && review.daysSoFar == 2)
        let ahead = try Review.read(old, from: day("2026-12-01"), to: day("2026-12-31"), today: day("2026-11-24"))
            .review
        #expect(ahead.daysSoFar == 0 && ahead.awards.isEmpty)
    }

    @Test(arguments: [
        ("2024-01-01", "2024-12-31"), ("2024-02-26", "2024-03-03"), ("2024-03-01", "2025-12-31"),
        ("2025-11-01", "2025-11-30"), ("2026-11-16", "2026-11-22"), ("2026-11-23", "2026-11-29"),
    ])
    func theAwardsAreThoseTheWholeHistoryUnlocksInThePeriod(from: String, to: String) throws {
        let today = day("2026-11-26")
        let review = try Review.read(old, from: day(from), to: day(to), today: today).review
        let end = min(day(to), today)
        let expected = Awards.evaluate(try JournalScan(journal: old).days, today: end).filter { award in
            award.unlockedOn.map { day(from) <= $0 && $0 <= end } ?? false
        }
        #expect(review.awards.map(\.id) == expected.map(\.id))
        #expect(review.awards.map(\.unlockedOn) == expected.map(\.unlockedOn))
    }
}
