import Foundation

extension Journal {
    /// Sets `key` to `value` in `date`'s front matter, changing only those bytes (see
    /// ``FrontMatterFields/setting(_:to:in:)``); a day without a file gets the template with a
    /// front matter holding the key. Call it holding the journal's lock.
    /// - Throws: ``JournalError`` for a file that is not UTF-8 text (it is never rewritten), and
    ///   write errors; nothing is written then.
    @discardableResult
    public func setFrontMatter(_ key: String, to value: String, on date: EntryDate) throws -> AtomicFile.Outcome {
        let url = url(for: date)
        guard FileManager.default.fileExists(atPath: url.path) else {
            let bytes = try template(for: date).bytes
            let splice = FrontMatterFields.setting(key, to: value, in: bytes)
            return try saving(to: url) { try files.write(bytes, splicing: splice, to: url) }
        }
        let bytes = try Self.read(url)
        if let error = JournalError.notText(bytes, path: displayPath(url)) { throw error }
        let splice = FrontMatterFields.setting(key, to: value, in: bytes)
        return try saving(to: url) { try files.write(bytes, splicing: splice, to: url) }
    }

    /// `date`'s front matter fields, read up to the closing fence; nil when the day has no file
    /// or its file no front matter.
    /// - Throws: Read errors.
    public func frontMatterFields(_ date: EntryDate) throws -> [FrontMatterField]? {
        guard let (bytes, _) = try readEntry(date) else { return nil }
        return FrontMatterFields.read(bytes)
    }
}
