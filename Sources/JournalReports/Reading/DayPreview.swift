import Foundation
import JournalFormat
import TextLines

/// What a reader is shown of a day before opening it: its first lines, its words and its open
/// action steps. `onthisday`, `review`, the `open` picker, the calendar's cursor and the language
/// server's hover all show a day this way, so they agree on what "the first line" is.
///
/// The first lines are the ones the user wrote in the Journal section; a day with nothing there
/// shows the first lines written anywhere else. Never shown: the front matter, the title,
/// section headings, the poem's letters line, the template's prompts and blank lines.
public struct DayPreview: Sendable, Equatable {
    public var date: EntryDate
    /// The file, as ``Journal/displayPath(_:)`` names it.
    public var path: String
    public var words: Int
    /// The first lines the user wrote, as written (list markers included), at most the number
    /// asked for.
    public var lines: [String]
    /// The text of the action steps that are neither ticked nor carried.
    public var openSteps: [String]

    /// The first line, or `nil` for a day with only headings.
    public var firstLine: String? { lines.first }

    public init(date: EntryDate, path: String, words: Int, lines: [String], openSteps: [String]) {
        self.date = date
        self.path = path
        self.words = words
        self.lines = lines
        self.openSteps = openSteps
    }

    /// The preview of `entry`, `nil` when the day is not written (only its template).
    /// - Parameters:
    ///   - prompts: ``Journal/templatePrompts()``, read once by a caller that previews many days.
    ///   - lineLimit: How many first lines to keep.
    public init?(_ entry: Entry, prompts: TemplatePrompts, lineLimit: Int = 3) {
        self.init(EntryGlance(entry), prompts: prompts, lineLimit: lineLimit)
    }

    /// The preview of an entry at a glance, `nil` when the day is not written (only its template).
    public init?(_ glance: EntryGlance, prompts: TemplatePrompts, lineLimit: Int = 3) {
        guard glance.isWritten, let date = glance.date else { return nil }
        self.init(
            date: date, path: glance.path, words: glance.wordCount,
            lines: Self.firstLines(of: glance, prompts: prompts, limit: lineLimit),
            openSteps: glance.actionSteps.filter(\.isOpen).map(\.text))
    }

    /// The preview of `date`'s entry in `journal`; `nil` when the day has no file or is not
    /// written. A plain entry is read without a full parse (``Journal/glance(_:)``).
    /// - Throws: ``JournalError`` when the file cannot be read or is not UTF-8.
    public static func read(
        _ date: EntryDate, in journal: Journal, prompts: TemplatePrompts, lineLimit: Int = 3
    ) throws -> DayPreview? {
        guard let glance = try journal.glance(date) else { return nil }
        return DayPreview(glance, prompts: prompts, lineLimit: lineLimit)
    }

    /// The first `limit` lines written in the Journal section, else anywhere in the body.
    static func firstLines(of glance: EntryGlance, prompts: TemplatePrompts, limit: Int) -> [String] {
        let bytes = glance.bytes
        let promptRanges = prompts.ranges(in: bytes)
        let lines = LineRanges.lines(of: bytes)
        func written(_ numbers: some Sequence<Int>) -> [String] {
            var found: [String] = []
            for number in numbers where number >= 1 && number <= lines.count && !glance.structureLines.contains(number)
            {
                let line = lines[number - 1]
                var text = Array(bytes[line.content])
                // A prompt on the line is not the user's; cut it out.
                for range in promptRanges.reversed() where range.overlaps(line.content) {
                    let lower = max(range.lowerBound, line.start) - line.start
                    let upper = min(range.upperBound, line.contentEnd) - line.start
                    text.removeSubrange(lower..<upper)
                }
                var string = String(decoding: text, as: UTF8.self).trimmingBlanks()
                if ATXHeading.level(of: string.utf8) != nil {
                    // Level 1 and 2 are the day's title and its sections; deeper ones are titles
                    // the user gave part of the day (imported entries' titles among them).
                    guard string.hasPrefix("###") else { continue }
                    string = string.drop { $0 == "#" }.trimmingBlanks()
                }
                guard !string.isEmpty else { continue }
                found.append(string)
                if found.count == limit { break }
            }
            return found
        }
        if let journal = glance.journalBody {
            let found = written(journal)
            if !found.isEmpty { return found }
        }
        return written(1...max(lines.count, 1))
    }
}
