extension Array where Element == UInt8 {
    /// The offset of the first occurrence of `pattern` at or after `start`.
    func offset(of pattern: [UInt8], from start: Int = 0) -> Int? {
        offset(of: pattern, in: start..<count)
    }

    /// The offset of the first occurrence of `pattern` that lies wholly inside `range`, searched
    /// byte by byte: Foundation's generic search costs far more for the short patterns nightly
    /// looks for on every line.
    func offset<Pattern: Collection>(of pattern: Pattern, in range: Range<Int>) -> Int?
    where Pattern.Element == UInt8, Pattern.Index == Int {
        guard let first = pattern.first, range.count >= pattern.count else { return nil }
        var index = range.lowerBound
        let last = range.upperBound - pattern.count
        while index <= last {
            if self[index] == first {
                var matched = 1
                while matched < pattern.count, self[index + matched] == pattern[pattern.startIndex + matched] {
                    matched += 1
                }
                if matched == pattern.count { return index }
            }
            index += 1
        }
        return nil
    }
}
