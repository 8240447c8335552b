/// Counts the words a person wrote, not the Markdown around them.
///
/// It runs over every entry in every report, so it works on bytes: tokens are separated by
/// ASCII whitespace, and a token is a word when it holds an ASCII letter or digit or any
/// other character that is not punctuation or a plain symbol (so "café", "日本語" and "👍"
/// count; "-", "**", a lone "—", "·", "→" and "×" do not).
enum WordCounter {
    static func count(in bytes: [UInt8]) -> Int {
        bytes.withUnsafeBufferPointer(count(in:))
    }

    static func count(in buffer: UnsafeBufferPointer<UInt8>) -> Int {
        // One pass: each token notes whether it holds an ASCII letter or digit, or a byte
        // that starts a non-ASCII character; only tokens that could be syntax (`[x]`, `12.`)
        // or are non-ASCII through and through go to isWord.
        guard let base = buffer.baseAddress else { return 0 }
        return byteClasses.withUnsafeBufferPointer { classes in
            let end = buffer.count
            var count = 0
            var lineHasWord = false
            var index = 0
            while index < end {
                let byte = base[index]
                if classes[Int(byte)] & spaceClass != 0 {
                    if byte == UInt8(ascii: "\n") { lineHasWord = false }
                    index += 1
                    continue
                }
                let start = index
                // A table lookup per byte, not a chain of comparisons: this loop sees every byte.
                var seen: UInt8 = 0
                while index < end {
                    let byteClass = classes[Int(base[index])]
                    if byteClass & spaceClass != 0 { break }
                    seen |= byteClass
                    index += 1
                }
                let hasLetterOrDigit = seen & letterOrDigitClass != 0
                let hasNonASCII = seen & nonASCIILeadClass != 0
                let isAWord: Bool
                if hasLetterOrDigit {
                    let last = base[index - 1]
                    let maybeSyntax =
                        (index - start == 3 && base[start] == UInt8(ascii: "["))
                        || (!lineHasWord && (last == UInt8(ascii: ".") || last == UInt8(ascii: ")")))
                    isAWord =
                        !maybeSyntax
                        || isWord(
                            UnsafeBufferPointer(rebasing: buffer[start..<index]),
                            beforeAnyWordOfItsLine: !lineHasWord)
                } else {
                    isAWord =
                        hasNonASCII
                        && isWord(
                            UnsafeBufferPointer(rebasing: buffer[start..<index]),
                            beforeAnyWordOfItsLine: !lineHasWord)
                }
                if isAWord {
                    count += 1
                    lineHasWord = true
                }
            }
            return count
        }
    }

    private static let spaceClass: UInt8 = 1
    private static let letterOrDigitClass: UInt8 = 2
    private static let nonASCIILeadClass: UInt8 = 4
    /// Each byte's class: ASCII whitespace, ASCII letter or digit, or the lead byte of a non-ASCII character.
    private static let byteClasses: [UInt8] = (0...255).map { value in
        let byte = UInt8(value)
        if isSpace(byte) { return spaceClass }
        if byte >= 0xC0 { return nonASCIILeadClass }
        return isLetterOrDigit(byte) ? letterOrDigitClass : 0
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
            if isLetterOrDigit(byte) { return true }
            if byte >= 0xC0 {
                let next = index + 1 < token.endIndex ? token[index + 1] : 0
                if !isPunctuationOrSymbol(lead: byte, next: next) { return true }
            }
            index += 1
        }
        return false
    }

    private static func isDigit(_ byte: UInt8) -> Bool { (0x30...0x39).contains(byte) }

    private static func isLetterOrDigit(_ byte: UInt8) -> Bool { isDigit(byte) || (0x41...0x5A).contains(byte & 0xDF) }

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
