import Foundation

extension ChangeIntent {
    /// The one way a change ends committed, whichever door made it (``DayTransaction`` in
    /// JournalChanges, the setup files and sync's entries through ``LoggedFiles``): the log says
    /// `ready` (the commit's files and message, the undo record) before anything else, so from
    /// then a kill leaves the next holder of the lock to finish it as it would have ended; then
    /// the undo record is written (`recording`), the files committed, and the log removed.
    /// - Parameters:
    ///   - paths: the files to commit, absolute; none for a change that makes no commit.
    ///   - beforeCommit: run just before the commit, when there is one.
    ///   - keepingLogIfRefused: whether a commit git refused (a failing hook, a busy index) leaves
    ///     the log, ready, for the next command that takes the lock to commit first.
    /// - Returns: What came of the commit; nil when there was none to make.
    public func finish(
        committing paths: [String], in folder: String, message: String, undo: UndoRecordChange = .keep,
        committer: EntryCommitter, keepingLogIfRefused: Bool, recording: () -> Void = {},
        beforeCommit: () -> Void = {}
    ) -> EntryCommitter.Outcome? {
        try? ready(commit: paths, message: message, undo: undo)
        recording()
        var outcome: EntryCommitter.Outcome?
        if !paths.isEmpty {
            beforeCommit()
            outcome = committer.commit(paths: paths, in: folder, message: message)
        }
        if case .failed? = outcome, keepingLogIfRefused {} else { discard() }
        return outcome
    }
}
