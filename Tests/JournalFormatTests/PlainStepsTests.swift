import Foundation
import TestSupport
import Testing

@testable import JournalFormat

/// The one-pass step reader must give the full parse's action steps wherever it answers, and
/// must really answer for plain entries (or `step` still parses a 100 MB entry with cmark-gfm).
@Suite struct PlainStepsTests {
    @discardableResult
    static func expectAgreement(
        _ bytes: [UInt8], _ label: String, titles: SectionTitles = .builtIn,
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) -> Bool {
        guard let steps = PlainSteps.read(bytes, titles: titles) else { return false }
        let full = try? Entry.parse(bytes, date: nil, path: label, titles: titles).actionSteps
        #expect(steps == full, "\(label)", sourceLocation: sourceLocation)
        return true
    }

    @Test func agreesWithTheFullParseOnTheFixturesAndSampleJournal() throws {
        let answered = try AgreementInputs.fixturesAndSamples().filter { Self.expectAgreement($0.bytes, $0.name) }
        #expect(answered.count > 40)
    }

    @Test(arguments: 0..<300)
    func agreesWithTheFullParseOnPlainEntries(seed: Int) {
        Self.expectAgreement(AgreementInputs.plainEntry(seed: seed, salt: 70_000), "plain \(seed)")
    }

    @Test(arguments: 0..<100)
    func agreesWithTheFullParseOnPlainEntriesWithRenamedSections(seed: Int) {
        let entry = AgreementInputs.plainEntry(seed: seed, salt: 70_000, renamed: true)
        Self.expectAgreement(entry, "renamed \(seed)", titles: EntrySummaryTests.renamed)
    }

    @Test(arguments: 0..<300)
    func agreesWithTheFullParseOnAwkwardDocuments(seed: Int) {
        Self.expectAgreement(AgreementInputs.awkwardDocument(seed: seed, salt: 70_000), "awkward \(seed)")
    }

    @Test func answersForMostPlainEntries() {
        let answered = (0..<100).filter { seed in
            PlainSteps.read(AgreementInputs.plainEntry(seed: seed, salt: 70_000), titles: .builtIn) != nil
        }
        #expect(answered.count >= 25)
    }
}

/// `Journal.actionSteps(on:)` and `EntrySteps.setting` give and change what the full parse's
/// `actionSteps` and `settingActionStep` do, on plain entries and on ones that need cmark-gfm.
@Suite struct JournalStepsTests {
    @Test(arguments: ["2026-11-15.md", "2026-11-16.md", "2026-11-10.md"])
    func ticksLikeTheFullParse(sample name: String) throws {
        let folder = try TemporaryFolder()
        let journal = Journal(root: folder.url)
        let day = try #require(EntryDate(iso: name.prefix(10)))
        let original = Array(try Data(contentsOf: Fixture.sampleJournal.appendingPathComponent("2026/\(name)")))
        let url = journal.url(for: day)
        try place(original, at: url)
        let full = try Entry.parse(original, date: day, path: name)
        let read = try #require(try journal.actionSteps(on: day))
        #expect(read.steps == full.actionSteps)
        for (index, step) in full.actionSteps.enumerated() {
            let (ticked, change) = try read.setting(index, to: step.done ? .open : .done)
            #expect(change?.url == url && ticked.done == !step.done && ticked.text == step.text)
            #expect(change?.newBytes == (try full.settingActionStep(index, done: !step.done)).bytes)
            let (same, unchanged) = try read.setting(index, to: step.done ? .done : .open)
            #expect(unchanged == nil && same == step)
        }
    }

    @Test func aMissingDayHasNoStepsAndABadNumberIsAnError() throws {
        let folder = try TemporaryFolder()
        let journal = Journal(root: folder.url)
        let day = EntryDate(year: 2026, month: 11, day: 24)
        #expect(try journal.actionSteps(on: day) == nil)
        try place(Array("## Action step\n\n- [ ] one\n".utf8), at: journal.url(for: day))
        let entry = try #require(try journal.actionSteps(on: day))
        #expect(throws: JournalError.self) { try entry.setting(1, to: .done) }
    }
}
