import LanguageServer
import SmartLists

/// `textDocument/formatting` and `rangeFormatting`: renumber ordered lists, from each list's
/// first number (spec N2, N6). Nothing else is touched: no reflow, no spacing, no markers.
struct ListRenumbering {
    var engine = SmartListEngine()

    /// The edits that renumber every ordered list of the document, or only those with an item
    /// on `lines` (0-based).
    func edits(in document: TextDocument, lines: ClosedRange<Int>? = nil, encoding: PositionEncoding) -> [TextEdit] {
        let text = document.text
        let offsets = LineOffsets(document, lines: 0..<document.lines.count)
        var edits = Set<Edit>()
        var previousWasItem = false
        for line in 0..<document.lines.count {
            let content = document.content(ofLine: line)
            let isItem = Self.looksOrdered(content)
            // A list's first item, or the first after a paragraph inside it: one call per list
            // (and a few more for loose lists), not one per item.
            if isItem, !previousWasItem {
                let offset = offsets.starts[line] + content.utf8.count
                edits.formUnion(engine.renumberList(in: text, at: offset))
            }
            previousWasItem = isItem
        }
        return edits.sorted { $0.range.lowerBound < $1.range.lowerBound }.compactMap { edit in
            let start = offsets.position(of: edit.range.lowerBound, in: document, encoding: encoding)
            if let lines, !lines.contains(start.line) { return nil }
            let end = offsets.position(of: edit.range.upperBound, in: document, encoding: encoding)
            return TextEdit(range: TextRange(start: start, end: end), newText: edit.replacement)
        }
    }

    /// Whether a line starts like an ordered item (`1.` or `1)` after indentation or `>`); the
    /// engine decides whether it is one.
    static func looksOrdered(_ line: Substring) -> Bool {
        var bytes = line.utf8.drop { $0 == 32 || $0 == 9 || $0 == UInt8(ascii: ">") }[...]
        let digits = bytes.prefix { $0 >= 48 && $0 <= 57 }.count
        guard digits > 0, digits <= 9 else { return false }
        bytes = bytes.dropFirst(digits)
        guard let marker = bytes.first, marker == UInt8(ascii: ".") || marker == UInt8(ascii: ")") else {
            return false
        }
        let after = bytes.dropFirst().first
        return after == nil || after == 32 || after == 9
    }
}
