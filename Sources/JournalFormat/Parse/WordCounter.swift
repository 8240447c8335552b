/// Counts the words a person wrote, not the Markdown around them.
///
/// It runs over every entry in every report, so it works on bytes: tokens are separated by
/// ASCII whitespace, and a token is a word when it holds an ASCII letter or digit or a
/// non-ASCII character outside General Punctuation (so "café", "日本語" and "👍" count;
/// "-", "**" and a lone "—" do not).
enum WordCounter {
    static func count(in bytes: [UInt8]) -> Int {
        bytes.withUnsafeBufferPointer { buffer in
            var count = 0
            var tokenStart = 0
            for index in 0...buffer.count where index == buffer.count || isSpace(buffer[index]) {
                if index > tokenStart, isWord(UnsafeBufferPointer(rebasing: buffer[tokenStart..<index])) { count += 1 }
                tokenStart = index + 1
            }
            return count
        }
    }

    static func count(in text: String) -> Int { count(in: Array(text.utf8)) }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || (0x09...0x0D).contains(byte)
    }

    /// Checkboxes (`[x]`) and ordered-list markers (`12.`, `3)`) are syntax, not words.
    private static func isWord(_ token: UnsafeBufferPointer<UInt8>) -> Bool {
        if token.count == 3, token.first == UInt8(ascii: "["), token.last == UInt8(ascii: "]"),
            token[token.startIndex + 1] | 0x20 == UInt8(ascii: "x")
        {
            return false
        }
        if let last = token.last, last == UInt8(ascii: ".") || last == UInt8(ascii: ")"),
            token.dropLast().allSatisfy(isDigit)
        {
            return false
        }
        var index = token.startIndex
        while index < token.endIndex {
            let byte = token[index]
            if isDigit(byte) || (0x41...0x5A).contains(byte & 0xDF) { return true }
            if byte >= 0xC0 {
                // U+2000–U+206F (dashes, quotes, ellipsis) are E2 80 xx and E2 81 xx.
                let next = index + 1 < token.endIndex ? token[index + 1] : 0
                if !(byte == 0xE2 && (next == 0x80 || next == 0x81)) { return true }
            }
            index += 1
        }
        return false
    }

    private static func isDigit(_ byte: UInt8) -> Bool { (0x30...0x39).contains(byte) }
}
