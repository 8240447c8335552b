/// Eight bytes at a time: each of these reads a `UInt64` of eight bytes (the first lowest) and
/// sets the high bit of every byte it finds, and of no byte from 0x80 up. The word counter and
/// the JSON writer scan with them.
enum ByteMasks {
    static let ones: UInt64 = 0x0101_0101_0101_0101
    static let highBits: UInt64 = 0x8080_8080_8080_8080

    /// Bytes below `limit` (at most 0x80).
    @inline(__always) static func below(_ word: UInt64, _ limit: UInt8) -> UInt64 {
        ~((word | highBits) &- ones &* UInt64(limit)) & ~word & highBits
    }

    @inline(__always) static func equal(_ word: UInt64, _ byte: UInt8) -> UInt64 {
        below(word ^ (ones &* UInt64(byte)), 1)
    }

    @inline(__always) static func within(_ word: UInt64, _ range: ClosedRange<UInt8>) -> UInt64 {
        below(word, range.upperBound + 1) & ~below(word, range.lowerBound)
    }
}
