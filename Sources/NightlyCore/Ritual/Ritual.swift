import Foundation
import JournalFormat
import JournalGit
import JournalReports
import NightlySettings
import SystemCalls

/// The bedtime ritual: greeting, yesterday's step, breathing, the entry, commit, completion.
public struct Ritual {
    public var setup: NightlySetup
    public var style: OutputStyle
    /// The breathing session, or nil to go straight to writing.
    public var plan: BreathingPlan?
    public var trace: BreathingTrace?
    public var committer = EntryCommitter()
    /// How long the greeting waits for a key before the breathing begins by itself.
    public var greetingSeconds = GreetingHold.defaultSeconds

    public init(setup: NightlySetup, style: OutputStyle, plan: BreathingPlan?, trace: BreathingTrace?) {
        self.setup = setup
        self.style = style
        self.plan = plan
        self.trace = trace
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
        say(
            Greeting.lines(
                today: today, streakLine: before.streakLine, quote: quote(), profile: setup.config.profile,
                width: width))
        say([""])

        // Every open step of yesterday, one question each (off a terminal, one answer a line).
        var carry: [String] = []
        var ticked: URL?
        for step in YesterdayStep.findAll(in: journal, date: today.adding(days: -1)) {
            switch step.ask() {
            case .done:
                do {
                    try JournalLock.holding(journal.root, command: "nightly ritual") { try step.tick(in: journal) }
                    ticked = step.url
                } catch { warn("could not tick yesterday's step: \(error)") }
            case .carry: carry.append(step.text)
            case .skip: break
            }
        }

        if let plan {
            // The breathing takes the whole screen: the greeting waits to be read first.
            let outcome =
                GreetingHold.wait(style: style, next: "breathing", seconds: greetingSeconds, width: width) == .quit
                ? .quit : BreathingSession(plan: plan, style: style, trace: trace).run()
            if outcome == .quit {
                commitAlone(ticked, date: today.adding(days: -1))
                say(["Goodnight. Nothing was written tonight."])
                return 0
            }
        }

        let editing = EntryEditing(journal: journal, editor: setup.editor)
        // Held while the editor is open too, so a sync cannot change the file under it.
        let lock = try JournalLock(folder: journal.root, command: "nightly ritual")
        defer { lock.release() }
        let result = try editing.edit(today, carry: carry)
        guard result.outcome == .finished else {
            commitAlone(ticked, date: today.adding(days: -1))
            warn(
                EditorLauncher.message(
                    for: result.outcome, choice: setup.editor, path: result.url.path, removed: result.removedEmpty))
            return 1
        }
        if result.removedEmpty {
            commitAlone(ticked, date: today.adding(days: -1))
            say(["Nothing written tonight, so no entry was kept. Goodnight."])
            return 0
        }
        commit([result.url] + (ticked.map { [$0] } ?? []), date: today)

        let after = try WeekSummary(journal: journal, today: today)
        say([""] + [after.streakLine] + after.weekLines)
        say(after.newlyUnlocked(since: before).map { "Award unlocked: \($0.title)" })
        say(["Goodnight."])
        return 0
    }

    /// Commits yesterday's ticked step on its own, when tonight's entry is not committed.
    func commitAlone(_ ticked: URL?, date: EntryDate) {
        if let ticked { commit([ticked], date: date) }
    }

    /// Commits the entry files, unless the config says `commit = false`; a failure is a
    /// warning and the entries stay.
    func commit(_ urls: [URL], date: EntryDate) {
        guard setup.config.commit ?? true else { return }
        let outcome = committer.commit(
            paths: urls.map(\.path), in: setup.journal.root.path, message: "Journal \(date.iso)")
        if case .failed(let message) = outcome {
            warn("git commit failed (\(message)); the entry stays at \(urls[0].path)")
        }
    }

    func quote() -> String? {
        let file = setup.config.quotesFile ?? "quotes.txt"
        let path = file.hasPrefix("/") ? file : setup.journal.root.appendingPathComponent(file).path
        let quotes = Quotes.bundled + Quotes.load(path: path)
        return Quotes.pick(dayNumber: EntryDate(year: 2000, month: 1, day: 1).days(to: setup.today), from: quotes)
    }

    func say(_ lines: [String]) { Platform.write(lines.map { $0 + "\n" }.joined()) }
    func warn(_ message: String) { Platform.write("nightly: \(message)\n", to: Platform.standardError) }
}
