import TextLines

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The quick reader behind ``EntrySummary/read(_:date:path:titles:)``: one pass over the lines
/// with no Markdown parser, for entries made only of ATX headings, paragraphs, bullet lists,
/// task items and `<!-- -->` prompts at the left margin.
///
/// It returns `nil` (read the entry in full) on anything whose block structure needs
/// CommonMark's rules to decide: fenced or indented code, block quotes, setext headings and
/// thematic breaks, other raw HTML, tabs in indentation, ordered task items, a byte-order mark.
///
/// Each line is read once, as it comes: its kind, the section it belongs to, its words, its
/// tags and its thought-record label. Only section titles and the values of thought records
/// become `String`s; the rest stays bytes.
enum SummaryScanner {
    /// - Parameter parts: The optional parts to read (``EntrySummary/Parts``): one left out is
    ///   empty in the summary (a word count of 0), and the rest is as with it.
    static func scan(
        _ bytes: [UInt8], date: EntryDate?, titles: SectionTitles = .builtIn, parts: EntrySummary.Parts = .all
    ) -> EntrySummary? {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { return nil }
        return bytes.withUnsafeBufferPointer { buffer in
            var scan = Scan(bytes: buffer, titles: titles, parts: parts)
            return scan.run(whole: bytes, date: date)
        }
    }

    /// Whether the entry is written, as the summary that ``scan(_:date:titles:parts:)``
    /// reads says (``EntrySummary/isWritten``), read only up to the blank line that closes the paragraph
    /// of its first word: a line after it can no longer make that paragraph a heading (a setext
    /// underline must follow it at once), the front matter is known from the start, and the
    /// letters line is the poem's first. A day left as the template is read to its end.
    ///
    /// `nil` where the summary would be `nil` before that blank line: only the full parse can tell.
    static func isWritten(_ bytes: [UInt8], titles: SectionTitles = .builtIn) -> Bool? {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { return nil }
        return bytes.withUnsafeBufferPointer { buffer in
            var scan = Scan(bytes: buffer, titles: titles, parts: [.words], readingAll: false)
            return scan.runUntilFirstWord()
        }
    }

    /// The state of one pass over an entry: ``run(whole:date:)`` makes the pass, or a caller
    /// reading the same lines for more (``PlainReport``) hands each to ``read(_:)`` and ends
    /// with ``finish(whole:date:frontMatterEnd:lastSection:)``.
    struct Scan {
        let bytes: UnsafeBufferPointer<UInt8>
        let titles: SectionTitles
        /// Whether any `<!--` is in the file: most entries have none, and skip every search for one.
        let hasComments: Bool
        let mayHoldTags: Bool
        let parts: EntrySummary.Parts

        var lettersFound = false
        var stepsDone = 0
        var stepsTotal = 0
        var stepsCarried = 0
        var thoughts = ThoughtRecordReader()
        var words = WordTally()
        /// The lines that may hold inline tags (all but prompts), kept only when the file has a tag-like `#`.
        var prose: [Range<Int>] = []
        /// The first lines of counted steps that hold a `#`, whose tags are read at the end.
        var taggedSteps: [(line: Range<Int>, done: Bool)] = []

        /// - Parameter readingAll: false to read only the first lines: no search of the whole
        ///   text for comments (each line is searched instead) or tags (none are read).
        init(
            bytes: UnsafeBufferPointer<UInt8>, titles: SectionTitles, parts: EntrySummary.Parts, readingAll: Bool = true
        ) {
            self.bytes = bytes
            self.titles = titles
            self.parts = parts
            hasComments = !readingAll || bytes.offset(of: "<!--", in: bytes.indices) != nil
            mayHoldTags = readingAll && parts.contains(.tags) && InlineTags.mayContainTag(bytes)
        }

        mutating func run(whole: [UInt8], date: EntryDate?) -> EntrySummary? {
            var sections = PlainSections(bytes, titles: titles)
            let frontMatterEnd = sections.skipFrontMatter()
            while let line = sections.next() {
                guard read(line) else { return nil }
            }
            guard sections.isPlain else { return nil }
            return finish(whole: whole, date: date, frontMatterEnd: frontMatterEnd, lastSection: sections.section)
        }

        /// The summary of the lines read, which are every line of `whole` after its front
        /// matter (ending at `frontMatterEnd`), all of them plain; `lastSection` is the section
        /// of the last line.
        /// - Parameter scanned: ``FrontMatterScanner``'s reading of the bytes up to
        ///   `frontMatterEnd`, when the caller has it: then the front matter is not scanned again.
        mutating func finish(
            whole: [UInt8], date: EntryDate?, frontMatterEnd: Int?, lastSection: PlainSections.Section?,
            scanned: FrontMatterScanner.Result? = nil
        ) -> EntrySummary {
            let frontMatter =
                parts.contains(.tags)
                ? frontMatterEnd.flatMap { frontMatterWithTags(whole, end: $0, scanned: scanned) } : nil
            if lastSection?.isFirst(of: .thoughtDiary) == true { thoughts.endRecord() }
            words.finish()
            let tags =
                parts.contains(.tags)
                ? EntryTags.read(
                    whole, prose: { prose }, frontMatter: frontMatter, thoughts: thoughts.records,
                    mayContainTag: mayHoldTags) : []
            var summary = EntrySummary(
                date: date, wordCount: words.count, actionStepsDone: stepsDone, actionStepsTotal: stepsTotal,
                actionStepsCarried: stepsCarried, thoughts: thoughts.records, tags: tags)
            for step in taggedSteps {
                var tags = TagList()
                InlineTags.find(in: whole, line: step.line, into: &tags)
                summary.addStep(tags: tags.names, done: step.done)
            }
            if let end = frontMatterEnd, parts.contains(.frontMatter) {
                // From a buffer: the decoding of an ArraySlice takes the slow, generic path.
                summary.frontMatter = whole.withUnsafeBufferPointer { buffer in
                    String(decoding: UnsafeBufferPointer(rebasing: buffer[..<min(end, buffer.count)]), as: UTF8.self)
                }
            }
            return summary
        }

        /// ``SummaryScanner/isWritten(_:titles:)``: words are counted line by line, and a word
        /// counted is never taken back, so the first blank line after one settles it.
        mutating func runUntilFirstWord() -> Bool? {
            var sections = PlainSections(bytes, titles: titles)
            _ = sections.skipFrontMatter()
            while let line = sections.next() {
                if line.kind == .blank, words.count > 0 { return true }
                guard read(line) else { return nil }
            }
            guard sections.isPlain else { return nil }
            words.finish()
            return words.count > 0
        }

        /// The front matter ending at `end`, for its tags; nil when no line of it holds `tags:`
        /// (most of a tracking journal's front matter holds only tracked values).
        private func frontMatterWithTags(_ whole: [UInt8], end: Int, scanned: FrontMatterScanner.Result?)
            -> FrontMatter?
        {
            guard whole.offset(of: Array("tags:".utf8), in: 0..<min(whole.count, end)) != nil else { return nil }
            if let scanned { return scanned.frontMatter }
            // A few short lines: the full reader's own code reads them.
            let head = Array(whole[..<min(whole.count, end)])
            return FrontMatterScanner.scan(SourceText(head)).frontMatter
        }

        /// Reads one line; `false` when only a full parse can tell what it is.
        mutating func read(_ line: PlainSections.Line) -> Bool {
            let kind = line.kind
            let range = line.range
            // An ordered task item is a task to cmark-gfm: the full parse counts it.
            guard kind != .orderedTask else { return false }
            if line.closed?.isFirst(of: .thoughtDiary) == true { thoughts.endRecord() }

            var isLettersLine = false
            // Only the first section of each kind is read, and its heading is not its body.
            if !line.isSectionHeading, let section = line.section, section.isFirst {
                switch section.kind {
                case .poem:
                    if !lettersFound, !kind.isOpaque, LabelLine.isLetters(UnsafeBufferPointer(rebasing: bytes[range])) {
                        lettersFound = true
                        isLettersLine = true
                    }
                case .actionStep:
                    // A carried step counts on the day it is finally ticked, not here.
                    if case .task(let done) = kind {
                        if !done, CarriedMarker.find(onTaskItem: bytes, line: range) != nil {
                            stepsCarried += 1
                        } else if !done, DroppedStep.isDropped(taskItem: bytes, line: range) {
                            // A dropped step is let go: neither planned nor done any more.
                        } else {
                            stepsTotal += 1
                            if done { stepsDone += 1 }
                            if let start = bytes.baseAddress,
                                memchr(start + range.lowerBound, Int32(UInt8(ascii: "#")), range.count) != nil
                            {
                                // A step's text is read without its comments: the full parse tells.
                                guard bytes.offset(of: "<!--", in: range) == nil else { return false }
                                taggedSteps.append((range, done))
                            }
                        }
                    }
                case .thoughtDiary:
                    switch kind {
                    case .opaque: break
                    case .heading: thoughts.endRecord()
                    default: thoughts.read(UnsafeBufferPointer(rebasing: bytes[range]), line: line.number)
                    }
                default:
                    break
                }
            }

            // The title, section headings and the poem's letters are not the user's words; a
            // heading of level 3 or more is.
            if parts.contains(.words), !line.isSectionHeading, !isLettersLine {
                if hasComments { words.addRemovingComments(bytes, range) } else { words.add(bytes, range) }
            }
            if mayHoldTags, !kind.isOpaque { prose.append(range) }
            return true
        }
    }
}

private let space = UInt8(ascii: " ")
private let tab = UInt8(ascii: "\t")

/// The word count of kept lines as ``WordCounter`` counts their text joined by line breaks with
/// HTML comments removed, line by line. A comment that spans lines joins the text around it
/// into one line, as removing it from the joined text would.
struct WordTally {
    private(set) var count = 0
    /// The text of a line a comment has not closed on yet.
    private var joined: [UInt8] = []
    private var inComment = false

    /// A line that holds no `<!--` in a text that holds none.
    mutating func add(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) {
        count += WordCounter.count(inLine: UnsafeBufferPointer(rebasing: bytes[range]))
    }

    mutating func addRemovingComments(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) {
        var index = range.lowerBound
        if !inComment, bytes.offset(of: "<!--", in: index..<range.upperBound) == nil {
            add(bytes, range)
            return
        }
        while index < range.upperBound {
            if inComment {
                guard let close = bytes.offset(of: "-->", in: index..<range.upperBound) else { return }
                index = close + 3
                inComment = false
            } else if let open = bytes.offset(of: "<!--", in: index..<range.upperBound) {
                joined += bytes[index..<open]
                index = open + 4
                inComment = true
            } else {
                joined += bytes[index..<range.upperBound]
                index = range.upperBound
            }
        }
        if !inComment { flush() }
    }

    /// Counts what an unclosed comment left before it.
    mutating func finish() { flush() }

    private mutating func flush() {
        count += joined.withUnsafeBufferPointer { WordCounter.count(inLine: $0) }
        joined.removeAll(keepingCapacity: true)
    }
}
