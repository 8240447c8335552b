import Foundation
import Testing

@testable import JournalFormat

/// The glance read without a Markdown parser (``PlainGlance``) must be the one taken of the full
/// parse wherever it answers, and must answer for plain entries, front matter included, or
/// `onthisday` parses every day it shows with cmark-gfm again.
@Suite struct EntryGlanceTests {
    /// `true` when the quick reader answered (and was held to the full parse).
    @discardableResult
    static func expectAgreement(
        _ bytes: [UInt8], _ label: String, titles: SectionTitles = .builtIn,
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) -> Bool {
        guard TextEncoding.firstInvalidUTF8(in: bytes) == nil,
            let quick = PlainGlance.read(bytes, date: nil, path: label, titles: titles)
        else { return false }
        let full = try? EntryGlance(Entry.parse(bytes, date: nil, path: label, titles: titles))
        #expect(quick == full, "\(label)", sourceLocation: sourceLocation)
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
    ])
    func agreesWithTheFullParseWithALineInsertedAnywhere(inserted: String) throws {
        for (name, bytes) in try AgreementInputs.everyFixtureWithALineInserted(inserted) {
            Self.expectAgreement(bytes, name)
        }
    }

    @Test(arguments: 0..<300)
    func agreesWithTheFullParseOnGeneratedEntries(seed: Int) {
        Self.expectAgreement(AgreementInputs.plainEntry(seed: seed, salt: 90_000), "plain \(seed)")
        Self.expectAgreement(
            AgreementInputs.plainEntry(seed: seed, salt: 90_000, renamed: true), "renamed \(seed)",
            titles: EntrySummaryTests.renamed)
        Self.expectAgreement(AgreementInputs.awkwardDocument(seed: seed, salt: 90_000), "awkward \(seed)")
    }

    /// Front matter, letters lines (one hidden in a prompt), second sections, a Journal section
    /// closed by a title or with no body, carried steps and CRLF: each read quickly, each as
    /// the full parse reads it.
    @Test func readsTheTrickyFixturesQuicklyAndAsTheFullParseDoes() throws {
        let names = Fixture.names(in: "glance").filter { $0.hasSuffix(".md") }
        #expect(names.count == 6)
        for name in names {
            let bytes = try Fixture.bytes("glance/\(name)")
            #expect(Self.expectAgreement(bytes, name), "\(name) was left to the full parse")
        }
        let glance = try EntryGlance.read(try Fixture.bytes("glance/front-matter-and-letters.md"), date: nil, path: "f")
        #expect(glance.structureLines == [1, 2, 3, 4, 7, 9, 14, 18])
        #expect(glance.journalBody == 15...17)
        #expect(glance.actionSteps.map(\.text) == ["return the umbrella", "buy lemons"])
        let carried = try EntryGlance.read(try Fixture.bytes("glance/crlf-carried.md"), date: nil, path: "c")
        #expect(carried.actionSteps.map(\.isCarried) == [true, false])
        let headingLast = try EntryGlance.read(
            try Fixture.bytes("glance/journal-heading-last.md"), date: nil, path: "h")
        #expect(headingLast.journalBody == nil)
    }

    @Test func answersForMostPlainEntriesAndTheSampleJournal() throws {
        let answered = (0..<100).count { seed in
            PlainGlance.read(
                AgreementInputs.plainEntry(seed: seed, salt: 90_000), date: nil, path: "p", titles: .builtIn)
                != nil
        }
        #expect(answered >= 25)
        let samples = Fixture.sampleFiles().filter { $0.lastPathComponent.hasPrefix("20") }
        let quick = try samples.filter {
            PlainGlance.read(Array(try Data(contentsOf: $0)), date: nil, path: "s", titles: .builtIn) != nil
        }
        #expect(quick.count * 2 > samples.count)
    }

    /// A file that is not text fails as the full parse fails, with the same message.
    @Test func failsAsTheFullParseFails() throws {
        for bytes in [try Fixture.bytes("invalid-utf8.bin"), Array("\0GITCRYPT\0 sealed".utf8)] {
            let glance = Result { try EntryGlance.read(bytes, date: nil, path: "2026/2026-03-01.md") }
            let entry = Result { try Entry.parse(bytes, date: nil, path: "2026/2026-03-01.md") }
            guard case .failure(let glanceError) = glance, case .failure(let entryError) = entry else {
                Issue.record("expected both to fail: \(glance), \(entry)")
                continue
            }
            #expect("\(glanceError)" == "\(entryError)")
        }
    }
}
