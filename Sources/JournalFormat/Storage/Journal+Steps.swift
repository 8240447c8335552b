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
    let bytes: [UInt8]
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

    /// Ticks (`[x]`) or unticks (`[ ]`) step `index` of `entry` and saves it: the same as
    /// ``setActionStep(_:to:in:)`` with `.done` or `.open`.
    /// - Returns: The step as it is now, and what the write did (`nil` when nothing was written).
    /// - Throws: ``JournalError/noSuchItem(path:message:)`` when there is no such step, and
    ///   write errors.
    public func setActionStep(
        _ index: Int, done: Bool, in entry: EntrySteps
    ) throws -> (step: ActionStep, outcome: AtomicFile.Outcome?) {
        try setActionStep(index, to: done ? .done : .open, in: entry)
    }

    /// Gives step `index` of `entry` `state` and saves it, as
    /// ``Entry/settingActionStep(_:to:)`` and ``save(_:to:)`` do, working on the bytes `entry`
    /// was read from without parsing them again: only the checkbox byte and the carried marker
    /// change, and nothing is written when the step already is in `state`.
    /// - Returns: The step as it is now, and what the write did (`nil` when nothing was written).
    /// - Throws: ``JournalError/noSuchItem(path:message:)`` when there is no such step or it has
    ///   no text to carry, and write errors.
    public func setActionStep(
        _ index: Int, to state: ActionStepState, in entry: EntrySteps
    ) throws -> (step: ActionStep, outcome: AtomicFile.Outcome?) {
        guard entry.steps.indices.contains(index) else {
            throw JournalError.noSuchItem(
                path: entry.path, message: "no action step \(index + 1); the entry has \(entry.steps.count)")
        }
        let step = entry.steps[index]
        try step.validate(state, index: index, path: entry.path)
        guard let splice = step.splice(to: state, in: entry.bytes) else { return (step, nil) }
        let outcome = try saving(to: entry.url) { try files.write(entry.bytes, splicing: splice, to: entry.url) }
        return (step.setting(state, in: entry.bytes), outcome)
    }
}
