import Foundation
import JournalFormat
import JournalGit
import JournalStorage

/// The ticks and carries the language server's code actions made in an editor's buffer, waiting
/// for the editor to save the file (the server commits them on `textDocument/didSave`). Each is
/// also written here, one ``StepChangeRecord`` line each, in the git folder
/// (`.git/nightly-saved-steps`, or `.nightly.saved-steps` without git), so that a server killed
/// after the editor saved and before its commit leaves the change to the next command that
/// takes the lock: ``DayTransaction`` finishes it then (a carry's copy added, one commit,
/// recorded for `step --undo`) when the file holds it, and forgets it when it does not.
public enum SavedStepChanges {
    /// Adds `record` for the journal in `journal`.
    public static func add(_ record: StepChangeRecord, journal: URL) throws {
        var records = load(journal: journal).filter { $0.day != record.day }
        records.append(record)
        try AtomicFile.write(Array(records.map { $0.line + "\n" }.joined().utf8), to: url(of: journal))
    }

    /// The records waiting for the journal in `journal`.
    static func load(journal: URL) -> [StepChangeRecord] {
        guard let bytes = try? Journal.read(url(of: journal)) else { return [] }
        return String(decoding: bytes, as: UTF8.self).split(separator: "\n").compactMap {
            StepChangeRecord(line: String($0))
        }
    }

    /// Forgets `record`, finished or no longer in its file.
    static func remove(_ record: StepChangeRecord, journal: URL) {
        let records = load(journal: journal).filter { $0 != record }
        guard !records.isEmpty else { return _ = unlink(url(of: journal).path) }
        _ = try? AtomicFile.write(Array(records.map { $0.line + "\n" }.joined().utf8), to: url(of: journal))
    }

    static func url(of journal: URL) -> URL {
        let intent = ChangeIntent.location(of: journal)
        let name = intent.lastPathComponent == ChangeIntent.fileName ? ".nightly.saved-steps" : "nightly-saved-steps"
        return intent.deletingLastPathComponent().appendingPathComponent(name)
    }
}
