import LanguageServer

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

/// Any command's result, for the one `workspace/executeCommand` handler.
struct AnyResult: Encodable {
    let value: any Encodable

    init(_ value: any Encodable) { self.value = value }

    func encode(to encoder: Encoder) throws { try value.encode(to: encoder) }
}
