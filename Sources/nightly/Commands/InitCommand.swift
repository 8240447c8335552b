import ArgumentParser
import Foundation
import JournalFormat
import JournalGit
import JournalStorage
import NightlyCore
import NightlySettings
import SystemCalls

/// `nightly init`: first-run setup, one question at a time, each skippable.
struct InitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Set up nightly: your journal folder, goal, why and breathing defaults.",
        discussion: """
            Asks one question at a time; press Enter to skip any. Writes the config file \
            (${XDG_CONFIG_HOME:-~/.config}/nightly/config.toml) and creates the journal folder, \
            running git init there when it is not a repository yet.
            """
    )

    func run() throws {
        let environment = ProcessInfo.processInfo.environment
        let path = ConfigFiles.userPath(environment: environment)
        // A config that does not parse is the user's to mend: never replace it with answers.
        let loaded: NightlyConfig
        do {
            loaded = try ConfigFiles.loadUser(environment: environment)
        } catch let error as ConfigError {
            throw fail("\(error.description); mend it, then run nightly init again", status: 78)
        }
        var config = loaded
        Platform.write("Welcome to nightly. Press Enter to skip any question.\n\n")

        let journal = Self.journalInUse(config: config, environment: environment)
        config.journal = InitQuestions.ask("Where should your journal live?", default: journal) ?? journal
        config.profile.name = InitQuestions.ask("What should nightly call you?") ?? config.profile.name
        config.profile.goal = InitQuestions.ask("In one year, I will have …") ?? config.profile.goal
        config.profile.feeling = InitQuestions.ask("How will that feel?") ?? config.profile.feeling
        config.profile.why = InitQuestions.ask("Why does it matter to you?") ?? config.profile.why
        if let focus = InitQuestions.ask(
            "Up to three focus areas, separated by commas (health, work, family):",
            check: { Self.focusAreas($0).count <= 3 }, retry: "Three at most; try again, or press Enter to skip.")
        {
            config.profile.focus = Self.focusAreas(focus)
        }
        // A goal an area, kept as [focus.NAME] goal; steps tagged #area count towards it.
        for area in config.profile.focus ?? [] {
            config.focusGoals[area] =
                InitQuestions.ask("Your goal for \(area):", default: config.focusGoals[area]) ?? config.focusGoals[area]
        }
        config.breathingPattern =
            InitQuestions.ask(
                "Breathing pattern (calm, box, relax, or like 4-7-8):",
                default: config.breathingPattern?.description ?? "calm",
                check: { (try? BreathingPattern(parsing: $0)) != nil }
            ).flatMap { try? BreathingPattern(parsing: $0) } ?? config.breathingPattern
        if let minutes = InitQuestions.ask(
            "Breathing minutes (1 to 20; Enter for four short cycles):",
            check: { Int($0).map(BreathingPlan.allowedMinutes.contains) ?? false })
        {
            config.minutes = Int(minutes)
            config.cycles = nil
        }
        config.profile.reminder =
            InitQuestions.ask(
                "A daily reminder time, as HH:MM (21:30):",
                check: { ClockTime($0) != nil }) ?? config.profile.reminder

        // Last, so that answers written for the earlier questions still fit.
        config.editor =
            InitQuestions.ask(
                "Your editor, as you would type it (nvim, \"code --wait\"; Enter for $VISUAL, $EDITOR or vi):",
                default: config.editor) ?? config.editor

        try createJournal(NightlyEnvironment().expand(config.journal!).path, commit: config.commit != false)
        try writeConfig(config, changedFrom: loaded, to: URL(fileURLWithPath: path))
        try offerReminder(config)
    }

    /// The journal nightly would use now, the journal question's default: `NIGHTLY_JOURNAL`
    /// (made absolute, for the config), else the config's, else `~/journal`.
    static func journalInUse(config: NightlyConfig, environment: [String: String]) -> String {
        guard let variable = environment["NIGHTLY_JOURNAL"], !variable.isEmpty else {
            return config.journal ?? "~/journal"
        }
        return variable == "~" || variable.hasPrefix("~/") ? variable : NightlyEnvironment().expand(variable).path
    }

    /// The focus areas of an answer: comma-separated, blanks left out.
    static func focusAreas(_ answer: String) -> [String] {
        answer.split(separator: ",").map { String($0).trimmingSpaces() }.filter { !$0.isEmpty }
    }

    /// With a reminder time given, offers to install it, asked as every yes-or-no question is
    /// (``KeyPrompt/confirm(_:)``), and installs it as `nightly remind install` does: its
    /// messages, and its exit status when nothing could be installed. Declined or failed, the
    /// config stands, and init says how to install it later.
    private func offerReminder(_ config: NightlyConfig) throws {
        let environment = ProcessInfo.processInfo.environment
        guard let time = config.profile.reminder, let journal = config.journal,
            let reminder = Reminder(
                time: time, executable: runningExecutable(), journal: NightlyEnvironment().expand(journal).path)
        else { return }
        let later = "`nightly remind install` installs it at \(reminder.time) when you like"
        guard KeyPrompt.confirm("Install the daily reminder at \(reminder.time) now?") else {
            return Platform.write("No reminder installed; \(later).\n")
        }
        do {
            try RemindCommand.install(reminder, environment: environment)
        } catch {
            Platform.write("No reminder installed; \(later).\n")
            throw error
        }
    }

    /// Writes the answers; an existing file is kept beside it first, since the rewrite drops
    /// its comments and layout. Nothing changed: the file is left alone.
    private func writeConfig(_ config: NightlyConfig, changedFrom loaded: NightlyConfig, to url: URL) throws {
        let existing = FileManager.default.contents(atPath: url.path)
        if let existing, !existing.isEmpty, config == loaded {
            Platform.write("\nNothing changed; \(url.path) is as it was. Run `nightly` tonight to begin.\n")
            return
        }
        if let existing, !existing.isEmpty {
            let previous = url.appendingPathExtension("previous")
            try AtomicFile.write(Array(existing), to: previous)
            Platform.write("\nYour previous config is kept as \(previous.path).")
        }
        try AtomicFile.write(Array(ConfigWriter.text(config).utf8), to: url)
        Platform.write("\nWrote \(url.path). Run `nightly` tonight to begin.\n")
    }
}

/// One question, one line of answer; empty skips.
enum InitQuestions {
    /// Asks until the answer passes `check` or is empty, saying `retry` after one that does not;
    /// nil when skipped or at end of input.
    static func ask(
        _ question: String, default value: String? = nil, check: (String) -> Bool = { _ in true },
        retry: String = "That doesn't look right; try again, or press Enter to skip."
    ) -> String? {
        while true {
            let hint = value.map { " [\($0)]" } ?? ""
            Platform.write("\(question)\(hint) ")
            guard let line = readLine() else {
                Platform.write("\n")
                return nil
            }
            let answer = line.trimmingSpaces()
            if answer.isEmpty { return nil }
            if check(answer) { return answer }
            Platform.write(retry + "\n")
        }
    }
}
