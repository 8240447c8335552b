import Foundation
import JournalFormat

/// A day's card of every track (`nightly track`): its value or that it is not set, whether a
/// habit is due, and a count's quit plan.
public struct TrackCard: Sendable {
    public struct Row: Sendable {
        public var track: Track
        public var value: TrackValue?
        /// For a habit: whether it is still due that day (a weekly habit whose week is met is not).
        public var due: Bool?
        /// For a count with a quit plan, on today's card.
        public var quit: QuitProgress?
        /// For a count with a quit plan: the day's target (``QuitPlan/target(on:)``).
        public var target: Int?
    }

    public var date: EntryDate
    public var rows: [Row]

    /// Reads `tracks` on `day`: the day's own file, the days of its week for weekly habits, and
    /// for a quit plan the days it needs (``QuitProgress``).
    public init(tracks: [Track], on day: EntryDate, in journal: Journal, now: ClockTime, today: EntryDate) throws {
        date = day
        let needsWeek = tracks.contains { $0.schedule?.countsWeeks == true }
        let history = try TrackHistory(
            tracks: tracks, in: journal, days: (needsWeek ? day.startOfWeek : day)...day)
        rows = try tracks.map { track in
            var row = Row(track: track, value: history.value(of: track.name, on: day))
            if let schedule = track.schedule {
                row.due = HabitDue.isDue(schedule, on: day, history: history, track: track.name)
            }
            if let plan = track.quitPlan {
                row.target = plan.target(on: day)
                // The time since the last event is today's to say; another day shows its target.
                if day == today { row.quit = try QuitProgress(track: track, in: journal, today: today, now: now) }
            }
            return row
        }
    }
}

/// Whether a habit is still to be done on a day.
public enum HabitDue {
    /// A daily habit is due every day, a weekdays habit Monday to Friday; a weekly habit on any
    /// day of a week that does not yet have its `yes` days (the day's own mark aside).
    public static func isDue(_ schedule: HabitSchedule, on day: EntryDate, history: TrackHistory, track: String)
        -> Bool
    {
        guard schedule.countsWeeks else { return schedule.isDue(day) }
        let done = (0..<7).count { offset in
            let other = day.startOfWeek.adding(days: offset)
            return other != day && history.value(of: track, on: other) == .habit(.yes)
        }
        return done < schedule.timesAWeek
    }
}

/// Where a quit plan stands (`nightly quit`): the time since the last event, today's count
/// against its target, the events avoided and the money saved.
public struct QuitProgress: Sendable {
    public var track: Track
    public var plan: QuitPlan
    /// The last event: its day and time (the day's end when the day kept no times, never after now).
    public var last: (date: EntryDate, time: ClockTime)?
    public var todayCount: Int?
    public var todayTarget: Int?
    /// The sum over the plan's days with a value, start to today, of max(0, baseline − count).
    public var avoided: Double
    /// `avoided` × cost, rounded to cents; nil without a cost.
    public var saved: Double?
    /// Whole minutes from the last event to now; nil without one.
    public var minutesSinceLast: Int?
    /// Days from today to the quit date (0 from then on).
    public var daysLeft: Int

    /// Reads what the plan needs: its days from the start to today, and, when none of them has an
    /// event, earlier days back to the last one, a year at a time.
    public init(track: Track, in journal: Journal, today: EntryDate, now: ClockTime) throws {
        self.track = track
        plan = track.quitPlan ?? QuitPlan()
        let first = min(plan.start ?? today, today)
        let history = try TrackHistory(tracks: [track], in: journal, days: first...today)
        let days = history.days(of: track.name)
        todayCount = history.value(of: track.name, on: today).flatMap(Self.count)
        todayTarget = plan.target(on: today)
        var avoided = 0.0
        if let start = plan.start, let baseline = plan.baseline {
            for (date, value) in days where date >= start {
                avoided += max(0, baseline - Double(Self.count(value) ?? 0))
            }
        }
        self.avoided = avoided
        saved = plan.cost.map { (avoided * $0 * 100).rounded() / 100 }
        daysLeft = max(0, plan.quit.map { today.days(to: $0) } ?? 0)
        var lastEvent = Self.lastEvent(in: days)
        var before = first
        let oldest =
            lastEvent != nil
            ? first : try journal.entryYears().min().map { EntryDate(year: $0, month: 1, day: 1) } ?? first
        while lastEvent == nil, before > oldest {
            let end = before.adding(days: -1)
            let start = max(oldest, end.adding(days: -365))
            lastEvent = Self.lastEvent(
                in: try TrackHistory(tracks: [track], in: journal, days: start...end).days(of: track.name))
            before = start
        }
        if let lastEvent {
            let time = lastEvent.date == today ? min(lastEvent.time, now) : lastEvent.time
            last = (lastEvent.date, time)
            minutesSinceLast = max(
                0, lastEvent.date.days(to: today) * 1440 + now.minutesSinceMidnight - time.minutesSinceMidnight)
        }
    }

    private static func count(_ value: TrackValue) -> Int? {
        if case .count(let count, _) = value { return count }
        return nil
    }

    /// The latest day with an event, with its last time (23:59 when it kept none).
    private static func lastEvent(in days: [(date: EntryDate, value: TrackValue)]) -> (
        date: EntryDate, time: ClockTime
    )? {
        for (date, value) in days.reversed() {
            guard case .count(let count, let times) = value, count > 0 else { continue }
            return (date, times.last ?? ClockTime(minutesSinceMidnight: 1439))
        }
        return nil
    }

    /// "4 days 3 hours", "2 hours 5 minutes", "12 minutes".
    public static func duration(minutes: Int) -> String {
        let days = minutes / 1440
        let hours = minutes % 1440 / 60
        let rest = minutes % 60
        func counted(_ n: Int, _ unit: String) -> String { "\(n) \(unit)\(n == 1 ? "" : "s")" }
        if days > 0 { return hours > 0 ? "\(counted(days, "day")) \(counted(hours, "hour"))" : counted(days, "day") }
        if hours > 0 {
            return rest > 0 ? "\(counted(hours, "hour")) \(counted(rest, "minute"))" : counted(hours, "hour")
        }
        return counted(rest, "minute")
    }
}
