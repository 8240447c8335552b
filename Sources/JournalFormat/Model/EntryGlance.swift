/// What a glance at an entry needs, short of its whole structure: its words, its action steps,
/// and which of its lines are never the user's words. `onthisday`, the calendar's cursor
/// and the language server's hover show dozens of days this way (``Journal/glance(_:)``), and a
/// plain entry (see ``PlainLine``) is read without a Markdown parser, in a fraction of a full
/// parse; either way the glance is the one ``init(_:)`` takes of the full parse
/// (`EntryGlanceTests`, and the `quick-readers` fuzz target).
public struct EntryGlance: Sendable, Equatable {
    public var date: EntryDate?
    /// The file, as the reader was given it.
    public var path: String
    public var bytes: [UInt8]
    /// ``Entry/wordCount``.
    public var wordCount: Int
    /// ``Entry/actionSteps``.
    public var actionSteps: [ActionStep]
    /// The lines (from 1) that hold none of the user's words whatever they say: the front
    /// matter, the section headings and the poem's letters line.
    public var structureLines: Set<Int>
    /// The lines below the heading of the first Journal section, `nil` when it has none.
    public var journalBody: ClosedRange<Int>?

    /// ``Entry/isWritten``.
    public var isWritten: Bool { wordCount > 0 }

    /// The glance of a parsed entry.
    public init(_ entry: Entry) {
        var structure = Set(entry.sections.flatMap { Array($0.headingLines) })
        if let frontMatter = entry.frontMatter { structure.formUnion(frontMatter.lines) }
        if let letters = entry.poem?.lettersLine { structure.insert(letters) }
        self.init(
            date: entry.date, path: entry.path, bytes: entry.bytes, wordCount: entry.wordCount,
            actionSteps: entry.actionSteps, structureLines: structure,
            journalBody: entry.section(.journal)?.bodyLines)
    }

    init(
        date: EntryDate?, path: String, bytes: [UInt8], wordCount: Int, actionSteps: [ActionStep],
        structureLines: Set<Int>,
        journalBody: ClosedRange<Int>?
    ) {
        self.date = date
        self.path = path
        self.bytes = bytes
        self.wordCount = wordCount
        self.actionSteps = actionSteps
        self.structureLines = structureLines
        self.journalBody = journalBody
    }

    /// The glance of `bytes`: read by ``PlainGlance`` when the entry is plain, else from the full parse.
    /// - Throws: What ``Entry/parse(_:date:path:titles:)`` throws (a file that is not UTF-8 text).
    public static func read(
        _ bytes: [UInt8], date: EntryDate?, path: String, titles: SectionTitles = .builtIn
    ) throws -> EntryGlance {
        if let error = JournalError.notText(bytes, path: path) {
            throw error
        }
        if let quick = PlainGlance.read(bytes, date: date, path: path, titles: titles) { return quick }
        return EntryGlance(Entry(validUTF8: bytes, date: date, path: path, titles: titles))
    }
}
