import Foundation

extension Journal {
    /// Removes step `index` of `entry` (its one line, with its line end) and saves the entry:
    /// how an undone carry takes back the copy it added. Nothing else of the file changes.
    /// - Throws: ``JournalError/noSuchItem(path:message:)`` when there is no such step, or it
    ///   goes on over more lines than its first (it is then not the line a carry added), and
    ///   write errors.
    public func removeActionStep(_ index: Int, in entry: EntrySteps) throws -> AtomicFile.Outcome {
        guard entry.steps.indices.contains(index) else {
            throw JournalError.noSuchItem(
                path: entry.path, message: "no action step \(index + 1); the entry has \(entry.steps.count)")
        }
        let bytes = entry.bytes
        let offset = entry.steps[index].stateOffset
        let isLineEnd = { (byte: UInt8) in byte == 0x0A || byte == 0x0D }
        let start = bytes[..<offset].lastIndex(where: isLineEnd).map { $0 + 1 } ?? 0
        var end = bytes[offset...].firstIndex(where: isLineEnd) ?? bytes.count
        if end < bytes.count {
            end += bytes[end] == 0x0D && end + 1 < bytes.count && bytes[end + 1] == 0x0A ? 2 : 1
        }
        if end < bytes.count, bytes[end] == 0x20 || bytes[end] == 0x09 {
            throw JournalError.noSuchItem(
                path: entry.path, message: "action step \(index + 1) goes on over more lines; it was left as it is")
        }
        let removal = ByteSplice(range: start..<end, bytes: [])
        return try saving(to: entry.url) { try files.write(bytes, splicing: removal, to: entry.url) }
    }
}
