import Foundation
import JournalFormat
import NightlySettings
import Testing

@testable import JournalReports

/// Streaks, awards and the reports over a small journal with every edge a streak has: a leap
/// day, a change of year, a one-day gap, a day that holds only the template, and today unwritten.
@Suite struct StreakTests {
    static let journal = Journal(
        root: Bundle.module.resourceURL!.appendingPathComponent("Fixtures/streaks"))

    static func scan() throws -> JournalScan { try JournalScan(journal: journal) }

    static func day(_ iso: String) -> EntryDate { EntryDate(iso: iso)! }

    static func stats(today: String) throws -> ProgressStats { ProgressStats(try scan(), today: day(today)) }

    @Test func theScanReadsEveryFileAndTheTemplateDayIsNotWritten() throws {
        let scan = try Self.scan()
        #expect(scan.days.count == 11)
        #expect(scan.problems.isEmpty)
        let template = try #require(scan.days.first { $0.date == Self.day("2026-01-05") })
        #expect(!template.isWritten)
    }

    @Test func aLeapDayJoinsFebruaryToMarch() throws {
        let stats = try Self.stats(today: "2024-03-01")
        #expect(stats.currentStreak == Streak(days: 3, start: Self.day("2024-02-28"), end: Self.day("2024-03-01")))
    }

    @Test func aChangeOfYearDoesNotBreakAStreak() throws {
        let stats = try Self.stats(today: "2026-01-02")
        #expect(stats.currentStreak == Streak(days: 4, start: Self.day("2025-12-30"), end: Self.day("2026-01-02")))
        #expect(stats.longestStreak == stats.currentStreak)
    }

    @Test func aGapOfOneDayBreaksTheStreak() throws {
        let stats = try Self.stats(today: "2026-01-04")
        #expect(stats.currentStreak == Streak(days: 1, start: Self.day("2026-01-04"), end: Self.day("2026-01-04")))
        #expect(stats.longestStreak.days == 4)
    }

    @Test func anUntouchedTemplateDoesNotCountAsWritten() throws {
        let stats = try Self.stats(today: "2026-01-05")
        // 01-04 is written and 01-05 only holds the template: today is not over, so 1 day.
        #expect(stats.currentStreak.days == 1)
        #expect(stats.currentStreak.end == Self.day("2026-01-04"))
        let next = try Self.stats(today: "2026-01-06")
        #expect(next.currentStreak == .none)
        #expect(next.entries == 9)
        #expect(next.writtenDays == 8)
    }

    @Test func todayUnwrittenKeepsTheStreakUntilTheDayIsOver() throws {
        #expect(try Self.stats(today: "2026-01-12").currentStreak.days == 2)
        #expect(try Self.stats(today: "2026-01-13").currentStreak == .none)
    }

    @Test func aNightOwlBoundaryKeepsLateWritingInTheEveningBefore() throws {
        let utc = TimeZone(identifier: "UTC")!
        let lateNight = ISO8601DateFormatter().date(from: "2026-01-12T01:30:00Z")!
        #expect(DayBoundary.midnight.day(at: lateNight, timeZone: utc) == Self.day("2026-01-12"))
        #expect(DayBoundary("04:00")!.day(at: lateNight, timeZone: utc) == Self.day("2026-01-11"))
        #expect(
            DayBoundary("04:00")!.day(at: lateNight.addingTimeInterval(3 * 3600), timeZone: utc)
                == Self.day("2026-01-12"))
        // At 01:30 on the 13th a night owl's today is still the 12th, so the streak lives.
        let env = NightlyEnvironment(variables: ["NIGHTLY_DAY_ENDS": "04:00", "TZ": "UTC"])
        let boundary = try env.dayBoundary()
        #expect(boundary == DayBoundary(minutes: 240))
        let today = boundary.day(at: lateNight.addingTimeInterval(24 * 3600), timeZone: utc)
        #expect(ProgressStats(try Self.scan(), today: today).currentStreak.days == 2)
    }

    @Test(arguments: ["24:00", "12:00", "4", "04:60", "x", "+4:00", " 04:00", "4:0", "04:00:00"])
    func aBadBoundaryIsAnError(text: String) {
        #expect(DayBoundary(text) == nil)
        #expect(throws: NightlyError.self) { try NightlyEnvironment(variables: [:]).dayBoundary(flag: text) }
    }

    @Test func theFlagBeatsTheEnvironmentWhichBeatsTheConfig() throws {
        let env = NightlyEnvironment(variables: ["NIGHTLY_DAY_ENDS": "02:00"])
        #expect(try env.dayBoundary(flag: "03:00", configured: "01:00").description == "03:00")
        #expect(try env.dayBoundary(configured: "01:00").description == "02:00")
        #expect(try NightlyEnvironment(variables: [:]).dayBoundary(configured: "01:00").description == "01:00")
        #expect(try NightlyEnvironment(variables: [:]).today(flag: "2026-01-12") == Self.day("2026-01-12"))
        #expect(
            try NightlyEnvironment(variables: ["NIGHTLY_TODAY": "2026-01-12"]).today() == Self.day("2026-01-12"))
    }

    @Test func awardsUnlockOnTheDayTheyWereReached() throws {
        let awards = try Self.stats(today: "2026-01-12").awards
        let byID = Dictionary(uniqueKeysWithValues: awards.map { ($0.id, $0) })
        #expect(byID["first-entry"]?.unlockedOn == Self.day("2024-02-28"))
        #expect(byID["first-thought"]?.unlockedOn == Self.day("2025-12-31"))
        #expect(byID["comeback"]?.unlockedOn == Self.day("2025-12-30"))
        #expect(byID["streak-7"]?.unlocked == false)
        #expect(byID["streak-7"]?.progress == Award.Progress(current: 4, target: 7))
        #expect(byID["steps-10"]?.progress.current == 4)
        #expect(awards.count == 12)
    }

    @Test func theWeekRunsMondayToSundayAndCountsThisWeeksSteps() throws {
        let stats = try Self.stats(today: "2026-01-04")
        #expect(stats.week.map(\.date.iso) == (29...31).map { "2025-12-\($0)" } + (1...4).map { "2026-01-0\($0)" })
        #expect(stats.week.map(\.written) == [false, true, true, true, true, false, true])
        #expect(stats.actionSteps.thisWeekDone == 2)
        #expect(stats.actionSteps.thisWeekTotal == 3)
    }
}

@Suite struct CalendarAndInsightTests {
    /// Every day of the month is in the grid; those after today are to come, never written.
    @Test func theMonthGridStartsOnMondayAndMarksTheDaysAfterToday() throws {
        let scan = try StreakTests.scan()
        let days = Dictionary(uniqueKeysWithValues: scan.days.map { ($0.date!, $0) })
        let month = MonthCalendar(year: 2026, month: 1, days: days, today: StreakTests.day("2026-01-05"))
        #expect(month.weeks.count == 5)
        #expect(month.weeks[0][0] == nil)
        #expect(month.weeks[0][3]?.date.iso == "2026-01-01")
        #expect(month.weeks[1][0]?.isToday == true)
        #expect(month.weeks[1][1]?.isFuture == true)
        #expect(month.weeks[4][5]?.date.iso == "2026-01-31")
        #expect(month.weeks.joined().compactMap { $0 }.filter(\.isFuture).allSatisfy { !$0.written })
        #expect(month.writtenDays == 3)
    }

    @Test func theCalendarsCursorWalksDaysAndMonthsButNeverPastToday() {
        let today = StreakTests.day("2026-01-12")
        var walk = CalendarWalk(cursor: today, today: today)
        #expect(walk.handle(.move(1)) == .stay)
        #expect(walk.handle(.month(1)) == .stay)
        #expect(walk.handle(.move(-14)) == .redraw)
        #expect(walk.cursor.iso == "2025-12-29")
        #expect(walk.handle(.month(-1)) == .redraw)
        #expect(walk.cursor.iso == "2025-11-29")
        #expect(walk.handle(.move(27)) == .redraw)
        #expect(walk.cursor.iso == "2025-12-26")
        #expect(walk.handle(.month(1)) == .redraw)
        #expect(walk.cursor == today, "the same day of the month, but never past today")
        #expect(walk.handle(.show) == .show(today))
        #expect(walk.handle(.edit) == .edit(today))
        #expect(walk.handle(.quit) == .quit)
        var february = CalendarWalk(cursor: StreakTests.day("2025-03-31"), today: today)
        #expect(february.handle(.month(-1)) == .redraw)
        #expect(february.cursor.iso == "2025-02-28")
    }

    @Test func theCursorStartsOnTodayOrOnAPastMonthsLastWrittenDay() {
        let today = StreakTests.day("2026-01-12")
        let written = ["2025-11-03", "2025-11-20", "2025-12-01"].map(StreakTests.day)
        #expect(CalendarWalk.start(year: 2026, month: 1, written: written, today: today) == today)
        #expect(CalendarWalk.start(year: 2025, month: 11, written: written, today: today).iso == "2025-11-20")
        #expect(CalendarWalk.start(year: 2025, month: 10, written: written, today: today).iso == "2025-10-31")
    }

    @Test func insightsWeighByIntensityAndSayWhenHardMomentsCome() throws {
        let insights = Insights(try StreakTests.scan().days, today: StreakTests.day("2026-01-12"))
        #expect(insights.records == 4)
        #expect(insights.heatmap[6][21] == 7)
        #expect(insights.heatmap[6][20] == 5)
        #expect(insights.topTriggers.first == Insights.Count(name: "Sunday evening dread", records: 2))
        #expect(insights.topTags.first == Insights.Count(name: "evening", records: 2))
        // Sunday evenings weigh the most, but on two records only: no peak is named from those.
        #expect(!insights.sentences.contains { $0.hasPrefix("Hard moments come more often") })
        #expect(insights.basis.count == insights.sentences.count)
        #expect(insights.basis.allSatisfy { $0.records >= InsightSentences.minimumRecords })
        #expect(insights.factOrFeeling.map(\.month) == ["2025-12", "2026-01"])
    }

    @Test func aPeakOnThreeRecordsIsNamedWithItsCount() throws {
        var insights = Insights(try StreakTests.scan().days, today: StreakTests.day("2026-01-12"))
        insights.recordHeatmap[6][21] += 1
        let sentences = InsightSentences.make(insights).map(\.text)
        #expect(
            sentences.first?.hasPrefix(
                "Hard moments come more often on Sunday evenings than at any other time (") == true)
        #expect(sentences.first?.contains("3 of ") == true)
    }

    @Test func oneOrTwoRecordsAreTooFew() throws {
        var insights = Insights(try StreakTests.scan().days, today: StreakTests.day("2026-01-12"))
        insights.records = 2
        #expect(
            InsightSentences.make(insights).map(\.text) == [
                "Only 2 thought records so far: too few to see a pattern (insights need at least 3)."
            ])
    }
}

/// `nightly status` walks back from today instead of reading the journal; it must say what
/// `stats` says on every day.
@Suite struct TodayStatusTests {
    static func expectAgreement(_ journal: Journal, from first: EntryDate, through last: EntryDate) throws {
        let scan = try JournalScan(journal: journal)
        var today = first
        while today <= last {
            let stats = ProgressStats(scan, today: today)
            let status = TodayStatus(journal: journal, today: today)
            let written = scan.days.first { $0.date == today }?.isWritten ?? false
            #expect(status == TodayStatus(date: today, written: written, streak: stats.currentStreak.days), "\(today)")
            today = today.adding(days: 1)
        }
    }

    @Test func agreesWithStatsOnEveryDayOfTheStreakFixture() throws {
        try Self.expectAgreement(
            StreakTests.journal, from: EntryDate(iso: "2024-02-26")!, through: EntryDate(iso: "2026-01-14")!)
    }

    @Test func agreesWithStatsOnEveryDayOfTheSampleJournal() throws {
        let sample = Journal(
            root: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent().appendingPathComponent("sample-journal"))
        try Self.expectAgreement(sample, from: EntryDate(iso: "2026-08-01")!, through: EntryDate(iso: "2026-11-30")!)
    }

    /// Streaks long enough for the walk to read days in parallel batches, ended by a missing
    /// day, a template-only day and the start of the journal, within a batch and at its edge.
    @Test(arguments: [(1200, 1000), (45, 40), (600, 543), (544, 543), (700, 700)])
    func agreesWithStatsOnLongStreaks(days: Int, streak: Int) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("nightly-streak-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let journal = Journal(root: folder)
        let today = EntryDate(iso: "2026-11-23")!
        for back in 0..<days where back != streak {
            let day = today.adding(days: -back)
            let text = back == streak + 1 ? Entry.template(for: day).text : "Words.\n"
            let url = journal.url(for: day)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        let status = TodayStatus(journal: journal, today: today)
        #expect(status.streak == streak)
        #expect(status.streak == ProgressStats(try JournalScan(journal: journal), today: today).currentStreak.days)
    }

    @Test(arguments: [
        ("{line}", "written today · 3-day streak"),
        ("{mark} {streak}", "✓ 3"),
        ("{date}: {written}", "2026-01-02: yes"),
        ("{{streak}} = {streak}", "{streak} = 3"),
        ("plain", "plain"),
    ])
    func formatsFillInTheirPlaceholders(format: String, expected: String) throws {
        let status = TodayStatus(date: EntryDate(iso: "2026-01-02")!, written: true, streak: 3)
        #expect(try status.formatted(format) == expected)
    }

    @Test(arguments: ["{nope}", "{streak", "a } b", "{}"])
    func aFormatWithAnUnknownPlaceholderOrALoneBraceIsAnError(format: String) {
        let status = TodayStatus(date: EntryDate(iso: "2026-01-02")!, written: false, streak: 0)
        #expect(throws: TodayStatus.UnknownPlaceholder.self) { try status.formatted(format) }
    }

    @Test func theLineSaysNoStreakAtZero() {
        #expect(
            TodayStatus(date: EntryDate(iso: "2026-01-02")!, written: false, streak: 0).line
                == "not written yet · no streak")
    }
}
