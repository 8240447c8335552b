import Foundation
import TestSupport
import Testing

@testable import JournalFormat

/// Titles the user configured in `[sections]` are read as their kinds by every reader, and
/// edits and new entries keep using them.
@Suite struct SectionTitlesTests {
    /// The titles renamed-sections.md is written with; its headings differ from them in case,
    /// a trailing colon and a closing `##`.
    static let renamed = SectionTitles([
        .poem: "Three letters", .journal: "Today", .actionStep: "Next steps", .thoughtDiary: "Hard moments",
    ])

    @Test func configuredTitlesAreReadAsTheirKinds() throws {
        let bytes = try Fixture.bytes("renamed-sections.md")
        let entry = try Entry.parse(bytes, date: nil, path: "renamed-sections.md", titles: Self.renamed)
        #expect(entry.sections.map(\.kind) == [.poem, .journal, .actionStep, .thoughtDiary, .other])
        #expect(entry.sections.map(\.title) == ["Three letters", "today", "Next steps:", "Hard moments", "Gratitude"])
        #expect(entry.poem?.letters == ["K", "M", "R"])
        #expect(entry.actionSteps.map(\.text) == ["call Sam", "book the dentist"])
        #expect(entry.thoughts.map(\.thought) == ["I always miss everything."])
        #expect(entry.diagnostics.isEmpty)
        #expect(entry.sectionTitles == Self.renamed)
    }

    @Test func theQuickSummaryReadsConfiguredTitlesAsTheFullParseDoes() throws {
        let bytes = try Fixture.bytes("renamed-sections.md")
        let quick = try #require(SummaryScanner.scan(bytes, date: nil, titles: Self.renamed))
        let full = EntrySummary(try Entry.parse(bytes, date: nil, path: "r.md", titles: Self.renamed))
        #expect(quick == full)
        #expect(try EntrySummary.read(bytes, date: nil, path: "r.md", titles: Self.renamed) == full)
        #expect(quick.actionStepsTotal == 2)
        #expect(quick.actionStepsDone == 1)
        #expect(quick.thoughts.map(\.intensity) == [6])
    }

    @Test func withoutTheTitlesTheSectionsAreTheUsersOwn() throws {
        let bytes = try Fixture.bytes("renamed-sections.md")
        let entry = try Entry.parse(bytes, date: nil, path: "r.md")
        #expect(entry.sections.allSatisfy { $0.kind == .other })
        #expect(entry.actionSteps.isEmpty && entry.thoughts.isEmpty && entry.poem == nil)
        let summary = try EntrySummary.read(bytes, date: nil, path: "r.md")
        #expect(summary == EntrySummary(entry))
        #expect(summary.actionStepsTotal == 0)
    }

    @Test(arguments: [
        ("Today", SectionKind.journal), ("  TODAY: ", .journal), ("today…", .journal), ("Journal", .journal),
        ("Diary", .journal), ("Next steps", .actionStep), ("Tomorrow, I will", .actionStep),
        ("Three letters.", .poem), ("Hard moments", .thoughtDiary), ("Thought diary", .thoughtDiary),
        ("Todays", .other), ("Gratitude", .other),
    ])
    func configuredTitlesMatchAsTheBuiltInNamesDo(title: String, kind: SectionKind) {
        #expect(Self.renamed.kind(ofTitle: title) == kind)
    }

    @Test func aConfiguredTitleWinsOverAnotherKindsBuiltInName() throws {
        let titles = SectionTitles([.journal: "Thoughts", .thoughtDiary: "Journal"])
        #expect(titles.kind(ofTitle: "Thoughts") == .journal)
        #expect(titles.kind(ofTitle: "journal") == .thoughtDiary)
        #expect(titles.kind(ofTitle: "Diary") == .journal)
        #expect(SectionKind(title: "Thoughts") == .thoughtDiary)
    }

    @Test func oddConfiguredTitlesAreMatchedAsTheirHeadingsRead() throws {
        #expect(SectionTitles([.journal: "Notes ##"]).kind(ofTitle: "Notes") == .journal)
        #expect(SectionTitles([.journal: "C#"]).kind(ofTitle: "C#") == .journal)
        #expect(SectionTitles([.journal: "C#"]).kind(ofTitle: "C") == .other)
        #expect(SectionTitles([.journal: "  "]).kind(ofTitle: "") == .other)
        // Two kinds with one title: the one a new entry has first reads it.
        let twice = SectionTitles([.thoughtDiary: "notes:", .journal: "Notes"])
        #expect(twice.kind(ofTitle: "NOTES") == .journal)
    }

    @Test(arguments: [
        [SectionKind.journal: "Today", .actionStep: "Tomorrow, I will…"], [.poem: "Notes ##", .journal: "C#"],
        [.thoughtDiary: "  Hard moments  ", .poem: "# Verse"], [.journal: "Thought diary", .thoughtDiary: "Journal"],
    ])
    func aTemplateWithConfiguredTitlesReadsBackAsItsKinds(titles: [SectionKind: String]) throws {
        let date = EntryDate(year: 2026, month: 11, day: 23)
        let entry = Entry.template(for: date, titles: SectionTitles(titles))
        #expect(entry.sections.map(\.kind) == SectionKind.templateOrder)
        #expect(entry.diagnostics.isEmpty)
        let quick = try #require(SummaryScanner.scan(entry.bytes, date: date, titles: SectionTitles(titles)))
        #expect(quick == EntrySummary(entry))
    }

    @Test func editsKeepTheTitlesAndAddSectionsUnderTheConfiguredTitle() throws {
        let entry = try Entry.parse(
            Fixture.bytes("renamed-sections.md"), date: nil, path: "r.md", titles: Self.renamed)
        let appended = try entry.appending("More.", to: .journal)
        #expect(appended.sections.count == entry.sections.count)
        #expect(appended.text.contains("## today\n\nWalked home the long way.\n\nMore.\n\n## Next steps:"))
        #expect(appended.sectionTitles == Self.renamed)
        let ticked = try appended.settingActionStep(1, done: true)
        #expect(ticked.actionSteps.map(\.done) == [true, true])

        let bare = Entry.parsing("# Day\n\n## Gratitude\n\nSoup.\n")
        let reread = try Entry.parse(bare.bytes, date: nil, path: "b.md", titles: Self.renamed)
        let added = try reread.appending("Hello.", to: .journal)
        #expect(added.text == "# Day\n\n## Today\n\nHello.\n\n## Gratitude\n\nSoup.\n")
        #expect(added.section(.journal)?.title == "Today")
    }

    @Test func aJournalReadsAndCreatesEntriesWithItsTitles() throws {
        let folder = try TemporaryFolder()
        let journal = Journal(root: folder.url, titles: Self.renamed)
        let day = EntryDate(year: 2026, month: 11, day: 22)
        let url = journal.url(for: day)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(Fixture.bytes("renamed-sections.md")).write(to: url)

        let loaded = try #require(try journal.load(day))
        #expect(loaded.section(.journal)?.title == "today")
        #expect(try journal.load(path: url.path).actionSteps.count == 2)
        #expect(try journal.loadOrTemplate(day).entry.actionSteps.count == 2)

        let new = try journal.loadOrTemplate(day.adding(days: 1))
        #expect(new.isNew)
        #expect(new.entry.sections.map(\.title) == ["Three letters", "Today", "Next steps", "Hard moments"])
        #expect(new.entry.sections.map(\.kind) == SectionKind.templateOrder)
    }
}
