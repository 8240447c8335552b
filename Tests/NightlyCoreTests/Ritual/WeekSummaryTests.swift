import JournalFormat
import Testing

@testable import NightlyCore

@Suite struct WeekSummaryTests {
    static let thursday = EntryDate(year: 2026, month: 11, day: 26)

    func days(_ offsets: [Int]) -> Set<EntryDate> { Set(offsets.map { Self.thursday.adding(days: $0) }) }

    @Test func theStreakCountsBackFromTodayOrYesterday() {
        #expect(WeekSummary(written: days([0, -1, -2, -4]), today: Self.thursday).streak == 3)
        #expect(WeekSummary(written: days([-1, -2]), today: Self.thursday).streak == 2)
        #expect(WeekSummary(written: days([-2]), today: Self.thursday).streak == 0)
    }

    @Test func theWeekRunsMondayToSundayInCalendarOrder() {
        let summary = WeekSummary(written: days([0, -3, -7]), today: Self.thursday)
        #expect(summary.week.map(\.date.iso) == (23...29).map { "2026-11-\($0)" })
        #expect(summary.week.map(\.written) == [true, false, false, true, false, false, false])
        #expect(summary.weekLines[1] == "            x   -   -   x")
    }

    @Test func awardsUnlockOnTheDay() {
        #expect(WeekSummary(written: days([0]), today: Self.thursday).award == "First entry")
        #expect(WeekSummary(written: days(Array(-6...0)), today: Self.thursday).award == "7-day streak")
        #expect(WeekSummary(written: days(Array(-6...(-1))), today: Self.thursday).award == nil)
    }
}
