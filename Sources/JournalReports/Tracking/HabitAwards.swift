import JournalFormat

/// The awards for keeping a habit: 7, 30 and 100 in a row, by any habit. A `day` or `weekdays`
/// habit counts days (``HabitStreaks``: a skip or a day not due neither breaks nor extends);
/// a `week` or `N/week` habit counts met weeks, so its awards are 7, 30 and 100 weeks in a row,
/// as their text says. Listed only for a journal whose config declares a habit.
public enum HabitAwards {
    static let definitions: [(target: Int, title: String)] = [
        (7, "A habit kept 7 in a row"), (30, "A habit kept 30 in a row"), (100, "A habit kept 100 in a row"),
    ]

    static func award(_ definition: (target: Int, title: String), best: Int, on day: EntryDate?) -> Award {
        Award(
            id: "habit-streak-\(definition.target)", title: definition.title,
            howToUnlock:
                "Keep a habit \(definition.target) days in a row (a week or N/week habit: \(definition.target) weeks in a row).",
            unlockedOn: day, progress: Award.Progress(current: min(best, definition.target), target: definition.target))
    }

    /// The habit awards for `history` up to `today`: empty when `tracks` hold no habit.
    public static func evaluate(tracks: [Track], history: TrackHistory, today: EntryDate) -> [Award] {
        let habits = tracks.filter { $0.schedule != nil }
        guard !habits.isEmpty else { return [] }
        let first = history.days.first ?? today
        let streaks = habits.map { HabitStreaks(track: $0, history: history, today: today) }
        let best = streaks.map { $0.best(since: first) }.max() ?? 0
        return definitions.map { definition in
            award(definition, best: best, on: streaks.compactMap { $0.reached(definition.target, since: first) }.min())
        }
    }

    /// The habit awards a change to `changes`' days unlocked: reached after it, not before.
    ///
    /// Only a day whose habit mark changed can reach one, through the streak that spans it; that
    /// streak is read backwards in blocks of 8 weeks, doubling, and forwards to today. Only when
    /// it newly reaches a target is the whole history read, to learn whether an earlier streak
    /// (of any habit) had reached it already.
    public static func unlocked(by changes: [ChangedDay], tracks: [Track], in journal: Journal, today: EntryDate)
        -> [Award]
    {
        let habits = tracks.filter { $0.schedule != nil }
        var candidates: Set<Int> = []
        for track in habits {
            let changed = changes.filter { change in
                change.date <= today && mark(of: track, in: change.before) != mark(of: track, in: change.after)
            }
            for change in changed {
                guard let (after, before) = try? runs(of: track, through: change, among: changed, journal, today)
                else { continue }
                for definition in definitions where before < definition.target && after >= definition.target {
                    candidates.insert(definition.target)
                }
            }
        }
        guard !candidates.isEmpty, let history = try? TrackHistory(tracks: habits, in: journal) else { return [] }
        var beforeValues = history.values
        for change in changes {
            for track in habits {
                beforeValues[track.name]?[change.date] = nil
                if let mark = mark(of: track, in: change.before) {
                    beforeValues[track.name, default: [:]][change.date] = .habit(mark)
                }
            }
        }
        let earlier = TrackHistory(values: beforeValues, days: history.days)
        let first = history.days.first ?? today
        let bestBefore =
            habits.map { HabitStreaks(track: $0, history: earlier, today: today).best(since: first) }.max() ?? 0
        return evaluate(tracks: habits, history: history, today: today).filter { award in
            candidates.contains(award.progress.target) && award.unlocked && bestBefore < award.progress.target
        }
    }

    /// The streak through `change`'s day after the change and before it (the `changed` days
    /// with their marks before).
    private static func runs(
        of track: Track, through change: ChangedDay, among changed: [ChangedDay], _ journal: Journal,
        _ today: EntryDate
    ) throws -> (after: Int, before: Int) {
        let oldest = try journal.entryYears().min().map { EntryDate(year: $0, month: 1, day: 1) } ?? today
        var weeks = 8
        var first = change.date.startOfWeek.adding(days: -7 * weeks)
        var marks = try HabitStreaks.marks(of: track, in: journal, days: first...max(first, today))
        while true {
            var earlier = marks
            for day in changed { earlier[day.date] = mark(of: track, in: day.before) }
            let schedule = track.schedule ?? .daily
            let after = HabitStreaks(schedule: schedule, marks: marks, today: today).run(
                through: change.date, since: first)
            let before = HabitStreaks(schedule: schedule, marks: earlier, today: today)
                .run(through: change.date, since: first)
            if (after.ended && before.ended) || first <= oldest { return (after.length, before.length) }
            let end = first.adding(days: -1)
            weeks *= 2
            first = end.adding(days: 1 - 7 * weeks)
            marks.merge(try HabitStreaks.marks(of: track, in: journal, days: first...end)) { _, new in new }
        }
    }

    private static func mark(of track: Track, in summary: EntrySummary?) -> HabitMark? {
        guard let summary, let field = FrontMatterFields.field(track.name, in: summary.fields),
            case .habit(let mark)? = track.read(field.text)
        else { return nil }
        return mark
    }
}
