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
