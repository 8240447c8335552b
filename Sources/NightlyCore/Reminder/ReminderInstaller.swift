import Foundation
import JournalFormat
import JournalStorage
import SystemCalls

/// Installs and removes the reminder's systemd user units, through the user's own systemd.
public struct ReminderInstaller: Sendable {
    /// `$XDG_CONFIG_HOME/systemd/user` (default `~/.config/systemd/user`): where systemd looks
    /// for a user's own units.
    public let unitFolder: URL
    /// Whether a systemd user manager runs for this user: its private socket is in
    /// `$XDG_RUNTIME_DIR/systemd/private`, as `systemctl --user` finds it.
    public let userManagerRuns: Bool

    /// - Parameter environment: The variables: `XDG_CONFIG_HOME`, `HOME`, `XDG_RUNTIME_DIR`.
    public init(environment variables: [String: String]) {
        let home = URL(fileURLWithPath: variables["HOME"] ?? NSHomeDirectory())
        let config =
            variables["XDG_CONFIG_HOME"].flatMap { $0.hasPrefix("/") ? URL(fileURLWithPath: $0) : nil }
            ?? home.appendingPathComponent(".config")
        unitFolder = config.appendingPathComponent("systemd/user")
        userManagerRuns =
            variables["XDG_RUNTIME_DIR"].map {
                FileManager.default.fileExists(
                    atPath: URL(fileURLWithPath: $0).appendingPathComponent("systemd/private").path)
            } ?? false
    }

    public var timerURL: URL { unitFolder.appendingPathComponent(Reminder.timerName) }
    public var serviceURL: URL { unitFolder.appendingPathComponent(Reminder.serviceName) }

    /// What went wrong, naming the file or the command.
    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }

    /// Writes both units (atomically), reloads systemd and enables the timer; on a failure of
    /// systemd, takes the files away again. Refuses to replace units that are not nightly's,
    /// or to write through a unit that is a symbolic link.
    /// - Returns: What was done, a line each.
    public func install(_ reminder: Reminder) throws -> [String] {
        // A unit that is a link (dangling or not) would be written through, wherever it leads.
        for url in [timerURL, serviceURL] {
            var status = stat()
            if lstat(url.path, &status) == 0, status.st_mode & S_IFMT == S_IFLNK {
                let target = (try? FileManager.default.destinationOfSymbolicLink(atPath: url.path)) ?? "?"
                throw Failure(
                    description: "\(url.path) is a symbolic link to \(target); nightly does not write through it")
            }
        }
        for url in [timerURL, serviceURL] where FileManager.default.fileExists(atPath: url.path) && !isOurs(url) {
            throw Failure(description: "\(url.path) is not nightly's (it lacks its first line); left as it is")
        }
        try FileManager.default.createDirectory(at: unitFolder, withIntermediateDirectories: true)
        try AtomicFile.write(Array(reminder.service.utf8), to: serviceURL)
        try AtomicFile.write(Array(reminder.timer.utf8), to: timerURL)
        var done = ["Wrote \(serviceURL.path)", "Wrote \(timerURL.path)"]
        do {
            try systemctl(["daemon-reload"])
            try systemctl(["enable", "--now", Reminder.timerName])
        } catch {
            try? FileManager.default.removeItem(at: timerURL)
            try? FileManager.default.removeItem(at: serviceURL)
            _ = try? systemctl(["daemon-reload"])
            throw error
        }
        done.append("Enabled \(Reminder.timerName): every day at \(reminder.time), a word if today is unwritten")
        return done
    }

    /// Disables the timer and removes the units `install` wrote, and nothing else.
    /// - Returns: What was done, a line each; none when nothing was installed.
    public func remove() throws -> [String] {
        let ours = [timerURL, serviceURL].filter { FileManager.default.fileExists(atPath: $0.path) }
        for url in ours where !isOurs(url) {
            throw Failure(description: "\(url.path) is not nightly's (it lacks its first line); left as it is")
        }
        guard !ours.isEmpty else { return [] }
        var done: [String] = []
        if userManagerRuns, FileManager.default.fileExists(atPath: timerURL.path) {
            try systemctl(["disable", "--now", Reminder.timerName])
            done.append("Disabled \(Reminder.timerName)")
        }
        for url in ours {
            try FileManager.default.removeItem(at: url)
            done.append("Removed \(url.path)")
        }
        // The folders install may have made, when nothing else is in them.
        rmdir(unitFolder.path)
        rmdir(unitFolder.deletingLastPathComponent().path)
        if userManagerRuns { try systemctl(["daemon-reload"]) }
        return done
    }

    private func isOurs(_ url: URL) -> Bool {
        guard let text = try? String(contentsOf: url, encoding: .utf8) else { return false }
        return text.hasPrefix(Reminder.marker + "\n")
    }

    private func systemctl(_ arguments: [String]) throws {
        let (status, output) = ChildProcess.capture(["systemctl", "--user"] + arguments)
        guard status.succeeded else {
            let said = output.trimmingCharacters(in: .whitespacesAndNewlines)
            throw Failure(
                description: "systemctl --user \(arguments.joined(separator: " ")) failed"
                    + (said.isEmpty ? "" : ": \(said)"))
        }
    }
}
