import Foundation

/// One day's action steps with the bytes they were read from: enough to tick or carry one, which
/// changes only that item's bytes, without parsing the entry again.
public struct EntrySteps: Sendable {
    public let date: EntryDate
    /// The entry's path as nightly names it to the user.
    public let path: String
    public let steps: [ActionStep]
    /// The entry's file.
    public let url: URL
    /// The bytes the steps were read from, which a change splices.
    public let bytes: [UInt8]
}

extension Journal {
    /// `date`'s action steps, as ``Entry/actionSteps`` gives them, or `nil` when the day has no
    /// file. A plain entry is read in one pass over its bytes (see ``PlainSteps``); any other is
    /// parsed in full.
    /// - Throws: ``JournalError`` when the file cannot be read or is not UTF-8.
    public func actionSteps(on date: EntryDate) throws -> EntrySteps? {
        let url = url(for: date)
        guard FileManager.default.fileExists(atPath: url.path) else { return nil }
        let bytes = try Self.read(url)
        let path = displayPath(url)
        if let error = JournalError.notText(bytes, path: path) {
            throw error
        }
        let steps =
            PlainSteps.read(bytes, titles: sectionTitles)
            ?? Entry(validUTF8: bytes, date: date, path: path, titles: sectionTitles).actionSteps
        return EntrySteps(date: date, path: path, steps: steps, url: url, bytes: bytes)
    }
}

/// Changes of one step, worked out on the bytes the day was read from without parsing them
/// again; JournalStorage's writer writes them.
extension EntrySteps {
    /// Step `index` given `state` (the same as ``Entry/settingActionStep(_:to:)``): only the
    /// checkbox byte and the carried marker change.
    /// - Returns: The step as it will be, and the change (`nil` when the step already is in
    ///   `state`).
    /// - Throws: ``JournalError/noSuchItem(path:message:)`` when there is no such step or it has
    ///   no text to carry.
    public func setting(_ index: Int, to state: ActionStepState) throws -> (step: ActionStep, change: FileChange?) {
        guard steps.indices.contains(index) else {
            throw JournalError.noSuchItem(
                path: path, message: "no action step \(index + 1); the entry has \(steps.count)")
        }
        let step = steps[index]
        try step.validate(state, index: index, path: path)
        guard let splice = step.splice(to: state, in: bytes) else { return (step, nil) }
        return (step.setting(state, in: bytes), FileChange(url: url, bytes: bytes, splice: splice))
    }

    /// Open step `index` dropped: its text struck through (`- [ ] ~~text~~`). The step stays in
    /// the file, as a record of what was let go, and counts as neither done nor open
    /// (``ActionStep/isDropped``). Only the two `~~` are added.
    /// - Throws: ``JournalError/noSuchItem(path:message:)`` when there is no such open step.
    public func dropping(_ index: Int) throws -> FileChange {
        guard steps.indices.contains(index), steps[index].isOpen else {
            throw JournalError.noSuchItem(path: path, message: "no open action step \(index + 1) to drop")
        }
        let step = steps[index]
        var start = step.stateOffset + 2
        while start < step.markerRange.lowerBound, bytes[start] == 0x20 || bytes[start] == 0x09 { start += 1 }
        let end = CarriedMarker.insertionOffset(in: bytes, line: start..<step.markerRange.lowerBound, earliest: start)
        guard end > start else {
            throw JournalError.noSuchItem(path: path, message: "action step \(index + 1) has no text to drop")
        }
        let struck = Array("~~".utf8) + bytes[start..<end] + Array("~~".utf8)
        return FileChange(url: url, bytes: bytes, splice: ByteSplice(range: start..<end, bytes: struck))
    }

    /// Step `index` removed (its one line, with its line end): how an undone carry takes back
    /// the copy it added. Nothing else of the file changes.
    /// - Throws: ``JournalError/noSuchItem(path:message:)`` when there is no such step, or it
    ///   goes on over more lines than its first (it is then not the line a carry added).
    public func removing(_ index: Int) throws -> FileChange {
        guard steps.indices.contains(index) else {
            throw JournalError.noSuchItem(
                path: path, message: "no action step \(index + 1); the entry has \(steps.count)")
        }
        let offset = steps[index].stateOffset
        let isLineEnd = { (byte: UInt8) in byte == 0x0A || byte == 0x0D }
        let start = bytes[..<offset].lastIndex(where: isLineEnd).map { $0 + 1 } ?? 0
        var end = bytes[offset...].firstIndex(where: isLineEnd) ?? bytes.count
        if end < bytes.count {
            end += bytes[end] == 0x0D && end + 1 < bytes.count && bytes[end + 1] == 0x0A ? 2 : 1
        }
        if end < bytes.count, bytes[end] == 0x20 || bytes[end] == 0x09 {
            throw JournalError.noSuchItem(
                path: path, message: "action step \(index + 1) goes on over more lines; it was left as it is")
        }
        return FileChange(url: url, bytes: bytes, splice: ByteSplice(range: start..<end, bytes: []))
    }
}
