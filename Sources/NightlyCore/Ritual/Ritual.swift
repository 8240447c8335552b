import Foundation
import JournalChanges
import JournalFormat
import JournalGit
import JournalReports
import NightlySettings
import SystemCalls

/// The bedtime ritual: greeting, the steps due, breathing, the entry, commit, completion.
public struct Ritual {
    public var setup: NightlySetup
    public var style: OutputStyle
    /// The breathing session, or nil to go straight to writing.
    public var plan: BreathingPlan?
    public var trace: BreathingTrace?
    /// How long the greeting waits for a key before the breathing begins by itself; 0 does
    /// not wait. The config's `greeting_hold`, else `GreetingHold.defaultSeconds`.
    public var greetingSeconds: Int
    /// The sync to run once the night's entry is committed (`sync = "after-ritual"`), else nil.
    public var syncAfter: SyncAfterRitual?

    public init(setup: NightlySetup, style: OutputStyle, plan: BreathingPlan?, trace: BreathingTrace?) {
        self.setup = setup
        self.style = style
        self.plan = plan
        self.trace = trace
        self.greetingSeconds = setup.config.greetingHold ?? GreetingHold.defaultSeconds
    }

    /// Runs the ritual and returns the exit status: 0 done (or quit), 1 the editor failed.
    /// - Throws: `JournalError` when an entry cannot be read or written.
    public func run() throws -> Int32 {
        let journal = setup.journal
        let today = setup.today
        // Before the breathing, so nobody breathes for minutes to be refused at the editor.
        try journal.requireInside(journal.url(for: today))
        let before = try WeekSummary(journal: journal, today: today)
        let width = ReportWidth.current(environment: setup.environment)
        let memory = setup.config.onThisDay == false ? nil : Greeting.memory(in: journal, today: today)
        say(
            Greeting.lines(
                today: today, streakLine: before.streakLine, quote: quote(), profile: setup.config.profile,
                memory: memory, width: width))
        say([""])

        // Every open step due tonight (the last written day's, however long ago, and those
        // snoozed to today), one question each (off a terminal, one answer a line).
        var now: [(YesterdayStep, YesterdayStep.Choice)] = []
        var carries: [(YesterdayStep, YesterdayStep.Choice)] = []
        for step in YesterdayStep.due(in: journal, today: today) {
            let choice = step.ask(today: today)
            switch choice {
            case .done, .drop: now.append((step, choice))
            case .carry, .later: carries.append((step, choice))
            case .skip: break
            case .quit:
                // Before any tick is made: the answers given so far are let go with the rest.
                say(["Goodnight. Nothing was written tonight."])
                return 0
            }
        }
        var unlocked: [String] = []
        var identityTold = false
        if !now.isEmpty {
            do {
                let change = try setup.transaction(door: "nightly ritual")
                for (step, choice) in now { try step.apply(choice, today: today, in: change) }
                unlocked += announce(change.commit(), identityTold: &identityTold)
            } catch { warn("could not change the step: \(error)") }
        }

        if let plan {
            // The breathing takes the whole screen: the greeting waits to be read first.
            let outcome =
                GreetingHold.wait(style: style, next: "breathing", seconds: greetingSeconds, width: width) == .quit
                ? .quit : BreathingSession(plan: plan, style: style, trace: trace).run()
            if outcome == .quit {
                say(unlocked + ["Goodnight. Nothing was written tonight."])
                return 0
            }
        }

        // Held while the editor is open too, so a sync cannot change the file under it.
        let change = try setup.transaction(door: "nightly ritual")
        for (step, choice) in carries { try step.apply(choice, today: today, in: change) }
        let questions = TrackQuestions(tracks: setup.config.tracks)
        let areas = StepAreaQuestions(areas: setup.config.focusAreas)
        let result = try EntryEditing(editor: setup.editor).edit(today, in: change) { change in
            for problem in areas.ask(on: today, in: change) + questions.ask(on: today, in: change) { warn(problem) }
        }
        unlocked += announce(result.change, identityTold: &identityTold)
        guard result.editor == .finished else {
            warn(
                EditorLauncher.message(
                    for: result.editor, choice: setup.editor, path: result.url.path, removed: result.removedEmpty))
            return 1
        }
        if result.removedEmpty {
            say(unlocked + ["Nothing written tonight, so no entry was kept. Goodnight."])
            return 0
        }

        let after = try WeekSummary(journal: journal, today: today)
        say([""] + [after.streakLine] + after.weekLines)
        say(unlocked)
        // After the commit, and bounded: a failure is a line here, never the ritual's exit status.
        if let syncAfter { say([syncAfter.run()]) }
        // The week's last night: a look back on it is one command away.
        if today.weekday == 7 { say(["Sunday: `nightly review week` looks back on your week."]) }
        say(["Goodnight."])
        return 0
    }

    /// Warns about what went wrong beside a change (a failed commit), and returns the lines of
    /// the awards it unlocked and the quit milestones it reached, for the completion screen.
    /// That git needs a name and email is said once a night, though the ticks and the entry may
    /// each fail to commit for it.
    private func announce(_ outcome: DayOutcome, identityTold: inout Bool) -> [String] {
        for warning in outcome.warnings(in: setup.journal, identityToldAlready: identityTold) { warn(warning) }
        identityTold = identityTold || outcome.isMissingGitIdentity
        return outcome.awardLines
    }

    func quote() -> String? {
        let file = setup.config.quotesFile ?? "quotes.txt"
        let path = file.hasPrefix("/") ? file : setup.journal.root.appendingPathComponent(file).path
        let quotes = Quotes.bundled + Quotes.load(path: path)
        return Quotes.pick(dayNumber: EntryDate(year: 2000, month: 1, day: 1).days(to: setup.today), from: quotes)
    }

    /// Writes `lines`, which hold the journal's and the config's words but never an escape of
    /// nightly's own, with their control characters shown on a terminal.
    func say(_ lines: [String]) { Platform.write(TerminalText.forStandardOutput(lines.map { $0 + "\n" }.joined())) }
    func warn(_ message: String) { Platform.write("nightly: \(message)\n", to: Platform.standardError) }
}
