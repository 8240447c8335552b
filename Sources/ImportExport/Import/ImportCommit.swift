import Foundation
import JournalChanges
import JournalFormat
import JournalGit

/// An import written and committed as one commit, or nothing: what `nightly import` does with
/// its ``ImportPlan``.
///
/// A ``PendingImport`` record names the files before the first is written: killed part-way,
/// the next run of the import takes what the dead run wrote (its days, its photos) into its
/// own commit. An error part-way puts back every file written (``DayTransaction/rollBack()``).
public enum ImportCommit {
    /// What the import did.
    public struct Outcome {
        /// The transaction's outcome: files written, the commit, awards.
        public var change: DayOutcome
        /// Entries a killed run of the import wrote, committed now with the rest.
        public var finished: Int
    }

    /// Writes `plan` in `change` and commits it as `Import N entries from SOURCE`.
    /// - Parameter progress: called after each day written with the days done and the total.
    /// - Throws: ``ImportError/nothingImported(reason:left:)`` when a file cannot be written:
    ///   every file written is put back first. Errors recording the import, before anything
    ///   is written.
    public static func run(
        _ plan: ImportPlan, in change: DayTransaction, source: String, progress: (Int, Int) -> Void = { _, _ in }
    ) throws -> Outcome {
        let journal = change.journal
        // One commit or nothing: a failed write puts back the days written before it.
        let record = change.commits ? PendingImport.location(in: GitRepository(folder: journal.root.path)) : nil
        let leftover = record.flatMap(PendingImport.load)
        do {
            try ImportWriter.checkTargets(plan, in: journal)
        } catch {
            throw ImportError.nothingImported(reason: "\(error)", left: [])
        }
        var pending = leftover ?? PendingImport()
        pending.add(source: source, files: ImportWriter.files(of: plan, in: journal))
        if let record { try pending.save(to: record) }
        do {
            try ImportWriter.write(plan, in: change, progress: progress)
        } catch {
            let left = change.rollBack()
            if let record {
                // The dead run's record stays for its files; this run's goes with its files.
                if let leftover {
                    try? leftover.save(to: record)
                } else if left.isEmpty {
                    PendingImport.clear(at: record)
                }
            }
            throw ImportError.nothingImported(reason: "\(error)", left: left.map { journal.displayPath($0) })
        }
        let finished = try ImportWriter.takeIn(leftover, plan: plan, in: change)
        let count = CountedNoun.of(plan.addedCount + finished, "entry", "entries")
        let outcome = change.commit(message: "Import \(count) from \(pending.sources.joined(separator: " and "))")
        if let record {
            // After a failed commit the record stays, and the next run commits the files.
            if case .failed? = outcome.commit {} else { PendingImport.clear(at: record) }
        }
        return Outcome(change: outcome, finished: finished)
    }
}
