import JournalFormat

extension HabitStreaks {
    /// `track`'s marks in `journal` over `days`.
    static func marks(of track: Track, in journal: Journal, days: ClosedRange<EntryDate>) throws -> [EntryDate:
        HabitMark]
    {
        let history = try TrackHistory(tracks: [track], in: journal, days: days)
        return HabitStreaks(track: track, history: history, today: days.upperBound).marks
    }

    /// The streak of `track` that reaches today, read backwards from today in blocks of 8 weeks,
    /// each twice the one before, until a missed period ends it or the journal's first year is
    /// read: a long journal with a short streak reads a few weeks.
    public static func current(of track: Track, in journal: Journal, today: EntryDate) throws -> Int {
        let oldest = try journal.entryYears().min().map { EntryDate(year: $0, month: 1, day: 1) } ?? today
        var marks: [EntryDate: HabitMark] = [:]
        var weeks = 8
        var end = today
        var first = today.startOfWeek.adding(days: -7 * (weeks - 1))
        while true {
            marks.merge(try Self.marks(of: track, in: journal, days: first...end)) { _, new in new }
            let streaks = HabitStreaks(schedule: track.schedule ?? .daily, marks: marks, today: today)
            let (length, ended) = streaks.current(since: first)
            if ended || first <= oldest { return length }
            end = first.adding(days: -1)
            weeks *= 2
            first = end.adding(days: 1 - 7 * weeks)
        }
    }
}
