import Foundation
import JournalFormat
import JournalReports
import LanguageServer

/// Dates in the text lead to their day: `2026-11-20`, `[[2026-11-20]]` and a Markdown link to
/// an entry (`[the dentist](2026-11-20.md)`, whose target holds the date) are document links
/// and answer go-to-definition with that day's file when it exists, and hovering one shows the
/// day's preview (``DayPreview``: its first lines, words and open steps). A link only ever
/// names the journal's own file for the day, whatever path the text wrote.
struct DayLinks {
    /// A date written in a document: its 0-based line and UTF-8 columns.
    struct Found: Equatable {
        var date: EntryDate
        var line: Int
        var columns: Range<Int>
    }

    let context: JournalContext

    /// The dates written on `content`, a line without its line break: ten characters
    /// `YYYY-MM-DD` that make a real day nightly keeps (``EntryDate/supported``: a file named
    /// for a day outside it is not an entry), with no digit on either side.
    static func dates(in content: Substring) -> [(date: EntryDate, columns: Range<Int>)] {
        let bytes = Array(content.utf8)
        guard bytes.count >= 10 else { return [] }
        func isDigit(_ index: Int) -> Bool { index >= 0 && index < bytes.count && (0x30...0x39).contains(bytes[index]) }
        var found: [(EntryDate, Range<Int>)] = []
        var index = 0
        while index + 10 <= bytes.count {
            let shape = (0..<10).allSatisfy { offset in
                offset == 4 || offset == 7 ? bytes[index + offset] == UInt8(ascii: "-") : isDigit(index + offset)
            }
            if shape, !isDigit(index - 1), !isDigit(index + 10),
                let date = EntryDate(iso: String(decoding: bytes[index..<(index + 10)], as: UTF8.self)),
                date.isSupported
            {
                found.append((date, index..<(index + 10)))
                index += 10
            } else {
                index += 1
            }
        }
        return found
    }

    func dates(in document: TextDocument, lines: Range<Int>) -> [Found] {
        lines.clamped(to: 0..<document.lines.count).flatMap { line in
            Self.dates(in: document.content(ofLine: line)).map { Found(date: $0.date, line: line, columns: $0.columns) }
        }
    }

    /// The date at `position` (its end included, where a cursor after it stands).
    func date(at position: Position, in document: TextDocument, encoding: PositionEncoding) -> Found? {
        let column = document.utf8Column(of: position, encoding: encoding)
        return dates(in: document, lines: position.line..<(position.line + 1)).first {
            $0.columns.lowerBound <= column && column <= $0.columns.upperBound
        }
    }

    func range(of found: Found, in document: TextDocument, encoding: PositionEncoding) -> TextRange {
        TextRange(
            start: document.position(line: found.line, utf8Column: found.columns.lowerBound, encoding: encoding),
            end: document.position(line: found.line, utf8Column: found.columns.upperBound, encoding: encoding))
    }

    /// The day's file when it exists in the journal (and no link leads it out).
    func file(of date: EntryDate) -> URL? {
        let url = context.journal.url(for: date)
        guard FileManager.default.fileExists(atPath: url.path), context.journal.linkLeavingJournal(url) == nil
        else { return nil }
        return url
    }

    /// `textDocument/documentLink`: every date whose day has a file.
    func links(in document: TextDocument, encoding: PositionEncoding) -> [DocumentLink] {
        var files: [EntryDate: URL?] = [:]
        return dates(in: document, lines: 0..<document.lines.count).compactMap { found in
            if files[found.date] == nil { files[found.date] = file(of: found.date) }
            guard let url = files[found.date] ?? nil else { return nil }
            return DocumentLink(
                range: range(of: found, in: document, encoding: encoding), target: DocumentURI.uri(ofPath: url.path),
                tooltip: found.date.longTitle)
        }
    }

    /// `textDocument/definition`: the file of the day under the cursor.
    func definition(at position: Position, in document: TextDocument, encoding: PositionEncoding) -> [Location] {
        guard let found = date(at: position, in: document, encoding: encoding), let url = file(of: found.date) else {
            return []
        }
        let start = Position(line: 0, character: 0)
        return [Location(uri: DocumentURI.uri(ofPath: url.path), range: TextRange(start: start, end: start))]
    }

    /// `textDocument/hover`: the preview of the day under the cursor.
    func hover(at position: Position, in document: TextDocument, encoding: PositionEncoding) -> Hover? {
        guard let found = date(at: position, in: document, encoding: encoding) else { return nil }
        var text = "**\(found.date.longTitle)**"
        let preview: DayPreview?
        if file(of: found.date) == nil {
            text += " · no entry"
            preview = nil
        } else {
            preview = try? DayPreview.read(found.date, in: context.journal, prompts: context.journal.templatePrompts())
            text += preview.map { " · " + CountedNoun.of($0.words, "word", "words") } ?? " · nothing written yet"
        }
        if let preview {
            if !preview.lines.isEmpty { text += "\n\n" + preview.lines.joined(separator: "  \n") }
            if !preview.openSteps.isEmpty {
                text += "\n\nOpen steps:\n" + preview.openSteps.map { "- [ ] \($0)" }.joined(separator: "\n")
            }
        }
        return Hover(contents: MarkupContent(markdown: text), range: range(of: found, in: document, encoding: encoding))
    }
}
