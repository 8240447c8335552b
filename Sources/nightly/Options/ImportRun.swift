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
/// An import is one commit or nothing. A ``PendingImport`` record names the files before the
/// first is written: killed part-way, the next run of the import commits what the dead run
/// wrote (its days, its photos) with the rest, in one commit. An error part-way puts back
/// every file written, and says so.
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
                throw fail(error.description)
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
        let existed = FileManager.default.fileExists(atPath: journal.root.path)
        defer { settleNewJournal(journal, existedBefore: existed) }
        let change = try setup.transaction(door: "nightly import")
        let record = change.commits ? PendingImport.location(in: GitRepository(folder: journal.root.path)) : nil
        let leftover = record.flatMap(PendingImport.load)
        let plan = try ImportPlan(export, into: journal, progress: bar.update)
        bar.finish()
        do {
            try ImportWriter.checkTargets(plan, in: journal)
        } catch {
            throw fail("nothing was imported: \(error)")
        }
        var pending = leftover ?? PendingImport()
        pending.add(source: source, files: ImportWriter.files(of: plan, in: journal))
        if let record { try pending.save(to: record) }
        do {
            try ImportWriter.write(plan, in: change, progress: writing.update)
        } catch {
            writing.finish()
            let left = change.rollBack()
            if let record, leftover == nil, left.isEmpty { PendingImport.clear(at: record) }
            if let record, let leftover { try? leftover.save(to: record) }
            let kept =
                left.isEmpty
                ? "every file it wrote was put back"
                : "these files could not be put back and are left as written: "
                    + left.map { journal.displayPath($0) }.joined(separator: ", ")
            throw fail("nothing was imported: \(error); \(kept)")
        }
        writing.finish()
        // The files a killed run of this import wrote, and the photos already there that the
        // entries link to, go in the same commit.
        let finished = try ImportWriter.takeIn(leftover, plan: plan, in: change)
        let count = plan.addedCount + finished
        let sources = pending.sources.joined(separator: " and ")
        let outcome = change.commit(message: "Import \(CountedNoun.of(count, "entry", "entries")) from \(sources)")
        if let record {
            switch outcome.commit {
            case .failed?: break  // The record stays: the next run commits the files.
            default: PendingImport.clear(at: record)
            }
        }
        report(outcome, in: journal)
        if finished > 0 {
            writeOut(
                "Finished an import that stopped before its commit: \(CountedNoun.of(finished, "entry", "entries")) "
                    + "it wrote are in this import's commit.\n")
        }
        writeOut(ImportSummary.done(plan))
    }
}
