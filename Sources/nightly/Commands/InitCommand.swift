import ArgumentParser
import Foundation
import JournalFormat
import JournalGit
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

        let folder = InitQuestions.ask("Where should your journal live?", default: config.journal ?? "~/journal")
        config.journal = folder ?? config.journal ?? "~/journal"
        config.profile.name = InitQuestions.ask("What should nightly call you?") ?? config.profile.name
        config.profile.goal = InitQuestions.ask("In one year, I will have …") ?? config.profile.goal
        config.profile.feeling = InitQuestions.ask("How will that feel?") ?? config.profile.feeling
        config.profile.why = InitQuestions.ask("Why does it matter to you?") ?? config.profile.why
        if let focus = InitQuestions.ask("Up to three focus areas, separated by commas (health, work, family):") {
            config.profile.focus = Array(focus.split(separator: ",").map { String($0).trimmingSpaces() }.prefix(3))
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

        try createJournal(NightlyEnvironment().expand(config.journal!).path)
        try writeConfig(config, changedFrom: loaded, to: URL(fileURLWithPath: path))
        offerReminder(config)
    }

    /// With a reminder time given, offers to install it (`nightly remind install`).
    private func offerReminder(_ config: NightlyConfig) {
        let environment = ProcessInfo.processInfo.environment
        guard let time = config.profile.reminder, let journal = config.journal,
            let reminder = Reminder(
                time: time, executable: runningExecutable(), journal: NightlyEnvironment().expand(journal).path),
            InitQuestions.ask("Install the daily reminder at \(reminder.time) now? (y/N)")?.lowercased().first == "y"
        else { return }
        // A failure is said by install; the config stands either way, and `nightly remind
        // install` tries again.
        _ = try? RemindCommand.install(reminder, environment: environment)
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

    private func createJournal(_ path: String) throws {
        try FileManager.default.createDirectory(
            atPath: path, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        let (status, _) = ChildProcess.capture(["git", "-C", path, "rev-parse", "--is-inside-work-tree"])
        if status.succeeded {
            // A folder inside another repository is no repository of its own: its entries
            // are committed to that one, which the user should know.
            let (found, output) = ChildProcess.capture(["git", "-C", path, "rev-parse", "--show-toplevel"])
            let topLevel = output.trimmingSpaces()
            let resolved = { (path: String) in URL(fileURLWithPath: path).resolvingSymlinksInPath().path }
            if found.succeeded, !topLevel.isEmpty, resolved(topLevel) != resolved(path) {
                Platform.write(
                    "Journal: \(path) (inside the git repository at \(topLevel); entries will be committed there)\n")
            } else {
                Platform.write("Journal: \(path) (already a git repository)\n")
            }
            registerMergeDriver(path)
            return
        }
        let (initialized, output) = ChildProcess.capture(["git", "init", "--quiet", path])
        if initialized.succeeded {
            Platform.write("Journal: \(path) (new git repository)\n")
            registerMergeDriver(path)
        } else {
            _ = fail("git init failed (\(output.trimmingSpaces())); the journal works without git")
        }
    }

    /// Sets up nightly's merge driver for entries, as `nightly sync --setup` does, so two
    /// machines writing the same day merge without losing words.
    private func registerMergeDriver(_ path: String) {
        let command = MergeDriverSetup.driverCommand(
            executable: runningExecutable(), searchPath: ProcessInfo.processInfo.environment["PATH"])
        do {
            for line in try MergeDriverSetup(repository: GitRepository(folder: path)).run(driverCommand: command) {
                Platform.write(line + "\n")
            }
        } catch {
            _ = fail("could not set up the merge driver (\(error)); nightly sync --setup tries again")
        }
    }
}

/// One question, one line of answer; empty skips.
enum InitQuestions {
    /// Asks until the answer passes `check` or is empty; nil when skipped or at end of input.
    static func ask(_ question: String, default value: String? = nil, check: (String) -> Bool = { _ in true })
        -> String?
    {
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
            Platform.write("That doesn't look right; try again, or press Enter to skip.\n")
        }
    }
}
