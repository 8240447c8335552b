import Foundation
import JournalChanges
import JournalFormat
import JournalGit

/// Writes an ``ImportPlan`` in a ``DayTransaction``, the one way nightly changes a day: each day
/// as planned, and each photo into the `photos` folder beside its day file, never over a file
/// of the same name. The door commits the transaction, as one commit for the whole import.
public enum ImportWriter {
    /// Makes sure every file the plan writes is inside the journal (a `photos` folder that is a
    /// link out of it is refused) before any is written.
    /// - Throws: ``JournalError/outsideJournal(path:journal:)``.
    public static func checkTargets(_ plan: ImportPlan, in journal: Journal) throws {
        for day in plan.days {
            try journal.requireInside(day.url)
            for photo in day.added.flatMap(\.photos) { try journal.requireInside(target(of: photo, for: day.url)) }
        }
    }

    /// The files the plan writes, relative to the journal folder: each day, then its photos.
    public static func files(of plan: ImportPlan, in journal: Journal) -> [String] {
        plan.days.flatMap { day in
            [day.url] + day.added.flatMap(\.photos).map { target(of: $0, for: day.url) }
        }.map { relative($0, in: journal) }
    }

    /// Writes the plan. Work it out in the same transaction, so nothing changes in between.
    /// - Parameter progress: called after each day with the days done and the total.
    /// - Throws: ``JournalError``, ``ImportError`` and file errors; days written before stay
    ///   written (``DayTransaction/rollBack()`` puts them back).
    public static func write(
        _ plan: ImportPlan, in change: DayTransaction, progress: (Int, Int) -> Void = { _, _ in }
    ) throws {
        for (done, day) in plan.days.enumerated() {
            for photo in day.added.flatMap(\.photos) {
                let target = target(of: photo, for: day.url)
                try change.journal.requireInside(target)
                if FileManager.default.fileExists(atPath: target.path) {
                    try change.include(target)
                    continue
                }
                try change.writeFile(try photo.read(), to: target)
            }
            try change.write(day.entry, on: day.date)
            progress(done + 1, plan.days.count)
        }
    }

    /// Takes into the commit what a run of the import killed before its commit wrote (the
    /// days and photos `leftover` names) and the photos already in the journal that the
    /// entries found there link to.
    /// - Returns: How many entries found already in the journal are in the days taken in.
    public static func takeIn(_ leftover: PendingImport?, plan: ImportPlan, in change: DayTransaction) throws -> Int {
        let journal = change.journal
        var days: Set<EntryDate> = []
        for file in leftover?.files ?? [] {
            let url = journal.root.appendingPathComponent(file)
            if let date = EntryLayout.date(ofRelativePath: file),
                journal.url(for: date).standardizedFileURL.path == url.standardizedFileURL.path
            {
                guard FileManager.default.fileExists(atPath: url.path) else { continue }
                try change.adopt(date)
                days.insert(date)
            } else {
                try change.include(url)
            }
        }
        for entry in plan.alreadyThere {
            let folder = journal.url(for: entry.date)
            for photo in entry.photos { try change.include(target(of: photo, for: folder)) }
        }
        return plan.alreadyThere.count { days.contains($0.date) }
    }

    private static func target(of photo: ImportedPhoto, for day: URL) -> URL {
        day.deletingLastPathComponent().appendingPathComponent("photos").appendingPathComponent(photo.fileName)
    }

    private static func relative(_ url: URL, in journal: Journal) -> String {
        let root = journal.root.standardizedFileURL.path + "/"
        let path = url.standardizedFileURL.path
        return path.hasPrefix(root) ? String(path.dropFirst(root.count)) : path
    }
}
