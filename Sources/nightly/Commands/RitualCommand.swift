import ArgumentParser
import Foundation
import JournalFormat
import JournalGit
import NightlyCore

/// `nightly` (or `nightly ritual`): the bedtime ritual.
struct RitualCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "ritual",
        abstract: "The bedtime ritual (the default): greeting, yesterday's step, breathing, today's entry, commit.",
        discussion: """
            This is what `nightly` with no command runs. At each of yesterday's open steps, q quits without \
            writing. On a terminal the greeting stays until a key is pressed (or 20 seconds pass; the config's \
            greeting_hold sets how many, 0 none); q there quits without writing. During breathing: right arrow \
            skips to writing, left arrow goes back one phase, space pauses, q or Escape quits without writing.
            """
    )

    @OptionGroup var journalOptions: JournalOptions
    @OptionGroup var breathing: BreathingOptions

    @Flag(help: "Go straight to writing, without breathing.")
    var noBreathing = false

    func run() throws {
        let trace = BreathingTrace(path: ProcessInfo.processInfo.environment["NIGHTLY_TRACE"])
        trace?.record("start")
        let setup = try journalOptions.setup()
        var ritual = Ritual(
            setup: setup, style: setup.outputStyle(reducedMotionFlag: breathing.reducedMotion),
            plan: noBreathing ? nil : breathing.plan(config: setup.config), trace: trace)
        if setup.config.syncsAfterRitual {
            ritual.syncAfter = SyncAfterRitual(
                executable: runningExecutable(), journal: setup.journal.root.path, seconds: setup.config.syncSeconds)
        }
        let existed = FileManager.default.fileExists(atPath: setup.journal.root.path)
        defer { settleNewJournal(setup.journal, existedBefore: existed) }
        let status: Int32
        do {
            status = try ritual.run()
        } catch let error as JournalLock.Failure {
            throw fail(error.description, status: error.exitStatus)
        } catch {
            throw fail("\(error)")
        }
        if status != 0 { throw ExitCode(status) }
    }
}
