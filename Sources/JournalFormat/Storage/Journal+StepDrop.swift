import Foundation

extension Journal {
    /// Drops open step `index` of `entry`: its text is struck through (`- [ ] ~~text~~`) and
    /// the entry saved. The step stays in the file, as a record of what was let go, and counts
    /// as neither done nor open (``ActionStep/isDropped``). Only the two `~~` are added.
    /// - Throws: ``JournalError/noSuchItem(path:message:)`` when there is no such open step, and
    ///   write errors.
    public func dropActionStep(_ index: Int, in entry: EntrySteps) throws -> AtomicFile.Outcome {
        guard entry.steps.indices.contains(index), entry.steps[index].isOpen else {
            throw JournalError.noSuchItem(path: entry.path, message: "no open action step \(index + 1) to drop")
        }
        let step = entry.steps[index]
        let bytes = entry.bytes
        var start = step.stateOffset + 2
        while start < step.markerRange.lowerBound, bytes[start] == 0x20 || bytes[start] == 0x09 { start += 1 }
        let end = CarriedMarker.insertionOffset(in: bytes, line: start..<step.markerRange.lowerBound, earliest: start)
        guard end > start else {
            throw JournalError.noSuchItem(path: entry.path, message: "action step \(index + 1) has no text to drop")
        }
        let struck = Array("~~".utf8) + bytes[start..<end] + Array("~~".utf8)
        let splice = ByteSplice(range: start..<end, bytes: struck)
        return try saving(to: entry.url) { try files.write(bytes, splicing: splice, to: entry.url) }
    }
}
