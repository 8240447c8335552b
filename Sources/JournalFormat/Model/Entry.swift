/// One day's Markdown file, parsed.
///
/// An entry keeps the exact bytes it was read from: ``bytes`` of an entry nobody edited is the
/// file, byte for byte. Edits (see `Entry+Editing.swift`) splice new bytes into the old ones
/// and parse the result again, so the model always describes the bytes it holds.
public struct Entry: Sendable, Equatable {
    /// The day, from the file name; `nil` for text that did not come from a dated file.
    public let date: EntryDate?
    /// Where the entry was read from or will be written to, as given.
    public let path: String
    let source: SourceText

    public let lineEnding: LineEnding
    public let frontMatter: FrontMatter?
    /// The first level-1 heading before any section, usually "Monday, 23 November 2026".
    public let title: String?
    public let sections: [Section]
    public let poem: Poem?
    public let actionSteps: [ActionStep]
    public let thoughts: [ThoughtRecord]
    /// Words the user wrote: the title and section headings (levels 1 and 2), the letters line,
    /// prompts (HTML comments), front matter and list or checkbox markers do not count; a
    /// heading of level 3 or more does.
    public let wordCount: Int
    public let diagnostics: [Diagnostic]
    /// The titles the entry was read with; edits read it again with the same ones, and a
    /// section an edit adds gets its title from them.
    public let sectionTitles: SectionTitles
    /// The first line of every top-level block (front matter lines excluded), for edits that
    /// need to parse only the end of a section.
    let blockStartLines: [Int32]
    /// Section headings a fence that never closes turns into code, which no edit may add again.
    let hiddenSections: [HiddenSection]
    /// The lines of code and HTML blocks, where no inline tag is read.
    let literalLines: LineSet

    /// The entry's bytes, exactly as read or as edited.
    public var bytes: [UInt8] { source.bytes }

    /// The entry's text. Valid UTF-8 decodes to a `String` that encodes back to the same bytes.
    public var text: String { String(decoding: source.bytes, as: UTF8.self) }

    /// The entry's tags: the front matter's, inline `#tags` in what the user wrote and the
    /// thought records', in order of first appearance, each once (see ``EntryTags``).
    public let tags: [String]

    /// Whether the user wrote anything beyond the template: the rule for a "written day".
    public var isWritten: Bool { wordCount > 0 }

    /// The first section of `kind`, the one nightly's edits go to.
    public func section(_ kind: SectionKind) -> Section? {
        sections.first { $0.kind == kind }
    }

    /// Parses `bytes`.
    /// - Parameters:
    ///   - date: The day the file is for, from its name.
    ///   - path: Used in errors and diagnostics.
    ///   - titles: What the sections' headings are read as: the journal's
    ///     ``Journal/sectionTitles``, with the titles the user configured.
    /// - Throws: ``JournalError/invalidUTF8(path:line:column:)``. Content never throws; what
    ///   nightly could not read is in ``diagnostics``.
    public static func parse(
        _ bytes: [UInt8], date: EntryDate?, path: String, titles: SectionTitles = .builtIn
    ) throws -> Entry {
        if let error = JournalError.notText(bytes, path: path) {
            throw error
        }
        return Entry(validUTF8: bytes, date: date, path: path, titles: titles)
    }

    /// Parses bytes known to be valid UTF-8.
    init(validUTF8 bytes: [UInt8], date: EntryDate?, path: String, titles: SectionTitles = .builtIn) {
        let parsed = EntryParser(SourceText(bytes), titles: titles)
        self.date = date
        self.path = path
        self.source = parsed.source
        self.lineEnding = LineEnding.dominant(in: bytes)
        self.frontMatter = parsed.frontMatter
        self.title = parsed.title
        self.sections = parsed.sections
        self.poem = parsed.poem
        self.actionSteps = parsed.actionSteps
        self.thoughts = parsed.thoughts
        self.wordCount = parsed.wordCount
        self.tags = parsed.tags
        self.diagnostics = parsed.diagnostics.sorted { ($0.line, $0.severity) < ($1.line, $1.severity) }
        self.sectionTitles = titles
        self.blockStartLines = parsed.blockStartLines
        self.hiddenSections = parsed.hiddenSections
        self.literalLines = parsed.literalLines
    }

    /// The first line of the last top-level block that starts at or before `line`, or `nil`
    /// when none does. A parse from there on sees that block and what follows exactly as a
    /// parse of the whole text does.
    func lastBlockStart(atOrBefore line: Int) -> Int? {
        var low = 0
        var high = blockStartLines.count
        while low < high {
            let middle = (low + high) / 2
            if Int(blockStartLines[middle]) <= line { low = middle + 1 } else { high = middle }
        }
        return low > 0 ? Int(blockStartLines[low - 1]) : nil
    }

    public static func == (lhs: Entry, rhs: Entry) -> Bool {
        lhs.date == rhs.date && lhs.path == rhs.path && lhs.source.bytes == rhs.source.bytes
            && lhs.sectionTitles == rhs.sectionTitles
    }
}
