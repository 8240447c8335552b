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
struct ImportRun {
    var journalOptions: JournalOptions
    /// The program's name in messages and in the commit: `jrnl`, `Day One`.
    var source: String
    var dryRun: Bool

    /// - Parameter read: reads the export and hands its entries to the function it is given.
    func run(read: (([ImportedEntry]) throws -> Void) throws -> Void) throws {
        try reportingFailures {
            let setup = try journalOptions.setup()
            do {
                try read { try importing($0, setup: setup) }
            } catch let error as ImportError {
                throw fail(error.description)
            }
        }
    }

    private func importing(_ entries: [ImportedEntry], setup: NightlySetup) throws {
        let journal = setup.journal
        let terminal = Platform.isTerminal(Platform.standardError)
        let bar = ProgressBar("Reading days", enabled: terminal)
        let writing = ProgressBar("Writing days", enabled: terminal)
        defer {
            bar.finish()
            writing.finish()
        }
        if dryRun {
            let plan = try ImportPlan(entries, into: journal, progress: bar.update)
            bar.finish()
            writeOut(ImportSummary.dryRun(plan, journal: journal))
            return
        }
        let existed = FileManager.default.fileExists(atPath: journal.root.path)
        defer { settleNewJournal(journal, existedBefore: existed) }
        let change = try setup.transaction(door: "nightly import")
        let plan = try ImportPlan(entries, into: journal, progress: bar.update)
        bar.finish()
        try ImportWriter.write(plan, in: change, progress: writing.update)
        writing.finish()
        let count = plan.addedCount
        let outcome = change.commit(message: "Import \(CountedNoun.of(count, "entry", "entries")) from \(source)")
        report(outcome, in: journal)
        writeOut(ImportSummary.done(plan))
    }
}
