import JournalFormat

/// A habit's streaks and completion rate, worked out from its marks: no I/O, so the rules are
/// tested on their own (`HabitStreaksTests`) and a caller reads only the days it needs.
///
/// A streak counts periods: days for `day` and `weekdays`, Monday-to-Sunday weeks for `week`
/// and `N/week`. Each period up to today is done, missed or neutral:
/// - a due day marked `yes` is done; `no` or no mark is missed, except today unmarked, which is
///   neutral (the day is not over); `skip` and a day that is not due are neutral;
/// - a week with at least N `yes` days is done; one short of them that `skip` days make up is
///   neutral; else missed, except the week in progress, which is neutral until it is met.
///
/// A neutral period neither breaks nor extends a streak. Days before the habit's first mark
/// are neutral too: a habit is kept from the day it was first marked (a week holding days
/// before it counts only once met), so a habit declared today starts with no missed days.
public struct HabitStreaks: Sendable {
    /// What one period does to a streak.
    public enum Outcome: Sendable, Equatable {
        case done, missed, neutral
    }

    public let schedule: HabitSchedule
    public let today: EntryDate
    public let marks: [EntryDate: HabitMark]
    /// The first day marked: the habit is kept from then on.
    public let firstMarked: EntryDate?

    public init(schedule: HabitSchedule, marks: [EntryDate: HabitMark], today: EntryDate) {
        self.schedule = schedule
        self.marks = marks
        self.today = today
        firstMarked = marks.keys.min()
    }

    /// `track`'s marks as `history` read them.
    public init(track: Track, history: TrackHistory, today: EntryDate) {
        var marks: [EntryDate: HabitMark] = [:]
        for (date, value) in history.values[track.name] ?? [:] {
            if case .habit(let mark) = value { marks[date] = mark }
        }
        self.init(schedule: track.schedule ?? .daily, marks: marks, today: today)
    }

    /// `day` for a daily schedule, `week` for a weekly one: what streaks count.
    public var unit: String { schedule.countsWeeks ? "week" : "day" }

    /// The first day of the period holding `day`.
    public func period(of day: EntryDate) -> EntryDate { schedule.countsWeeks ? day.startOfWeek : day }

    private var length: Int { schedule.countsWeeks ? 7 : 1 }

    /// What the period beginning on `start` does to a streak (see the type's rules).
    public func outcome(ofPeriodAt start: EntryDate) -> Outcome {
        guard schedule.countsWeeks else {
            guard start <= today, schedule.isDue(start), let firstMarked, start >= firstMarked else { return .neutral }
            switch marks[start] {
            case .yes?: return .done
            case .skip?: return .neutral
            case .no?: return .missed
            case nil: return start == today ? .neutral : .missed
            }
        }
        let days = (0..<7).map { start.adding(days: $0) }.filter { $0 <= today }
        let done = days.count { marks[$0] == .yes }
        let skipped = days.count { marks[$0] == .skip }
        if done >= schedule.timesAWeek { return .done }
        guard let firstMarked, start >= firstMarked else { return .neutral }
        if days.last.map(period) == period(of: today) || done + skipped >= schedule.timesAWeek { return .neutral }
        return .missed
    }

    /// The streak that reaches today, walking back from today's period to the one holding
    /// `first`.
    /// - Returns: Its length in periods, and whether a missed period ended it at or after
    ///   `first` (else an earlier day may lengthen it: read further back).
    public func current(since first: EntryDate) -> (length: Int, ended: Bool) {
        var length = 0
        var start = period(of: today)
        let stop = period(of: first)
        while start >= stop {
            switch outcome(ofPeriodAt: start) {
            case .done: length += 1
            case .missed: return (length, true)
            case .neutral: break
            }
            start = start.adding(days: -self.length)
        }
        return (length, false)
    }

    /// The longest streak from the period holding `first` to today's, the current one too.
    public func best(since first: EntryDate) -> Int {
        var best = 0
        var run = 0
        var start = period(of: first)
        let last = period(of: today)
        while start <= last {
            switch outcome(ofPeriodAt: start) {
            case .done:
                run += 1
                best = max(best, run)
            case .missed: run = 0
            case .neutral: break
            }
            start = start.adding(days: length)
        }
        return best
    }

    /// Done periods over done and missed ones in `days` (up to today), neutral ones left out of
    /// both: so a skip and today unmarked count for nothing, and a week in progress only once
    /// met. Nil when no period counts.
    public func rate(over days: ClosedRange<EntryDate>) -> Double? {
        var done = 0
        var counted = 0
        var start = period(of: days.lowerBound)
        while start <= min(days.upperBound, today) {
            switch outcome(ofPeriodAt: start) {
            case .done:
                done += 1
                counted += 1
            case .missed: counted += 1
            case .neutral: break
            }
            start = start.adding(days: length)
        }
        return counted == 0 ? nil : Double(done) / Double(counted)
    }

    /// The day the first streak of `target` periods from `first`'s period on was reached: the
    /// done day itself, or the day a week got its last needed `yes`. Nil when none was.
    public func reached(_ target: Int, since first: EntryDate) -> EntryDate? {
        var run = 0
        var start = period(of: first)
        while start <= period(of: today) {
            switch outcome(ofPeriodAt: start) {
            case .done:
                run += 1
                guard run >= target else { break }
                guard schedule.countsWeeks else { return start }
                let yes = (0..<7).map { start.adding(days: $0) }.filter { marks[$0] == .yes && $0 <= today }
                return yes[schedule.timesAWeek - 1]
            case .missed: run = 0
            case .neutral: break
            }
            start = start.adding(days: length)
        }
        return nil
    }

    /// The streak whose span holds `day`'s period: the done periods from the missed one before
    /// it (back to `first`'s period) to the missed one after it (or today's); none when `day`'s
    /// period is itself missed.
    /// - Returns: Its length, and whether a missed period ended it at or after `first`.
    public func run(through day: EntryDate, since first: EntryDate) -> (length: Int, ended: Bool) {
        let own = period(of: day)
        if outcome(ofPeriodAt: own) == .missed { return (0, true) }
        var length = 0
        var start = own.adding(days: self.length)
        while start <= period(of: today), outcome(ofPeriodAt: start) != .missed {
            if outcome(ofPeriodAt: start) == .done { length += 1 }
            start = start.adding(days: self.length)
        }
        start = own
        while start >= period(of: first) {
            switch outcome(ofPeriodAt: start) {
            case .done: length += 1
            case .missed: return (length, true)
            case .neutral: break
            }
            start = start.adding(days: -self.length)
        }
        return (length, false)
    }
}
