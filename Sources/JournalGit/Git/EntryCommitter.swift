import SystemCalls

/// Commits one entry file to the journal's git repository, and nothing else.
///
/// `git commit --only -- <path>` builds the commit from HEAD plus that one path, so whatever
/// else the user has staged stays staged and out of the commit.
public struct EntryCommitter: Sendable {
    /// The `git` program; tests may point it elsewhere.
    public var git: String
    /// Variables added to git's environment (tests keep it from the caller's git config).
    public var environment: [String: String]

    public init(git: String = "git", environment: [String: String] = [:]) {
        self.git = git
        self.environment = environment
    }

    /// What came of a commit attempt.
    public enum Outcome: Equatable, Sendable {
        case committed
        /// The file is the same as in HEAD.
        case nothingToCommit
        /// The journal is not inside a git work tree: nothing to do, and no warning.
        case notARepository
        /// git is missing or failed; the message says what it said.
        case failed(String)
    }

    /// Commits `paths` (absolute, inside `journal`) with `message`.
    public func commit(paths: [String], in journal: String, message: String) -> Outcome {
        let (inside, insideOutput) = ChildProcess.capture(
            [git, "-C", journal, "rev-parse", "--is-inside-work-tree"], environment: environment)
        if inside == .exited(127) { return .failed("git not found") }
        guard inside.succeeded, insideOutput.hasPrefix("true") else { return .notARepository }
        return InterruptedGit(repository: GitRepository(folder: journal, git: git, environment: environment)).running(
            "commit"
        ) {
            commitNow(paths: paths, in: journal, message: message)
        }
    }

    private func commitNow(paths: [String], in journal: String, message: String) -> Outcome {
        let (status, changes) = ChildProcess.capture(
            [git, "-C", journal, "status", "--porcelain", "--"] + paths, environment: environment)
        guard status.succeeded else { return .failed(changes.trimmingSpaces()) }
        if changes.trimmingSpaces().isEmpty { return .nothingToCommit }
        // Porcelain lines are "XY path"; X is the index. Only what nightly staged is unstaged again.
        let wasStaged = changes.split(separator: "\n").contains { $0.first != " " && $0.first != "?" }
        let (added, addOutput) = ChildProcess.capture(
            [git, "-C", journal, "add", "--"] + paths, environment: environment)
        guard added.succeeded else { return .failed(addOutput.trimmingSpaces()) }
        let (committed, output) = ChildProcess.capture(
            [git, "-C", journal, "commit", "--quiet", "--only", "-m", message, "--"] + paths, environment: environment)
        guard committed.succeeded else {
            if !wasStaged { unstage(paths, in: journal) }
            return .failed(output.trimmingSpaces())
        }
        return .committed
    }

    /// Takes `paths` out of the index again after a failed commit, so the user's next
    /// `git commit` does not carry them unasked; the files themselves are untouched.
    private func unstage(_ paths: [String], in journal: String) {
        let (reset, _) = ChildProcess.capture(
            [git, "-C", journal, "reset", "--quiet", "--"] + paths, environment: environment)
        if !reset.succeeded {  // No commit yet, so nothing to reset to.
            _ = ChildProcess.capture(
                [git, "-C", journal, "rm", "--cached", "--quiet", "--ignore-unmatch", "--"] + paths,
                environment: environment)
        }
    }
}
