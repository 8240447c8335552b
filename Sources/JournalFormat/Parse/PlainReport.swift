/// ``EntryReport`` (`show --json`'s keys) for plain entries (see ``PlainLine``), with no
/// Markdown parser: the words, thought records and tags from ``SummaryScanner``, the action
/// steps from ``PlainSteps``, the diagnostics from ``DiagnosticScanner``, and one more pass
/// over the lines for the title, the sections and the poem, as ``EntryParser`` reads them.
/// `nil` when the entry is not plain: the full parse answers. For `export json`, where cmark's
/// parse of every entry cost several times reading the journal; `PlainReportTests` hold it to
/// the full parse's report wherever it answers.
enum PlainReport {
    /// - Parameter bytes: Valid UTF-8.
    static func read(_ bytes: [UInt8], date: EntryDate?, path: String, titles: SectionTitles) -> EntryReport? {
        guard let summary = SummaryScanner.scan(bytes, date: date, titles: titles),
            let steps = PlainSteps.read(bytes, titles: titles),
            let diagnostics = DiagnosticScanner.scan(bytes, titles: titles),
            let outline = bytes.withUnsafeBufferPointer({ Outline($0, titles: titles) })
        else { return nil }
        return EntryReport(
            date: date, path: path, title: outline.title, words: summary.wordCount, sections: outline.sections,
            poem: outline.poem, actionSteps: steps, thoughts: summary.thoughts, tags: summary.tags,
            diagnostics: Entry.inReportedOrder(diagnostics),
            frontMatter: outline.hasFrontMatter ? FrontMatterFields.read(bytes) ?? [] : [])
    }

    /// The title, the sections and the poem of a plain entry, as ``EntryParser`` finds them: a
    /// level-2 heading opens a section, a heading of level 1 or 2 closes the one before, the
    /// title is a level-1 heading before any section, and the poem is the first Poem section's
    /// lines, its first `Letters:` label line outside a prompt giving the letters.
    private struct Outline {
        var hasFrontMatter = false
        var title: String?
        var sections: [EntryReport.SectionReport] = []
        var poem: Poem?

        init?(_ bytes: UnsafeBufferPointer<UInt8>, titles: SectionTitles) {
            var lines = PlainSections(bytes, titles: titles)
            hasFrontMatter = lines.skipFrontMatter() != nil
            var open: (kind: SectionKind, title: String, heading: Int)?
            var letters: [Character] = []
            var lettersLine: Int?
            var poemLines: [String] = []
            while let line = lines.next() {
                if line.isSectionHeading {
                    if let section = open { close(section, lastLine: line.number - 1) }
                    open = nil
                    let heading = PlainLine.headingTitle(bytes, line.range)
                    if let section = line.section {
                        open = (section.kind, heading, line.number)
                        if section.isFirst(of: .poem) { poem = Poem(letters: [], text: "", lettersLine: nil) }
                    } else if title == nil, sections.isEmpty {
                        title = heading
                    }
                } else if line.isInFirstSection(of: .poem) {
                    let content = String(decoding: UnsafeBufferPointer(rebasing: bytes[line.range]), as: UTF8.self)
                    if lettersLine == nil, !line.kind.isOpaque,
                        let value = LabelLine.value(of: content, label: "letters")
                    {
                        lettersLine = line.number
                        letters = PoemLetters.read(value)
                    } else {
                        poemLines.append(content)
                    }
                }
            }
            guard lines.isPlain else { return nil }
            if let section = open { close(section, lastLine: lines.lineNumber) }
            if poem != nil {
                poem = Poem(letters: letters, text: EntryParser.poemText(poemLines), lettersLine: lettersLine)
            }
        }

        private mutating func close(_ section: (kind: SectionKind, title: String, heading: Int), lastLine: Int) {
            sections.append(
                EntryReport.SectionReport(
                    kind: section.kind, title: section.title, startLine: section.heading,
                    endLine: max(section.heading, lastLine)))
        }
    }
}
