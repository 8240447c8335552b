import ArgumentParser
import Foundation
import JournalGit
import NightlyCore
import NightlySettings

/// `nightly merge-driver BASE OURS THEIRS PATH`: git's merge driver for entry files.
struct MergeDriverCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "merge-driver",
        abstract: "Merge two machines' versions of an entry; git runs this during a merge.",
        discussion: """
            git runs it as `nightly merge-driver %O %A %B %P` for the files .gitattributes marks \
            merge=nightly (set up by nightly sync --setup). The merge is written to OURS. Lines \
            both sides changed are kept twice under a note, and the exit status is 0; a version \
            that is not UTF-8 is merged by git merge-file instead, with conflict markers and \
            status 1 where the sides overlap. See nightly-journal(5).
            """
    )

    @Argument(help: "The common ancestor's version (%O).") var base: String
    @Argument(help: "This branch's version (%A), where the merge is written.") var ours: String
    @Argument(help: "The other branch's version (%B).") var theirs: String
    @Argument(help: "The entry's path in the repository (%P).") var path: String

    func run() throws {
        let driver = MergeDriver()
        var outcome: MergeDriver.Outcome
        do {
            // git runs drivers at the top of the work tree; the journal may be a folder in it.
            let folder = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
                .appendingPathComponent(MergeDriver.journalFolder(ofRepositoryPath: path))
            let lock = try JournalLock(folder: folder, command: "nightly merge-driver")
            defer { lock.release() }
            outcome = driver.merge(base: base, ours: ours, theirs: theirs, path: path)
        } catch {
            outcome = driver.fallBack(base: base, ours: ours, theirs: theirs, path: path, reason: error.description)
        }
        if let message = outcome.message {
            FileHandle.standardError.write(Data("nightly: \(message)\n".utf8))
        }
        if outcome.status != 0 { throw ExitCode(outcome.status) }
    }
}
