import Foundation
import JournalFormat

/// The daily reminder (`nightly remind`): a systemd user timer and service, or a crontab line
/// where no systemd user manager runs. Each runs `nightly remind notify`, which says something
/// only while today is unwritten.
public struct Reminder: Sendable, Equatable {
    public var hour: Int
    public var minute: Int
    /// nightly's absolute path, which the units and the crontab line run.
    public var executable: String
    /// The journal, absolute, so the reminder reads the one it was installed for.
    public var journal: String

    /// - Parameter time: `HH:MM` (or `H:MM`) on a 24-hour clock; `nil` for anything else.
    public init?(time: String, executable: String, journal: String) {
        let parts = time.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2, (1...2).contains(parts[0].count), parts[1].count == 2,
            parts.allSatisfy({ $0.allSatisfy(\.isASCII) }),
            let hour = Int(parts[0]), let minute = Int(parts[1]), (0...23).contains(hour), (0...59).contains(minute)
        else { return nil }
        self.hour = hour
        self.minute = minute
        self.executable = executable
        self.journal = journal
    }

    public static let timerName = "nightly-reminder.timer"
    public static let serviceName = "nightly-reminder.service"
    /// The first line of every file `install` writes; `remove` takes away only files that
    /// carry it.
    public static let marker = "# Written by `nightly remind install`; `nightly remind remove` takes it away."

    /// `HH:MM`.
    public var time: String { String(format: "%02d:%02d", hour, minute) }

    /// systemd's calendar event: every day at the time.
    public var onCalendar: String { String(format: "*-*-* %02d:%02d:00", hour, minute) }

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
        "\(minute) \(hour) * * * " + command.map(Self.shellQuoted).joined(separator: " ")
    }

    /// A word as systemd's `ExecStart=` reads it: quoted when it holds a space, a quote or a
    /// backslash; `%` is doubled, since systemd expands `%` specifiers.
    static func systemdQuoted(_ word: String) -> String {
        let escaped = word.replacingOccurrences(of: "%", with: "%%")
        guard escaped.contains(where: { " \t\"'\\".contains($0) }) else { return escaped }
        return "\"" + escaped.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            + "\""
    }

    /// A word for `/bin/sh`, as cron runs its lines; `%` is escaped, since cron turns it into a
    /// line break.
    static func shellQuoted(_ word: String) -> String {
        let escaped = word.replacingOccurrences(of: "%", with: "\\%")
        guard escaped.contains(where: { !($0.isLetter || $0.isNumber || "/-._+:=,@".contains($0)) }) else {
            return escaped
        }
        return "'" + escaped.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
