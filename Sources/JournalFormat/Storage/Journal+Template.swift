import Foundation

/// The user's own templates: `template.md` in the journal folder, used for every new day, and
/// `template-monday.md` … `template-sunday.md`, each used instead for its weekday.
extension Journal {
    /// Where the user's template for every day lives. It has no date for a name, so it is
    /// never an entry.
    public var templateURL: URL { root.appendingPathComponent(EntryTemplate.fileName) }

    /// Where the user's template for `date`'s weekday lives, whether or not there is one.
    public func weekdayTemplateURL(for date: EntryDate) -> URL {
        root.appendingPathComponent(EntryTemplate.weekdayFileName(for: date))
    }

    /// Every file that may hold a user's template: `template.md`, then Monday's to Sunday's.
    public var templateURLs: [URL] { EntryTemplate.fileNames.map { root.appendingPathComponent($0) } }

    /// The text of the user's template for every day, `nil` when there is none.
    /// - Throws: ``JournalError`` when it cannot be read or is not UTF-8 (naming its line), or
    ///   is a symbolic link out of the journal.
    public func userTemplate() throws -> String? {
        try templateText(at: templateURL)
    }

    /// The text of the user's template for `date`: its weekday's template when there is one,
    /// else `template.md`, else `nil`. A weekday's template wins whole (it is not merged with
    /// `template.md`), so a Sunday review can have a shape of its own.
    /// - Throws: ``JournalError`` when the template chosen cannot be read or is not UTF-8.
    public func userTemplate(for date: EntryDate) throws -> String? {
        try templateText(at: weekdayTemplateURL(for: date)) ?? userTemplate()
    }

    /// The text of the template at `url`, `nil` when there is no such file.
    /// - Throws: ``JournalError`` when it cannot be read or is not UTF-8 (naming its line), or
    ///   is a symbolic link out of the journal.
    public func templateText(at url: URL) throws -> String? {
        // Read through the checked writer: a template linked out of the journal (one a pull
        // brought) would copy an outside file into every new day.
        guard let bytes = try confinedPaths.read(url) else { return nil }
        if let location = TextEncoding.firstInvalidUTF8(in: bytes) {
            throw JournalError.invalidUTF8(
                path: displayPath(url), line: location.line, column: location.column)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// A new, unsaved entry for `date`: the user's template for its weekday (or for every day)
    /// with its placeholders filled in, else the built-in one with the journal's section titles.
    public func template(for date: EntryDate) throws -> Entry {
        let path = displayPath(url(for: date))
        guard let text = try userTemplate(for: date) else {
            return Entry.template(for: date, path: path, titles: sectionTitles)
        }
        return Entry(
            validUTF8: Array(EntryTemplate.filling(text, for: date).utf8), date: date, path: path,
            titles: sectionTitles)
    }

    /// The prompts of the built-in template and of the user's (every weekday's too), which
    /// searches leave out.
    public func templatePrompts() -> TemplatePrompts {
        TemplatePrompts(
            templates: [EntryTemplate.text(for: EntryDate(year: 2026, month: 1, day: 1))]
                + templateURLs.compactMap { (try? templateText(at: $0)) ?? nil })
    }
}

/// The HTML comments a template puts in every new entry: its prompts, nightly's words rather
/// than the user's. A comment in an entry is a prompt when it is exactly one of these (line
/// breaks aside); comments the user wrote are their own.
public struct TemplatePrompts: Sendable {
    private var comments: Set<[UInt8]> = []

    public init(templates: [String]) {
        for template in templates {
            let bytes = Array(template.utf8)
            for range in Self.commentRanges(in: bytes) { comments.insert(Self.normalised(bytes[range])) }
        }
    }

    /// The byte ranges of `bytes` that are a template's prompts.
    public func ranges(in bytes: [UInt8]) -> [Range<Int>] {
        guard !comments.isEmpty else { return [] }
        return Self.commentRanges(in: bytes).filter { comments.contains(Self.normalised(bytes[$0])) }
    }

    /// Every complete `<!-- … -->` in `bytes`.
    static func commentRanges(in bytes: [UInt8]) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        var from = 0
        while let start = bytes.offset(of: open, from: from),
            let end = bytes.offset(of: close, from: start + open.count)
        {
            ranges.append(start..<(end + close.count))
            from = end + close.count
        }
        return ranges
    }

    /// A comment without carriage returns, so a CRLF entry's prompts are the template's too.
    private static func normalised(_ comment: ArraySlice<UInt8>) -> [UInt8] {
        comment.filter { $0 != 0x0D }
    }

    private static let open = Array("<!--".utf8)
    private static let close = Array("-->".utf8)
}
