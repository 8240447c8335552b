import ArgumentParser
import Foundation
import NightlyCore

extension JournalOptions {
    /// The journal, the layered config and today; a bad config file ends the command with
    /// exit 78 (EX_CONFIG), a bad `NIGHTLY_TODAY` with exit 1.
    func setup() throws -> NightlySetup {
        do {
            return try NightlySetup.load(journalFlag: journal)
        } catch let error as ConfigError {
            throw fail(error.description, status: 78)
        } catch let error as NightlyError {
            throw fail(error.description)
        }
    }
}

/// The breathing flags, shared by the ritual and `nightly breathe`.
struct BreathingOptions: ParsableArguments {
    @Option(help: "Breathing pattern: IN-OUT, IN-HOLD-OUT, IN-HOLD-OUT-HOLD in seconds, or calm, box, relax, coherent.")
    var pattern: String?

    @Option(help: "Number of breathing cycles.")
    var cycles: Int?

    @Option(help: "Session length in minutes: 1, 3, 5, 10, 15 or 20.")
    var minutes: Int?

    @Flag(help: "One calm text line per phase instead of the animation.")
    var reducedMotion = false

    func validate() throws {
        if let pattern {
            do { _ = try BreathingPattern(parsing: pattern) } catch { throw ValidationError("\(error)") }
        }
        if let cycles, cycles < 1 { throw ValidationError("--cycles must be at least 1.") }
        if let minutes, !BreathingPlan.allowedMinutes.contains(minutes) {
            throw ValidationError("--minutes must be one of 1, 3, 5, 10, 15, 20.")
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
