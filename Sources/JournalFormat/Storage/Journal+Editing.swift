import Foundation

/// Edits of one day's entry, read and saved in one call. Call them holding the journal's lock.
extension Journal {
    /// Changes `date`'s entry (a new one from the template when the day has none) with `change`
    /// and saves the result (see ``save(_:to:)``).
    /// - Throws: ``JournalError``, and whatever `change` throws; nothing is written then.
    @discardableResult
    public func edit(_ date: EntryDate, _ change: (Entry) throws -> Entry) throws -> AtomicFile.Outcome {
        try save(change(loadOrTemplate(date).entry), to: url(for: date))
    }

    /// Appends `text` as a paragraph to the first section of `kind` in `date`'s entry, as
    /// `edit(date) { try $0.appending(text, to: kind) }` does, byte for byte. A plain entry
    /// (see ``PlainAppend``) is edited in one pass over its bytes and written around them, so
    /// even a very large entry costs about its own size in memory; any other is parsed in full.
    /// - Throws: as ``edit(_:_:)`` and ``Entry/appending(_:to:title:)``.
    @discardableResult
    public func append(_ text: String, to kind: SectionKind, on date: EntryDate) throws -> AtomicFile.Outcome {
        let url = url(for: date)
        guard FileManager.default.fileExists(atPath: url.path) else {
            return try edit(date) { try $0.appending(text, to: kind) }
        }
        let bytes = try Self.read(url)
        guard !bytes.starts(with: JournalError.gitCryptHeader), TextEncoding.firstInvalidUTF8(in: bytes) == nil,
            let splice = PlainAppend.insertion(appending: text, to: kind, in: bytes, titles: sectionTitles)
        else {
            let entry = try Entry.parse(bytes, date: date, path: displayPath(url), titles: sectionTitles)
            return try save(entry.appending(text, to: kind), to: url)
        }
        return try saving(to: url) { try files.write(bytes, splicing: splice, to: url) }
    }
}
