/// A caret position as a 1-based line and a 1-based column.
///
/// Columns count UTF-8 bytes by default, as vim's `col()`, kakoune and cmark-gfm do; the
/// language server will count UTF-16 code units, as LSP does. A column never counts the line
/// break, so the end of a line is its length + 1, whether the line ends in `\n` or `\r\n`.
public struct TextPosition: Sendable, Equatable, Hashable, CustomStringConvertible {
    /// What a column counts.
    public enum Unit: Sendable {
        /// UTF-8 bytes (vim, kakoune, cmark-gfm).
        case utf8
        /// UTF-16 code units (the Language Server Protocol's default).
        case utf16
    }

    /// The line, counted from 1.
    public var line: Int
    /// The column, counted from 1 in the chosen unit.
    public var column: Int

    /// Creates a position from a 1-based line and column.
    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// Parses `LINE:COLUMN`, both decimal and at least 1; nil for anything else.
    public init?(parsing text: String) {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2, let line = Int(parts[0]), let column = Int(parts[1]),
            line >= 1, column >= 1
        else { return nil }
        self.init(line: line, column: column)
    }

    /// `LINE:COLUMN`.
    public var description: String { "\(line):\(column)" }

    /// The UTF-8 offset of this position in `text`.
    ///
    /// - Returns: nil when the line or column lies outside the text, or when the column falls
    ///   inside a character (a multi-byte scalar, a grapheme cluster, or a `\r\n` pair).
    public func offset(in text: String, unit: Unit = .utf8) -> Int? {
        let utf8 = text.utf8
        var lineStart = utf8.startIndex
        for _ in 1..<line {
            guard let newline = utf8[lineStart...].firstIndex(of: UInt8(ascii: "\n")) else {
                return nil
            }
            lineStart = utf8.index(after: newline)
        }
        // Lines end at `\n` alone, as in the engine and in ``init(offset:in:unit:)``: the `\r` of a
        // `\r\n` pair is not a column, but a lone `\r` (at the end of the text, say) is one.
        var lineEnd = utf8.endIndex
        if let newline = utf8[lineStart...].firstIndex(of: UInt8(ascii: "\n")) {
            lineEnd = newline
            if newline > lineStart, utf8[utf8.index(before: newline)] == UInt8(ascii: "\r") {
                lineEnd = utf8.index(before: newline)
            }
        }
        var index = lineStart
        var remaining = column - 1
        while remaining > 0 {
            guard index < lineEnd else { return nil }
            switch unit {
            case .utf8:
                remaining -= 1
                index = utf8.index(after: index)
            case .utf16:
                let scalar = text.unicodeScalars[index]
                remaining -= UTF16.width(scalar)
                index = text.unicodeScalars.index(after: index)
                if remaining < 0 { return nil }
            }
        }
        guard index.samePosition(in: text) != nil else { return nil }
        return utf8.distance(from: utf8.startIndex, to: index)
    }

    /// The position of a UTF-8 `offset` in `text`, which must lie on a scalar boundary.
    public init(offset: Int, in text: String, unit: Unit = .utf8) {
        let utf8 = text.utf8
        let target = utf8.index(utf8.startIndex, offsetBy: offset)
        var line = 1
        var lineStart = utf8.startIndex
        for index in utf8[..<target].indices where utf8[index] == UInt8(ascii: "\n") {
            line += 1
            lineStart = utf8.index(after: index)
        }
        let column: Int
        switch unit {
        case .utf8: column = utf8.distance(from: lineStart, to: target) + 1
        case .utf16: column = text.utf16.distance(from: lineStart, to: target) + 1
        }
        self.init(line: line, column: column)
    }
}
