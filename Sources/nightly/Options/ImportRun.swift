import Foundation
import ImportExport
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
        let plan = try JournalLock.holding(journal.root, command: "nightly import") {
            let plan = try ImportPlan(entries, into: journal, progress: bar.update)
            bar.finish()
            let written = try ImportWriter.write(plan, to: journal, progress: writing.update)
            writing.finish()
            commit(written, count: plan.addedCount, setup: setup)
            return plan
        }
        writeOut(ImportSummary.done(plan))
    }

    /// One commit for the whole import; a failed commit is a warning, as for every write.
    private func commit(_ paths: [URL], count: Int, setup: NightlySetup) {
        guard !paths.isEmpty, setup.config.commit ?? true else { return }
        let message = "Import \(count) \(count == 1 ? "entry" : "entries") from \(source)"
        let outcome = EntryCommitter().commit(
            paths: paths.map(\.path), in: setup.journal.root.path, message: message)
        if case .failed(let reason) = outcome {
            _ = fail("git commit failed (\(reason)); the imported entries stay written")
        }
    }
}
