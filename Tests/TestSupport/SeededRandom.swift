/// The one deterministic pseudo-random source of the tests (SplitMix64), so every run tests the
/// same texts, journals and documents, and a failing seed fails again on the next run.
public struct SeededRandom: RandomNumberGenerator, Sendable {
    private var state: UInt64

    /// A source whose first state is `seed` scrambled, so that neighbouring small seeds start
    /// far apart.
    public init(seed: Int) { state = UInt64(bitPattern: Int64(seed)) &* 0x2545_F491_4F6C_DD1D &+ 1 }

    /// A source whose first state is `state` itself.
    public init(state: UInt64) { self.state = state }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }

    /// A number in `0..<bound` (0 when `bound` is not positive).
    public mutating func below(_ bound: Int) -> Int { bound <= 0 ? 0 : Int.random(in: 0..<bound, using: &self) }

    /// A number in `range`.
    public mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &self) }
}
