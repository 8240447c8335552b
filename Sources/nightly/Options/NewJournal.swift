import Foundation
import JournalFormat
import JournalGit
import NightlyCore

/// A journal folder a writing command created (nightly writes without `nightly init`): removed
/// again when nothing stayed in it, else the user hears, this once, that it is not a git
/// repository, so entries are not committed, and how to start.
/// - Parameter existedBefore: Whether the folder was there before the command ran.
func settleNewJournal(_ journal: Journal, existedBefore: Bool) {
    guard !existedBefore, FileManager.default.fileExists(atPath: journal.root.path) else { return }
    let root = journal.root.path
    if (try? FileManager.default.contentsOfDirectory(atPath: root))?.isEmpty == true {
        rmdir(root)
        return
    }
    guard !GitRepository(folder: root).isWorkTree else { return }
    FileHandle.standardError.write(
        Data(
            ("nightly: started a new journal in \(journal.displayPath(journal.root)); it is not a git repository, "
                + "so entries are not committed: run `nightly init` to set it up, or `git init` there\n").utf8))
}
