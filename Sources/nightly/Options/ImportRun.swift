import Foundation
import ImportExport
import JournalChanges
import JournalFormat
import JournalGit
import NightlyCore
import NightlySettings
import SystemCalls

/// What `nightly import jrnl` and `nightly import dayone` share: plan under the journal's
/// lock, print the plan (`--dry-run`) or write it, and commit everything written as one
/// commit, so `git revert` undoes the import.
///
/// An import is one commit or nothing (``ImportCommit``).
struct ImportRun {
    var journalOptions: JournalOptions
    /// The program's name in messages and in the commit: `jrnl`, `Day One`.
    var source: String
    var dryRun: Bool

    /// - Parameter read: reads the export and hands what it read to the function it is given.
    func run(read: ((ImportedExport) throws -> Void) throws -> Void) throws {
        try reportingFailures {
            let setup = try journalOptions.setup()
            do {
                try read { try importing($0, setup: setup) }
            } catch let error as ImportError {
                throw fail(error.description, status: error.exitStatus)
            }
        }
    }

    private func importing(_ export: ImportedExport, setup: NightlySetup) throws {
        let journal = setup.journal
        let terminal = Platform.isTerminal(Platform.standardError)
        let bar = ProgressBar("Reading days", enabled: terminal)
        let writing = ProgressBar("Writing days", enabled: terminal)
        defer {
            bar.finish()
            writing.finish()
        }
        if dryRun {
            let plan = try ImportPlan(export, into: journal, progress: bar.update)
            bar.finish()
            writeOut(ImportSummary.dryRun(plan, journal: journal))
            return
        }
        try ImportPlan.checkDays(of: export)
        let existed = FileManager.default.fileExists(atPath: journal.root.path)
        defer { settleNewJournal(journal, existedBefore: existed) }
        let change = try setup.transaction(door: "nightly import")
        let plan = try ImportPlan(export, into: journal, progress: bar.update)
        bar.finish()
        let done = try ImportCommit.run(plan, in: change, source: source, progress: writing.update)
        writing.finish()
        report(done.change, in: journal)
        if done.finished > 0 {
            writeOut(
                "Finished an import that stopped before its commit: "
                    + "\(CountedNoun.of(done.finished, "entry", "entries")) it wrote are in this import's commit.\n")
        }
        writeOut(ImportSummary.done(plan))
    }
}
