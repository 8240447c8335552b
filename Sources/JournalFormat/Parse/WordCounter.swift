/// Counts the words a person wrote, not the Markdown around them.
enum WordCounter {
    /// Whitespace-separated tokens holding a letter or digit, skipping checkboxes (`[x]`) and
    /// ordered-list markers (`12.`), which are syntax.
    static func count(in text: String) -> Int {
        var count = 0
        for token in text.split(whereSeparator: { $0.isWhitespace }) {
            if token == "[x]" || token == "[X]" { continue }
            if token.last == "." || token.last == ")", token.dropLast().allSatisfy({ $0.isASCII && $0.isNumber }) {
                continue
            }
            if token.contains(where: { $0.isLetter || $0.isNumber }) { count += 1 }
        }
        return count
    }
}

extension WordCounter {
    /// ``count(in:)`` over UTF-8 bytes without building `Character`s, or `nil` when a
    /// combining scalar follows an ASCII or space character: there grapheme clusters could
    /// join what bytes keep apart, and only ``count(in:)`` knows.
    static func count(utf8 bytes: [UInt8]) -> Int? {
        var count = 0
        var index = 0
        var tokenStart = -1
        var tokenHasWord = false
        var previousIsBase = true
        func endToken(at end: Int) {
            defer { tokenStart = -1 }
            guard tokenStart >= 0, tokenHasWord else { return }
            let length = end - tokenStart
            if length == 3, bytes[tokenStart] == UInt8(ascii: "["), bytes[tokenStart + 2] == UInt8(ascii: "]"),
                bytes[tokenStart + 1] | 0x20 == UInt8(ascii: "x")
            {
                return
            }
            let last = bytes[end - 1]
            if last == UInt8(ascii: ".") || last == UInt8(ascii: ")"),
                bytes[tokenStart..<(end - 1)].allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") })
            {
                return
            }
            count += 1
        }
        while index < bytes.count {
            let byte = bytes[index]
            if byte < 0x80 {
                let isSpace = byte == 0x20 || (byte >= 0x09 && byte <= 0x0D)
                if isSpace {
                    endToken(at: index)
                } else {
                    if tokenStart < 0 {
                        tokenStart = index
                        tokenHasWord = false
                    }
                    if (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z"))
                        || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
                    {
                        tokenHasWord = true
                    }
                }
                previousIsBase = true
                index += 1
                continue
            }
            let length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : 2
            var value = UInt32(byte) & (length == 4 ? 0x07 : length == 3 ? 0x0F : 0x1F)
            for offset in 1..<length { value = value << 6 | UInt32(bytes[index + offset] & 0x3F) }
            let kind = ScalarKind.of(value)
            if kind == .extending, previousIsBase { return nil }
            if kind == .space {
                endToken(at: index)
                previousIsBase = true
            } else {
                if tokenStart < 0 {
                    tokenStart = index
                    tokenHasWord = false
                }
                if kind == .word { tokenHasWord = true }
                previousIsBase = false
            }
            index += length
        }
        endToken(at: bytes.count)
        return count
    }
}

/// What a scalar is to the word counter, from a table for the first 8,448 scalars (Latin,
/// Greek, Cyrillic, general punctuation: most of what people type) and from Unicode's
/// properties beyond it.
enum ScalarKind: UInt8 {
    case space, word, extending, other

    static func of(_ value: UInt32) -> ScalarKind {
        value < UInt32(table.count) ? table[Int(value)] : compute(value)
    }

    private static let table: [ScalarKind] = (0..<0x2100).map { compute(UInt32($0)) }

    private static func compute(_ value: UInt32) -> ScalarKind {
        guard let scalar = Unicode.Scalar(value) else { return .other }
        let properties = scalar.properties
        if properties.isGraphemeExtend || properties.generalCategory == .spacingMark || value == 0x200D {
            return .extending
        }
        if properties.isWhitespace { return .space }
        if properties.isAlphabetic || properties.numericType != nil { return .word }
        return .other
    }
}
