import JournalFormat
import TestSupport
import Testing

@testable import JournalReports

/// The streak rules (``HabitStreaks``) against a model that walks the days one by one, on
/// seeded random histories of every schedule, and on named examples.
@Suite struct HabitStreaksTests {
    static let schedules: [HabitSchedule] = [.daily, .weekdays, .weekly, .timesAWeek(3)]

    @Test(arguments: schedules)
    func streaksAndRateAgreeWithTheDayByDayModel(schedule: HabitSchedule) {
        var random = SeededRandom(seed: 34)
        for _ in 0..<300 {
            let first = EntryDate(year: 2026, month: 1, day: 1).adding(days: random.below(7))
            let today = first.adding(days: random.below(140))
            // Long runs of yes, so streaks grow past a week; every mark and gaps too.
            var marks: [EntryDate: HabitMark] = [:]
            let yes = 50 + random.below(45)
            for offset in 0...first.days(to: today) {
                let roll = random.below(100)
                let mark: HabitMark? = roll < yes ? .yes : roll < yes + 5 ? .skip : roll < yes + 10 ? .no : nil
                marks[first.adding(days: offset)] = mark
            }
            let streaks = HabitStreaks(schedule: schedule, marks: marks, today: today)
            let model = StreakModel(schedule: schedule, marks: marks, today: today)
            let expected = model.streaks(from: first)
            #expect(streaks.current(since: first).length == expected.current, "\(schedule) \(first)...\(today)")
            #expect(streaks.best(since: first) == expected.best, "\(schedule) \(first)...\(today)")
            let shown = today.startOfWeek.adding(days: -7 * random.below(8))...today.startOfWeek.adding(days: 6)
            #expect(streaks.rate(over: shown) == model.rate(over: shown), "\(schedule) \(shown)")
            // A streak ended inside a later block is the whole streak: the reader stops there.
            let later = first.adding(days: random.below(first.days(to: today) + 1))
            let partial = streaks.current(since: later)
            if partial.ended { #expect(partial.length == expected.current) }
        }
    }

    // Monday 2026-11-23 ... Sunday 2026-11-29.
    static let monday = EntryDate(year: 2026, month: 11, day: 23)

    static func marks(_ text: String, endingOn last: EntryDate) -> [EntryDate: HabitMark] {
        var marks: [EntryDate: HabitMark] = [:]
        for (offset, letter) in text.reversed().enumerated() {
            let day = last.adding(days: -offset)
            switch letter {
            case "y": marks[day] = .yes
            case "n": marks[day] = .no
            case "s": marks[day] = .skip
            default: break
            }
        }
        return marks
    }

    @Test func aSkipInTheMiddleNeitherBreaksNorExtends() {
        let today = Self.monday.adding(days: 6)
        let streaks = HabitStreaks(
            schedule: .daily, marks: Self.marks("nyysyyy", endingOn: today), today: today)
        #expect(streaks.current(since: Self.monday).length == 5)
        #expect(streaks.best(since: Self.monday) == 5)
        #expect(streaks.rate(over: Self.monday...today) == 5.0 / 6.0)
    }

    @Test func aWeekendNeverBreaksAWeekdaysHabit() {
        // Friday done, the weekend unmarked, Monday done.
        let nextMonday = Self.monday.adding(days: 7)
        let streaks = HabitStreaks(
            schedule: .weekdays, marks: Self.marks("yyyyy..y", endingOn: nextMonday), today: nextMonday)
        #expect(streaks.current(since: Self.monday).length == 6)
        #expect(streaks.rate(over: Self.monday...nextMonday) == 1)
    }

    @Test func todayUnsetDoesNotBreakTheStreak() {
        let today = Self.monday.adding(days: 3)
        let streaks = HabitStreaks(schedule: .daily, marks: Self.marks("yyy.", endingOn: today), today: today)
        #expect(streaks.current(since: Self.monday).length == 3)
        #expect(streaks.rate(over: Self.monday...today) == 1)
        let marked = HabitStreaks(schedule: .daily, marks: Self.marks("yyyn", endingOn: today), today: today)
        #expect(marked.current(since: Self.monday).length == 0)
        #expect(marked.best(since: Self.monday) == 3)
    }

    @Test func aWeekInProgressCountsOnlyOnceMet() {
        // Three weeks met (two yes days each), then this week: one yes so far, today Wednesday.
        let wednesday = Self.monday.adding(days: 2)
        let history = "yy....." + ".y.y..." + "y.....y" + ".y."
        let marks = Self.marks(history, endingOn: wednesday)
        let streaks = HabitStreaks(schedule: .timesAWeek(2), marks: marks, today: wednesday)
        let first = Self.monday.adding(days: -21)
        #expect(streaks.current(since: first).length == 3)
        #expect(streaks.rate(over: first...wednesday.adding(days: 4)) == 1)
        var met = marks
        met[wednesday] = .yes
        let done = HabitStreaks(schedule: .timesAWeek(2), marks: met, today: wednesday)
        #expect(done.current(since: first).length == 4)
        #expect(done.best(since: first) == 4)
        // A past week short of its days breaks the streak; one made up by skips does not.
        var short = marks
        short[first.adding(days: 8)] = nil
        #expect(
            HabitStreaks(schedule: .timesAWeek(2), marks: short, today: wednesday).current(since: first).length == 1)
        short[first.adding(days: 9)] = .skip
        #expect(
            HabitStreaks(schedule: .timesAWeek(2), marks: short, today: wednesday).current(since: first).length == 2)
    }

    /// A habit declared and first marked on Thursday has missed nothing before it.
    @Test func daysBeforeTheFirstMarkAreNotMissed() {
        let thursday = Self.monday.adding(days: 3)
        let today = thursday.adding(days: 1)
        let streaks = HabitStreaks(schedule: .daily, marks: Self.marks("...yy", endingOn: today), today: today)
        #expect(streaks.firstMarked == thursday)
        #expect(streaks.current(since: Self.monday).length == 2)
        #expect(streaks.rate(over: Self.monday...today) == 1)
        let weekly = HabitStreaks(
            schedule: .timesAWeek(3), marks: Self.marks("...yy", endingOn: today), today: today.adding(days: 3))
        #expect(weekly.outcome(ofPeriodAt: Self.monday) == .neutral)
        #expect(HabitStreaks(schedule: .daily, marks: [:], today: today).rate(over: Self.monday...today) == nil)
    }

    @Test func noDueDayHasNoRate() {
        let saturday = Self.monday.adding(days: 5)
        let streaks = HabitStreaks(schedule: .weekdays, marks: [:], today: saturday)
        #expect(streaks.rate(over: saturday...saturday.adding(days: 1)) == nil)
    }
}

/// The rules as a plain walk over the days, one at a time, written apart from ``HabitStreaks``.
private struct StreakModel {
    var schedule: HabitSchedule
    var marks: [EntryDate: HabitMark]
    var today: EntryDate

    /// +1 done, -1 missed, 0 neither, for each period, in order, from `first`'s to today's.
    func outcomes(from first: EntryDate) -> [(start: EntryDate, outcome: Int)] {
        var outcomes: [(EntryDate, Int)] = []
        // Before its first mark the habit was not kept yet.
        let kept = marks.keys.min()
        var yes = 0
        var early = false
        var skips = 0
        var day = schedule.countsWeeks ? first.startOfWeek : first
        while day <= today {
            let mark = marks[day]
            switch schedule {
            case .daily, .weekdays:
                let weekend = day.weekday >= 6
                if case .weekdays = schedule, weekend {
                    outcomes.append((day, 0))
                } else if kept == nil || day < kept! {
                    outcomes.append((day, 0))
                } else if mark == .yes {
                    outcomes.append((day, 1))
                } else if mark == .skip || (mark == nil && day == today) {
                    outcomes.append((day, 0))
                } else {
                    outcomes.append((day, -1))
                }
            case .weekly, .timesAWeek:
                if mark == .yes { yes += 1 }
                if mark == .skip { skips += 1 }
                if kept == nil || day < kept! { early = true }
                if day.weekday == 7 || day == today {
                    let needed = schedule.timesAWeek
                    let outcome = yes >= needed ? 1 : (early || day == today || yes + skips >= needed) ? 0 : -1
                    outcomes.append((day.startOfWeek, outcome))
                    yes = 0
                    skips = 0
                    early = false
                }
            }
            day = day.adding(days: 1)
        }
        return outcomes
    }

    func streaks(from first: EntryDate) -> (current: Int, best: Int) {
        var run = 0
        var best = 0
        for (_, outcome) in outcomes(from: first) {
            if outcome < 0 { run = 0 }
            if outcome > 0 { run += 1 }
            best = max(best, run)
        }
        return (run, best)
    }

    func rate(over days: ClosedRange<EntryDate>) -> Double? {
        let counted = outcomes(from: days.lowerBound).filter { $0.start <= days.upperBound && $0.outcome != 0 }
        guard !counted.isEmpty else { return nil }
        return Double(counted.count { $0.outcome > 0 }) / Double(counted.count)
    }
}
