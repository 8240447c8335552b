import Foundation
import JournalFormat

/// A day after today that has no entry yet: every door that opens a day creates it only when
/// the person means it (planning ahead is fine; a mistyped year is not). `nightly open` asks on
/// a terminal or wants `--future`; `nightly lsp`, which cannot ask, wants the editor to have
/// asked and to pass `--future`.
public struct FutureDay: Sendable, Equatable {
    public let day: EntryDate
    /// How many days after today, at least 1.
    public let daysAhead: Int

    /// Nil when `day` needs no asking: today or earlier, or a day whose file exists already.
    public init?(_ day: EntryDate, today: EntryDate, journal: Journal) {
        let ahead = today.days(to: day)
        guard ahead > 0, !FileManager.default.fileExists(atPath: journal.url(for: day).path) else { return nil }
        self.day = day
        daysAhead = ahead
    }

    /// `2026-11-24 is 1 day from today`.
    public var distance: String { "\(day.iso) is \(CountedNoun.of(daysAhead, "day")) from today" }
}
