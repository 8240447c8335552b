import ArgumentParser
import Foundation
import NightlyCore
import SystemCalls

/// `nightly breathe`: the breathing step on its own.
struct BreatheCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "breathe",
        abstract: "Breathe along with an animated shape, then stop.",
        discussion: """
            Keys: right arrow ends the session, left arrow goes back one phase, space pauses, \
            q or Escape quits.
            """
    )

    @OptionGroup var journalOptions: JournalOptions
    @OptionGroup var breathing: BreathingOptions

    func run() throws {
        let trace = BreathingTrace(path: ProcessInfo.processInfo.environment["NIGHTLY_TRACE"])
        trace?.record("start")
        let setup = try journalOptions.setup()
        let session = BreathingSession(
            plan: breathing.plan(config: setup.config),
            style: setup.outputStyle(reducedMotionFlag: breathing.reducedMotion), trace: trace)
        switch session.run() {
        case .finished, .skipped: Platform.write("Well done.\n")
        case .quit: Platform.write("Stopped.\n")
        }
    }
}
