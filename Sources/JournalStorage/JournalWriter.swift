import Foundation
import JournalFormat

/// The writer of a journal's entries: it writes the changes JournalFormat works out
/// (``FileChange``), each atomically through the ``ConfinedWriter``, which tells its watcher
/// (the transaction's intent log) first. Only the transaction's library imports it, with
/// `@_spi(JournalWrites)`; the compiler keeps every other target to reading.
///
/// Call its methods holding the journal's lock.
@_spi(JournalWrites)
public struct JournalWriter: Sendable {
    /// The journal it writes, and reads each day from.
    public let journal: Journal
    /// The checked writer every file goes through.
    public let files: ConfinedWriter

    public init(_ journal: Journal, watcher: (any WriteWatcher)? = nil) {
        self.journal = journal
        self.files = ConfinedWriter(root: journal.root, watcher: watcher)
    }

    /// Writes `change` atomically (see ``AtomicFile``), then removes the temporary files killed
    /// writes left in its folder.
    /// - Throws: ``JournalError/linkLeavesJournal(link:target:)`` when the path leads out of
    ///   the journal through a symbolic link (nothing is written), and write errors.
    @discardableResult
    public func write(_ change: FileChange) throws -> AtomicFile.Outcome {
        try journal.requireInside(change.url)
        let outcome =
            if let splice = change.splice {
                try files.write(change.bytes, splicing: splice, to: change.url)
            } else {
                try files.write(change.bytes, to: change.url)
            }
        AtomicFile.removeLeftovers(in: change.url.resolvingSymlinksInPath().deletingLastPathComponent().path)
        return outcome
    }

    /// Writes `entry` to `url`, a file in the journal, as ``write(_:)`` writes.
    @discardableResult
    public func save(_ entry: Entry, to url: URL) throws -> AtomicFile.Outcome {
        try write(FileChange(url: url, bytes: entry.bytes))
    }

    /// Changes `date`'s entry with `change` and writes it (``Journal/editing(_:_:)``).
    @discardableResult
    public func edit(_ date: EntryDate, _ change: (Entry) throws -> Entry) throws -> AtomicFile.Outcome {
        try write(journal.editing(date, change))
    }

    /// Appends `text` to the first section of `kind` in `date`'s entry
    /// (``Journal/appending(_:to:on:)``).
    @discardableResult
    public func append(_ text: String, to kind: SectionKind, on date: EntryDate) throws -> AtomicFile.Outcome {
        try write(journal.appending(text, to: kind, on: date))
    }

    /// Sets `key` to `value` in `date`'s front matter (``Journal/settingFrontMatter(_:to:on:)``).
    @discardableResult
    public func setFrontMatter(_ key: String, to value: String, on date: EntryDate) throws -> AtomicFile.Outcome {
        try write(journal.settingFrontMatter(key, to: value, on: date))
    }

    /// Gives step `index` of `entry` `state` (``EntrySteps/setting(_:to:)``).
    /// - Returns: The step as it is now, and what the write did (`nil` when nothing was written).
    public func setActionStep(
        _ index: Int, to state: ActionStepState, in entry: EntrySteps
    ) throws -> (step: ActionStep, outcome: AtomicFile.Outcome?) {
        let (step, change) = try entry.setting(index, to: state)
        return (step, try change.map(write))
    }

    /// Ticks (`[x]`) or unticks (`[ ]`) step `index` of `entry`: ``setActionStep(_:to:in:)``
    /// with `.done` or `.open`.
    public func setActionStep(
        _ index: Int, done: Bool, in entry: EntrySteps
    ) throws -> (step: ActionStep, outcome: AtomicFile.Outcome?) {
        try setActionStep(index, to: done ? .done : .open, in: entry)
    }

    /// Drops open step `index` of `entry` (``EntrySteps/dropping(_:)``).
    @discardableResult
    public func dropActionStep(_ index: Int, in entry: EntrySteps) throws -> AtomicFile.Outcome {
        try write(entry.dropping(index))
    }

    /// Removes step `index` of `entry` (``EntrySteps/removing(_:)``).
    @discardableResult
    public func removeActionStep(_ index: Int, in entry: EntrySteps) throws -> AtomicFile.Outcome {
        try write(entry.removing(index))
    }
}
