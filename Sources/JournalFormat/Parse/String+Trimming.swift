extension StringProtocol {
    /// The text without leading and trailing characters from `set`.
    func trimming(_ set: String) -> String {
        var slice = Substring(self)
        while let first = slice.first, set.contains(first) { slice.removeFirst() }
        while let last = slice.last, set.contains(last) { slice.removeLast() }
        return String(slice)
    }
}

extension String {
    /// The string without leading and trailing whitespace.
    public func trimmingSpaces() -> String {
        var slice = Substring(self)
        while let first = slice.first, first.isWhitespace { slice.removeFirst() }
        while let last = slice.last, last.isWhitespace { slice.removeLast() }
        return String(slice)
    }
}

extension StringProtocol {
    /// The text without leading and trailing blanks: tabs, the Unicode space separators
    /// (category Zs: the space, the no-break space, U+3000 and the rest) and the zero-width space,
    /// the set Linux Foundation's `CharacterSet.whitespaces` holds, trimmed as Foundation trims
    /// it, but without bridging the text to `NSString` (which costs more than the line when a
    /// report trims many).
    public func trimmingBlanks() -> String {
        let scalars = Substring(self).unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.isBlank }),
            let last = scalars.lastIndex(where: { !$0.isBlank })
        else { return "" }
        return String(scalars[first...last])
    }
}

extension Unicode.Scalar {
    /// A tab, a space separator or the zero-width space: what ``StringProtocol/trimmingBlanks()``
    /// trims.
    var isBlank: Bool {
        if value < 0x80 { return value == 0x20 || value == 0x09 }
        return value == 0x200B || properties.generalCategory == .spaceSeparator
    }
}

extension UnsafeBufferPointer where Element == UInt8 {
    /// `range` without the ASCII bytes `isTrimmed` picks at its ends, as ``StringProtocol/trimming(_:)``
    /// trims those characters from the text of `range`; `nil` when a trimmed run meets a byte of
    /// more than ASCII, where only the characters can tell.
    ///
    /// A trimmed byte is a character of its own wherever its neighbour is ASCII: a combining
    /// mark after a space, or a prepended mark before one, would make one character of the two,
    /// which `trimming` keeps. The readers that run on every line (steps, poems) trim here and
    /// make one `String` of what is left, where `trimming` costs a `String`, a `Substring` and
    /// a `Character` for each end (a fifth of `export json`'s action-step reading).
    func asciiTrimmed(_ range: Range<Int>, trimming isTrimmed: (UInt8) -> Bool) -> Range<Int>? {
        var lower = range.lowerBound
        var upper = range.upperBound
        while lower < upper, isTrimmed(self[lower]) { lower += 1 }
        if lower > range.lowerBound, lower < upper, self[lower] >= 0x80 { return nil }
        while upper > lower, isTrimmed(self[upper - 1]) { upper -= 1 }
        if upper < range.upperBound, upper > lower, self[upper - 1] >= 0x80 { return nil }
        return lower..<upper
    }
}
