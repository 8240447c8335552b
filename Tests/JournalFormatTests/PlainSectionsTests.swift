import Testing

@testable import JournalFormat

/// The walker under the quick readers: which level-2 section each line of a plain entry is in,
/// which section a heading closes, and which sections are the first of their kind.
@Suite struct PlainSectionsTests {
    typealias Section = PlainSections.Section

    /// Every line `PlainSections` gives for `text`, and where it stopped.
    static func walk(
        _ text: String, titles: SectionTitles = .builtIn, skipping: Int = 0
    ) -> (lines: [PlainSections.Line], isPlain: Bool, isInPrompt: Bool, last: Section?) {
        Array(text.utf8).withUnsafeBufferPointer { buffer in
            var sections = PlainSections(buffer, titles: titles)
            sections.skip(lines: skipping)
            var lines: [PlainSections.Line] = []
            while let line = sections.next() { lines.append(line) }
            return (lines, sections.isPlain, sections.isInPrompt, sections.section)
        }
    }

    @Test func tellsTheSectionOfEveryLineAndWhichIsTheFirstOfItsKind() {
        let text = """
            # A day
            ## Journal
            Walked home.
            ### Later
            ## Action step
            - [ ] call Sam
            ## Journal
            More.
            # The end
            tail
            """
        let walked = Self.walk(text)
        let journal = Section(kind: .journal, isFirst: true, headingLine: 2)
        let steps = Section(kind: .actionStep, isFirst: true, headingLine: 5)
        let secondJournal = Section(kind: .journal, isFirst: false, headingLine: 7)
        #expect(walked.lines.map(\.number) == Array(1...10))
        #expect(
            walked.lines.map(\.section) == [
                nil, journal, journal, journal, steps, steps, secondJournal, secondJournal, nil, nil,
            ])
        #expect(walked.lines.map(\.closed) == [nil, nil, nil, nil, journal, nil, steps, nil, secondJournal, nil])
        #expect(walked.lines.filter(\.isSectionHeading).map(\.number) == [1, 2, 5, 7, 9])
        #expect(walked.lines.filter { $0.isInFirstSection(of: .journal) }.map(\.number) == [2, 3, 4])
        #expect(walked.lines[5].kind == .task(done: false))
        #expect(walked.isPlain && !walked.isInPrompt && walked.last == nil)
    }

    @Test func readsTitlesWithTheConfiguredNames() {
        let walked = Self.walk("## Today\n## Journal\n", titles: EntrySummaryTests.renamed)
        #expect(walked.lines.map(\.section?.kind) == [.journal, .journal])
        #expect(walked.lines.map(\.section?.isFirst) == [true, false])
        #expect(walked.last == Section(kind: .journal, isFirst: false, headingLine: 2))
    }

    @Test func stopsAtTheFirstLineThatIsNotPlain() {
        let walked = Self.walk("## Journal\ntext\n```\ncode\n```\n## Poem\n")
        #expect(walked.lines.map(\.number) == [1, 2])
        #expect(!walked.isPlain)
    }

    @Test func numbersLinesAfterTheSkippedFrontMatter() {
        let walked = Self.walk("---\nmood: calm\n---\n## Poem\nK · M · R\n", skipping: 3)
        let poem = Section(kind: .poem, isFirst: true, headingLine: 4)
        #expect(walked.lines.map(\.number) == [4, 5])
        #expect(walked.lines.map(\.section) == [poem, poem])
        #expect(walked.isPlain && walked.last == poem)
    }

    @Test func keepsAPromptOpenAcrossLines() {
        let walked = Self.walk("## Journal\n<!-- what\n## happened -->\n<!-- still open\n")
        #expect(walked.lines.map(\.kind) == [.heading(level: 2), .opaque, .opaque, .opaque])
        #expect(walked.lines.map(\.closed) == [nil, nil, nil, nil])
        #expect(walked.isPlain && walked.isInPrompt)
    }
}
