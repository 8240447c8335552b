/// The text being edited, as UTF-8 bytes. The few questions about grapheme clusters (spec
/// R0.1) are asked of a `String` of the one line they concern: a line break always ends a
/// cluster, so the line's answer is the whole text's, and no `String` of the text is needed.
struct Document {
    let bytes: UnsafeBufferPointer<UInt8>

    var count: Int { bytes.count }

    subscript(offset: Int) -> UInt8 { bytes[offset] }

    /// The bytes in `range` as a string; ranges the engine cuts never split a scalar.
    func string(_ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }

    /// The start of the line that contains `offset` (the offset right after a `\n` belongs to
    /// the next line).
    func lineStart(containing offset: Int) -> Int {
        var index = offset
        // Eight bytes at a time: this walk runs over the whole look-behind window per key.
        while index >= 8 {
            let word = load(at: index - 8)
            if Self.newlineBits(word) != 0 { break }
            index -= 8
        }
        while index > 0 && bytes[index - 1] != ASCII.newline { index -= 1 }
        return index
    }

    /// The offset of the first `\n` at or after `offset`, or the end of the text.
    func newline(from offset: Int) -> Int {
        var index = offset
        while index + 8 <= count {
            let bits = Self.newlineBits(load(at: index))
            // The lowest flagged byte is exact (borrows only run upwards).
            if bits != 0 { return index + bits.trailingZeroBitCount / 8 }
            index += 8
        }
        while index < count && bytes[index] != ASCII.newline { index += 1 }
        return index
    }

    private func load(at offset: Int) -> UInt64 {
        UInt64(
            littleEndian: UnsafeRawPointer(bytes.baseAddress! + offset).loadUnaligned(as: UInt64.self))
    }

    /// Non-zero when `word` holds a `\n` byte (the classic "has zero byte" test on word ^ 0x0A…).
    private static func newlineBits(_ word: UInt64) -> UInt64 {
        let x = word ^ 0x0A0A_0A0A_0A0A_0A0A
        return (x &- 0x0101_0101_0101_0101) & ~x & 0x8080_8080_8080_8080
    }

    /// True if an edit may start or end at `offset` without splitting a grapheme cluster.
    func isCharacterBoundary(_ offset: Int) -> Bool {
        guard offset > 0 && offset < count else { return offset == 0 || offset == count }
        let before = bytes[offset - 1]
        let after = bytes[offset]
        // ASCII on both sides is a boundary except inside "\r\n"; only ASCII before a non-ASCII
        // byte, or anything before/after non-ASCII, needs the Unicode rules.
        if before < 0x80 && after < 0x80 {
            return !(before == ASCII.carriageReturn && after == ASCII.newline)
        }
        if before == ASCII.newline { return true }
        let line = lineText(containing: offset - 1)
        return line.text.utf8.index(line.text.utf8.startIndex, offsetBy: offset - line.start)
            .samePosition(in: line.text) != nil
    }

    /// The offset of the grapheme-cluster boundary before `offset` (a `\r\n` pair is one cluster).
    func characterStart(before offset: Int) -> Int {
        if bytes[offset - 1] == ASCII.newline {
            return offset >= 2 && bytes[offset - 2] == ASCII.carriageReturn ? offset - 2 : offset - 1
        }
        let line = lineText(containing: offset - 1)
        let utf8 = line.text.utf8
        let previous = line.text.index(before: utf8.index(utf8.startIndex, offsetBy: offset - line.start))
        return line.start + utf8.distance(from: utf8.startIndex, to: previous)
    }

    /// The line that holds `offset`, with its line break.
    func lineRange(containing offset: Int) -> Range<Int> {
        lineStart(containing: offset)..<min(count, newline(from: offset) + 1)
    }

    /// The line holding byte `offset`, with its line break, as text, and where it starts.
    private func lineText(containing offset: Int) -> (text: String, start: Int) {
        let range = lineRange(containing: offset)
        return (string(range), range.lowerBound)
    }
}
