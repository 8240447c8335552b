/// UTF-8 text as the body of a JSON string, escaped exactly as Foundation's `JSONEncoder`
/// escapes it with `.withoutEscapingSlashes`: `\"`, `\\`, `\b \f \n \r \t`, other control
/// characters as `\u00XX`, everything else as it is.
///
/// The text is handed on in runs that need no escape, found eight bytes at a time, with the
/// escapes between them: `lists --json` escapes the whole document on every key press, and
/// this way writes it without building a copy.
enum JSONStringEscaper {
    /// Calls `write` with the pieces of `text` escaped, in order.
    static func escape(_ text: UnsafeBufferPointer<UInt8>, into write: (UnsafeBufferPointer<UInt8>) -> Void) {
        guard let base = text.baseAddress else { return }
        let count = text.count
        let raw = UnsafeRawPointer(base)
        var runStart = 0
        var index = 0
        while index < count {
            if index + 8 <= count, !needsEscape(raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)) {
                index += 8
                continue
            }
            let byte = base[index]
            index += 1
            guard byte < 0x20 || byte == quote || byte == backslash else { continue }
            write(UnsafeBufferPointer(rebasing: text[runStart..<(index - 1)]))
            escapes[Int(byte)].withUnsafeBufferPointer(write)
            runStart = index
        }
        write(UnsafeBufferPointer(rebasing: text[runStart..<count]))
    }

    private static let quote = UInt8(ascii: "\"")
    private static let backslash = UInt8(ascii: "\\")

    /// Whether one of the eight bytes is a control character, `"` or `\` (the zero-byte tests
    /// of "Bit Twiddling Hacks"; a byte of 0x80 or more never counts).
    private static func needsEscape(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        func hasZeroByte(_ x: UInt64) -> Bool { (x &- ones) & ~x & highs != 0 }
        let control = (word & ~highs &- ones &* 0x20) & ~word & highs
        return control != 0 || hasZeroByte(word ^ (ones &* UInt64(quote)))
            || hasZeroByte(word ^ (ones &* UInt64(backslash)))
    }

    /// The escape of every byte below 0x60 that needs one, by byte; the others are empty.
    private static let escapes: [[UInt8]] = (0..<0x60).map { (byte: UInt8) -> [UInt8] in
        switch byte {
        case quote: return Array(#"\""#.utf8)
        case backslash: return Array(#"\\"#.utf8)
        case 0x08: return Array(#"\b"#.utf8)
        case 0x0C: return Array(#"\f"#.utf8)
        case UInt8(ascii: "\n"): return Array(#"\n"#.utf8)
        case UInt8(ascii: "\r"): return Array(#"\r"#.utf8)
        case UInt8(ascii: "\t"): return Array(#"\t"#.utf8)
        case 0..<0x20:
            let digits = Array("0123456789abcdef".utf8)
            return Array(#"\u00"#.utf8) + [digits[Int(byte >> 4)], digits[Int(byte & 0xF)]]
        default: return []
        }
    }
}
