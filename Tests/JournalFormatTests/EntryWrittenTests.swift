import Foundation
import Testing

@testable import JournalFormat

/// `EntrySummary.isWritten(_:path:titles:)`, which `log` asks of every entry and which stops at
/// the paragraph of the first word, must say what the whole summary says on every input.
@Suite struct EntryWrittenTests {
    /// Both answers, or both errors, are the same.
    static func expectAgreement(
        _ bytes: [UInt8], _ label: String, titles: SectionTitles = .builtIn,
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        let full = Result { try EntrySummary.read(bytes, date: nil, path: label, titles: titles).isWritten }
        let quick = Result { try EntrySummary.isWritten(bytes, path: label, titles: titles) }
        #expect("\(quick)" == "\(full)", "\(label)", sourceLocation: sourceLocation)
    }

    @Test func agreesWithTheSummaryOnEveryFixtureAndTheSampleJournal() throws {
        let fixtures = try AgreementInputs.everyFixture()
        #expect(fixtures.count > 150)
        #expect(fixtures.contains { $0.name.hasSuffix("invalid-utf8.bin") })
        for (name, bytes) in fixtures {
            Self.expectAgreement(bytes, name)
            Self.expectAgreement(bytes, name, titles: EntrySummaryTests.renamed)
        }
    }

    /// A setext underline or a fence straight after any line of a fixture: the constructs that
    /// change what lines before them are, or stop the quick reader.
    @Test(arguments: ["===", "---", "```", "    indented", "> quote", "1. [ ] ordered task", ""])
    func agreesWithTheSummaryWithALineInsertedAnywhere(inserted: String) throws {
        for (name, bytes) in try AgreementInputs.everyFixtureWithALineInserted(inserted) {
            Self.expectAgreement(bytes, name)
        }
    }

    @Test(arguments: 0..<300)
    func agreesWithTheSummaryOnGeneratedEntries(seed: Int) {
        Self.expectAgreement(AgreementInputs.plainEntry(seed: seed, salt: 40_000), "plain \(seed)")
        Self.expectAgreement(
            AgreementInputs.plainEntry(seed: seed, salt: 40_000, renamed: true), "renamed \(seed)",
            titles: EntrySummaryTests.renamed)
        Self.expectAgreement(AgreementInputs.awkwardDocument(seed: seed, salt: 40_000), "awkward \(seed)")
    }

    @Test func answersTheTrickyFixturesAsTheFullParseDoes() throws {
        let expected = [
            "code-after-the-first-paragraph.md": true, "crlf-written.md": true, "front-matter-words-only.md": false,
            "letters-and-prompts-only.md": false, "nul-and-spanning-prompt.md": false,
            "setext-section-after-the-first-words.md": false, "setext-title-after-the-first-words.md": false,
            "syntax-only.md": false, "words-around-a-comment-across-a-blank-line.md": true,
        ]
        #expect(Fixture.names(in: "written").filter { $0.hasSuffix(".md") } == expected.keys.sorted())
        for (name, written) in expected {
            let bytes = try Fixture.bytes("written/\(name)")
            #expect(try Entry.parse(bytes, date: nil, path: name).isWritten == written, "\(name)")
            #expect(try EntrySummary.isWritten(bytes, path: name) == written, "\(name)")
        }
    }

    /// The quick answer is really given, without reading past the first paragraph: even when a
    /// code block after it leaves the whole summary to the full parse.
    @Test func stopsAtTheParagraphOfTheFirstWord() throws {
        let bytes = try Fixture.bytes("written/code-after-the-first-paragraph.md")
        #expect(SummaryScanner.scan(bytes, date: nil) == nil)
        #expect(SummaryScanner.isWritten(bytes) == true)
        let template = Array(EntryTemplate.text(for: EntryDate(year: 2026, month: 11, day: 23)).utf8)
        #expect(SummaryScanner.isWritten(template) == false)
        let answered = (0..<100).count {
            SummaryScanner.isWritten(AgreementInputs.plainEntry(seed: $0, salt: 7)) != nil
        }
        #expect(answered >= 50)
    }
}
