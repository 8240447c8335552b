import Foundation
import JournalFormat
import JournalGit
import NightlyCore
import NightlySettings

/// Commits the entry a command changed, alone (`git commit --only`), when the journal is a git
/// repository and the config does not say `commit = false`, so `git status` is clean after
/// every write. A failed commit is a warning: the entry stays written, and the next sync
/// commits it.
func commitEntry(_ url: URL, day: EntryDate, setup: NightlySetup) {
    guard setup.config.commit ?? true else { return }
    let outcome = EntryCommitter().commit(paths: [url.path], in: setup.journal.root.path, message: "Journal \(day.iso)")
    if case .failed(let message) = outcome {
        _ = fail("git commit failed (\(message)); the entry stays at \(setup.journal.displayPath(url))")
    }
}
