import Foundation
import TestSupport
import Testing

@testable import JournalFormat

/// `nightly check` reads entries with ``Entry/diagnostics(of:path:titles:)``: its quick reader
/// (and the parse that reads only what diagnostics need) must find exactly what the full parse
/// finds, in the same order, on every input, and must really answer for plain entries.
@Suite struct EntryDiagnosticsTests {
    static func expectAgreement(
        _ bytes: [UInt8], _ label: String, titles: SectionTitles = .builtIn,
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) throws {
        let full = try Entry.parse(bytes, date: nil, path: label, titles: titles).diagnostics
        #expect(try Entry.diagnostics(of: bytes, path: label, titles: titles) == full, "\(label)")
        let partial = EntryParser(SourceText(bytes), titles: titles, reading: .diagnostics).diagnostics
        #expect(partial.sorted { ($0.line, $0.severity) < ($1.line, $1.severity) } == full, "\(label)")
    }

    static func fixtureDocuments() throws -> [(String, [UInt8])] {
        let names = try FileManager.default.contentsOfDirectory(atPath: Fixture.folder.path).filter {
            $0.hasSuffix(".md")
        }
        return try names.map { ($0, try Fixture.bytes($0)) }
            + Fixture.sampleFiles().map { ($0.lastPathComponent, Array(try Data(contentsOf: $0))) }
    }

    @Test(arguments: [SectionTitles.builtIn, EntrySummaryTests.renamed, EntrySummaryTests.swapped])
    func agreesWithTheFullParseOnTheFixturesAndSampleJournal(titles: SectionTitles) throws {
        let documents = try Self.fixtureDocuments()
        #expect(documents.count > 40)
        for (name, bytes) in documents { try Self.expectAgreement(bytes, name, titles: titles) }
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

    @Test(arguments: 0..<1000)
    func agreesWithTheFullParseOnEntriesFullOfProblems(seed: Int) throws {
        var generator = ProblemEntryGenerator(seed: UInt64(seed))
        let bytes = generator.entry()
        try Self.expectAgreement(bytes, "problems \(seed)")
        try Self.expectAgreement(bytes, "problems \(seed), renamed", titles: EntrySummaryTests.renamed)
    }

    /// The quick reader answers for most problem entries, and they do have problems to find: the
    /// agreement above is not only about entries with nothing to report.
    @Test func theQuickReaderAnswersForPlainEntriesWithProblems() throws {
        var quick = 0
        var withFindings = 0
        for seed in 0..<300 {
            var generator = ProblemEntryGenerator(seed: UInt64(seed))
            guard let found = DiagnosticScanner.scan(generator.entry(), titles: .builtIn) else { continue }
            quick += 1
            if !found.isEmpty { withFindings += 1 }
        }
        #expect(quick >= 150)
        #expect(withFindings >= 50)
        let template = Array(EntryTemplate.text(for: EntryDate(year: 2026, month: 11, day: 23)).utf8)
        #expect(DiagnosticScanner.scan(template, titles: .builtIn) == [])
        for seed in 0..<100 {
            var generator = PlainEntryGenerator(seed: UInt64(seed))
            let bytes = Array(generator.entry().utf8)
            if SummaryScanner.scan(bytes, date: nil) != nil {
                #expect(DiagnosticScanner.scan(bytes, titles: .builtIn) != nil, "plain \(seed)")
            }
        }
    }

    /// The letters line's count, taken on bytes for ASCII and middle dots, is the count
    /// ``PoemLetters/read(_:)`` gives, whatever the value holds.
    @Test func countsTheLettersAsThePoemReadsThem() {
        let pieces = [
            "K", "m", "·", " ", ",", "-", "1", "ab", "é", "ö", "\u{301}", "Ж", "🙂", "··", "\t", "[", "`", "—", "–", "•",
            " — ", "\u{2012}",
        ]
        var random = SeededRandom(state: 7)
        for _ in 0..<3000 {
            var value = ""
            for _ in 0..<random.below(9) {
                value += pieces[random.below(pieces.count)]
            }
            #expect(DiagnosticScanner.letterCount(value) == PoemLetters.read(value).count, "\(value)")
        }
        #expect(DiagnosticScanner.letterCount("K · M · R") == 3)
        #expect(DiagnosticScanner.letterCount("K·M") == 2)
        #expect(DiagnosticScanner.letterCount("T — K — O") == 3)
    }

    /// Found by the `quick-readers` fuzz target: cmark ends a comment's HTML block on the line
    /// before the one holding its `-->`, and the full parse read a label on that line.
    @Test(arguments: [
        "## Thought diary\n\n<!--\nTime: 21:40 -->\n", "## Thought diary\n<!--\nTime:-->",
        "## Poem\n\n<!-- a\nLetters: K -->\n\n## Thought diary\n\n<!--\nx\n- Tags: #work -->\n\nmore\n",
    ])
    func readsNoLabelOnTheLastLineOfAPrompt(text: String) throws {
        let entry = try Entry.parse(Array(text.utf8), date: nil, path: "prompt.md")
        #expect(entry.diagnostics.isEmpty)
        #expect(entry.thoughts.isEmpty)
        #expect(entry.tags.isEmpty)
        try Self.expectAgreement(Array(text.utf8), "prompt")
        try EntrySummaryTests.expectAgreement(Array(text.utf8), "prompt")
    }

    @Test func invalidUTF8IsAnErrorWithItsPlace() throws {
        #expect(throws: JournalError.invalidUTF8(path: "bad.md", line: 2, column: 3)) {
            try Entry.diagnostics(of: Array("ok\nab".utf8) + [0xFF], path: "bad.md")
        }
    }
}

/// Entries made to have what `nightly check` reports: sections twice, letters lines with too
/// few or too many letters, thought records with bad values or no thought, headings inside the
/// thought diary, prompts hiding labels, front matter (closed or not), and now and then a
/// construct only the full parse reads (code, quotes, setext headings, tabs), in any line ending.
struct ProblemEntryGenerator {
    private var random: SeededRandom

    init(seed: UInt64) { random = SeededRandom(seed: Int(truncatingIfNeeded: seed)) }

    private static let headings = [
        "## Poem", "## Journal", "## Action step", "## Thought diary", "## Thought diary:", "## poem ##",
        "## Poem", "## Thought diary", "## Thought diary", "## Journal",
        "# Monday, 23 November 2026", "### Smaller", "## Gratitude", "##Poem", "## Journal #", "####### Seven",
        "## Tomorrow, I will", "## Diary", "## Today", "## Three letters",
    ]
    private static let lines = [
        "Letters: A · B · C", "Letters: T — K — O", "Letters: A B", "Letters:", "- Letters: X Y Z W",
        "**Letters:** Q · R",
        "letters: é · b · c",
        "Situation: the bus was late", "- Situation: sofa", "Trigger: a message", "- Thought: I'll be late",
        "Thought:", "**Thought:** nobody noticed", "Fact or feeling: both", "Fact or feeling: fact",
        "- Fact or feeling: Feeling!", "Intensity: 12", "Intensity: 7", "- **Intensity:** six", "Time: 9pm",
        "Time: 21:40", "Time: 7:05", "Time: 24:00", "Tags: #work, sleep", "Reframe: it passed", "  continued thought",
        "    deeper continuation", "A line of prose with a #tag.", "- a list item", "- [ ] a step", "- [x] done",
        "1. first", "", "", "<!-- a prompt -->", "<!-- a prompt", "Situation: hidden in a prompt", "-->",
        "Café with Ana 🙂", "* star item", "+ plus item", "2) paren item", "-  two spaces",
    ]
    private static let rare = [
        "```", "~~~", "> Thought: quoted", "Setext", "===", "---", "\tTabbed", "    indented code", "<div>",
        "- > quote in item", "- - nested", "***", "\u{FEFF}## Poem",
    ]

    private mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &random) }

    private mutating func pick(_ options: [String]) -> String { options[int(0...(options.count - 1))] }

    mutating func entry() -> [UInt8] {
        var lines: [String] = []
        switch int(0...9) {
        case 0: lines += ["---", "tags: [a, b]", "---"]
        case 1: lines += ["---", "title: never closed"]
        default: break
        }
        let rareChance = int(0...3) == 0 ? 10 : 0
        for _ in 0..<int(1...30) {
            let roll = int(0...99)
            if roll < rareChance {
                lines.append(pick(Self.rare))
            } else if roll < 30 {
                lines.append(pick(Self.headings))
            } else {
                lines.append(pick(Self.lines))
            }
        }
        let ending = ["\n", "\n", "\n", "\r\n", "\r"][int(0...4)]
        let text = lines.joined(separator: ending) + (int(0...3) == 0 ? "" : ending)
        return Array((int(0...40) == 0 ? "\u{FEFF}" : "").utf8) + Array(text.utf8)
    }
}
