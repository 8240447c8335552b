import Foundation
import Testing

@testable import JournalFormat

/// The report read without a Markdown parser (``PlainReport``, what `export json` writes for a
/// plain entry) must be the full parse's report wherever it answers, compared as the JSON both
/// encode to, and must answer for plain entries, or `export json` parses every day with
/// cmark-gfm again.
@Suite struct PlainReportTests {
    /// `true` when the quick reader answered (and was held to the full parse).
    @discardableResult
    static func expectAgreement(
        _ bytes: [UInt8], _ label: String, titles: SectionTitles = .builtIn,
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) -> Bool {
        guard TextEncoding.firstInvalidUTF8(in: bytes) == nil,
            let quick = PlainReport.read(bytes, date: nil, path: label, titles: titles)
        else { return false }
        let full = try? EntryReport(Entry.parse(bytes, date: nil, path: label, titles: titles))
        #expect(
            (try? ReportJSON.encode(quick)) == (try? ReportJSON.encode(full)), "\(label)",
            sourceLocation: sourceLocation)
        return true
    }

    @Test func agreesWithTheFullParseOnEveryFixtureAndTheSampleJournal() throws {
        let fixtures = try AgreementInputs.everyFixture()
        let answered = fixtures.filter { Self.expectAgreement($0.bytes, $0.name) }
        #expect(answered.count > 60)
        for (name, bytes) in fixtures {
            Self.expectAgreement(bytes, name, titles: EntrySummaryTests.renamed)
        }
    }

    /// A line that changes what the lines before it are, or that stops the quick reader,
    /// straight after any line of a small fixture.
    @Test(arguments: [
        "===", "---", "```", "    indented", "> quote", "1. [ ] ordered task", "## Journal", "# Title", "",
        "## Poem", "Letters: A B C", "<!-- a prompt -->", "- Situation: x",
    ])
    func agreesWithTheFullParseWithALineInsertedAnywhere(inserted: String) throws {
        for (name, bytes) in try AgreementInputs.everyFixtureWithALineInserted(inserted) {
            Self.expectAgreement(bytes, name)
        }
    }

    @Test(arguments: 0..<300)
    func agreesWithTheFullParseOnGeneratedEntries(seed: Int) {
        Self.expectAgreement(AgreementInputs.plainEntry(seed: seed, salt: 91_000), "plain \(seed)")
        Self.expectAgreement(
            AgreementInputs.plainEntry(seed: seed, salt: 91_000, renamed: true), "renamed \(seed)",
            titles: EntrySummaryTests.renamed)
        Self.expectAgreement(AgreementInputs.awkwardDocument(seed: seed, salt: 91_000), "awkward \(seed)")
    }

    /// The glance's tricky fixtures (front matter, a letters line after a prompt, second
    /// sections, a section closed by a title, CRLF) and the awkward keys of `export json`'s.
    @Test func readsTheTrickyFixturesQuicklyAndAsTheFullParseDoes() throws {
        let names = Fixture.names(in: "glance").filter { $0.hasSuffix(".md") }.map { "glance/\($0)" }
        #expect(names.count == 6)
        for name in names + ["json/awkward-keys.md", "poem.md", "poem-awkward-ends.md", "thoughts.md"] {
            #expect(Self.expectAgreement(try Fixture.bytes(name), name), "\(name) was left to the full parse")
        }
    }

    /// The poem's text is joined from the lines' bytes (``PoemText``) and trimmed byte by byte
    /// only where that is trimming character by character: a space that a combining mark
    /// follows, or a prepended mark precedes, is one character with it, and stays.
    @Test func trimsThePoemsLinesAsCharacters() throws {
        let bytes = try Fixture.bytes("poem-awkward-ends.md")
        let report = try #require(PlainReport.read(bytes, date: nil, path: "p", titles: .builtIn))
        #expect(report.poem?.text == "Kettles\n \u{0301}Mended at dawn\nRain on the roof\u{0600} \n\n\nStill")
        #expect(report.poem?.letters == ["K", "M", "R"])
    }

    @Test func answersForMostPlainEntries() {
        let answered = (0..<100).count { seed in
            PlainReport.read(
                AgreementInputs.plainEntry(seed: seed, salt: 91_000), date: nil, path: "p", titles: .builtIn)
                != nil
        }
        #expect(answered >= 25)
    }
}
