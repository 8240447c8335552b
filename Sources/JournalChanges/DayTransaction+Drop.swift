import JournalFormat
@_spi(JournalWrites) import JournalStorage

extension DayTransaction {
    /// Drops open step `index` of `entry` (read through ``actionSteps(on:)``): its text is
    /// struck through, `- [ ] ~~text~~`, and it stays in the file, counted as neither done nor
    /// open (``EntrySteps/dropping(_:)``). The day is committed with the rest of the
    /// change, as any edit.
    public func drop(_ index: Int, of entry: EntrySteps) throws {
        _ = try edit(entry.date) { _ in try writer.dropActionStep(index, in: entry) }
    }
}
