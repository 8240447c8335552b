/// Counts the words a person wrote, not the Markdown around them.
///
/// It runs over every entry in every report, so it works on bytes: tokens are separated by
/// ASCII whitespace, and a token is a word when it holds an ASCII letter or digit or any
/// other character that is not punctuation or a plain symbol (so "café", "日本語" and "👍"
/// count; "-", "**", a lone "—", "·", "→" and "×" do not).
enum WordCounter {
    static func count(in bytes: [UInt8]) -> Int {
        bytes.withUnsafeBufferPointer { buffer in
            var count = 0
            var tokenStart = 0
            var lineHasWord = false
            for index in 0...buffer.count where index == buffer.count || isSpace(buffer[index]) {
                if index > tokenStart {
                    let token = UnsafeBufferPointer(rebasing: buffer[tokenStart..<index])
                    if isWord(token, beforeAnyWordOfItsLine: !lineHasWord) {
                        count += 1
                        lineHasWord = true
                    }
                }
                if index < buffer.count, buffer[index] == UInt8(ascii: "\n") { lineHasWord = false }
                tokenStart = index + 1
            }
            return count
        }
    }

    static func count(in text: String) -> Int { count(in: Array(text.utf8)) }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || (0x09...0x0D).contains(byte)
    }

    /// Checkboxes (`[x]`) and, before any word of their line, ordered-list markers (`12.`,
    /// `3)`) are syntax, not words; "Born in 2026." still counts its year.
    private static func isWord(_ token: UnsafeBufferPointer<UInt8>, beforeAnyWordOfItsLine: Bool) -> Bool {
        if token.count == 3, token.first == UInt8(ascii: "["), token.last == UInt8(ascii: "]"),
            token[token.startIndex + 1] | 0x20 == UInt8(ascii: "x")
        {
            return false
        }
        if beforeAnyWordOfItsLine, let last = token.last, last == UInt8(ascii: ".") || last == UInt8(ascii: ")"),
            token.dropLast().allSatisfy(isDigit)
        {
            return false
        }
        var index = token.startIndex
        while index < token.endIndex {
            let byte = token[index]
            if isDigit(byte) || (0x41...0x5A).contains(byte & 0xDF) { return true }
            if byte >= 0xC0 {
                let next = index + 1 < token.endIndex ? token[index + 1] : 0
                if !isPunctuationOrSymbol(lead: byte, next: next) { return true }
            }
            index += 1
        }
        return false
    }

    private static func isDigit(_ byte: UInt8) -> Bool { (0x30...0x39).contains(byte) }

    /// Whether the character that starts with `lead`, `next` is punctuation or a plain symbol
    /// rather than writing: Latin-1's (`·`, `«`, `©`, `×`, `÷`), General Punctuation (dashes,
    /// quotes, `…`), arrows, mathematical operators, and box drawing and geometric shapes.
    /// Letters of every script, emoji and CJK are writing.
    private static func isPunctuationOrSymbol(lead: UInt8, next: UInt8) -> Bool {
        switch lead {
        case 0xC2: return (0x80...0xBF).contains(next)  // U+0080–U+00BF
        case 0xC3: return next == 0x97 || next == 0xB7  // × ÷
        case 0xE2:  // U+2000–U+207F, U+2180–U+22FF, U+2500–U+25FF
            switch next {
            case 0x80...0x81, 0x86...0x8B, 0x94...0x97: return true
            default: return false
            }
        default: return false
        }
    }
}
