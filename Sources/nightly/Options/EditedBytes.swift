import SmartLists

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// An edited document as the pieces it is made of, in order: the untouched runs of the input
/// and the replacements between them, so a large document is written without being copied.
struct EditedBytes {
    enum Piece {
        case input(Range<Int>)
        case inserted([UInt8])
    }

    let input: InputBytes
    let pieces: [Piece]

    /// Calls `body` with each piece's bytes, in order.
    func forEachPiece(_ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        for piece in pieces {
            switch piece {
            case .input(let range): body(UnsafeBufferPointer(rebasing: input.buffer[range]))
            case .inserted(let bytes): bytes.withUnsafeBufferPointer(body)
            }
        }
    }

    /// The position of UTF-8 `offset` as LINE:COLUMN, the column in UTF-8 bytes, as
    /// ``TextPosition/init(offset:in:unit:)`` gives it.
    func position(of offset: Int) -> TextPosition {
        var line = 1
        var lineStart = 0
        var pieceStart = 0
        forEachPiece { buffer in
            guard pieceStart < offset, let base = buffer.baseAddress else { return }
            let limit = min(buffer.count, offset - pieceStart)
            var index = 0
            while index < limit, let found = memchr(base + index, Int32(UInt8(ascii: "\n")), limit - index) {
                let newline = UnsafeRawPointer(found) - UnsafeRawPointer(base)
                line += 1
                lineStart = pieceStart + newline + 1
                index = newline + 1
            }
            pieceStart += buffer.count
        }
        return TextPosition(line: line, column: offset - lineStart + 1)
    }
}
