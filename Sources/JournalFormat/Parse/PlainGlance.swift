/// ``EntryGlance`` for plain entries (see ``PlainLine``), with no Markdown parser: the words
/// from ``SummaryScanner``, the action steps from ``PlainSteps``, and one more pass over the lines
/// for the front matter, the section headings, the poem's letters line and where the first
/// Journal section ends. `nil` when the entry is not plain: the full parse answers.
enum PlainGlance {
    /// - Parameter bytes: Valid UTF-8.
    static func read(_ bytes: [UInt8], date: EntryDate?, path: String, titles: SectionTitles) -> EntryGlance? {
        guard let summary = SummaryScanner.scan(bytes, date: date, titles: titles),
            let steps = PlainSteps.read(bytes, titles: titles),
            let lines = bytes.withUnsafeBufferPointer({ Lines($0, titles: titles) })
        else { return nil }
        return EntryGlance(
            date: date, path: path, bytes: bytes, wordCount: summary.wordCount,
            actionSteps: steps, structureLines: lines.structure,
            journalBody: lines.journalBody)
    }

    /// The lines of a plain entry that a glance tells apart, as ``EntryParser`` finds them: a
    /// level-2 heading always opens a section, a heading of level 1 or 2 closes the one before,
    /// and the letters line is the first label line `Letters:` in the first Poem section.
    private struct Lines {
        var structure: Set<Int> = []
        var journalBody: ClosedRange<Int>?

        init?(_ bytes: UnsafeBufferPointer<UInt8>, titles: SectionTitles) {
            var sections = PlainSections(bytes, titles: titles)
            if sections.skipFrontMatter() != nil { structure.formUnion(1...sections.lineNumber) }
            var journalHeading: Int?
            var journalEnd: Int?
            var lettersFound = false
            while let line = sections.next() {
                if line.closed?.isFirst(of: .journal) == true { journalEnd = line.number - 1 }
                if line.isSectionHeading {
                    if line.section != nil { structure.insert(line.number) }
                    if line.isInFirstSection(of: .journal) { journalHeading = line.number }
                } else if !lettersFound, line.isInFirstSection(of: .poem), !line.kind.isOpaque,
                    LabelLine.isLetters(UnsafeBufferPointer(rebasing: bytes[line.range]))
                {
                    lettersFound = true
                    structure.insert(line.number)
                }
            }
            guard sections.isPlain else { return nil }
            if let heading = journalHeading {
                let end = journalEnd ?? sections.lineNumber
                journalBody = heading < end ? (heading + 1)...end : nil
            }
        }
    }
}
