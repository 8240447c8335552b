#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Counts the words a person wrote, not the Markdown around them.
///
/// Tokens are separated by ASCII whitespace, and a token is a word when it holds an ASCII
/// letter or digit or any other character that is not punctuation or a plain symbol (so
/// "café", "日本語" and "👍" count; "-", "**", a lone "—", "·", "→" and "×" do not), unless it
/// is list syntax: ``isWord(_:beforeAnyWordOfItsLine:)``.
///
/// It runs over every entry in every report, so it works on bytes and counts most of a line
/// eight bytes at a time: every token that holds an ASCII letter or digit counts, and only the
/// tokens where that rule and `isWord` can differ are read one by one (those before the line's
/// first word, and those holding `[` or a non-ASCII byte).
enum WordCounter {
    static func count(in bytes: [UInt8]) -> Int {
        bytes.withUnsafeBufferPointer(count(in:))
    }

    static func count(in text: String) -> Int { count(in: Array(text.utf8)) }

    /// Line by line: whether a token is syntax can depend on the words before it on its line.
    static func count(in buffer: UnsafeBufferPointer<UInt8>) -> Int {
        guard let base = buffer.baseAddress else { return 0 }
        var total = 0
        var start = 0
        while start < buffer.count {
            let end =
                memchr(base + start, 0x0A, buffer.count - start).map {
                    base.distance(to: $0.assumingMemoryBound(to: UInt8.self))
                } ?? buffer.count
            total += count(inLine: UnsafeBufferPointer(start: base + start, count: end - start))
            start = end + 1
        }
        return total
    }

    /// The words of one line: text without a line feed, as the quick reader hands over.
    static func count(inLine line: UnsafeBufferPointer<UInt8>) -> Int {
        var (count, hasOddBytes) = tokensWithLetterOrDigit(line)
        let firstWordEnd = settleTokensBeforeTheFirstWord(line, &count)
        if hasOddBytes { settleOddTokens(line, from: firstWordEnd, &count) }
        return count
    }

    /// The tokens of a line that hold an ASCII letter or digit, counted from bit masks of 64
    /// bytes at a time: a token's first such byte follows whitespace with only other bytes
    /// between, which one addition finds for all 64 (`(spaces | others) + spaces`, whose carry
    /// runs from each space over the other bytes into the letter that ends the run). Also
    /// whether the line holds `[` or a non-ASCII byte.
    private static func tokensWithLetterOrDigit(_ line: UnsafeBufferPointer<UInt8>) -> (Int, hasOddBytes: Bool) {
        guard let base = line.baseAddress else { return (0, false) }
        let raw = UnsafeRawPointer(base)
        var count = 0
        var carry: UInt64 = 1  // the line starts as if after whitespace
        var odd: UInt64 = 0
        var index = 0
        while index < line.count {
            let length = min(64, line.count - index)
            var spaces: UInt64 = 0
            var letters: UInt64 = 0
            var offset = 0
            while offset + 8 <= length {
                let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index + offset, as: UInt64.self))
                spaces |= gather(Self.spaces(word)) << offset
                letters |= gather(lettersOrDigits(word)) << offset
                odd |= oddBytes(word)
                offset += 8
            }
            while offset < length {
                let byte = base[index + offset]
                if isSpace(byte) { spaces |= 1 << offset } else if isLetterOrDigit(byte) { letters |= 1 << offset }
                if byte >= 0x80 || byte == UInt8(ascii: "[") { odd |= 1 }
                offset += 1
            }
            let inBlock: UInt64 = length == 64 ? ~0 : (1 << length) - 1
            let others = inBlock & ~spaces & ~letters
            let (partial, overflow) = (spaces | others).addingReportingOverflow(spaces)
            let (sum, carried) = partial.addingReportingOverflow(carry)
            count += (sum & letters).nonzeroBitCount
            carry = overflow || carried ? 1 : 0
            index += length
        }
        return (count, odd != 0)
    }

    /// Before a line's first word, ordered-list markers and checkboxes hold a letter or digit
    /// but are syntax, and a token without one may still be a word: those tokens are read one
    /// by one, and `count` corrected.
    /// - Returns: Where the line's first word ends; the line's end when it has none.
    private static func settleTokensBeforeTheFirstWord(_ line: UnsafeBufferPointer<UInt8>, _ count: inout Int) -> Int {
        var index = 0
        while let token = nextToken(in: line, from: index) {
            index = token.upperBound
            if correct(&count, for: UnsafeBufferPointer(rebasing: line[token]), afterAWord: false) { return index }
        }
        return line.count
    }

    /// After the first word only `[x]` (holding a letter, yet syntax) and tokens of other writing
    /// alone (holding none, yet words) differ from the count; both hold `[` or a non-ASCII byte,
    /// so only the tokens around those bytes are read.
    private static func settleOddTokens(_ line: UnsafeBufferPointer<UInt8>, from start: Int, _ count: inout Int) {
        var index = start
        while let odd = nextOddByte(in: line, from: index) {
            var tokenStart = odd
            while tokenStart > index, !isSpace(line[tokenStart - 1]) { tokenStart -= 1 }
            var tokenEnd = odd + 1
            while tokenEnd < line.count, !isSpace(line[tokenEnd]) { tokenEnd += 1 }
            correct(&count, for: UnsafeBufferPointer(rebasing: line[tokenStart..<tokenEnd]), afterAWord: true)
            index = tokenEnd
        }
    }

    /// Corrects `count`, which took `token` for a word exactly when it holds an ASCII letter or
    /// digit; whether it is one.
    @discardableResult
    private static func correct(_ count: inout Int, for token: UnsafeBufferPointer<UInt8>, afterAWord: Bool) -> Bool {
        let counted = token.contains(where: isLetterOrDigit)
        let word = isWord(token, beforeAnyWordOfItsLine: !afterAWord)
        if counted && !word { count -= 1 }
        if !counted && word { count += 1 }
        return word
    }

    private static func nextToken(in line: UnsafeBufferPointer<UInt8>, from start: Int) -> Range<Int>? {
        var index = start
        while index < line.count, isSpace(line[index]) { index += 1 }
        guard index < line.count else { return nil }
        let tokenStart = index
        while index < line.count, !isSpace(line[index]) { index += 1 }
        return tokenStart..<index
    }

    /// Where the next `[` or non-ASCII byte at or after `start` is.
    private static func nextOddByte(in line: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        guard let base = line.baseAddress else { return nil }
        var index = start
        while index + 8 <= line.count {
            let raw = UnsafeRawPointer(base)
            let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self))
            let odd = oddBytes(word)
            if odd != 0 { return index + odd.trailingZeroBitCount / 8 }
            index += 8
        }
        while index < line.count {
            if line[index] >= 0x80 || line[index] == UInt8(ascii: "[") { return index }
            index += 1
        }
        return nil
    }

    // Eight bytes at a time (``ByteMasks``): each of these sets the high bit of every byte of
    // `word` it finds.

    @inline(__always) private static func spaces(_ word: UInt64) -> UInt64 {
        ByteMasks.equal(word, 0x20) | ByteMasks.within(word, 0x09...0x0D)
    }

    @inline(__always) private static func lettersOrDigits(_ word: UInt64) -> UInt64 {
        ByteMasks.within(word, 0x30...0x39) | ByteMasks.within(word & 0xDFDF_DFDF_DFDF_DFDF, 0x41...0x5A)
    }

    @inline(__always) private static func oddBytes(_ word: UInt64) -> UInt64 {
        (word & ByteMasks.highBits) | ByteMasks.equal(word, UInt8(ascii: "["))
    }

    /// The high bits of the eight bytes as the low eight bits, the first byte lowest.
    @inline(__always) private static func gather(_ marks: UInt64) -> UInt64 {
        ((marks >> 7) &* 0x0102_0408_1020_4080) >> 56
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || (0x09...0x0D).contains(byte)
    }

    /// Checkboxes (`[x]`) and, before any word of their line, ordered-list markers (`12.`,
    /// `3)`) are syntax, not words; "Born in 2026." still counts its year.
    static func isWord(_ token: UnsafeBufferPointer<UInt8>, beforeAnyWordOfItsLine: Bool) -> Bool {
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
