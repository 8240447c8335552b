import Foundation
import JournalFormat

/// Finding written days near a date without reading the journal: `open --previous` and
/// `--next`, and the language server's `nightly.previous` and `nightly.next`, step to the
/// nearest day that has writing (not the calendar's yesterday), reading one year folder at a
/// time outward from the date.
public struct WrittenDays: Sendable {
    public let journal: Journal

    public init(_ journal: Journal) {
        self.journal = journal
    }

    /// The nearest written day before `date`, or `nil` when there is none.
    /// - Throws: ``JournalError`` when the folder cannot be listed or an entry read.
    public func before(_ date: EntryDate) throws -> EntryFile? {
        for year in try journal.entryYears().reversed() where year <= date.year {
            let days = EntryDate(year: year, month: 1, day: 1)...min(EntryDate(year: year, month: 12, day: 31), date)
            for file in try journal.entryFiles(in: days).reversed() where file.date < date {
                if try isWritten(file) { return file }
            }
        }
        return nil
    }

    /// The nearest written day after `date`, or `nil` when there is none.
    /// - Parameter last: The last day looked at; readers pass today, as a day planned ahead is
    ///   not one to read back.
    public func after(_ date: EntryDate, until last: EntryDate? = nil) throws -> EntryFile? {
        let last = last ?? EntryDate(year: 9999, month: 12, day: 31)
        guard date < last else { return nil }
        for year in try journal.entryYears() where year >= date.year && year <= last.year {
            let days =
                max(
                    EntryDate(year: year, month: 1, day: 1), date)...min(
                    EntryDate(year: year, month: 12, day: 31), last)
            for file in try journal.entryFiles(in: days) where file.date > date {
                if try isWritten(file) { return file }
            }
        }
        return nil
    }

    /// Whether `file` holds writing beyond its template, read up to its first word
    /// (``EntrySummary/isWritten(_:path:titles:)``).
    public func isWritten(_ file: EntryFile) throws -> Bool {
        try EntrySummary.isWritten(
            Journal.read(file.url), path: journal.displayPath(file.url), titles: journal.sectionTitles)
    }
}
