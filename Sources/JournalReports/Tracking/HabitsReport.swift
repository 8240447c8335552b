import JournalFormat

/// `nightly habits`: each habit's last weeks day by day, its current and best streaks and its
/// completion rate over those weeks.
public struct HabitsReport: Sendable {
    /// One habit's line of the report.
    public struct Habit: Sendable {
        public var track: Track
        public var schedule: HabitSchedule
        /// `day` or `week`: what the streaks count.
        public var unit: String
        public var currentStreak: Int
        public var bestStreak: Int
        /// Done periods over counted ones in the shown weeks; nil when none counts.
        public var rate: Double?
        /// The shown days, Monday of the first week to Sunday of this one, with their marks.
        public var days: [(date: EntryDate, mark: HabitMark?)]
        /// The habit's first mark in the whole journal: it is kept from then on.
        public var firstMarked: EntryDate?
    }

    public var today: EntryDate
    /// Monday of the first week shown to Sunday of this one.
    public var days: ClosedRange<EntryDate>
    public var habits: [Habit]

    /// Reads the habits of `tracks` (the others are left out) for the `weeks` whole weeks that
    /// end with today's.
    ///
    /// The best streak may lie anywhere in the history, so the journal's front matter is read
    /// once, every habit at a time (``TrackHistory``), and the current streak is worked out from
    /// that same reading. (``HabitStreaks/current(of:in:today:)`` reads backwards in blocks, for
    /// a caller that needs the current streak alone.)
    public init(tracks: [Track], in journal: Journal, today: EntryDate, weeks: Int) throws {
        self.today = today
        let last = today.startOfWeek.adding(days: 6)
        days = last.adding(days: 1 - 7 * max(1, weeks))...last
        let habits = tracks.filter { $0.schedule != nil }
        let history = habits.isEmpty ? TrackHistory() : try TrackHistory(tracks: habits, in: journal)
        let first = min(history.days.first ?? today, days.lowerBound)
        let shown = days
        self.habits = habits.map { track in
            let streaks = HabitStreaks(track: track, history: history, today: today)
            return Habit(
                track: track, schedule: streaks.schedule, unit: streaks.unit,
                currentStreak: streaks.current(since: first).length, bestStreak: streaks.best(since: first),
                rate: streaks.rate(over: shown),
                days: stride(from: 0, through: shown.lowerBound.days(to: shown.upperBound), by: 1).map { offset in
                    let date = shown.lowerBound.adding(days: offset)
                    return (date, streaks.marks[date])
                }, firstMarked: streaks.firstMarked)
        }
    }
}

/// The JSON of `nightly habits --json`: `[{"name", "every", "unit", "current_streak",
/// "best_streak", "rate", "days": [{"date", "value"}]}]`.
public struct HabitsReportJSON: Encodable, Sendable {
    struct Habit: Encodable, Sendable {
        var name: String
        var every: String
        var unit: String
        var currentStreak: Int
        var bestStreak: Int
        var rate: Double?
        var days: [Day]

        func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(name, forKey: .name)
            try container.encode(every, forKey: .every)
            try container.encode(unit, forKey: .unit)
            try container.encode(currentStreak, forKey: .currentStreak)
            try container.encode(bestStreak, forKey: .bestStreak)
            try container.encode(rate, forKey: .rate)
            try container.encode(days, forKey: .days)
        }

        enum CodingKeys: String, CodingKey {
            case name, every, unit
            case currentStreak = "current_streak"
            case bestStreak = "best_streak"
            case rate, days
        }
    }

    struct Day: Encodable, Sendable {
        var date: EntryDate
        var value: String?

        func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(date, forKey: .date)
            try container.encode(value, forKey: .value)
        }

        enum CodingKeys: String, CodingKey { case date, value }
    }

    var habits: [Habit]

    public init(_ report: HabitsReport) {
        habits = report.habits.map { habit in
            Habit(
                name: habit.track.name, every: habit.schedule.description, unit: habit.unit,
                currentStreak: habit.currentStreak, bestStreak: habit.bestStreak, rate: habit.rate,
                days: habit.days.map { Day(date: $0.date, value: $0.mark?.rawValue) })
        }
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(habits)
    }
}
