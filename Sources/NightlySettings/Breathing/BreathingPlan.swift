/// A whole breathing session: its phases in order, each with its scheduled start.
public struct BreathingPlan: Equatable, Sendable {
    public var phases: [BreathingPhase]

    /// Session lengths accepted, in whole minutes.
    public static let minutesRange = 1...20
    /// Every session length accepted, in minutes: any whole number in ``minutesRange``.
    public static let allowedMinutes = Array(minutesRange)
    /// What a usage error says when a session length is outside ``minutesRange``.
    public static let minutesRule =
        "must be a whole number of minutes from \(minutesRange.lowerBound) to \(minutesRange.upperBound)"
    /// Cycles when neither cycles nor minutes are given.
    public static let defaultCycles = 4

    /// Plans `cycles` cycles of `pattern`, or as many as fill `minutes`.
    ///
    /// Zero-length holds are left out. When the pattern has a finale, the last cycle uses it,
    /// even when it is the only one.
    public init(pattern: BreathingPattern, cycles: Int? = nil, minutes: Int? = nil) {
        let count: Int
        if let cycles {
            count = max(1, cycles)
        } else if let minutes {
            let seconds = Double(minutes) * 60
            if let finale = pattern.finale {
                let last = finale.inhale + finale.exhale + pattern.holdIn + pattern.holdOut
                count = max(1, Int(((seconds - last) / pattern.cycleSeconds).rounded()) + 1)
            } else {
                count = max(1, Int((seconds / pattern.cycleSeconds).rounded()))
            }
        } else {
            count = Self.defaultCycles
        }
        var phases: [BreathingPhase] = []
        var start = 0.0
        for cycle in 1...count {
            let isLast = cycle == count
            let inhale = isLast ? pattern.finale?.inhale ?? pattern.inhale : pattern.inhale
            let exhale = isLast ? pattern.finale?.exhale ?? pattern.exhale : pattern.exhale
            let steps: [(BreathingPhaseKind, Double)] = [
                (.inhale, inhale), (.holdIn, pattern.holdIn), (.exhale, exhale),
                (.holdOut, pattern.holdOut),
            ]
            var first = true
            for (kind, seconds) in steps where seconds > 0 {
                let cue =
                    first
                    ? Self.encouragement(cycle: cycle, of: count, longFinale: pattern.finale != nil) : nil
                phases.append(
                    BreathingPhase(
                        kind: kind, seconds: seconds, start: start, cycle: cycle, cycles: count,
                        encouragement: cue))
                start += seconds
                first = false
            }
        }
        self.phases = phases
    }

    /// Seconds the whole session lasts.
    public var totalSeconds: Double { phases.last?.end ?? 0 }

    /// The words between cycles: "3 more to go", "You're doing great", "Last big one".
    static func encouragement(cycle: Int, of count: Int, longFinale: Bool) -> String? {
        guard cycle > 1 else { return nil }
        if cycle == count { return longFinale ? "Last big one" : "Last one" }
        if cycle == 2 { return "\(count - 1) more to go" }
        return "You're doing great"
    }
}
