import Foundation
import JournalFormat
@_spi(JournalWrites) import JournalStorage

/// The writes of a change that JournalGit's own doors make to the journal folder (the setup
/// files `nightly init` and `nightly sync --setup` write, the bare templates and entries
/// `nightly sync` removes and commits), made as ``DayTransaction`` in
/// JournalChanges makes a day's: each one announced first to the change's intent log
/// (``ChangeIntent``), then made by the checked writer (``ConfinedWriter``: never through a link
/// out of the journal, atomically), then committed through the intent log's `ready` record, so
/// that a kill at any instant leaves the next holder of the lock to finish the change or roll it
/// back, never a file half set up.
///
/// The caller holds the journal's lock (``JournalLock``) for as long as the change lasts.
public final class LoggedFiles {
    /// The folder the files are confined to: the journal, or the repository it is in.
    public let root: URL
    private let intent: ChangeIntent
    private let files: ConfinedWriter

    /// A change `door` (`nightly init`) makes to the files under `root`, whose intent log is
    /// the one of the journal in `journal`; nothing is written until the first write.
    public init(root: URL, journal: URL? = nil, door: String) {
        self.root = root
        intent = ChangeIntent(journal: journal ?? root, door: door)
        files = ConfinedWriter(root: root, watcher: intent)
    }

    /// The bytes of the file at `url`, read through the checked writer (none when it is missing).
    public func read(_ url: URL) throws -> [UInt8]? { try files.read(url) }

    /// Replaces the file at `url` with `bytes`, once the intent log holds what it was.
    @discardableResult
    public func write(_ bytes: [UInt8], to url: URL) throws -> AtomicFile.Outcome {
        try files.write(bytes, to: url)
    }

    /// Commits `paths` (absolute) with `message`, as a day's change is committed: the intent log
    /// says `ready` first, so a kill before the commit leaves it to the next holder of the lock,
    /// which makes it with the same message. The log goes once git has answered: a commit git
    /// refused (no name and email yet) is left to the next change that commits, which commits
    /// nightly's setup files left out (``MergeDriverSetup/uncommittedFiles``).
    public func commit(
        _ paths: [String], message: String, committer: EntryCommitter = EntryCommitter()
    ) -> EntryCommitter.Outcome {
        intent.finish(
            committing: paths, in: root.path, message: message, committer: committer, keepingLogIfRefused: false)
            ?? .nothingToCommit
    }

    /// Removes the file at `url` (a day left as its bare template), once the intent log holds
    /// what it was; false when it could not.
    public func remove(_ url: URL) -> Bool {
        guard (try? intent.willRemove(url)) != nil else { return false }
        return (try? FileManager.default.removeItem(at: url)) != nil
    }

    /// Ends the change with its files written and nothing committed (`nightly sync` commits
    /// them itself): the log goes.
    public func end() { intent.discard() }

    /// Ends the change with nothing written: each file gets its bytes back (a new one goes).
    /// - Returns: The files that could not be put back, or that someone else changed since.
    @discardableResult
    public func rollBack() -> [URL] { intent.rollBack() }
}
