import ArgumentParser
import Foundation
import JournalFormat
import JournalReports
import NightlyCore
import NightlySettings

/// `nightly remind`: a daily reminder at the config's `reminder` time.
struct RemindCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "remind",
        abstract: "Install, show or remove a daily reminder to write.",
        discussion: """
            The reminder is a systemd user timer and service in $XDG_CONFIG_HOME/systemd/user; \
            where no systemd user manager runs, install installs nothing and prints a crontab line \
            instead. At the time, nightly remind notify says so (notify-send, else wall) when \
            today's entry is not written yet.
            """,
        subcommands: [Show.self, Install.self, Remove.self, Notify.self])

    /// `--at` and the journal, shared by show and install.
    struct ReminderOptions: ParsableArguments {
        @OptionGroup var journalOptions: JournalOptions

        @Option(help: ArgumentHelp("The time, instead of the config's reminder.", valueName: "HH:MM"))
        var at: String?

        /// The reminder for this nightly, journal and time.
        func reminder() throws -> (Reminder, NightlySetup) {
            let setup = try journalOptions.setup()
            guard let time = at ?? setup.config.profile.reminder else {
                throw fail(
                    "no reminder time: give --at HH:MM, or set reminder = \"21:30\" under [profile] in the config",
                    status: 64)
            }
            guard
                let reminder = Reminder(
                    time: time, executable: runningExecutable(), journal: setup.journal.root.path)
            else {
                throw fail("'\(time)' is not a time: give HH:MM on a 24-hour clock, such as 21:30", status: 64)
            }
            if let path = reminder.unwritablePath {
                throw fail(
                    "\(String(reflecting: path)) holds a line break or another control character, which a systemd "
                        + "unit or a crontab line cannot carry; nothing was written (move it to a path without one)",
                    status: 1)
            }
            return (reminder, setup)
        }
    }

    struct Show: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "show",
            abstract: "Print the units install would write, or the crontab line where systemd does not run.")

        @OptionGroup var options: ReminderOptions

        func run() throws {
            let (reminder, setup) = try options.reminder()
            let installer = ReminderInstaller(environment: setup.environment)
            // Comment lines, not `==> path <==` headers, which read as files that exist.
            print("# remind install would write \(installer.serviceURL.path):\n\(reminder.service)")
            print("# remind install would write \(installer.timerURL.path):\n\(reminder.timer)", terminator: "")
            if !installer.userManagerRuns { print("\n" + RemindCommand.cronAdvice(reminder)) }
        }
    }

    struct Install: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "install",
            abstract:
                "Install and enable the reminder (exit 1, installing nothing, where no systemd user manager runs).")

        @OptionGroup var options: ReminderOptions

        func run() throws {
            let (reminder, setup) = try options.reminder()
            try RemindCommand.install(reminder, environment: setup.environment)
        }
    }

    struct Remove: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "remove", abstract: "Undo what install did.")

        @OptionGroup var journalOptions: JournalOptions

        func run() throws {
            let setup = try journalOptions.setup()
            do {
                let done = try ReminderInstaller(environment: setup.environment).remove()
                print(done.isEmpty ? "No reminder is installed; nothing to remove." : done.joined(separator: "\n"))
            } catch {
                throw fail("\(error)")
            }
        }
    }

    struct Notify: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "notify",
            abstract: "Say so when today is not written yet (what the reminder runs).", shouldDisplay: false)

        @OptionGroup var options: ReportOptions

        func run() throws {
            let setup = try options.setup()
            let status = TodayStatus(journal: setup.journal, today: setup.today)
            guard !status.written else { return }
            let streak = status.streak == 0 ? "" : " Keep your \(status.streak)-day streak going."
            ReminderNotice.send(title: "nightly", message: "Today's entry is not written yet.\(streak)")
        }
    }

    /// Installs `reminder` through systemd, or explains the crontab line where it cannot.
    static func install(_ reminder: Reminder, environment: [String: String]) throws {
        let installer = ReminderInstaller(environment: environment)
        guard installer.userManagerRuns else {
            print(cronAdvice(reminder))
            throw fail("no systemd user manager runs here, so nothing was installed", status: 1)
        }
        do {
            print(try installer.install(reminder).joined(separator: "\n"))
        } catch {
            throw fail("\(error); nothing was installed")
        }
    }

    /// Where systemd is missing: the line to add with `crontab -e`, since nightly installs
    /// nothing behind the user's back.
    static func cronAdvice(_ reminder: Reminder) -> String {
        """
        No systemd user manager runs here (no $XDG_RUNTIME_DIR/systemd/private). For a reminder \
        at \(reminder.time) from cron, add this line with `crontab -e`:

        \(reminder.crontabLine)
        """
    }
}
