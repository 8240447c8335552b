import Foundation
import TestSupport
import Testing

@testable import JournalFormat

/// The one-pass append must write exactly what the full parse's append writes, wherever it
/// answers, and must really answer for plain entries (or `add` still parses a 100 MB entry).
@Suite struct PlainAppendTests {
    /// Texts `add` and `step --add` are given: plain ones, and ones that need CommonMark's rules.
    static let texts = [
        "One more line.", "Two\nlines", "first\n\nsecond\n", "\n\nPadded  \n\n", "12 degrees", "3. a list",
        "- a bullet", "- [ ] a step", "  indented two", "    indented four", "### A smaller heading", "# heading",
        "## Action step", "## Journal", "```", "~~~ fence", "<!--", "<!-- closed -->", "> quote", "text\n===",
        "text\n---", "Ünïcödé 日本語 🙂", "tab\there", "\tleading tab", "crlf\r\nline", "lone\rcr",
        "#tag and #more", "<div>", "***", "- ", "-", "1. [ ] ordered step", "a <!-- b", "[link]: https://example.com",
    ]

    static let kinds: [SectionKind] = [.journal, .actionStep, .thoughtDiary, .poem]

    /// Checks every text and kind on `bytes`; returns how many the one-pass append answered.
    @discardableResult
    static func expectAgreement(
        _ bytes: [UInt8], _ label: String, titles: SectionTitles = .builtIn,
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) -> Int {
        var answered = 0
        for kind in kinds {
            for text in texts {
                guard let splice = PlainAppend.insertion(appending: text, to: kind, in: bytes, titles: titles)
                else { continue }
                answered += 1
                var spliced = bytes
                spliced.replaceSubrange(splice.range, with: splice.bytes)
                let full = try? Entry.parse(bytes, date: nil, path: label, titles: titles).appending(text, to: kind)
                #expect(
                    spliced == full?.bytes, "\(label): \(kind) + \(text.debugDescription)",
                    sourceLocation: sourceLocation)
            }
        }
        return answered
    }

    @Test func agreesWithTheFullParseOnTheFixturesAndSampleJournal() throws {
        let answered = try AgreementInputs.fixturesAndSamples().reduce(0) {
            $0 + Self.expectAgreement($1.bytes, $1.name)
        }
        #expect(answered > 100)
    }

    @Test(arguments: 0..<300)
    func agreesWithTheFullParseOnPlainEntries(seed: Int) {
        Self.expectAgreement(AgreementInputs.plainEntry(seed: seed, salt: 60_000), "plain \(seed)")
    }

    @Test(arguments: 0..<100)
    func agreesWithTheFullParseOnPlainEntriesWithRenamedSections(seed: Int) {
        let entry = AgreementInputs.plainEntry(seed: seed, salt: 60_000, renamed: true)
        Self.expectAgreement(entry, "renamed \(seed)", titles: EntrySummaryTests.renamed)
    }

    @Test(arguments: 0..<300)
    func agreesWithTheFullParseOnAwkwardDocuments(seed: Int) {
        Self.expectAgreement(AgreementInputs.awkwardDocument(seed: seed, salt: 60_000), "awkward \(seed)")
    }

    /// Nightly's own template, the benchmark's entry and most sample entries are plain: the
    /// one-pass append must answer for them, for the journal and the action steps alike.
    @Test func answersForPlainEntries() throws {
        let template = Array(EntryTemplate.text(for: EntryDate(year: 2026, month: 11, day: 23)).utf8)
        for kind in [SectionKind.journal, .actionStep] {
            #expect(PlainAppend.insertion(appending: "Walked home.", to: kind, in: template, titles: .builtIn) != nil)
        }
        let paragraph = "Walked along the river before work and thought about the report.\n\n"
        let large = Array(
            ("# Day\n\n## Journal\n\n" + String(repeating: paragraph, count: 500)
                + "## Action step\n\n- [ ] sleep early\n").utf8)
        #expect(PlainAppend.insertion(appending: "One more line.", to: .journal, in: large, titles: .builtIn) != nil)
        let answered = Fixture.sampleFiles().filter { url in
            let bytes = (try? Data(contentsOf: url)).map(Array.init) ?? []
            return PlainAppend.insertion(appending: "More.", to: .journal, in: bytes, titles: .builtIn) != nil
        }
        #expect(answered.count * 2 > Fixture.sampleFiles().count)
        let generated = (0..<100).filter { seed in
            let bytes = AgreementInputs.plainEntry(seed: seed, salt: 60_000)
            return PlainAppend.insertion(appending: "More.", to: .journal, in: bytes, titles: .builtIn) != nil
        }
        #expect(generated.count >= 25)  // 39 of 100 when written
    }

    @Test func leavesThoughtRecordsAndUnclosedPromptsToTheFullParse() {
        let entry = Array("## Journal\n\nText.\n\n## Thought diary\n\n- Thought: late\n".utf8)
        let thought = "- Thought: again"
        #expect(PlainAppend.insertion(appending: thought, to: .thoughtDiary, in: entry, titles: .builtIn) == nil)
        let unclosed = Array("## Journal\n\nText.\n\n<!-- never closed\n\n## Action step\n".utf8)
        #expect(PlainAppend.insertion(appending: "More.", to: .journal, in: unclosed, titles: .builtIn) == nil)
    }
}

/// `Journal.appending` gives what `Journal.editing` with the full parse gives, on a plain entry
/// (one pass), on one that needs the parser, and on a day without a file (the template).
@Suite struct JournalAppendTests {
    @Test(arguments: ["2026-11-15.md", "2026-11-13.md", "2026-11-10.md"])
    func writesWhatTheFullParseWrites(sample name: String) throws {
        let folder = try TemporaryFolder()
        let journal = Journal(root: folder.url)
        let day = try #require(EntryDate(iso: name.prefix(10)))
        let source = Fixture.sampleJournal.appendingPathComponent("2026").appendingPathComponent(name)
        let original = Array(try Data(contentsOf: source))
        let url = journal.url(for: day)
        try place(original, at: url)
        for kind in [SectionKind.journal, .actionStep, .thoughtDiary] {
            let change = try journal.appending("Added **by** a test.", to: kind, on: day)
            let expected = try Entry.parse(original, date: day, path: name).appending("Added **by** a test.", to: kind)
            #expect(change.url == url && change.newBytes == expected.bytes, "\(name) \(kind)")
        }
    }

    @Test func startsADayWithoutAFileFromTheTemplate() throws {
        let folder = try TemporaryFolder()
        let journal = Journal(root: folder.url)
        let day = EntryDate(year: 2026, month: 11, day: 24)
        let change = try journal.appending("First words.", to: .journal, on: day)
        let expected = try journal.template(for: day).appending("First words.", to: .journal)
        #expect(change.newBytes == expected.bytes)
    }

    @Test func refusesInvalidUTF8AndLeavesTheFile() throws {
        let folder = try TemporaryFolder()
        let journal = Journal(root: folder.url)
        let day = EntryDate(year: 2026, month: 11, day: 24)
        let bytes: [UInt8] = Array("## Journal\n\nbad ".utf8) + [0xFF] + Array("\n".utf8)
        try place(bytes, at: journal.url(for: day))
        #expect(throws: JournalError.self) { try journal.appending("More.", to: .journal, on: day) }
        #expect(Array(try Data(contentsOf: journal.url(for: day))) == bytes)
    }
}
