import Foundation
import JournalFormat

/// The daily reminder (`nightly remind`): a systemd user timer and service, or a crontab line
/// where no systemd user manager runs. Each runs `nightly remind notify`, which says something
/// only while today is unwritten.
public struct Reminder: Sendable, Equatable {
    /// When it goes off every day, local time.
    public var time: ClockTime
    /// nightly's absolute path, which the units and the crontab line run.
    public var executable: String
    /// The journal, absolute, so the reminder reads the one it was installed for.
    public var journal: String

    public init(time: ClockTime, executable: String, journal: String) {
        self.time = time
        self.executable = executable
        self.journal = journal
    }

    /// - Parameter time: a time as ``ClockTime`` reads it (`H:MM` or `HH:MM`, as the config's
    ///   `reminder` is checked); `nil` for anything else.
    public init?(time: String, executable: String, journal: String) {
        guard let clock = ClockTime(time) else { return nil }
        self.init(time: clock, executable: executable, journal: journal)
    }

    public static let timerName = "nightly-reminder.timer"
    public static let serviceName = "nightly-reminder.service"
    /// The first line of every file `install` writes; `remove` takes away only files that
    /// carry it.
    public static let marker = "# Written by `nightly remind install`; `nightly remind remove` takes it away."

    /// systemd's calendar event: every day at the time.
    public var onCalendar: String { "*-*-* \(time):00" }

    /// What the units and the crontab line run.
    var command: [String] { [executable, "remind", "notify", "--journal", journal] }

    public var timer: String {
        """
        \(Self.marker)
        [Unit]
        Description=nightly: a daily reminder at \(time) to write today's entry

        [Timer]
        OnCalendar=\(onCalendar)
        Persistent=true
        Unit=\(Self.serviceName)

        [Install]
        WantedBy=timers.target

        """
    }

    public var service: String {
        """
        \(Self.marker)
        [Unit]
        Description=nightly: say so when today's entry is not written yet

        [Service]
        Type=oneshot
        ExecStart=\(command.map(Self.systemdQuoted).joined(separator: " "))

        """
    }

    /// The line for `crontab -e` where no systemd user manager runs.
    public var crontabLine: String {
        "\(time.minute) \(time.hour) * * * " + command.map(Self.shellQuoted).joined(separator: " ")
    }

    /// The path among nightly's and the journal's that no unit file or crontab line can carry:
    /// one with a line break or another control character. `nil` when both can go in.
    public var unwritablePath: String? {
        [executable, journal].first { $0.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F } }
    }

    /// A word as systemd's `ExecStart=` reads it (systemd.syntax(7)): quoted when it holds a
    /// space, a quote or a backslash; `%` and `$` are doubled, since systemd expands
    /// specifiers and variables. A line break cannot be carried (``unwritablePath``).
    static func systemdQuoted(_ word: String) -> String {
        let escaped = word.replacingOccurrences(of: "%", with: "%%").replacingOccurrences(of: "$", with: "$$")
        guard escaped.contains(where: { " \t\"'\\".contains($0) }) else { return escaped }
        return "\"" + escaped.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            + "\""
    }

    /// A word for `/bin/sh`, as cron runs its lines. cron turns a `%` into a line break unless
    /// a backslash comes before it, and takes that backslash away; a backslash before it in
    /// the word would escape the escape, so a `%` is written outside the single quotes.
    static func shellQuoted(_ word: String) -> String {
        guard word.contains(where: { !($0.isLetter || $0.isNumber || "/-._+:=,@".contains($0)) }) else {
            return word
        }
        let quoted = word.replacingOccurrences(of: "'", with: "'\\''").replacingOccurrences(of: "%", with: "'\\%'")
        return "'" + quoted + "'"
    }
}
