import LanguageServer
import TextLines

/// LSP positions of byte offsets in a file the client has not opened (references and rename
/// across the journal).
struct FilePositions {
    private let document: TextDocument
    private let offsets: LineOffsets

    init(_ bytes: [UInt8]) {
        document = TextDocument(uri: "", version: 0, text: String(decoding: bytes, as: UTF8.self))
        offsets = LineOffsets(document, lines: 0..<document.lines.count)
    }

    init(_ document: TextDocument) {
        self.document = document
        offsets = LineOffsets(document, lines: 0..<document.lines.count)
    }

    func range(_ bytes: Range<Int>, encoding: PositionEncoding) -> TextRange {
        TextRange(
            start: offsets.position(of: bytes.lowerBound, in: document, encoding: encoding),
            end: offsets.position(of: bytes.upperBound, in: document, encoding: encoding))
    }

    func offset(of position: Position, encoding: PositionEncoding) -> Int {
        offsets.offset(of: position, in: document, encoding: encoding)
    }
}

/// LSP ranges of byte ranges of a file, in one pass over its lines and without building a
/// document: what references and rename need for each of hundreds of entries. Lines break as
/// LSP and ``TextDocument`` break them, by the one rule of ``LineCursor``.
enum ByteRanges {
    /// `ranges` (in file order) as LSP ranges in `encoding`.
    /// Each byte is read once however many ranges share a line: the UTF-16 column is carried
    /// from one offset to the next, not counted again from the line's start (100,000 tags on
    /// one line were 10 seconds of recounting).
    static func ranges(_ ranges: [Range<Int>], in bytes: [UInt8], encoding: PositionEncoding) -> [TextRange] {
        var cursor = LineCursor(bytes)
        var line = 0, lineStart = 0, index = 0
        // UTF-16 units from the line's start to `index`.
        var units = 0
        func position(_ offset: Int) -> Position {
            let target = min(offset, bytes.count)
            let found = cursor.line(of: target)
            if found.line != line || target < index {  // Another line, or ranges out of order.
                (line, lineStart, index, units) = (found.line, found.start, found.start, 0)
            }
            while index < target {
                if bytes[index] & 0xC0 != 0x80 { units += bytes[index] >= 0xF0 ? 2 : 1 }
                index += 1
            }
            guard encoding == .utf16 else { return Position(line: line, character: offset - lineStart) }
            return Position(line: line, character: units)
        }
        return ranges.map { range in
            let start = position(range.lowerBound)
            return TextRange(start: start, end: position(range.upperBound))
        }
    }
}

/// Any command's result, for the one `workspace/executeCommand` handler.
struct AnyResult: Encodable {
    let value: any Encodable

    init(_ value: any Encodable) { self.value = value }

    func encode(to encoder: Encoder) throws { try value.encode(to: encoder) }
}
