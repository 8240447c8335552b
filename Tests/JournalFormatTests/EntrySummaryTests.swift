import Foundation
import Testing

@testable import JournalFormat

/// The quick summary reader must agree with the full parse on every input, and must really be
/// the one that answers for plain entries (or the benchmark measures the wrong thing).
@Suite struct EntrySummaryTests {
    static func expectAgreement(
        _ bytes: [UInt8], _ label: String, titles: SectionTitles = .builtIn,
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    )
        throws
    {
        let full = EntrySummary(try Entry.parse(bytes, date: nil, path: label, titles: titles))
        let read = try EntrySummary.read(bytes, date: nil, path: label, titles: titles)
        #expect(read == full, "\(label)", sourceLocation: sourceLocation)
    }

    /// Configured titles as a user might write them, matched by headings that differ in case,
    /// a trailing colon or ellipsis and a closing sequence of `#`s.
    static let renamed = SectionTitles([
        .poem: "Three letters", .journal: "Today", .actionStep: "Next steps", .thoughtDiary: "Hard moments",
    ])
    static let renamedHeadings = [
        "## three letters", "## Today:", "## Next steps ##", "## Hard moments…", "## Gratitude", "## Journal",
    ]
    /// Configured titles that are another kind's built-in name, which they win over.
    static let swapped = SectionTitles([.journal: "Thought diary", .thoughtDiary: "Journal", .poem: "Action step"])

    @Test func agreesWithTheFullParseOnTheFixturesAndSampleJournal() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Fixture.folder.path).filter {
            $0.hasSuffix(".md")
        }
        #expect(!names.isEmpty)
        for name in names { try Self.expectAgreement(Fixture.bytes(name), name) }
        for url in Fixture.sampleFiles() {
            try Self.expectAgreement(Array(Data(contentsOf: url)), url.lastPathComponent)
        }
    }

    @Test(arguments: [renamed, swapped])
    func agreesWithTheFullParseOnTheFixturesAndSampleJournalWithConfiguredTitles(titles: SectionTitles) throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Fixture.folder.path).filter {
            $0.hasSuffix(".md")
        }
        for name in names { try Self.expectAgreement(Fixture.bytes(name), name, titles: titles) }
        for url in Fixture.sampleFiles() {
            try Self.expectAgreement(Array(Data(contentsOf: url)), url.lastPathComponent, titles: titles)
        }
    }

    @Test(arguments: 0..<100)
    func agreesWithTheFullParseOnAwkwardDocumentsWithSwappedTitles(seed: Int) throws {
        var generator = DocumentGenerator(seed: UInt64(seed) &+ 20_000)
        try Self.expectAgreement(generator.document(), "awkward swapped \(seed)", titles: Self.swapped)
    }

    @Test(arguments: 0..<200)
    func agreesWithTheFullParseOnPlainEntriesWithRenamedSections(seed: Int) throws {
        var generator = PlainEntryGenerator(seed: UInt64(seed), headings: Self.renamedHeadings)
        try Self.expectAgreement(Array(generator.entry().utf8), "renamed \(seed)", titles: Self.renamed)
    }

    @Test(arguments: 0..<300)
    func agreesWithTheFullParseOnAwkwardDocuments(seed: Int) throws {
        var generator = DocumentGenerator(seed: UInt64(seed) &+ 20_000)
        try Self.expectAgreement(generator.document(), "awkward \(seed)")
    }

    @Test(arguments: 0..<300)
    func agreesWithTheFullParseOnPlainEntries(seed: Int) throws {
        var generator = PlainEntryGenerator(seed: UInt64(seed))
        try Self.expectAgreement(Array(generator.entry().utf8), "plain \(seed)")
    }

    @Test func plainEntriesAndTheTemplateTakeTheQuickPath() throws {
        let template = Array(EntryTemplate.text(for: EntryDate(year: 2026, month: 11, day: 23)).utf8)
        let quick = try #require(SummaryScanner.scan(template, date: nil))
        #expect(quick.wordCount == 0)
        #expect(!quick.isWritten)
        var quickCount = 0
        for seed in 0..<100 {
            var generator = PlainEntryGenerator(seed: UInt64(seed))
            if SummaryScanner.scan(Array(generator.entry().utf8), date: nil) != nil { quickCount += 1 }
        }
        #expect(quickCount >= 50)
        var renamedQuick = 0
        for seed in 0..<100 {
            var generator = PlainEntryGenerator(seed: UInt64(seed), headings: Self.renamedHeadings)
            let entry = Array(generator.entry().utf8)
            guard let quick = SummaryScanner.scan(entry, date: nil, titles: Self.renamed) else { continue }
            renamedQuick += 1
            // The renamed sections are really read: steps there count only with the titles.
            if quick.actionStepsTotal > 0 { #expect(SummaryScanner.scan(entry, date: nil) != quick) }
        }
        #expect(renamedQuick >= 50)
    }

    @Test func readsStepsThoughtsAndWords() throws {
        let text = """
            # Monday

            ## Poem

            Letters: A · B · C
            Apples by candle

            ## Journal

            Café with Ana 🙂 — good.

            ## Action step

            - [x] call Sam
            - [ ] walk
              - [X] nested
            - [ ]
            2. [ ] ordered is not read quickly

            ## Thought diary

            - Situation: bus
            - Thought: late again
            - Intensity: 6
            - Time: 21:40
            """
        let summary = try EntrySummary.read(Array(text.utf8), date: nil, path: "t.md")
        #expect(summary.actionStepsTotal == 4)
        #expect(summary.actionStepsDone == 2)
        #expect(summary.thoughts.map(\.thought) == ["late again"])
        #expect(summary.thoughts.first?.intensity == 6)
        try Self.expectAgreement(Array(text.utf8), "inline")
    }

    /// Found by the `quick-readers` fuzz target: with no line after the front matter, the quick
    /// reader returned an empty summary without the front matter's tags.
    @Test(arguments: ["---\ntags: [work]\n---", "---\r\ntags: [work]\r\n---\r\n"])
    func keepsTheTagsOfAnEntryThatIsOnlyFrontMatter(text: String) throws {
        let quick = try #require(SummaryScanner.scan(Array(text.utf8), date: nil))
        #expect(quick.tags == ["work"])
        try Self.expectAgreement(Array(text.utf8), "front matter only")
    }

    /// Found by the `quick-readers` fuzz target: cmark-gfm takes a vertical tab or a form feed
    /// after a task's box for a space, and the quick reader took the line for text.
    @Test(arguments: ["\u{0B}", "\u{0C}"])
    func countsATaskWhoseBoxAnOddSpaceFollows(space: String) throws {
        let bytes = Array("## Action step\n\n- [ ]\(space)call Sam\n- [x] water\n".utf8)
        #expect(try EntrySummary.read(bytes, date: nil, path: "odd.md").actionStepsTotal == 2)
        try Self.expectAgreement(bytes, "odd space")
        PlainStepsTests.expectAgreement(bytes, "odd space")
    }

    @Test func invalidUTF8IsAnErrorWithItsPlace() throws {
        #expect(throws: JournalError.invalidUTF8(path: "bad.md", line: 2, column: 3)) {
            try EntrySummary.read(Array("ok\nab".utf8) + [0xFF], date: nil, path: "bad.md")
        }
    }
}

/// Realistic entries: the template's sections with prose, lists, tasks, records, prompts,
/// emoji and accents, in the shapes people type.
struct PlainEntryGenerator {
    private var state: UInt64
    private let headings: [String]

    init(
        seed: UInt64,
        headings: [String] = ["## Poem", "## Journal", "## Action step", "## Thought diary", "## Gratitude"]
    ) {
        state = seed &* 0x2545_F491_4F6C_DD1D &+ 1
        self.headings = headings
    }

    mutating func entry() -> String {
        var lines = ["# Monday, 23 November 2026", ""]
        if chance(5) { lines = ["---", "tags: [work, \(pick(["run", "family"]))]", "---"] + lines }
        for heading in headings.shuffled(by: &self) where !chance(6) {
            lines += [heading, ""]
            for _ in 0..<int(0...5) { lines += [pick(lineShapes), chance(3) ? "" : pick(lineShapes)] }
        }
        let ending = chance(8) ? "\r\n" : "\n"
        return lines.joined(separator: ending) + (chance(5) ? "" : ending)
    }

    private let lineShapes = [
        "Letters: K — M — R", "Long day, ran the canal loop after work.", "Café au lait, naïve résumé 🙂👍🏽 日本語.",
        "- [ ] book the dentist", "- [x] call Sam", "* [X] water plants", "  - [ ] nested step",
        "- Situation: The bus left as I reached the stop.", "- Thought: I always miss everything.",
        "- Fact or feeling: feeling", "- Reframe: one bus; the next came in six minutes.", "- Intensity: 7/10",
        "- Time: 9:05", "- Tags: #commute, evening", "  continued on a second line", "tab\tseparated\twords",
        "\tindented by a tab", "<!-- a prompt -->",
        "<!-- a prompt that", "spans lines -->", "1. first", "12) twelfth", "### A smaller heading",
        "#hashtag not a heading", "A walk #outdoors and `#code` and #Outdoors/river-", "x #1 https://a.b/#c",
        "<!-- #prompt-tag --> then #after", "### Heading #with-tag", "Trailing comment <!-- hidden --> words",
        "[x] [X] 3. 4)", "— … – ·", "",
        "   ", "Text with **bold** and `code` and [a link](https://example.com).", "- [ ] a\u{00A0}b\u{2003}c",
        // Comments that join the text around them: the quick reader counts words line by line.
        "glued<!-- x -->together", "open<!-- a comment", "--> closed", "-->tight", "a <!-- b --> c <!-- d",
        "#tag<!-- x -->#tag2", "<!-- -->12. after", "[x]<!---->",
        // Carried steps (not in the total), ticked ones with a marker (done), and look-alikes.
        "- [ ] buy running shoes → 2026-11-24", "- [x] call the bank → 2026-11-24 \t",
        "  - [ ] nested and carried → 2026-11-25  ", "- [ ] not a day → 2026-02-30",
        "- [ ] no space→ 2026-11-24", "A line that ends → 2026-11-24", "- [ ] → 2026-11-24",
    ]

    private mutating func next() -> UInt64 {
        state ^= state << 13
        state ^= state >> 7
        state ^= state << 17
        return state
    }

    mutating func int(_ range: ClosedRange<Int>) -> Int { range.lowerBound + Int(next() % UInt64(range.count)) }
    private mutating func chance(_ oneIn: Int) -> Bool { int(1...oneIn) == 1 }
    private mutating func pick<T>(_ options: [T]) -> T { options[int(0...(options.count - 1))] }
}

extension Array {
    fileprivate func shuffled(by generator: inout PlainEntryGenerator) -> [Element] {
        var copy = self
        for index in copy.indices.reversed() where index > 0 {
            copy.swapAt(index, generator.int(0...index))
        }
        return copy
    }
}
