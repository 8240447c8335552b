import Foundation
import JournalFormat

/// The days whose entries mention a text, newest first: what `nightly open TEXT` opens or
/// offers to pick from. Matching is `nightly grep -i`'s (``JournalGrep``), so the template's
/// prompts never match and both commands agree on what a day says.
public struct MatchingDays: Sendable {
    /// One day that matched, with the line to show for it.
    public struct Day: Sendable, Equatable {
        public var date: EntryDate
        /// The file, as ``Journal/displayPath(_:)`` names it.
        public var path: String
        /// The first matching line the user wrote, trimmed; when the text matched only the
        /// front matter or a heading, the day's first line (``DayPreview``).
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
        let files = Dictionary(try journal.entryFiles().map { (names.displayPath($0), $0) }) { first, _ in first }
        var matches: [String: [JournalGrep.Match]] = [:]
        var order: [String] = []
        for match in found.matches where files[match.path] != nil {
            if matches[match.path] == nil { order.append(match.path) }
            matches[match.path, default: []].append(match)
        }
        let prompts = journal.templatePrompts()
        let days = order.map { path in
            let file = files[path]!
            return Day(
                date: file.date, path: path,
                line: Self.line(matches[path]!, in: file, journal: journal, prompts: prompts))
        }
        // Newest first; a day with two files keeps the order the journal lists them in.
        self.days = days.enumerated().sorted { ($1.element.date, $0.offset) < ($0.element.date, $1.offset) }
            .map(\.element)
        problems = found.problems
    }

    /// The first match outside the front matter and the headings, else the day's first line.
    private static func line(
        _ matches: [JournalGrep.Match], in file: EntryFile, journal: Journal, prompts: TemplatePrompts
    ) -> String {
        func trimmed(_ match: JournalGrep.Match) -> String {
            String(decoding: match.text, as: UTF8.self).trimmingBlanks()
        }
        guard
            let entry = try? Entry.parse(
                Journal.read(file.url), date: file.date, path: matches[0].path, titles: journal.sectionTitles)
        else { return trimmed(matches[0]) }
        var skipped: Set<Int> = []
        if let frontMatter = entry.frontMatter { skipped.formUnion(frontMatter.lines) }
        for section in entry.sections { skipped.formUnion(section.headingLines) }
        // The day's title is a level-1 heading outside every section.
        let written = matches.first { !skipped.contains($0.line) && !trimmed($0).hasPrefix("# ") }
        if let written { return trimmed(written) }
        return DayPreview(entry, prompts: prompts, lineLimit: 1)?.firstLine ?? trimmed(matches[0])
    }
}
