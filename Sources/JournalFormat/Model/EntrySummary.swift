/// What the progress reports need from one entry: its words, its action steps' state and its
/// thought records. Reading a summary is much cheaper than a full ``Entry`` parse, which matters
/// over a lifetime of entries.
///
/// A summary always equals the one built from the full parse of the same bytes: entries the
/// quick reader cannot be sure about (code blocks, block quotes, setext headings, raw HTML other
/// than prompts, deep indentation) are parsed in full.
public struct EntrySummary: Sendable, Equatable {
    /// The day, from the file name.
    public var date: EntryDate?
    /// Words the user wrote, as ``Entry/wordCount`` counts them.
    public var wordCount: Int
    /// Action steps that are ticked (a ticked step with a carried marker among them).
    public var actionStepsDone: Int
    /// Action steps that are neither carried nor dropped: the open and the ticked ones. A carried
    /// step counts on the day it is finally ticked, so a step carried twice and then done counts
    /// once; a dropped step (``ActionStep/isDropped``) counts nowhere.
    public var actionStepsTotal: Int
    /// Action steps carried to a later day and not ticked: neither open nor missed.
    public var actionStepsCarried: Int
    /// The thought-diary records, as ``Entry/thoughts``.
    public var thoughts: [ThoughtRecord]
    /// The tags, as ``Entry/tags``.
    public var tags: [String]
    /// The front matter's text, from its opening fence through its closing one; empty when the
    /// entry has none. Kept as text and read into ``fields`` when a report asks: most reports
    /// read no tracked value.
    public var frontMatter: String = ""
    /// The tags on the first lines of the action steps counted in ``actionStepsTotal``, each
    /// with how many of those steps carry it and how many of them are ticked: what the counts
    /// per focus area (``FocusArea/tag``) read. Empty for most entries, whose steps hold no `#`.
    public var stepTags: [StepTag] = []

    /// A tag on action steps, in lowercase, and how many steps carry it.
    public struct StepTag: Sendable, Equatable {
        public var tag: String
        /// Steps that carry it, open or ticked (carried ones are left out).
        public var planned: Int
        /// Of those, the ticked ones.
        public var done: Int
    }

    /// Adds a counted step's tags (read from its first line) to ``stepTags``.
    mutating func addStep(tags: [String], done: Bool) {
        for tag in tags.map({ $0.lowercased() }) {
            if let index = stepTags.firstIndex(where: { $0.tag == tag }) {
                stepTags[index].planned += 1
                if done { stepTags[index].done += 1 }
            } else {
                stepTags.append(StepTag(tag: tag, planned: 1, done: done ? 1 : 0))
            }
        }
    }

    /// The steps that carry `tag` (compared without regard to case): planned and done.
    public func steps(taggedWith tag: String) -> (planned: Int, done: Int) {
        let wanted = tag.lowercased()
        guard let found = stepTags.first(where: { $0.tag == wanted }) else { return (0, 0) }
        return (found.planned, found.done)
    }

    /// The front matter's top-level keys (``FrontMatterFields``), where tracked values are kept.
    public var fields: [FrontMatterField] {
        frontMatter.isEmpty ? [] : FrontMatterFields.read(Array(frontMatter.utf8)) ?? []
    }

    /// Whether the day counts as written: at least one word beyond the template.
    public var isWritten: Bool { wordCount > 0 }

    public init(
        date: EntryDate?, wordCount: Int, actionStepsDone: Int, actionStepsTotal: Int, actionStepsCarried: Int = 0,
        thoughts: [ThoughtRecord], tags: [String] = []
    ) {
        self.date = date
        self.wordCount = wordCount
        self.actionStepsDone = actionStepsDone
        self.actionStepsTotal = actionStepsTotal
        self.actionStepsCarried = actionStepsCarried
        self.thoughts = thoughts
        self.tags = tags
    }

    /// Whether the entry carries `tag`, compared without regard to case.
    public func hasTag(_ tag: String) -> Bool {
        let wanted = tag.lowercased()
        return tags.contains { $0.lowercased() == wanted }
    }

    /// The summary of a parsed entry.
    public init(_ entry: Entry) {
        self.init(
            date: entry.date, wordCount: entry.wordCount, actionStepsDone: entry.actionSteps.count { $0.done },
            actionStepsTotal: entry.actionSteps.count { !$0.isCarried && !$0.isDropped },
            actionStepsCarried: entry.actionSteps.count(where: \.isCarried), thoughts: entry.thoughts, tags: entry.tags)
        if entry.frontMatter != nil { frontMatter = FrontMatterFields.text(of: entry.bytes) ?? "" }
        for step in entry.actionSteps where !step.isCarried {
            let tags = step.tags
            if !tags.isEmpty { addStep(tags: tags, done: step.done) }
        }
    }

    /// The text of front matter key `key`, when the entry sets it (a reading of ``fields``:
    /// a caller that wants several keys reads ``fields`` once).
    public func field(_ key: String) -> String? {
        FrontMatterFields.field(key, in: fields)?.text
    }

    /// Reads the summary of `bytes`, quickly when the entry is plain and by a full parse when not.
    /// - Parameters:
    ///   - date: The day the file is for, from its name.
    ///   - path: Used in errors.
    ///   - titles: What the sections' headings are read as, as in ``Entry/parse(_:date:path:titles:)``.
    ///   - parts: What to read besides the steps and thought records (``Parts``); a part left
    ///     out is empty in the summary, so that a report that shows no words (insights) does not
    ///     count them.
    /// - Throws: ``JournalError/invalidUTF8(path:line:column:)``, as ``Entry/parse(_:date:path:titles:)``.
    public static func read(
        _ bytes: [UInt8], date: EntryDate?, path: String, titles: SectionTitles = .builtIn, parts: Parts = .all
    ) throws -> EntrySummary {
        if let error = JournalError.notText(bytes, path: path) {
            throw error
        }
        if let quick = SummaryScanner.scan(bytes, date: date, titles: titles, parts: parts) { return quick }
        var summary = EntrySummary(Entry(validUTF8: bytes, date: date, path: path, titles: titles))
        if !parts.contains(.words) { summary.wordCount = 0 }
        if !parts.contains(.tags) { summary.tags = [] }
        if !parts.contains(.frontMatter) { summary.frontMatter = "" }
        return summary
    }

    /// The parts of a summary a report may leave unread (the steps and thought records are
    /// always read).
    public struct Parts: OptionSet, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }

        /// ``wordCount``.
        public static let words = Parts(rawValue: 1)
        /// ``tags``: the front matter's, inline and the thought records'.
        public static let tags = Parts(rawValue: 2)
        /// ``frontMatter``, where tracked values are read.
        public static let frontMatter = Parts(rawValue: 4)
        public static let all: Parts = [.words, .tags, .frontMatter]
    }

    /// Whether `bytes` is a written entry, as ``isWritten`` of ``read(_:date:path:titles:)``
    /// says, usually read only up to its first word (`log` shows a lifetime of entries and needs
    /// nothing else of most).
    /// - Throws: What ``read(_:date:path:titles:)`` throws.
    public static func isWritten(_ bytes: [UInt8], path: String, titles: SectionTitles = .builtIn) throws -> Bool {
        if let error = JournalError.notText(bytes, path: path) {
            throw error
        }
        if let quick = SummaryScanner.isWritten(bytes, titles: titles) { return quick }
        return Entry(validUTF8: bytes, date: nil, path: path, titles: titles).isWritten
    }
}
