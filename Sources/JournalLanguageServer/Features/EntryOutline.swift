import JournalFormat
import LanguageServer

/// `textDocument/documentSymbol` and `textDocument/foldingRange`: the entry's sections, and the
/// thought records inside the Thought diary.
struct EntryOutline {
    let entry: Entry
    let document: TextDocument
    let encoding: PositionEncoding

    /// One symbol per section (kind 15, as Markdown servers show headings), thought records as
    /// the Thought diary's children (kind 23).
    func symbols() -> [DocumentSymbol] {
        entry.sections.map { section in
            let heading = document.range(
                lines: section.headingLines.lowerBound - 1, section.headingLines.upperBound - 1, encoding: encoding)
            let last = lastWrittenLine(of: section.lines)
            let records = entry.thoughts.filter { section.lines.contains($0.line) }.map { record in
                let lines = recordLines(record)
                return DocumentSymbol(
                    name: record.trigger ?? record.thought ?? "Thought record", detail: record.time, kind: 23,
                    range: document.range(lines: lines.lowerBound - 1, lines.upperBound - 1, encoding: encoding),
                    selectionRange: document.range(lines: record.line - 1, record.line - 1, encoding: encoding))
            }
            return DocumentSymbol(
                name: section.title, kind: 15,
                range: document.range(lines: section.lines.lowerBound - 1, last - 1, encoding: encoding),
                selectionRange: heading, children: records.isEmpty ? nil : records)
        }
    }

    /// A fold per section (heading to its last written line) and per thought record.
    func foldingRanges() -> [FoldingRange] {
        let sections = entry.sections.compactMap { section -> FoldingRange? in
            let last = lastWrittenLine(of: section.lines)
            return last > section.lines.lowerBound
                ? FoldingRange(startLine: section.lines.lowerBound - 1, endLine: last - 1) : nil
        }
        let records = entry.thoughts.compactMap { record -> FoldingRange? in
            let lines = recordLines(record)
            return lines.count > 1 ? FoldingRange(startLine: lines.lowerBound - 1, endLine: lines.upperBound - 1) : nil
        }
        return sections + records
    }

    /// The 1-based lines of a thought record: from its first line to the line before the next
    /// record or the end of its section, blank lines at the end left out.
    func recordLines(_ record: ThoughtRecord) -> ClosedRange<Int> {
        let section = entry.sections.first { $0.lines.contains(record.line) }
        var end = section?.lines.upperBound ?? record.line
        if let next = entry.thoughts.first(where: { $0.line > record.line }), next.line - 1 < end {
            end = next.line - 1
        }
        return record.line...max(record.line, lastWrittenLine(of: record.line...end))
    }

    /// The last line of `lines` (1-based) that is not blank, or the first line.
    func lastWrittenLine(of lines: ClosedRange<Int>) -> Int {
        var last = min(lines.upperBound, document.lines.count)
        while last > lines.lowerBound,
            document.content(ofLine: last - 1).allSatisfy({ $0 == " " || $0 == "\t" || $0 == "\r" })
        {
            last -= 1
        }
        return last
    }
}
