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

    // Cheaper tests for a scan that classes each byte several ways: on `asciiBytes(word)`, whose
    // bytes are all below 0x80, adding to each byte can carry into its high bit but no further,
    // so a range takes two additions rather than `within`'s four steps a bound. Their answers for
    // bytes from 0x80 up mean nothing: the scan keeps them to `belowHalf(word)` once.

    /// `word` with the high bit of every byte cleared.
    @inline(__always) static func asciiBytes(_ word: UInt64) -> UInt64 { word & ~highBits }

    /// Bytes below 0x80.
    @inline(__always) static func belowHalf(_ word: UInt64) -> UInt64 { ~word & highBits }

    /// Bytes of `ascii` within `range` (below 0x80).
    @inline(__always) static func within(ascii: UInt64, _ range: ClosedRange<UInt8>) -> UInt64 {
        let fromLowerBound = ascii &+ ones &* UInt64(0x80 - range.lowerBound)
        let pastUpperBound = ascii &+ ones &* UInt64(0x7F - range.upperBound)
        return fromLowerBound & ~pastUpperBound & highBits
    }

    /// Bytes of `ascii` equal to `byte` (below 0x80).
    @inline(__always) static func equal(ascii: UInt64, _ byte: UInt8) -> UInt64 {
        ~((ascii ^ ones &* UInt64(byte)) &+ ones &* 0x7F) & highBits
    }
}
