#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension UnsafeBufferPointer where Element == UInt8 {
    /// The offset of the first occurrence of `pattern` that lies wholly inside `range`: `memchr`
    /// finds each place its first byte is, so text without that byte costs one vector scan.
    /// Foundation's generic search costs far more for the short patterns nightly looks for on
    /// every line.
    func offset(of pattern: UnsafeBufferPointer<UInt8>, in range: Range<Int>) -> Int? {
        guard let first = pattern.first, let base = baseAddress, range.count >= pattern.count else { return nil }
        var index = range.lowerBound
        let last = range.upperBound - pattern.count
        while index <= last {
            guard let hit = memchr(base + index, Int32(first), last + 1 - index) else { return nil }
            index = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
            var matched = 1
            while matched < pattern.count, base[index + matched] == pattern[matched] { matched += 1 }
            if matched == pattern.count { return index }
            index += 1
        }
        return nil
    }

    func offset(of pattern: StaticString, in range: Range<Int>) -> Int? {
        pattern.withUTF8Buffer { offset(of: $0, in: range) }
    }
}

extension Array where Element == UInt8 {
    /// The offset of the first occurrence of `pattern` at or after `start`.
    func offset(of pattern: [UInt8], from start: Int = 0) -> Int? {
        offset(of: pattern, in: start..<count)
    }

    /// The offset of the first occurrence of `pattern` that lies wholly inside `range`.
    func offset<Pattern: Collection>(of pattern: Pattern, in range: Range<Int>) -> Int?
    where Pattern.Element == UInt8 {
        withUnsafeBufferPointer { text in
            pattern.withContiguousStorageIfAvailable { text.offset(of: $0, in: range) }
                ?? Array(pattern).withUnsafeBufferPointer { text.offset(of: $0, in: range) }
        }
    }
}
