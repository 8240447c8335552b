import Foundation
import JournalFormat

/// `nightly status`: whether today is written and how long the current streak is, for a shell
/// prompt, read without reading the journal: today's file, then one file a day back for as
/// long as the streak goes, each known from the streak cache when unchanged.
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
    /// month it reads the days before in batches on all cores. A day whose file is as it was
    /// when an earlier status found it written (``StreakCache``) is not read again, so a
    /// streak of years costs a `stat` a day once it has been read whole. `now` is the clock the
    /// cache judges a file settled by (``StreakCache/settling``).
    public init(journal: Journal, today: EntryDate, now: Date = Date(), problem: (String) -> Void = { _ in }) {
        date = today
        var problems: [String] = []
        let cache = StreakCache(journal: journal)
        let known = cache.isKept ? cache : nil
        let stamper = EntryStamper(journal)
        let now = Int64(now.timeIntervalSince1970 * 1_000_000_000)
        var kept: [StreakCache.Record] = []
        let first = Self.check(today, in: journal, stamper: stamper, known: known, now: now)
        written = first.written
        if let stamp = first.stamp { kept.append(StreakCache.Record(day: today.dayNumber, stamp: stamp)) }
        if let found = first.problem { problems.append(found) }
        var streak = written ? 1 : 0
        var next = today  // The day after the next one to read.
        var batch = 1
        walking: while next > Self.earliest {
            let days = (1...min(batch, Self.earliest.days(to: next))).map { next.adding(days: -$0) }
            let checks =
                batch == 1
                ? [Self.check(days[0], in: journal, stamper: stamper, known: known, now: now)]
                : concurrentMap(days) { Self.check($0, in: journal, stamper: stamper, known: known, now: now) }
            for (day, check) in zip(days, checks) {
                guard check.written else {
                    if let found = check.problem { problems.append(found) }
                    break walking
                }
                if let stamp = check.stamp { kept.append(StreakCache.Record(day: day.dayNumber, stamp: stamp)) }
                streak += 1
            }
            next = days.last!
            if streak >= 31 { batch = 512 }
        }
        self.streak = streak
        cache.save(kept)
        problems.forEach(problem)
    }

    /// One day of the walk: whether it is written, the stamp to keep when it is, and why its
    /// file could not be read.
    private struct DayCheck: Sendable {
        var written: Bool
        var stamp: EntryStamp?
        var problem: String?
    }

    /// Whether `day`'s entry has a word beyond the template: known when its file's stamp is the
    /// one `known` kept, else read. A file that cannot be read is not written, and says why.
    /// `known` is nil when no cache is kept (no stamps are taken then).
    private static func check(
        _ day: EntryDate, in journal: Journal, stamper: EntryStamper, known: StreakCache?, now: Int64
    ) -> DayCheck {
        let stamp = known == nil ? nil : stamper.stamp(of: day)
        if let stamp, known?.stamp(of: day.dayNumber) == stamp { return DayCheck(written: true, stamp: stamp) }
        do {
            let written = try journal.isWritten(day)
            let settled = stamp.map { StreakCache.isSettled($0, now: now) } ?? false
            return DayCheck(written: written, stamp: written && settled ? stamp : nil)
        } catch {
            return DayCheck(written: false, problem: "\(error); counted as not written")
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
