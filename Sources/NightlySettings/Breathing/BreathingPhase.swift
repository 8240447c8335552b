#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What the body does during a phase.
public enum BreathingPhaseKind: String, Sendable, Equatable {
    case inhale, holdIn, exhale, holdOut

    /// The words shown for this phase.
    public var label: String {
        switch self {
        case .inhale: return "Breathe in"
        case .holdIn, .holdOut: return "Hold"
        case .exhale: return "Breathe out"
        }
    }

    /// How full the shape is at `progress` (0…1) through the phase: grows in, shrinks out.
    public func fullness(at progress: Double) -> Double {
        let t = min(1, max(0, progress))
        // Ease in and out, so the shape starts and ends each breath gently.
        let eased = 0.5 - 0.5 * cos(t * Double.pi)
        switch self {
        case .inhale: return eased
        case .holdIn: return 1
        case .exhale: return 1 - eased
        case .holdOut: return 0
        }
    }
}

/// One phase of a planned session, with when it starts relative to the session's start.
public struct BreathingPhase: Equatable, Sendable {
    public var kind: BreathingPhaseKind
    public var seconds: Double
    /// Seconds from the session's start to this phase's start.
    public var start: Double
    /// 1-based cycle number, and the session's cycle count.
    public var cycle: Int
    public var cycles: Int
    /// An encouragement shown while this phase runs ("3 more to go"), if any.
    public var encouragement: String?

    public var end: Double { start + seconds }
}
