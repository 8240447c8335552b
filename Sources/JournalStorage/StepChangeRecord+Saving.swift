import Foundation
import JournalFormat

/// The undo record's file is written and removed only by the transaction that makes and undoes
/// the change it names.
@_spi(JournalWrites)
extension StepChangeRecord {
    /// Writes the record atomically to `url`, replacing the one before; through `files` when it
    /// is in the journal folder, so a link there leading out is refused.
    public func save(to url: URL, through files: ConfinedWriter? = nil) throws {
        if let files {
            try files.write(bytes, to: url)
        } else {
            try AtomicFile.write(bytes, to: url)
        }
    }

    /// Removes the record at `url`, once its change is undone.
    public static func clear(at url: URL) {
        try? FileManager.default.removeItem(at: url)
    }
}
