import JournalFormat
import Testing

@testable import NightlyCore

@Suite struct WeekSummaryTests {
    static let thursday = EntryDate(year: 2026, month: 11, day: 26)

    func days(_ offsets: [Int]) -> [EntrySummary] {
        offsets.map {
            EntrySummary(
                date: Self.thursday.adding(days: $0), wordCount: 12, actionStepsDone: 0, actionStepsTotal: 0,
                thoughts: [])
        }
    }

    @Test func theStreakCountsBackFromTodayOrYesterday() {
        #expect(WeekSummary(days([0, -1, -2, -4]), today: Self.thursday).streak.days == 3)
        #expect(WeekSummary(days([-1, -2]), today: Self.thursday).streak.days == 2)
        #expect(WeekSummary(days([-2]), today: Self.thursday).streak.days == 0)
    }

    @Test func theWeekRunsMondayToSundayInCalendarOrder() {
        let summary = WeekSummary(days([0, -3, -7]), today: Self.thursday)
        #expect(summary.week.map(\.date.iso) == (23...29).map { "2026-11-\($0)" })
        #expect(summary.week.map(\.written) == [true, false, false, true, false, false, false])
        #expect(summary.weekLines[1] == "            x   -   -   x")
    }
}
