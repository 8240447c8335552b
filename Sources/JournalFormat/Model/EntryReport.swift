import Foundation

/// The public JSON form of an entry (`nightly show --json`), documented in nightly-journal(5).
/// Keys are stable; absent values are `null`, never left out.
public struct EntryReport: Encodable, Sendable {
    struct SectionReport: Encodable {
        var kind: SectionKind
        var title: String
        var startLine: Int
        var endLine: Int
    }

    struct PoemReport: Encodable {
        var letters: [String]
        var text: String
    }

    struct ActionStepReport: Encodable {
        var text: String
        var done: Bool
        /// Always present: the day the step was carried to, or null.
        var carriedTo: EntryDate?
        var line: Int

        func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(text, forKey: .text)
            try container.encode(done, forKey: .done)
            try container.encode(carriedTo, forKey: .carriedTo)
            try container.encode(line, forKey: .line)
        }

        enum CodingKeys: String, CodingKey { case text, done, carriedTo, line }
    }

    struct ThoughtReport: Encodable {
        @NullWhenAbsent var trigger: String?
        @NullWhenAbsent var thought: String?
        @NullWhenAbsent var factOrFeeling: ThoughtRecord.FactOrFeeling?
        @NullWhenAbsent var reframe: String?
        @NullWhenAbsent var intensity: Int?
        @NullWhenAbsent var time: String?
        var tags: [String]
        var line: Int
    }

    @NullWhenAbsent var date: EntryDate?
    var path: String
    @NullWhenAbsent var title: String?
    var words: Int
    var sections: [SectionReport]
    @NullWhenAbsent var poem: PoemReport?
    /// The steps and records as read, made into their reports' shapes only when Foundation
    /// encodes them (`show --json`'s one entry): `export json` writes them straight from here,
    /// and a copy of every step and record of a lifetime cost it more than writing them.
    var actionSteps: [ActionStep]
    var thoughts: [ThoughtRecord]
    var tags: [String]
    var diagnostics: [Diagnostic]
    /// Every top-level front matter key with its value, tracked or not (a list as an array).
    var frontMatter: FrontMatterReport

    /// The report of `bytes`: exactly ``init(_:)`` of ``Entry/parse(_:date:path:titles:)``,
    /// read with no Markdown parser when the entry is plain (``PlainReport``).
    /// - Throws: ``JournalError/invalidUTF8(path:line:column:)``, as the parse.
    public static func read(
        _ bytes: [UInt8], date: EntryDate?, path: String, titles: SectionTitles = .builtIn
    ) throws -> EntryReport {
        if let error = JournalError.notText(bytes, path: path) {
            throw error
        }
        return PlainReport.read(bytes, date: date, path: path, titles: titles)
            ?? EntryReport(Entry(validUTF8: bytes, date: date, path: path, titles: titles))
    }

    public init(_ entry: Entry) {
        self.init(
            date: entry.date, path: entry.path, title: entry.title, words: entry.wordCount,
            sections: entry.sections.map {
                SectionReport(
                    kind: $0.kind, title: $0.title, startLine: $0.lines.lowerBound, endLine: $0.lines.upperBound)
            }, poem: entry.poem, actionSteps: entry.actionSteps, thoughts: entry.thoughts, tags: entry.tags,
            diagnostics: entry.diagnostics,
            frontMatter: entry.frontMatter == nil ? [] : FrontMatterFields.read(entry.bytes) ?? [])
    }

    /// The report of what a reader found, the full parse (``init(_:)``) or ``PlainReport``.
    init(
        date: EntryDate?, path: String, title: String?, words: Int, sections: [SectionReport], poem: Poem?,
        actionSteps: [ActionStep], thoughts: [ThoughtRecord], tags: [String], diagnostics: [Diagnostic],
        frontMatter: [FrontMatterField]
    ) {
        self.date = date
        self.path = path
        self.title = title
        self.words = words
        self.sections = sections
        self.poem = poem.map { PoemReport(letters: $0.letters.map(String.init), text: $0.text) }
        self.actionSteps = actionSteps
        self.thoughts = thoughts
        self.tags = tags
        self.diagnostics = diagnostics
        self.frontMatter = FrontMatterReport(fields: frontMatter)
    }

    enum CodingKeys: String, CodingKey {
        case date, path, title, words, sections, poem, actionSteps, thoughts, tags, diagnostics
        case frontMatter = "front_matter"
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(_date, forKey: .date)
        try container.encode(path, forKey: .path)
        try container.encode(_title, forKey: .title)
        try container.encode(words, forKey: .words)
        try container.encode(sections, forKey: .sections)
        try container.encode(_poem, forKey: .poem)
        try container.encode(
            actionSteps.map {
                ActionStepReport(text: $0.text, done: $0.done, carriedTo: $0.carriedTo, line: $0.line)
            }, forKey: .actionSteps)
        try container.encode(
            thoughts.map {
                ThoughtReport(
                    trigger: $0.trigger, thought: $0.thought, factOrFeeling: $0.factOrFeeling, reframe: $0.reframe,
                    intensity: $0.intensity, time: $0.time, tags: $0.tags, line: $0.line)
            }, forKey: .thoughts)
        try container.encode(tags, forKey: .tags)
        try container.encode(diagnostics, forKey: .diagnostics)
        try container.encode(frontMatter, forKey: .frontMatter)
    }
}

/// `front_matter` in `show --json`: each key once (the first, as YAML readers keep one), a
/// value written as a flow or block list as an array of its items, any other as its text.
struct FrontMatterReport: Encodable {
    var fields: [FrontMatterField]

    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        var seen: Set<String> = []
        for field in fields where seen.insert(field.key).inserted {
            let key = Key(stringValue: field.key)
            if let items = field.listItems {
                try container.encode(items, forKey: key)
            } else {
                try container.encode(Track.unquoted(field.value), forKey: key)
            }
        }
    }

    struct Key: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }
}
