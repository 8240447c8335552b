import Foundation
import JournalFormat

/// Writes an ``ImportPlan``: each day through ``Journal/save(_:to:)`` (atomic), and each
/// photo into the `photos` folder beside its day file, never over a different file of the
/// same name. Call it holding the journal's lock.
public enum ImportWriter {
    /// Writes the plan and returns every path written (day files and photos), for the commit.
    /// - Parameter progress: called after each day with the days done and the total.
    /// - Throws: ``JournalError`` and file errors; days written before stay written.
    public static func write(
        _ plan: ImportPlan, to journal: Journal, progress: (Int, Int) -> Void = { _, _ in }
    ) throws -> [URL] {
        var written: [URL] = []
        for (done, day) in plan.days.enumerated() {
            let folder = day.url.deletingLastPathComponent().appendingPathComponent("photos")
            for photo in day.added.flatMap(\.photos) {
                let target = folder.appendingPathComponent(photo.fileName)
                try journal.requireInside(target)
                if FileManager.default.fileExists(atPath: target.path) { continue }
                try AtomicFile.createFolders(folder.path, reportingFor: target.path)
                try AtomicFile.write(try Journal.read(photo.source), to: target)
                written.append(target)
            }
            try AtomicFile.createFolders(day.url.deletingLastPathComponent().path, reportingFor: day.url.path)
            try journal.save(day.entry, to: day.url)
            written.append(day.url)
            progress(done + 1, plan.days.count)
        }
        return written
    }
}
