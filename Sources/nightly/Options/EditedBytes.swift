import SmartLists

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// An edited document as the pieces it is made of, in order: the untouched runs of the input
/// and the replacements between them, so a large document is written without being copied.
struct EditedBytes {
    let pieces: [ArraySlice<UInt8>]

    /// The position of UTF-8 `offset` as LINE:COLUMN, the column in UTF-8 bytes, as
    /// ``TextPosition/init(offset:in:unit:)`` gives it.
    func position(of offset: Int) -> TextPosition {
        var line = 1
        var lineStart = 0
        var pieceStart = 0
        for piece in pieces where pieceStart < offset {
            let limit = min(piece.count, offset - pieceStart)
            piece.withUnsafeBufferPointer { buffer in
                var index = 0
                while index < limit,
                    let found = memchr(buffer.baseAddress! + index, Int32(UInt8(ascii: "\n")), limit - index)
                {
                    let newline = UnsafeRawPointer(found) - UnsafeRawPointer(buffer.baseAddress!)
                    line += 1
                    lineStart = pieceStart + newline + 1
                    index = newline + 1
                }
            }
            pieceStart += piece.count
        }
        return TextPosition(line: line, column: offset - lineStart + 1)
    }

    /// The whole text as one string.
    func string() -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(pieces.reduce(0) { $0 + $1.count })
        for piece in pieces { bytes.append(contentsOf: piece) }
        return String(decoding: bytes, as: UTF8.self)
    }
}
