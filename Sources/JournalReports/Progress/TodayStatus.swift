import Foundation
import JournalFormat

/// `nightly status`: whether today is written and how long the current streak is, for a shell
/// prompt, read without reading the journal: today's file, then back for as long as the streak
/// goes, each day or year known from the streak cache when unchanged.
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
    /// The walk (``StreakWalk``) looks at a day at a time while the streak is short, as it
    /// mostly is, and reads a day only when its file changed since an earlier status found it
    /// written; further back, a year whose folders are unchanged is passed over in one step
    /// (``StreakCache``), so a streak of years costs about as much as one of a month. `now` is
    /// the clock the cache judges files settled and its trust expired by.
    public init(journal: Journal, today: EntryDate, now: Date = Date(), problem: (String) -> Void = { _ in }) {
        date = today
        var walk = StreakWalk(journal: journal, today: today, now: Int64(now.timeIntervalSince1970 * 1_000_000_000))
        (written, streak) = walk.run()
        walk.problems.forEach(problem)
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
}
