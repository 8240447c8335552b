import JournalFormat
import SmartLists

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The document `nightly lists` reads from standard input, looked at only where a key press
/// needs it: the caret's line is found by looking for line breaks in bulk, and only the lines
/// the engine reads are checked as UTF-8 (the rest is written back as it came).
struct ListsInput {
    let input: InputBytes
    var bytes: UnsafeBufferPointer<UInt8> { input.buffer }

    /// Line `line` (from 1) with its line break, or `nil` when the text has fewer lines.
    func range(ofLine line: Int) -> Range<Int>? {
        var start = 0
        for _ in 1..<line {
            guard let newline = newline(from: start) else { return nil }
            start = newline + 1
        }
        return start..<(newline(from: start).map { $0 + 1 } ?? bytes.count)
    }

    /// Whether the bytes of `range` are valid UTF-8.
    func isValidUTF8(_ range: Range<Int>) -> Bool {
        TextEncoding.isValidUTF8(UnsafeBufferPointer(rebasing: bytes[range]))
    }

    /// The UTF-8 offset of `position` on its line, `lineRange` (valid UTF-8), or `nil` when
    /// the column lies past the line or inside a character. A line starts on a character
    /// boundary, so the answer is the one the whole text would give.
    func offset(of position: TextPosition, onLine lineRange: Range<Int>) -> Int? {
        let line = String(decoding: UnsafeBufferPointer(rebasing: bytes[lineRange]), as: UTF8.self)
        return TextPosition(line: 1, column: position.column).offset(in: line).map { lineRange.lowerBound + $0 }
    }

    /// The text with `edits` applied, as pieces that share the input's storage.
    func edited(by edits: [Edit]) -> EditedBytes {
        var pieces: [EditedBytes.Piece] = []
        var end = 0
        for edit in edits {
            pieces.append(.input(end..<edit.range.lowerBound))
            pieces.append(.inserted(Array(edit.replacement.utf8)))
            end = edit.range.upperBound
        }
        pieces.append(.input(end..<bytes.count))
        return EditedBytes(input: input, pieces: pieces)
    }

    /// The offset of the first `\n` at or after `start`, found with `memchr`; nil when none.
    private func newline(from start: Int) -> Int? {
        guard start < bytes.count, let base = bytes.baseAddress,
            let found = memchr(base + start, Int32(UInt8(ascii: "\n")), bytes.count - start)
        else { return nil }
        return UnsafeRawPointer(found) - UnsafeRawPointer(base)
    }
}
