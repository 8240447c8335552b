import Foundation
import JournalFormat

/// The days whose entries mention a text, newest first: what `nightly open TEXT` opens or
/// offers to pick from. Matching is `nightly grep -i`'s (``JournalGrep``), so the template's
/// prompts never match and both commands agree on what a day says.
public struct MatchingDays: Sendable {
    /// One day that matched, with the first line that did.
    public struct Day: Sendable, Equatable {
        public var date: EntryDate
        /// The file, as ``Journal/displayPath(_:)`` names it.
        public var path: String
        /// The first matching line, trimmed.
        public var line: String
    }

    public var days: [Day]
    /// A message per file that could not be searched.
    public var problems: [String]

    /// Searches `journal` for `text`, an extended regular expression, ignoring case.
    /// - Throws: ``RegexError``, ``TimedOut`` or ``JournalError`` as ``JournalGrep/search(_:timeLimit:)``.
    public init(_ text: String, in journal: Journal) throws {
        let found = try JournalGrep(pattern: text, ignoreCase: true).search(journal)
        let names = journal.entryPathNames()
        let dates = Dictionary(try journal.entryFiles().map { (names.displayPath($0), $0.date) }) { first, _ in first }
        var seen: Set<String> = []
        var days: [Day] = []
        for match in found.matches where !seen.contains(match.path) {
            guard let date = dates[match.path] else { continue }
            seen.insert(match.path)
            let line = String(decoding: match.text, as: UTF8.self).trimmingCharacters(in: .whitespaces)
            days.append(Day(date: date, path: match.path, line: line))
        }
        // Newest first; a day with two files keeps the order the journal lists them in.
        self.days = days.enumerated().sorted { ($1.element.date, $0.offset) < ($0.element.date, $1.offset) }
            .map(\.element)
        problems = found.problems
    }
}
