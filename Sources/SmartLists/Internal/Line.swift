/// One line of the document with its quote prefix, indentation and kind (spec R1.1–R1.7).
struct Line {
    /// Offset of the line's first byte.
    var start: Int
    /// Offset of the line break (`\n`, or the `\r` of `\r\n`), or of the end of the text.
    var end: Int
    /// Offset of the next line's first byte; equals `end` for a last line without a break.
    var next: Int
    /// Offset just after the quote prefix Q, `( {0,3}> ?)*` (R1.7).
    var quoteEnd: Int
    /// Number of `>` in Q: lines with different depths never share a list.
    var quoteDepth: Int
    /// Offset just after the leading spaces and tabs that follow Q.
    var indentEnd: Int
    /// Width of that indentation in columns (tabs to multiples of 4).
    var indentColumns: Int
    var kind: LineKind

    var item: ListItem? {
        if case .item(let item) = kind { item } else { nil }
    }

    var isBlank: Bool {
        if case .blank = kind { true } else { false }
    }

    /// Parses the line that starts at `start`.
    init(parsing document: Document, at start: Int) {
        var end = document.newline(from: start)
        next = end < document.count ? end + 1 : end
        if end > start && document[end - 1] == ASCII.carriageReturn && end < document.count {
            end -= 1
        }
        self.start = start
        self.end = end
        var scanner = LineScanner(document: document, position: start, end: end)
        (quoteEnd, quoteDepth) = scanner.quotePrefix()
        (indentEnd, indentColumns) = scanner.indentation()
        kind = scanner.kind(indentColumns: indentColumns)
    }
}
