/// ``EntryReport`` (`show --json`'s keys) for plain entries (see ``PlainLine``), with no
/// Markdown parser, in one pass over the lines: each line is handed to the words, thought
/// records and tags of ``SummaryScanner``, the action steps of ``PlainSteps``, the
/// diagnostics of ``DiagnosticScanner`` and the outline (the title, the sections and the poem,
/// as ``EntryParser`` reads them). `nil` when the entry is not plain: the full parse answers.
/// For `export json`, where cmark's parse of every entry cost several times reading the
/// journal, and then each reader's own pass over the lines (splitting them, telling their
/// kinds, making each heading's title) most of what was left; `PlainReportTests` hold it to
/// the full parse's report wherever it answers.
enum PlainReport {
    /// - Parameter bytes: Valid UTF-8.
    static func read(_ bytes: [UInt8], date: EntryDate?, path: String, titles: SectionTitles) -> EntryReport? {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { return nil }
        return bytes.withUnsafeBufferPointer { buffer -> EntryReport? in
            var lines = PlainSections(buffer, titles: titles)
            let frontMatterEnd = lines.skipFrontMatter()
            // The diagnostics' reading of the front matter and the others' must agree on where it
            // ends. It is asked of the text up to where the others' reading ends (a line table of
            // the front matter, not of the whole entry): a fence the diagnostics' reading finds
            // earlier gives another line, and one only it finds later leaves the head unclosed.
            // The summary reads its tags from the same reading (a second scan of the same lines
            // cost `export json` 1%).
            let head = frontMatterEnd.map { Array(bytes[..<min(bytes.count, $0)]) } ?? bytes
            guard let frontMatter = DiagnosticScanner.readFrontMatter(head),
                lines.lineNumber == frontMatter.firstLine - 1
            else { return nil }
            var summary = SummaryScanner.Scan(bytes: buffer, titles: titles, parts: [.words, .tags])
            var steps = PlainSteps.Reader()
            // The summary's reader of the thought diary gives the diagnostics of its records too.
            var diagnostics = DiagnosticScanner.Found(readsThoughts: false)
            var outline = Outline()
            while let line = lines.next() {
                guard summary.read(line), steps.read(line, in: bytes) else { return nil }
                diagnostics.read(line, in: buffer)
                outline.read(line, in: buffer)
            }
            guard lines.isPlain else { return nil }
            let summarized = summary.finish(
                whole: bytes, date: date, frontMatterEnd: frontMatterEnd, lastSection: lines.section,
                scanned: frontMatter.scan)
            outline.finish(lastLine: lines.lineNumber, in: buffer)
            return EntryReport(
                date: date, path: path, title: outline.title, words: summarized.wordCount,
                sections: outline.sections, poem: outline.poem, actionSteps: steps.steps,
                thoughts: summarized.thoughts, tags: summarized.tags,
                diagnostics: Entry.inReportedOrder(diagnostics.diagnostics(withThoughtsOf: summary.thoughts)),
                frontMatter: frontMatterEnd != nil ? FrontMatterFields.read(bytes) ?? [] : [])
        }
    }

    /// The title, the sections and the poem of a plain entry's lines (those after its front
    /// matter), as ``EntryParser`` finds them: a level-2 heading opens a section, a heading of
    /// level 1 or 2 closes the one before, the title is a level-1 heading before any section,
    /// and the poem is the first Poem section's lines, its first `Letters:` label line outside
    /// a prompt giving the letters.
    private struct Outline {
        var title: String?
        var sections: [EntryReport.SectionReport] = []
        var poem: Poem?
        private var open: (kind: SectionKind, title: String, heading: Int)?
        private var letters: [Character] = []
        private var lettersLine: Int?
        /// The poem's lines but its letters line, as ranges of the entry's bytes.
        private var poemLines: [Range<Int>] = []

        mutating func read(_ line: PlainSections.Line, in bytes: UnsafeBufferPointer<UInt8>) {
            if line.isSectionHeading {
                if let section = open { close(section, lastLine: line.number - 1) }
                open = nil
                let heading = PlainLine.headingTitle(bytes, line.range)
                if let section = line.section {
                    open = (section.kind, heading, line.number)
                    if section.isFirst(of: .poem) {
                        poem = Poem(letters: [], text: "", lettersLine: nil)
                        // Room for a poem's few lines at once, not grown line by line.
                        poemLines.reserveCapacity(8)
                    }
                } else if title == nil, sections.isEmpty {
                    title = heading
                }
            } else if line.isInFirstSection(of: .poem) {
                let content = UnsafeBufferPointer(rebasing: bytes[line.range])
                if lettersLine == nil, !line.kind.isOpaque, let value = LabelLine.lettersValue(content) {
                    lettersLine = line.number
                    letters = PoemLetters.read(utf8: UnsafeBufferPointer(rebasing: content[value]))
                } else {
                    poemLines.append(line.range)
                }
            }
        }

        /// Closes the section still open at the last line of the text.
        mutating func finish(lastLine: Int, in bytes: UnsafeBufferPointer<UInt8>) {
            if let section = open { close(section, lastLine: lastLine) }
            if poem != nil {
                poem = Poem(letters: letters, text: PoemText.read(poemLines, in: bytes), lettersLine: lettersLine)
            }
        }

        private mutating func close(_ section: (kind: SectionKind, title: String, heading: Int), lastLine: Int) {
            // Room for the template's sections at once, not grown one by one.
            if sections.isEmpty { sections.reserveCapacity(SectionKind.templateOrder.count) }
            sections.append(
                EntryReport.SectionReport(
                    kind: section.kind, title: section.title, startLine: section.heading,
                    endLine: max(section.heading, lastLine)))
        }
    }
}
