import Foundation
import JournalChanges
import JournalFormat

/// Writes an ``ImportPlan`` in a ``DayTransaction``, the one way nightly changes a day: each day
/// as planned, and each photo into the `photos` folder beside its day file, never over a file
/// of the same name. The door commits the transaction, as one commit for the whole import.
public enum ImportWriter {
    /// Writes the plan. Work it out in the same transaction, so nothing changes in between.
    /// - Parameter progress: called after each day with the days done and the total.
    /// - Throws: ``JournalError`` and file errors; days written before stay written.
    public static func write(
        _ plan: ImportPlan, in change: DayTransaction, progress: (Int, Int) -> Void = { _, _ in }
    ) throws {
        for (done, day) in plan.days.enumerated() {
            let folder = day.url.deletingLastPathComponent().appendingPathComponent("photos")
            for photo in day.added.flatMap(\.photos) {
                let target = folder.appendingPathComponent(photo.fileName)
                try change.journal.requireInside(target)
                if FileManager.default.fileExists(atPath: target.path) { continue }
                try change.writeFile(try Journal.read(photo.source), to: target)
            }
            try change.write(day.entry, on: day.date)
            progress(done + 1, plan.days.count)
        }
    }
}
