import JournalFormat

/// What the ritual shows before and after writing: the current streak, this week Monday to
/// Sunday, and the awards unlocked today. The rules are the progress reports' (`Streaks`,
/// `WeekChart`, `Awards`), so the ritual and `nightly stats` never disagree.
public struct WeekSummary: Equatable, Sendable {
    public var streak: Streak
    public var week: [WeekChart.Day]
    /// Awards whose milestone was reached today.
    public var unlockedToday: [Award]

    public init(_ days: [EntrySummary], today: EntryDate) {
        let dated = days.filter { $0.date != nil }
        streak = Streaks(writtenDays: dated.filter(\.isWritten).map { $0.date! }, today: today).current
        week = WeekChart(Dictionary(dated.map { ($0.date!, $0) }) { first, _ in first }, today: today).days
        unlockedToday = Awards.evaluate(dated, today: today).filter { $0.unlockedOn == today }
    }

    /// Reads every entry of `journal` once.
    /// - Throws: `JournalError` when the folder cannot be listed.
    public init(journal: Journal, today: EntryDate) throws {
        self.init(try JournalScan(journal: journal).days, today: today)
    }

    /// Awards unlocked today in this summary but not in `earlier`: the ones tonight's writing
    /// unlocked. Comparing the summaries from before and after the editor announces an award
    /// once, on the run that unlocked it, with no state kept anywhere.
    public func newlyUnlocked(since earlier: WeekSummary) -> [Award] {
        unlockedToday.filter { award in !earlier.unlockedToday.contains { $0.id == award.id } }
    }

    /// "Streak: 3 days" or "No streak yet".
    public var streakLine: String {
        switch streak.days {
        case 0: return "No streak yet — tonight can start one."
        case 1: return "Streak: 1 day"
        default: return "Streak: \(streak.days) days"
        }
    }

    /// Two aligned rows: weekday names, then `x` for written, `-` for not, blank for later.
    public var weekLines: [String] {
        let names = EntryDate.weekdayAbbreviations(3)
        let marks = week.map { day in day.future ? "   " : day.written ? " x " : " - " }
        return [
            "This week  " + names.joined(separator: " "),
            String(("           " + marks.joined(separator: " ")).reversed().drop { $0 == " " }.reversed()),
        ]
    }
}
