/// How `nightly sync` ended, with the exit status and message each way has.
public enum SyncOutcome: Equatable, Sendable {
    /// Entries committed, the other machines' changes merged, and everything pushed.
    case synced
    /// The repository has no remote: entries are committed here only.
    case noRemote
    /// The remote could not be reached (or refused us): entries stay committed here.
    case unreachable(remote: String, reason: String)
    /// The merge stopped with conflicts the driver could not resolve; the files hold them.
    case conflicts([String])
    /// Anything else; the message says what.
    case failed(String)

    /// 0 synced or no remote, 3 unreachable, 1 otherwise.
    public var exitStatus: Int32 {
        switch self {
        case .synced, .noRemote: return 0
        case .unreachable: return 3
        case .conflicts, .failed: return 1
        }
    }

    /// What to tell the user, on standard output for 0 and standard error otherwise.
    public func message(folder: String) -> String {
        switch self {
        case .synced:
            return "Synced."
        case .noRemote:
            return """
                No remote is set, so your entries are committed here only. To sync them, add one:
                  git -C \(folder) remote add origin URL
                then run nightly sync again.
                """
        case let .unreachable(remote, reason):
            return """
                could not reach the remote '\(remote)': \(reason)
                Your entries are committed here and will go up with the next nightly sync.
                """
        case .conflicts(let files):
            return """
                the merge stopped with conflicts nightly could not resolve, in:
                \(files.map { "  " + $0 }.joined(separator: "\n"))
                They hold git's conflict markers (<<<<<<<, =======, >>>>>>>). Edit them, then \
                `git add` them, `git commit`, and run nightly sync again.
                """
        case .failed(let message):
            return message
        }
    }
}
