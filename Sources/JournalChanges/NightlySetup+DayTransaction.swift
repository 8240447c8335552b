import JournalFormat
import JournalGit
import JournalReports
import NightlySettings

extension NightlySetup {
    /// A change to this journal's days on behalf of `door` (`nightly add`), committed unless the
    /// config says `commit = false`; it announces the config's quit milestones as of the clock's
    /// time (`NIGHTLY_TIME`).
    /// - Throws: ``JournalLock/Failure`` when the journal is busy or cannot be locked.
    public func transaction(door: String) throws(JournalLock.Failure) -> DayTransaction {
        let change = try DayTransaction(journal: journal, today: today, commits: config.commit ?? true, door: door)
        change.tracks = config.tracks
        change.now = try? NightlyEnvironment(variables: environment).timeOfDay()
        return change
    }
}
