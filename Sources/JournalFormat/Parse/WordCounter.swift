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
/// It runs over every entry in every report, so it works on bytes. A line's tokens are read one
/// by one only before its first word (list markers and checkboxes come there), and not even
/// that when a token starting with an ASCII letter comes first; the rest is counted from bit
/// masks of 64 bytes at a time, in one pass that also finds the only tokens where holding an
/// ASCII letter or digit does not decide: those with none (a lone "—" is no word, "日本語" is
/// one) and those that may be checkboxes (`[x]` holds a letter yet is syntax), which alone are
/// read. On the generated 20-year journal, where nearly every line holds an "é" or a "—", this
/// took the counter's share of `nightly export json` from 167 to 83 million instructions (of
/// 1,123 and 1,038 million in all, counted by callgrind): the pass before it found only the
/// tokens with a letter or digit, and scanned each line again for `[` and bytes from 0x80 up,
/// reading every token that held one.
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
        // Most lines start with a word, and a token that starts with an ASCII letter is one.
        if let first = line.first, isLetter(first) { return wordsFromMasks(in: line, from: 0, afterSpace: true) }
        return countReadingUpToTheFirstWord(line)
    }

    /// Before a line's first word, ordered-list markers and checkboxes hold a letter or digit
    /// but are syntax, and a token without one may still be a word, so these tokens are read one
    /// by one, up to the first word; but a token that starts with an ASCII letter is a word
    /// wherever it is, and hands the line to the masks from its start (as after a `-` or a
    /// checkbox).
    private static func countReadingUpToTheFirstWord(_ line: UnsafeBufferPointer<UInt8>) -> Int {
        var index = 0
        while index < line.count {
            while index < line.count, isSpace(line[index]) { index += 1 }
            if index < line.count, isLetter(line[index]) {
                return wordsFromMasks(in: line, from: index, afterSpace: true)
            }
            let tokenStart = index
            while index < line.count, !isSpace(line[index]) { index += 1 }
            if tokenStart < index,
                isWord(UnsafeBufferPointer(rebasing: line[tokenStart..<index]), beforeAnyWordOfItsLine: true)
            {
                return 1 + wordsFromMasks(in: line, from: index, afterSpace: false)
            }
        }
        return 0
    }

    /// The words of a line from `start`: where its first word ends, or (`afterSpace`) where a
    /// token that starts with an ASCII letter begins. A token there is a word when it holds an
    /// ASCII letter or digit, but for a checkbox; a token without one is read.
    ///
    /// Bit masks of 64 bytes at a time, a bit a byte, find all three kinds of token with one
    /// addition, `(spaces | others) + spaces`: its carry runs from each space over the other
    /// bytes after it and stops at a letter or digit, whose bit it sets (the token's first), or
    /// at a space, whose bit it sets. A space so set right after a byte that is not one ends a
    /// token without a letter or digit; a first letter right after such a byte may be a
    /// checkbox's `x`.
    private static func wordsFromMasks(in line: UnsafeBufferPointer<UInt8>, from start: Int, afterSpace: Bool) -> Int {
        guard let base = line.baseAddress else { return 0 }
        let raw = UnsafeRawPointer(base)
        var words = 0
        var carry: UInt64 = afterSpace ? 1 : 0  // into the block's first byte
        var spaceBefore = carry  // whether the byte before the block is whitespace
        var index = start
        while index < line.count {
            let length = min(64, line.count &- index)
            var block = Block()
            if length == 64 {
                block.addSixtyFour(raw + index)
            } else {
                var offset = 0
                while offset &+ 8 <= length {
                    let word = raw.loadUnaligned(fromByteOffset: index &+ offset, as: UInt64.self)
                    block.add(UInt64(littleEndian: word), at: offset)
                    offset &+= 8
                }
                if offset < length { block.add(lastBytes(raw, count: line.count, from: index &+ offset), at: offset) }
            }
            let inBlock: UInt64 = length == 64 ? ~0 : (1 &<< length) &- 1
            let others = inBlock & ~block.spaces & ~block.letters
            let (partial, overflow) = (block.spaces | others).addingReportingOverflow(block.spaces)
            let (sum, carried) = partial.addingReportingOverflow(carry)
            let firstLetters = sum & block.letters
            words &+= firstLetters.nonzeroBitCount
            let afterOther = ~(block.spaces &<< 1 | spaceBefore)
            var letterlessEnds = sum & block.spaces & afterOther
            while letterlessEnds != 0 {
                let end = index &+ letterlessEnds.trailingZeroBitCount
                if isWordWithoutLetterOrDigit(endingAt: end, in: line) { words &+= 1 }
                letterlessEnds &= letterlessEnds &- 1
            }
            var lettersAfterOther = firstLetters & afterOther
            while lettersAfterOther != 0 {
                if isCheckbox(around: index &+ lettersAfterOther.trailingZeroBitCount, in: line) { words &-= 1 }
                lettersAfterOther &= lettersAfterOther &- 1
            }
            // Out of a full block's top, or into the byte after a short block's end, the line's.
            carry = length == 64 ? (overflow || carried ? 1 : 0) : sum &>> length & 1
            spaceBefore = block.spaces &>> (length &- 1) & 1
            index &+= length
        }
        if carry == 1, spaceBefore == 0, isWordWithoutLetterOrDigit(endingAt: line.count, in: line) { words &+= 1 }
        return words
    }

    /// Whether the token that ends at `end` (and holds no ASCII letter or digit) is a word of
    /// other writing: reads back to its start.
    private static func isWordWithoutLetterOrDigit(endingAt end: Int, in line: UnsafeBufferPointer<UInt8>) -> Bool {
        var start = end
        while start > 0, !isSpace(line[start - 1]) { start -= 1 }
        return isWord(UnsafeBufferPointer(rebasing: line[start..<end]), beforeAnyWordOfItsLine: false)
    }

    /// Whether the letter at `index`, the first of its token but not its first byte, is the `x`
    /// of a checkbox.
    private static func isCheckbox(around index: Int, in line: UnsafeBufferPointer<UInt8>) -> Bool {
        index + 2 <= line.count && (index == 1 || isSpace(line[index - 2]))
            && (index + 2 == line.count || isSpace(line[index + 2]))
            && isCheckbox(UnsafeBufferPointer(rebasing: line[index - 1..<index + 2]))
    }

    /// The bytes from `index` to the end of the `count` at `raw`, fewer than eight, the first
    /// lowest; zero after them, a byte no mask finds.
    private static func lastBytes(_ raw: UnsafeRawPointer, count: Int, from index: Int) -> UInt64 {
        let remaining = count - index
        if count >= 8 {  // the last eight bytes, shifted down past the ones before `index`
            let last = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self))
            return last &>> (8 * (8 - remaining))
        }
        var word: UInt64 = 0
        for offset in 0..<remaining {
            word |= UInt64(raw.load(fromByteOffset: index + offset, as: UInt8.self)) &<< (8 * offset)
        }
        return word
    }

    /// Up to 64 bytes' spaces and ASCII letters and digits, a bit a byte, the first lowest.
    private struct Block {
        var spaces: UInt64 = 0
        var letters: UInt64 = 0

        /// Eight bytes, `offset` bytes into the block, marked as ``ByteMasks`` mark them: the
        /// high bit of each byte found, gathered into eight bits.
        @inline(__always) mutating func add(_ word: UInt64, at offset: Int) {
            let ascii = ByteMasks.asciiBytes(word)
            let folded = word & 0x5F5F_5F5F_5F5F_5F5F  // ASCII, and "a" to "z" as "A" to "Z"
            let spaces = ByteMasks.within(ascii: ascii, 0x09...0x0D) | ByteMasks.equal(ascii: ascii, 0x20)
            let letters = ByteMasks.within(ascii: ascii, 0x30...0x39) | ByteMasks.within(ascii: folded, 0x41...0x5A)
            self.spaces |= Self.gather(spaces & ByteMasks.belowHalf(word)) &<< offset
            self.letters |= Self.gather(letters & ByteMasks.belowHalf(word)) &<< offset
        }

        /// A whole block, whose eight fixed offsets let the compiler unroll it two words wide
        /// with fixed shifts: about a twentieth fewer instructions for the counter than the
        /// loop that also serves a line's last, shorter block.
        @inline(__always) mutating func addSixtyFour(_ bytes: UnsafeRawPointer) {
            for offset in stride(from: 0, to: 64, by: 8) {
                add(UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self)), at: offset)
            }
        }

        /// The high bits of the eight bytes as the low eight bits, the first byte lowest: the
        /// last four bytes' fold in between the first four's (bits 0, 8, 16, 24 and 4, 12, 20,
        /// 28), and a 32-bit multiplication lines them up from bit 24 (byte `i` by its term at
        /// `24 - 7 * (i % 4)`). The compiler runs this loop two words at a time, where a 64-bit
        /// multiplication costs five instructions and a 32-bit one a single `pmuludq`.
        @inline(__always) private static func gather(_ marks: UInt64) -> UInt64 {
            let bits = marks &>> 7
            let folded = UInt64(UInt32(truncatingIfNeeded: bits | bits &>> 28))
            return (folded &* 0x0102_0408) &>> 24 & 0xFF
        }
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || (0x09...0x0D).contains(byte)
    }

    /// Checkboxes (`[x]`) and, before any word of their line, ordered-list markers (`12.`,
    /// `3)`) are syntax, not words; "Born in 2026." still counts its year.
    static func isWord(_ token: UnsafeBufferPointer<UInt8>, beforeAnyWordOfItsLine: Bool) -> Bool {
        if isCheckbox(token) { return false }
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

    /// `[x]` or `[X]`.
    private static func isCheckbox(_ token: UnsafeBufferPointer<UInt8>) -> Bool {
        token.count == 3 && token.first == UInt8(ascii: "[") && token.last == UInt8(ascii: "]")
            && token[token.startIndex + 1] | 0x20 == UInt8(ascii: "x")
    }

    private static func isDigit(_ byte: UInt8) -> Bool { (0x30...0x39).contains(byte) }

    private static func isLetter(_ byte: UInt8) -> Bool { (0x41...0x5A).contains(byte & 0xDF) }

    private static func isLetterOrDigit(_ byte: UInt8) -> Bool { isDigit(byte) || isLetter(byte) }

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
