import Foundation
import SystemCalls

/// The git work tree that holds a journal, driven through the `git` program.
///
/// Every git nightly runs here has `GIT_TERMINAL_PROMPT=0`, so a remote that wants a password
/// fails at once instead of waiting for an answer nobody is there to type, and
/// `GIT_MERGE_AUTOEDIT=no`, so a merge never opens an editor.
public struct GitRepository: Sendable {
    /// The journal folder; git runs with `-C` there.
    public var folder: String
    /// The `git` program; tests may point it elsewhere.
    public var git: String
    /// Variables added to git's environment.
    public var environment: [String: String]

    public init(folder: String, git: String = "git", environment: [String: String] = [:]) {
        self.folder = folder
        self.git = git
        self.environment = ["GIT_TERMINAL_PROMPT": "0", "GIT_MERGE_AUTOEDIT": "no"].merging(environment) { $1 }
    }

    /// This repository with ssh told never to ask (`BatchMode=yes`) and to give up on a host
    /// that does not answer in 20 s, unless the user already chose an ssh command
    /// (`GIT_SSH_COMMAND`, `GIT_SSH` or `core.sshCommand`), which then stays as it is.
    public func withNonInteractiveSSH(inherited: [String: String]) -> GitRepository {
        let chosen = inherited["GIT_SSH_COMMAND"] ?? inherited["GIT_SSH"] ?? config("core.sshCommand")
        guard chosen == nil else { return self }
        var repository = self
        repository.environment["GIT_SSH_COMMAND"] = "ssh -o BatchMode=yes -o ConnectTimeout=20"
        return repository
    }

    /// What a git command did.
    public struct Result: Sendable {
        public var status: ChildStatus
        /// Its output and errors, together.
        public var output: String
        public var succeeded: Bool { status.succeeded }

        public init(status: ChildStatus, output: String) {
            self.status = status
            self.output = output
        }

        /// git's reason for failing: its first `fatal:` or `error:` line without the prefix,
        /// else the last line it printed.
        public var reason: String {
            let lines = output.split(whereSeparator: \.isNewline).map { String($0).trimmingSpaces() }
            for line in lines {
                for prefix in ["fatal: ", "error: "] where line.hasPrefix(prefix) {
                    return String(line.dropFirst(prefix.count))
                }
            }
            return lines.last { !$0.isEmpty } ?? ""
        }
    }

    /// Runs `git -C folder arguments…`.
    public func run(_ arguments: [String]) -> Result {
        let (status, output) = ChildProcess.capture([git, "-C", folder] + arguments, environment: environment)
        return Result(status: status, output: output)
    }

    /// The trimmed output of a command that succeeded, else nil.
    public func value(_ arguments: [String]) -> String? {
        let result = run(arguments)
        return result.succeeded ? result.output.trimmingSpaces() : nil
    }

    /// Whether the `git` program is there to run: on `PATH` (the one nightly runs with, where
    /// it is looked up) for a bare name, else at its path.
    public var gitIsInstalled: Bool {
        guard !git.contains("/") else { return access(git, X_OK) == 0 }
        return isExecutableOnPath(git, path: ProcessInfo.processInfo.environment["PATH"])
    }

    /// The message for a missing `git`.
    public static let gitNotFound = "git was not found on PATH; nightly sync runs git, so install it, then sync again"

    /// Whether the folder is inside a git work tree.
    public var isWorkTree: Bool { value(["rev-parse", "--is-inside-work-tree"]) == "true" }

    /// The folder's path inside the work tree, ending in `/` (empty at the top).
    public var prefix: String { value(["rev-parse", "--show-prefix"]) ?? "" }

    /// The checked-out branch's short name; nil when HEAD is detached.
    public var branch: String? { value(["symbolic-ref", "--quiet", "--short", "HEAD"]) }

    /// Whether HEAD has a commit (a new repository's branch has none yet).
    public var hasCommits: Bool { run(["rev-parse", "--verify", "--quiet", "HEAD"]).succeeded }

    /// Whether a merge is waiting for its conflicts to be resolved.
    public var isMerging: Bool { run(["rev-parse", "--verify", "--quiet", "MERGE_HEAD"]).succeeded }

    /// Files with unresolved conflicts, relative to the top of the work tree.
    public var unmergedFiles: [String] {
        (value(["diff", "--name-only", "--diff-filter=U"]) ?? "").split(separator: "\n").map(String.init)
    }

    /// The remotes' names.
    public var remotes: [String] {
        (value(["remote"]) ?? "").split(separator: "\n").map(String.init)
    }

    /// A config value, nil when unset.
    public func config(_ key: String) -> String? { value(["config", "--get", key]) }

    /// Whether `ref` names a commit.
    public func exists(_ ref: String) -> Bool {
        run(["rev-parse", "--verify", "--quiet", ref + "^{commit}"]).succeeded
    }

    /// Whether `ref` has commits that HEAD does not.
    public func hasCommitsMissingFromHead(_ ref: String) -> Bool {
        !hasCommits || !run(["merge-base", "--is-ancestor", ref, "HEAD"]).succeeded
    }

    /// Whether HEAD has commits that `ref` does not.
    public func headHasCommitsMissingFrom(_ ref: String) -> Bool {
        hasCommits && !run(["merge-base", "--is-ancestor", "HEAD", ref]).succeeded
    }
}
