import Foundation
import JournalChanges
import JournalFormat
import JournalGit
import NightlyCore
import NightlySettings
import SystemCalls

/// The journal folder `nightly init` sets up: the folder, git, the merge driver, and the
/// entries written before it.
extension InitCommand {
    /// Creates the journal folder, or finds it, and makes it a git repository with nightly's
    /// merge driver; in a repository it made, entries written before (by `nightly add`, say)
    /// are committed, unless `commit` is false.
    func createJournal(_ path: String, commit: Bool) throws {
        try FileManager.default.createDirectory(
            atPath: path, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        let (status, _) = ChildProcess.capture(["git", "-C", path, "rev-parse", "--is-inside-work-tree"])
        if status.succeeded {
            // An init killed while its git ran left git's locks, which stop the setup below.
            StaleGitLocks.remove(in: path)
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
            try registerMergeDriver(path)
            // An init killed after its git init left the entries before it uncommitted: this
            // one commits them (only those git does not track yet).
            if commit, found.succeeded, resolved(topLevel) == resolved(path) {
                commitEarlierEntries(path, untracked: true)
            }
            return
        }
        // A git init killed before it wrote HEAD or its config left their locks, which stop
        // every later one: half a repository git does not take for one is nobody's, so the
        // locks go and git init runs again.
        let dotGit = URL(fileURLWithPath: path).appendingPathComponent(".git")
        for name in ["HEAD.lock", "config.lock"] { unlink(dotGit.appendingPathComponent(name).path) }
        let (initialized, output) = ChildProcess.capture(["git", "init", "--quiet", path])
        if initialized.succeeded {
            Platform.write("Journal: \(path) (new git repository)\n")
            try registerMergeDriver(path)
            if commit { commitEarlierEntries(path) }
        } else {
            _ = fail("git init failed (\(output.trimmingSpaces())); the journal works without git")
        }
    }

    /// Commits the entries a new repository found in the folder, written before there was one,
    /// in one change as every door makes it (``DayTransaction/adopt(_:)``); says how many, or
    /// why they are not committed yet.
    private func commitEarlierEntries(_ path: String, untracked: Bool = false) {
        guard let setup = try? NightlySetup.load(journalFlag: path), var files = try? setup.journal.entryFiles()
        else { return }
        if untracked {
            // Tracked means committed: an init killed in its commit left them in the index only.
            let (listed, output) = ChildProcess.capture(["git", "-C", path, "ls-tree", "-r", "--name-only", "HEAD"])
            guard
                listed.succeeded
                    || !ChildProcess.capture(["git", "-C", path, "rev-parse", "--verify", "HEAD"]).0.succeeded
            else { return }
            let tracked = Set(output.split(separator: "\n").map(String.init))
            files.removeAll { tracked.contains($0.relativePath) }
        }
        guard !files.isEmpty else { return }
        let entries = "the \(files.count == 1 ? "entry" : "\(files.count) entries") written before init"
        let later = "nightly sync commits them"
        let change: DayTransaction
        do {
            change = try setup.transaction(door: "nightly init")
        } catch {
            return Platform.write("Not committed yet: \(entries) (\(error.description)); \(later).\n")
        }
        for file in files { try? change.adopt(file.date) }
        let outcome = change.commit()
        switch outcome.commit {
        case .committed?:
            Platform.write("Committed \(entries).\n")
        case .failed(let message)? where GitIdentity.isMissing(in: message):
            // Said once: the setup files' commit just before failed for the same reason, and told.
            let told = !MergeDriverSetup(repository: GitRepository(folder: path)).uncommittedFiles.isEmpty
            Platform.write(
                told
                    ? "Not committed yet either: \(entries); \(later).\n"
                    : GitIdentity.advice("nightly sync commits \(entries) then") + "\n")
        case .failed(let message)?:
            let reason = GitRepository.Result(status: .exited(1), output: message).reason
            Platform.write("Not committed yet: \(entries) (git said: \(reason)); \(later).\n")
        default:
            break
        }
    }

    /// Sets up nightly's merge driver for entries, as `nightly sync --setup` does, so two
    /// machines writing the same day merge without losing words. A setup file linked out of
    /// the journal stops init before the config is written: nightly never writes through it.
    /// The setup files are one change under the journal's lock, as every change to it is.
    private func registerMergeDriver(_ path: String) throws {
        let command = MergeDriverSetup.driverCommand(
            executable: runningExecutable(), searchPath: ProcessInfo.processInfo.environment["PATH"])
        let lock: JournalLock
        do {
            lock = try JournalLock(folder: URL(fileURLWithPath: path), command: "nightly init")
        } catch {
            _ = fail("could not set up the merge driver (\(error.description)); nightly sync --setup tries again")
            return
        }
        defer { lock.release() }
        do {
            let setup = MergeDriverSetup(repository: GitRepository(folder: path))
            for line in try setup.run(driverCommand: command, door: "nightly init") {
                Platform.write(line + "\n")
            }
        } catch let error as JournalError {
            // A link out of the journal is not a passing failure that a later sync mends.
            guard case .linkLeavesJournal = error else {
                _ = fail("could not set up the merge driver (\(error)); nightly sync --setup tries again")
                return
            }
            throw fail("could not set up the merge driver: \(error.description)")
        } catch {
            _ = fail("could not set up the merge driver (\(error)); nightly sync --setup tries again")
        }
    }
}
