import TextLines

/// An open document as a list of lines, so an edit touches only the lines it changes and a
/// keystroke costs the same in a 5 MB document as in a small one.
///
/// Each line keeps its line break (`\n`, `\r\n` or a lone `\r`, as LSP and nightly's parser
/// count them, split by ``LineRanges``); the last line has none, so a text that ends in a line
/// break ends in an empty line, as LSP counts lines. No line break is a column.
public struct TextDocument: Sendable {
    /// The URI the client named the document by.
    public let uri: String
    /// The client's version of the text, from the last change that gave one.
    public private(set) var version: Int
    /// The lines, each with its line break but the last.
    public private(set) var lines: LineList

    /// Creates a document from its whole text.
    public init(uri: String, version: Int, text: String) {
        self.uri = uri
        self.version = version
        self.lines = LineList(text: text)
    }

    /// Creates a document from its lines.
    public init(uri: String, version: Int, lines: LineList) {
        self.uri = uri
        self.version = version
        self.lines = lines
    }

    /// The whole text (costs the document's size).
    public var text: String { String(decoding: lines.utf8, as: UTF8.self) }

    /// The whole text as UTF-8 bytes, copied once (costs the document's size).
    public var utf8: [UInt8] { lines.utf8 }

    /// Lines `range` (0-based) joined, with their line breaks.
    public func text(lines range: Range<Int>) -> String {
        lines.text(lines: range.clamped(to: 0..<lines.count))
    }

    /// The line's text without its line break.
    public func content(ofLine line: Int) -> Substring {
        guard line >= 0, line < lines.count else { return "" }
        let text = lines[line]
        let end = text.utf8.index(text.utf8.endIndex, offsetBy: -LineRanges.lineBreakLength(atEndOf: text.utf8))
        return text[..<end]
    }

    /// Applies the changes of one `didChange`, in order.
    /// - Throws: ``ResponseError`` when a range's start comes after its end.
    public mutating func apply(
        _ changes: [TextDocumentContentChangeEvent], version: Int?, encoding: PositionEncoding
    ) throws {
        for change in changes {
            guard let range = change.range else {
                lines = change.lines ?? LineList(text: change.text)
                continue
            }
            let text = change.lines.map { $0.text(lines: 0..<$0.count) } ?? change.text
            let start = clamped(range.start), end = clamped(range.end)
            guard start <= end else { throw ResponseError.invalidParams("a change's range ends before it starts") }
            let first = lines[start.line], last = lines[end.line]
            let startIndex = first.utf8.index(
                first.utf8.startIndex, offsetBy: utf8Column(of: start, encoding: encoding))
            let endIndex = last.utf8.index(last.utf8.startIndex, offsetBy: utf8Column(of: end, encoding: encoding))
            // The lines on either side are split again with the change: a `\r` and a `\n` that
            // the change brings together are one line break, and ones it parts are two.
            let before = max(start.line - 1, 0), after = min(end.line + 1, lines.count - 1)
            let joined =
                lines[before..<start.line].joined() + String(first[..<startIndex]) + text
                + String(last[endIndex...]) + lines[(end.line + 1)..<(after + 1)].joined()
            var replacement = Self.split(joined)
            // `joined` ends with the line break of its last line, unless that is the
            // document's last line: then the split's empty tail is the next line, kept as is.
            if after < lines.count - 1 { replacement.removeLast() }
            lines.replaceLines(before..<(after + 1), with: replacement)
        }
        if let version { self.version = version }
    }

    /// The UTF-8 offset within its line of `position`'s character, clamped to the line's end;
    /// a character inside a UTF-16 surrogate pair moves to the pair's end.
    public func utf8Column(of position: Position, encoding: PositionEncoding) -> Int {
        let content = content(ofLine: position.line)
        let wanted = max(0, position.character)
        switch encoding {
        case .utf8:
            var column = min(wanted, content.utf8.count)
            // Back to a scalar's start, so the offset never splits a character's bytes.
            while column > 0, column < content.utf8.count,
                content.utf8[content.utf8.index(content.utf8.startIndex, offsetBy: column)] & 0xC0 == 0x80
            {
                column -= 1
            }
            return column
        case .utf16:
            var units = 0
            var bytes = 0
            for scalar in content.unicodeScalars {
                if units >= wanted { break }
                units += UTF16.width(scalar)
                bytes += UTF8.width(scalar)
            }
            return bytes
        }
    }

    /// The position of a UTF-8 `column` within `line`, in `encoding`.
    public func position(line: Int, utf8Column column: Int, encoding: PositionEncoding) -> Position {
        switch encoding {
        case .utf8:
            return Position(line: line, character: column)
        case .utf16:
            let content = content(ofLine: line)
            let end = content.utf8.index(content.utf8.startIndex, offsetBy: min(column, content.utf8.count))
            return Position(line: line, character: content[..<end].utf16.count)
        }
    }

    /// `position` moved inside the document, as LSP allows for a client's positions: a line
    /// past the end is the end of the last line, a character past its line's end is that end,
    /// and a negative line or character is 0. Whatever a client sends, the result is safe to
    /// count from (no `+ 1` on `Int.max`).
    public func clamped(_ position: Position, encoding: PositionEncoding) -> Position {
        let inside = clamped(position)
        return self.position(
            line: inside.line, utf8Column: utf8Column(of: inside, encoding: encoding), encoding: encoding)
    }

    /// `range` with both ends moved inside the document (see ``clamped(_:encoding:)``), the end
    /// never before the start.
    public func clamped(_ range: TextRange, encoding: PositionEncoding) -> TextRange {
        let start = clamped(range.start, encoding: encoding)
        return TextRange(start: start, end: max(start, clamped(range.end, encoding: encoding)))
    }

    /// `position` moved inside the document: a line past the end is the end of the last line.
    private func clamped(_ position: Position) -> Position {
        if position.line >= lines.count {
            return Position(line: lines.count - 1, character: Int.max / 2)
        }
        return Position(line: max(0, position.line), character: max(0, position.character))
    }

    /// Splits text into lines, each with its line break; always at least one line, the last
    /// one empty when the text ends with a line break.
    public static func split(_ text: String) -> [String] {
        var text = text
        return text.withUTF8 { bytes in
            var ranges = LineRanges(bytes)
            var lines: [String] = []
            var end = 0
            while let line = ranges.nextLine() {
                lines.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[line.full]), as: UTF8.self))
                end = line.end
                if !line.hasLineBreak { return lines }
            }
            lines.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[end...]), as: UTF8.self))
            return lines
        }
    }
}
