import ArgumentParser
import Foundation
import NightlyCore
import NightlySettings

/// The breathing flags, shared by the ritual and `nightly breathe`.
struct BreathingOptions: ParsableArguments {
    @Option(
        help: "Breathing pattern: IN-OUT, IN-HOLD-OUT, IN-HOLD-OUT-HOLD in seconds, or calm, box, relax, coherent.",
        completion: .list(BreathingPattern.named.map(\.name) + ["4-7-8"]))
    var pattern: String?

    @Option(help: "Number of breathing cycles.")
    var cycles: Int?

    @Option(
        help: "Session length in minutes: any whole number from 1 to 20.",
        completion: .list(BreathingPlan.allowedMinutes.map(String.init)))
    var minutes: Int?

    @Flag(help: "One calm text line per phase instead of the animation.")
    var reducedMotion = false

    func validate() throws {
        if let pattern {
            do { _ = try BreathingPattern(parsing: pattern) } catch { throw ValidationError("\(error)") }
        }
        if let cycles, cycles < 1 { throw ValidationError("--cycles must be at least 1.") }
        if let minutes, !BreathingPlan.allowedMinutes.contains(minutes) {
            throw ValidationError("--minutes \(BreathingPlan.minutesRule).")
        }
        if cycles != nil && minutes != nil { throw ValidationError("Give --cycles or --minutes, not both.") }
    }

    /// The session: flags first, then the config, then the default (calm, 4 cycles).
    func plan(config: NightlyConfig) -> BreathingPlan {
        let chosen = pattern.flatMap { try? BreathingPattern(parsing: $0) } ?? config.breathingPattern ?? .calm
        if cycles != nil || minutes != nil { return BreathingPlan(pattern: chosen, cycles: cycles, minutes: minutes) }
        return BreathingPlan(pattern: chosen, cycles: config.cycles, minutes: config.minutes)
    }
}
