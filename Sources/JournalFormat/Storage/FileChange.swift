import Foundation

/// A change to one file of the journal, worked out but not written: the bytes the file was read
/// as with the one splice that makes it new, or the new bytes whole. JournalFormat reads,
/// parses and edits; only JournalStorage's writer, which the transaction holds, writes a change
/// to disk.
public struct FileChange: Sendable {
    /// The file to write.
    public let url: URL
    /// The file's bytes as read (with ``splice``), or the whole new file (without).
    public let bytes: [UInt8]
    /// The one splice of ``bytes`` that gives the new file; `nil` when ``bytes`` is the file.
    public let splice: ByteSplice?

    public init(url: URL, bytes: [UInt8], splice: ByteSplice? = nil) {
        self.url = url
        self.bytes = bytes
        self.splice = splice
    }

    /// The file as the change makes it. The writer never builds it: it writes the pieces around
    /// the splice as they are.
    public var newBytes: [UInt8] {
        guard let splice else { return bytes }
        return Array(bytes[..<splice.range.lowerBound]) + splice.bytes + bytes[splice.range.upperBound...]
    }
}

/// Changes of one day's entry, read and worked out in one call.
extension Journal {
    /// `date`'s entry (a new one from the template when the day has none) changed by `change`.
    /// - Throws: ``JournalError``, and whatever `change` throws.
    public func editing(_ date: EntryDate, _ change: (Entry) throws -> Entry) throws -> FileChange {
        FileChange(url: url(for: date), bytes: try change(loadOrTemplate(date).entry).bytes)
    }

    /// `text` appended as a paragraph to the first section of `kind` in `date`'s entry, as
    /// `editing(date) { try $0.appending(text, to: kind) }` gives it, byte for byte. A plain
    /// entry (see ``PlainAppend``) is changed in one pass over its bytes, as a splice, so even a
    /// very large entry costs about its own size in memory; any other is parsed in full.
    /// - Throws: as ``editing(_:_:)`` and ``Entry/appending(_:to:title:)``.
    public func appending(_ text: String, to kind: SectionKind, on date: EntryDate) throws -> FileChange {
        let url = url(for: date)
        guard FileManager.default.fileExists(atPath: url.path) else {
            return try editing(date) { try $0.appending(text, to: kind) }
        }
        let bytes = try Self.read(url)
        guard !bytes.starts(with: JournalError.gitCryptHeader), TextEncoding.firstInvalidUTF8(in: bytes) == nil,
            let splice = PlainAppend.insertion(appending: text, to: kind, in: bytes, titles: sectionTitles)
        else {
            let entry = try Entry.parse(bytes, date: date, path: displayPath(url), titles: sectionTitles)
            return FileChange(url: url, bytes: try entry.appending(text, to: kind).bytes)
        }
        return FileChange(url: url, bytes: bytes, splice: splice)
    }

    /// `key` set to `value` in `date`'s front matter, changing only those bytes (see
    /// ``FrontMatterFields/setting(_:to:in:)``); a day without a file gets the template with a
    /// front matter holding the key.
    /// - Throws: ``JournalError`` for a file that is not UTF-8 text (it is never rewritten).
    public func settingFrontMatter(_ key: String, to value: String, on date: EntryDate) throws -> FileChange {
        let url = url(for: date)
        guard FileManager.default.fileExists(atPath: url.path) else {
            let bytes = try template(for: date).bytes
            return FileChange(url: url, bytes: bytes, splice: FrontMatterFields.setting(key, to: value, in: bytes))
        }
        let bytes = try Self.read(url)
        if let error = JournalError.notText(bytes, path: displayPath(url)) { throw error }
        return FileChange(url: url, bytes: bytes, splice: FrontMatterFields.setting(key, to: value, in: bytes))
    }
}
