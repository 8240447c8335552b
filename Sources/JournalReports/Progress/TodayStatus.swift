import Foundation
import JournalFormat

/// `nightly status`: whether today is written and how long the current streak is, for a shell
/// prompt, read without reading the journal: today's file, then one file a day back for as
/// long as the streak goes.
///
/// The rules are `stats`': a day is written when it has a word beyond the template, and an
/// unwritten today does not break the streak until it is over (``Streaks``).
public struct TodayStatus: Sendable, Equatable, Encodable {
    public var date: EntryDate
    public var written: Bool
    /// The current streak in days: up to today when it is written, else up to yesterday.
    public var streak: Int

    public init(date: EntryDate, written: Bool, streak: Int) {
        self.date = date
        self.written = written
        self.streak = streak
    }

    /// Reads `journal` for `today`; files that cannot be read count as unwritten and are
    /// reported to `problem`, as the reports leave them out.
    ///
    /// The walk reads a day at a time while the streak is short, as it mostly is; past a
    /// month it reads the days before in batches on all cores, so a streak of years costs
    /// about what `stats` does.
    public init(journal: Journal, today: EntryDate, problem: (String) -> Void = { _ in }) {
        date = today
        var problems: [String] = []
        written = Self.isWritten(today, in: journal, problems: &problems)
        var streak = written ? 1 : 0
        var next = today  // The day after the next one to read.
        var batch = 1
        walking: while next > Self.earliest {
            let days = (1...min(batch, Self.earliest.days(to: next))).map { next.adding(days: -$0) }
            let found =
                batch == 1
                ? [Self.isWritten(days[0], in: journal, problems: &problems)]
                : concurrentMap(days) { day in
                    var ignored: [String] = []
                    return Self.isWritten(day, in: journal, problems: &ignored)
                }
            for (day, isWritten) in zip(days, found) {
                guard isWritten else {
                    // A batch read in parallel reports only the file that ended the streak.
                    if batch > 1 { _ = Self.isWritten(day, in: journal, problems: &problems) }
                    break walking
                }
                streak += 1
            }
            next = days.last!
            if streak >= 31 { batch = 512 }
        }
        self.streak = streak
        problems.forEach(problem)
    }

    /// Whether `day`'s entry has a word beyond the template; a file that cannot be read does
    /// not, and says why in `problems`.
    private static func isWritten(_ day: EntryDate, in journal: Journal, problems: inout [String]) -> Bool {
        do {
            return try journal.isWritten(day)
        } catch {
            problems.append("\(error); counted as not written")
            return false
        }
    }

    /// The line for a prompt: "written today · 12-day streak", "not written yet · no streak".
    public var line: String {
        let streakText = streak == 0 ? "no streak" : "\(streak)-day streak"
        return "\(written ? "written today" : "not written yet") · \(streakText)"
    }

    /// `format` with its placeholders filled in: `{streak}`, `{date}`, `{written}` (`yes` or
    /// `no`), `{mark}` (`✓` or `✗`) and `{line}`, the default line. `{{` and `}}` are braces.
    /// - Throws: ``PlaceholderFormat/UnknownPlaceholder`` for any other `{…}`.
    public func formatted(_ format: String) throws -> String {
        let values = [
            "streak": String(streak), "date": date.iso, "written": written ? "yes" : "no", "mark": written ? "✓" : "✗",
            "line": line,
        ]
        return try PlaceholderFormat(format, keys: Array(values.keys), command: "status").fill(values)
    }

    /// A `--format` with a `{…}` that is not a placeholder, or a lone brace.
    public typealias UnknownPlaceholder = PlaceholderFormat.UnknownPlaceholder

    private static let earliest = EntryDate(year: 1, month: 1, day: 1)
}
