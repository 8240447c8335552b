extension Array where Element == UInt8 {
    /// The offset of the first occurrence of `pattern` at or after `start`, searched byte by
    /// byte (Foundation's generic search costs far more for the short patterns nightly uses).
    func offset(of pattern: [UInt8], from start: Int = 0) -> Int? {
        guard let first = pattern.first, count >= pattern.count else { return nil }
        var index = start
        let last = count - pattern.count
        while index <= last {
            if self[index] == first {
                var matched = 1
                while matched < pattern.count, self[index + matched] == pattern[matched] { matched += 1 }
                if matched == pattern.count { return index }
            }
            index += 1
        }
        return nil
    }
}
