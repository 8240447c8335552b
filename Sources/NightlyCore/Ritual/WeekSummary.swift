import JournalFormat
import JournalReports

/// What the ritual shows before and after writing: the current streak, and this week Monday to
/// Sunday. The rules are the progress reports' (`Streaks`, `WeekChart`), so the ritual and
/// `nightly stats` never disagree. (The awards a change unlocks come from ``DayTransaction``.)
public struct WeekSummary: Equatable, Sendable {
    public var streak: Streak
    public var week: [WeekChart.Day]

    public init(_ days: [EntrySummary], today: EntryDate) {
        let dated = days.filter { $0.date != nil }
        streak = Streaks(writtenDays: dated.filter(\.isWritten).map { $0.date! }, today: today).current
        week = WeekChart(Dictionary(dated.map { ($0.date!, $0) }) { first, _ in first }, today: today).days
    }

    /// Reads only the days it needs: this week's entries, and the streak walked back a day at
    /// a time from today (``TodayStatus``, the rules of ``Streaks``), so the greeting costs the
    /// same on a journal of twenty years as on one of a week. A file that cannot be read counts
    /// as unwritten, as the reports leave it out.
    /// - Throws: `JournalError` when an entry of this week cannot be read.
    public init(journal: Journal, today: EntryDate) throws {
        let status = TodayStatus(journal: journal, today: today)
        let end = status.written ? today : today.adding(days: -1)
        streak =
            status.streak == 0
            ? .none : Streak(days: status.streak, start: end.adding(days: 1 - status.streak), end: end)
        var summaries: [EntryDate: EntrySummary] = [:]
        var day = today.startOfWeek
        while day <= today {
            if let summary = try? journal.summary(day) { summaries[day] = summary }
            day = day.adding(days: 1)
        }
        week = WeekChart(summaries, today: today).days
    }

    /// "Streak: 3 days" or "No streak yet".
    public var streakLine: String {
        switch streak.days {
        case 0: return "No streak yet — tonight can start one."
        default: return "Streak: \(CountedNoun.of(streak.days, "day"))"
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
