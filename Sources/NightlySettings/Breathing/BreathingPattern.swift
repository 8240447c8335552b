/// The durations of one breathing cycle, in seconds: in, hold, out, hold.
///
/// Written as `IN-OUT`, `IN-HOLD-OUT` (4-7-8) or `IN-HOLD-OUT-HOLD` (4-4-4-4), or by name
/// (`calm`, `box`, `relax`, `coherent`). `calm` is the default: 3 in, 4 out, and a longer
/// last cycle of 6 in, 7 out.
public struct BreathingPattern: Equatable, Sendable, CustomStringConvertible {
    public var inhale: Double
    public var holdIn: Double
    public var exhale: Double
    public var holdOut: Double
    /// In and out durations of a longer last cycle, when the pattern has one.
    public var finale: (inhale: Double, exhale: Double)?

    public init(
        inhale: Double, holdIn: Double = 0, exhale: Double, holdOut: Double = 0,
        finale: (inhale: Double, exhale: Double)? = nil
    ) {
        self.inhale = inhale
        self.holdIn = holdIn
        self.exhale = exhale
        self.holdOut = holdOut
        self.finale = finale
    }

    /// The default: 3 s in, 4 s out, the last cycle 6 s in, 7 s out.
    public static let calm = BreathingPattern(inhale: 3, exhale: 4, finale: (6, 7))
    /// Names a user may give instead of numbers.
    public static let named: [(name: String, pattern: BreathingPattern)] = [
        ("calm", .calm),
        ("box", BreathingPattern(inhale: 4, holdIn: 4, exhale: 4, holdOut: 4)),
        ("relax", BreathingPattern(inhale: 4, holdIn: 7, exhale: 8)),
        ("coherent", BreathingPattern(inhale: 5, exhale: 5)),
    ]

    /// Seconds of one ordinary cycle.
    public var cycleSeconds: Double { inhale + holdIn + exhale + holdOut }

    /// Parses a name or a dash-separated list of 2 to 4 durations.
    ///
    /// - Throws: `BreathingPatternError` naming what was wrong.
    public init(parsing text: String) throws {
        let trimmed = text.trimmingSpaces().lowercased()
        if let known = Self.named.first(where: { $0.name == trimmed }) {
            self = known.pattern
            return
        }
        let parts = trimmed.split(separator: "-", omittingEmptySubsequences: false)
        let numbers = parts.compactMap { Double($0) }
        guard (2...4).contains(parts.count), numbers.count == parts.count else {
            throw BreathingPatternError.unreadable(text)
        }
        guard numbers.allSatisfy({ $0 >= 0 && $0 <= 60 }) else {
            throw BreathingPatternError.outOfRange(text)
        }
        switch numbers.count {
        case 2: self.init(inhale: numbers[0], exhale: numbers[1])
        case 3: self.init(inhale: numbers[0], holdIn: numbers[1], exhale: numbers[2])
        default:
            self.init(inhale: numbers[0], holdIn: numbers[1], exhale: numbers[2], holdOut: numbers[3])
        }
        guard inhale > 0, exhale > 0 else { throw BreathingPatternError.outOfRange(text) }
    }

    public var description: String {
        if let known = Self.named.first(where: { $0.pattern == self }) { return known.name }
        let parts =
            holdOut > 0
            ? [inhale, holdIn, exhale, holdOut]
            : holdIn > 0 ? [inhale, holdIn, exhale] : [inhale, exhale]
        return parts.map { $0 == $0.rounded() ? String(Int($0)) : String($0) }.joined(separator: "-")
    }

    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.inhale == rhs.inhale && lhs.holdIn == rhs.holdIn && lhs.exhale == rhs.exhale
            && lhs.holdOut == rhs.holdOut && lhs.finale?.inhale == rhs.finale?.inhale
            && lhs.finale?.exhale == rhs.finale?.exhale
    }
}

/// Why a breathing pattern could not be read.
public enum BreathingPatternError: Error, Equatable, CustomStringConvertible {
    case unreadable(String)
    case outOfRange(String)

    public var description: String {
        let names = BreathingPattern.named.map(\.name).joined(separator: ", ")
        switch self {
        case .unreadable(let text):
            return
                "breathing pattern '\(text)' is not IN-OUT, IN-HOLD-OUT, IN-HOLD-OUT-HOLD (seconds) or one of \(names)"
        case .outOfRange(let text):
            return
                "breathing pattern '\(text)': each duration must be 0 to 60 seconds, and in and out more than 0"
        }
    }
}
