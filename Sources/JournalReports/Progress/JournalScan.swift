import Dispatch
import Foundation
import JournalFormat

/// Every entry of a journal read once into small per-day summaries, the input of every
/// progress report. Files are read and summarised on all cores; the result is in date order.
public struct JournalScan: Sendable {
    /// A file that could not be read or is not UTF-8; the reports leave it out.
    public struct Problem: Sendable, Equatable, CustomStringConvertible {
        public var path: String
        public var message: String
        public var description: String { "\(path): \(message)" }
    }

    /// One summary per day that has a file, in date order.
    public let days: [EntrySummary]
    public let problems: [Problem]
    /// For each day, the numbers ``TrackReader/numbers(in:)`` reads of the tracks the scan was
    /// asked for, read in the same pass; empty when none were.
    public let trackNumbers: [[Double?]]

    /// Summaries given directly, for tests and for callers that already hold them.
    public init(days: [EntrySummary], problems: [Problem] = []) {
        self.days = days.filter { $0.date != nil }.sorted { $0.date! < $1.date! }
        self.problems = problems
        trackNumbers = []
    }

    /// Reads every entry file of `journal` (only those of `days`, when given), with its section
    /// titles, each summary with `parts` (``EntrySummary/Parts``: a report that shows no words
    /// counts none), and with `tracks` the tracks' numbers, read from each day's bytes as it is
    /// read (``trackNumbers``).
    /// - Throws: ``JournalError/unreadable(path:reason:)`` when the folder cannot be listed.
    public init(
        journal: Journal, days range: ClosedRange<EntryDate>? = nil, parts: EntrySummary.Parts = .all,
        tracks: TrackReader? = nil
    ) throws {
        let files = try range.map(journal.entryFiles(in:)) ?? journal.entryFiles()
        // Entries that need the full parse reach cmark-gfm from several threads at once (see
        // concurrentMap).
        let reader = EntryFileReader(journal)
        var results = concurrentMap(files) { file in
            Result {
                let bytes = try reader.read(file)
                let summary = try EntrySummary.read(
                    bytes, date: file.date, path: file.relativePath, titles: journal.sectionTitles,
                    parts: parts)
                // Read while the day is at hand: no second pass over a lifetime of summaries.
                return (summary, tracks.map { $0.numbers(inEntry: bytes) } ?? [])
            }.mapError { $0 as? JournalError ?? .unreadable(path: file.relativePath, reason: "\($0)") }
        }
        var days: [EntrySummary] = []
        var numbers: [[Double?]] = []
        var problems: [Problem] = []
        days.reserveCapacity(files.count)
        if tracks != nil { numbers.reserveCapacity(files.count) }
        // Summaries are moved out from the end, not copied: thousands of them hold strings.
        while let result = results.popLast() {
            switch result {
            case .success(let (summary, read)):
                days.append(summary)
                if tracks != nil { numbers.append(read) }
            case .failure(let error):
                let file = files[results.count]
                problems.append(Problem(path: journal.displayPath(file.url), message: Self.message(for: error)))
            }
        }
        days.reverse()
        numbers.reverse()
        problems.reverse()
        self.days = days
        self.problems = problems
        trackNumbers = numbers
    }

    /// The days up to and including `today`: reports never count the future.
    public func days(through today: EntryDate) -> ArraySlice<EntrySummary> {
        let end = days.firstIndex { $0.date! > today } ?? days.endIndex
        return days[..<end]
    }

    private static func message(for error: JournalError) -> String {
        switch error {
        case let .invalidUTF8(_, line, column): return "invalid UTF-8 at line \(line), column \(column); left out"
        case let .unreadable(_, reason): return "cannot read: \(reason); left out"
        case .locked: return "locked: run nightly encrypt unlock KEYFILE; left out"
        default: return "\(error); left out"
        }
    }
}
