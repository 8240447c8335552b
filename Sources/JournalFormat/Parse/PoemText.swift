#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// ``EntryParser/poemText(_:)`` of lines given as ranges of an entry's bytes, for
/// ``PlainReport``: each line trimmed and the lines joined straight into the one `String` of
/// the text, where the full parse makes a `String` of every line, an array of them trimmed and
/// then their join (with the lines' own `String`s, a tenth of `export json`'s poem and outline
/// work went to `malloc`, copies and releases).
///
/// Byte by byte is the same as character by character wherever a trimmed run (spaces, tabs,
/// carriage returns) meets an ASCII byte: then each trimmed byte is a character of its own (a
/// combining mark after a space, or a prepended mark before one, would make one character of
/// the two, and the full parse keeps it). Any other line, and any poem holding a `<` (a
/// prompt's comment, removed across lines), is read as the full parse reads it.
enum PoemText {
    static func read(_ lines: [Range<Int>], in bytes: UnsafeBufferPointer<UInt8>) -> String {
        guard let base = bytes.baseAddress else { return "" }
        var first: Int?
        var last = 0
        var length = 0
        for (index, range) in lines.enumerated() {
            guard memchr(base + range.lowerBound, Int32(UInt8(ascii: "<")), range.count) == nil,
                let line = trimmed(range, in: bytes)
            else { return fullParse(lines, in: bytes) }
            guard !line.isEmpty else { continue }
            if first == nil {
                first = index
            } else {
                length += index - last  // The line breaks since the last line with text.
            }
            last = index
        }
        guard let first else { return "" }
        for range in lines[first...last] { length += range.count }
        return String(unsafeUninitializedCapacity: length) { text in
            var count = 0
            for (offset, range) in lines[first...last].enumerated() {
                if offset > 0 {
                    text[count] = UInt8(ascii: "\n")
                    count += 1
                }
                // Checked by the pass above.
                guard let line = trimmed(range, in: bytes), !line.isEmpty else { continue }
                _ = UnsafeMutableBufferPointer(rebasing: text[count..<count + line.count])
                    .initialize(from: UnsafeBufferPointer(rebasing: bytes[line]))
                count += line.count
            }
            return count
        }
    }

    /// `range` without the spaces, tabs and carriage returns at its ends; `nil` when a trimmed
    /// run meets a byte of more than ASCII, which may make one character with it.
    private static func trimmed(_ range: Range<Int>, in bytes: UnsafeBufferPointer<UInt8>) -> Range<Int>? {
        bytes.asciiTrimmed(range) { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") || $0 == UInt8(ascii: "\r") }
    }

    private static func fullParse(_ lines: [Range<Int>], in bytes: UnsafeBufferPointer<UInt8>) -> String {
        EntryParser.poemText(lines.map { String(decoding: UnsafeBufferPointer(rebasing: bytes[$0]), as: UTF8.self) })
    }
}
