import Foundation
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
        // `git status` takes no pathspec file: it reads the paths a batch at a time.
        var changes = ""
        for start in stride(from: 0, to: paths.count, by: Self.pathsPerCommandLine) {
            let batch = Array(paths[start..<min(paths.count, start + Self.pathsPerCommandLine)])
            let (status, output) = ChildProcess.capture(
                [git, "-C", journal, "status", "--porcelain", "--"] + batch, environment: environment)
            guard status.succeeded else { return .failed(output.trimmingSpaces()) }
            changes += output
        }
        if changes.trimmingSpaces().isEmpty { return .nothingToCommit }
        // Porcelain lines are "XY path"; X is the index. Only what nightly staged is unstaged again.
        let wasStaged = changes.split(separator: "\n").contains { $0.first != " " && $0.first != "?" }
        return withPathspec(paths) { pathspec in
            let (added, addOutput) = ChildProcess.capture(
                [git, "-C", journal, "add"] + pathspec, environment: environment)
            guard added.succeeded else { return .failed(addOutput.trimmingSpaces()) }
            let (committed, output) = ChildProcess.capture(
                [git, "-C", journal, "commit", "--quiet", "--only", "-m", message] + pathspec,
                environment: environment)
            guard committed.succeeded else {
                if !wasStaged { unstage(pathspec, in: journal) }
                return .failed(output.trimmingSpaces())
            }
            return .committed
        }
    }

    /// The most paths given to git on its command line: an import of tens of thousands of
    /// files would pass the kernel's limit on a command's arguments (`E2BIG`).
    static let pathsPerCommandLine = 1_000

    /// `body` with the arguments that name `paths` to git: `-- PATH…` for a few, and for more a
    /// NUL-separated pathspec file (`--pathspec-from-file`), removed afterwards.
    private func withPathspec(_ paths: [String], _ body: ([String]) -> Outcome) -> Outcome {
        guard paths.count > Self.pathsPerCommandLine else { return body(["--"] + paths) }
        let file = FileManager.default.temporaryDirectory.appendingPathComponent(
            "nightly-pathspec-\(getpid())-\(UUID().uuidString)")
        let bytes = Data(paths.map { $0 + "\0" }.joined().utf8)
        do { try bytes.write(to: file, options: [.withoutOverwriting]) } catch {
            return .failed("cannot write the list of files for git (\(error))")
        }
        defer { try? FileManager.default.removeItem(at: file) }
        return body(["--pathspec-from-file=\(file.path)", "--pathspec-file-nul"])
    }

    /// Takes the paths `pathspec` names out of the index again after a failed commit, so the
    /// user's next `git commit` does not carry them unasked; the files themselves are untouched.
    private func unstage(_ pathspec: [String], in journal: String) {
        let (reset, _) = ChildProcess.capture(
            [git, "-C", journal, "reset", "--quiet"] + pathspec, environment: environment)
        if !reset.succeeded {  // No commit yet, so nothing to reset to.
            _ = ChildProcess.capture(
                [git, "-C", journal, "rm", "--cached", "--quiet", "--ignore-unmatch"] + pathspec,
                environment: environment)
        }
    }
}
