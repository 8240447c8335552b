import JournalFormat
import JournalGit
import JournalReports
import NightlySettings

extension NightlySetup {
    /// A change to this journal's days on behalf of `door` (`nightly add`), committed unless the
    /// config says `commit = false`.
    /// - Throws: ``JournalLock/Failure`` when the journal is busy or cannot be locked.
    public func transaction(door: String) throws(JournalLock.Failure) -> DayTransaction {
        let transaction = try DayTransaction(
            journal: journal, today: today, commits: config.commit ?? true, door: door)
        // A habit's mark set through any door may reach a habit award.
        transaction.tracks = config.tracks
        return transaction
    }
}
