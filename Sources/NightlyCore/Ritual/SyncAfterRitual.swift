import NightlySettings
import SystemCalls

/// The sync the ritual runs once the night's entry is committed, when the config says
/// `sync = "after-ritual"`.
///
/// It is `nightly sync` itself, run as a child in a session of its own and given a bounded
/// time: every rule of the command holds (the lock, the merge driver, no forced push), nothing
/// can ask for a password on the terminal, and a remote that hangs is cut off at the bound
/// with git and ssh. A sync cut off halfway is what a killed `nightly sync` leaves, and the
/// next nightly command cleans up after it (``InterruptedGit``); the entry is committed
/// before the sync begins, so it is never at stake. Whatever happens, the ritual gets one line
/// for its completion screen and its exit status is its own.
public struct SyncAfterRitual: Sendable {
    /// The command to run: nightly's executable, `sync`, and the journal.
    public var command: [String]
    /// How long the sync may take, in seconds.
    public var seconds: Int

    /// - Parameters:
    ///   - executable: The running nightly, so the sync is done by the same version.
    ///   - journal: The journal folder's path.
    ///   - seconds: The config's `sync_timeout`, else ``SyncSchedule/defaultSeconds``.
    public init(executable: String, journal: String, seconds: Int?) {
        command = [executable, "sync", "--journal", journal]
        self.seconds = seconds ?? SyncSchedule.defaultSeconds
    }

    /// Runs the sync and returns the line the completion screen shows.
    public func run() -> String {
        let (status, output) = ChildProcess.capture(command, within: Double(seconds))
        return Self.line(status: status, output: output, seconds: seconds)
    }

    /// The one line for how `nightly sync` ended: `Synced.`, or why not and that the next sync
    /// takes it up. `status` is `nil` when the sync was cut off after `seconds`.
    static func line(status: ChildStatus?, output: String, seconds: Int) -> String {
        let lines = output.split(whereSeparator: \.isNewline).map(String.init)
        let later = "your entry is committed here, and the next sync takes it up."
        guard let status else {
            return "Not synced: the remote did not answer within \(seconds) s; \(later)"
        }
        if status.succeeded {
            if lines.contains(where: { $0.hasPrefix("No remote is set") }) {
                return "Not synced: no remote is set (git remote add origin URL, then nightly sync)."
            }
            return "Synced."
        }
        let error = "nightly: "
        let reason = lines.first { $0.hasPrefix(error) }.map { String($0.dropFirst(error.count)) } ?? lines.last
        guard var reason, !reason.isEmpty else { return "Not synced; \(later)" }
        while reason.last == "." || reason.last == ";" { reason.removeLast() }
        return "Not synced: \(reason); \(later)"
    }
}
