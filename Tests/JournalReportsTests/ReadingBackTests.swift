import Foundation
import JournalFormat
import Testing

@testable import JournalReports

/// The reading side's shared parts: what a day's preview shows, which days "on this day" looks
/// back on, and the nearest written days. Fixtures/reading holds an old journal (three years)
/// and a young one (a month).
@Suite struct ReadingBackTests {
    let old = Journal(root: Bundle.module.resourceURL!.appendingPathComponent("Fixtures/reading/old"))
    let young = Journal(root: Bundle.module.resourceURL!.appendingPathComponent("Fixtures/reading/young"))

    private func day(_ iso: String) -> EntryDate { EntryDate(iso: iso)! }

    @Test func aPreviewShowsTheJournalSectionsFirstLinesWithoutPromptsOrTheFrontMatter() throws {
        let preview = try #require(
            try DayPreview.read(day("2025-11-26"), in: old, prompts: old.templatePrompts()))
        #expect(preview.lines == ["Ran the canal loop after work."])
        #expect(preview.openSteps == ["book the physio"])
        #expect(preview.path.hasSuffix("2025/2025-11-26.md"))
    }

    @Test func aPreviewKeepsAsManyLinesAsAsked() throws {
        let preview = try #require(
            try DayPreview.read(day("2024-11-26"), in: old, prompts: old.templatePrompts(), lineLimit: 2))
        #expect(preview.lines == ["First frost on the bike saddle.", "Gloves are in the blue box."])
    }

    @Test func aDayWithAnEmptyJournalSectionShowsWhatWasWrittenElsewhereTitlesIncluded() throws {
        let preview = try #require(
            try DayPreview.read(day("2026-11-25"), in: old, prompts: old.templatePrompts()))
        #expect(
            preview.lines == ["- [ ] call the landlord about the boiler", "Later", "Boiler fixed itself. Typical."])
    }

    /// `DayPreview.read` takes a plain day at a glance, without the full parse; every day of
    /// sample-journal/ and of the reading fixtures previews as its full parse does.
    @Test(arguments: [1, 3, 20])
    func aPreviewReadAtAGlanceIsTheFullParsesPreview(lineLimit: Int) throws {
        let sample = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("sample-journal")
        var compared = 0
        for journal in [old, young, Journal(root: sample)] {
            let prompts = journal.templatePrompts()
            for file in try journal.entryFiles() {
                let entry = try #require(try journal.load(file.date))
                let full = DayPreview(entry, prompts: prompts, lineLimit: lineLimit)
                let read = try DayPreview.read(file.date, in: journal, prompts: prompts, lineLimit: lineLimit)
                #expect(read == full, "\(file.relativePath)")
                compared += 1
            }
        }
        #expect(compared > 45)
    }

    @Test func aDayLeftAsTheTemplateHasNoPreview() throws {
        #expect(try DayPreview.read(day("2026-11-20"), in: old, prompts: old.templatePrompts()) == nil)
        #expect(try DayPreview.read(day("2026-11-21"), in: old, prompts: old.templatePrompts()) == nil)
    }

    @Test func onThisDayInAnOldJournalIsTheSameDayInEarlierYearsNewestFirst() throws {
        let memories = try OnThisDay(day("2026-11-26")).memories(in: old)
        #expect(memories.map(\.preview.date) == [day("2025-11-26"), day("2024-11-26")])
        #expect(memories.map(\.ago) == ["a year ago", "2 years ago"])
    }

    @Test func onThisDayInAYoungJournalAlsoLooksBackAWeekAndAMonth() throws {
        let memories = try OnThisDay(day("2026-11-26")).memories(in: young)
        #expect(memories.map(\.preview.date) == [day("2026-11-19"), day("2026-10-26")])
        #expect(memories.map(\.ago) == ["a week ago", "a month ago"])
    }

    @Test func aYearFolderWithoutEntriesDoesNotMakeAJournalOld() throws {
        let journal = Journal(
            root: Bundle.module.resourceURL!.appendingPathComponent("Fixtures/reading/young-old-folder"))
        let memories = try OnThisDay(day("2026-11-26")).memories(in: journal)
        #expect(memories.map(\.ago) == ["a week ago", "a month ago"])
        #expect(try !journal.hasEntries(inYear: 2019))
        #expect(try journal.hasEntries(inYear: 2026))
    }

    @Test func anEntryTwoYearsBackInMonthFoldersMakesAJournalOld() throws {
        let journal = Journal(root: Bundle.module.resourceURL!.appendingPathComponent("Fixtures/reading/nested-old"))
        let memories = try OnThisDay(day("2026-11-26")).memories(in: journal)
        #expect(memories.map(\.preview.date) == [day("2024-11-26")])
        #expect(memories.map(\.ago) == ["2 years ago"])
        #expect(try journal.hasEntries(inYear: 2024))
        #expect(try !journal.hasEntries(inYear: 2025))
    }

    @Test func the29thOfFebruaryIsRememberedOnThe28thOfCommonYears() throws {
        let memories = try OnThisDay(day("2027-02-28")).memories(in: old)
        #expect(memories.map(\.preview.date) == [day("2024-02-29")])
        #expect(OnThisDay.sameDay(as: day("2028-02-29"), in: 2027) == [day("2027-02-28")])
    }

    @Test func aMonthBeforeTheThirtyFirstIsTheLastDayOfAShorterMonth() {
        #expect(OnThisDay.monthBefore(day("2026-03-31")) == day("2026-02-28"))
        #expect(OnThisDay.monthBefore(day("2026-01-15")) == day("2025-12-15"))
    }

    @Test func theNearestWrittenDaysSkipDaysLeftAsTheTemplateAndCrossYears() throws {
        let days = WrittenDays(old)
        #expect(try days.before(day("2026-11-25"))?.date == day("2026-11-19"))
        #expect(try days.before(day("2026-11-19"))?.date == day("2025-11-26"))
        #expect(try days.before(day("2024-02-29")) == nil)
        #expect(try days.after(day("2026-11-19"))?.date == day("2026-11-25"))
        #expect(try days.after(day("2025-11-26"))?.date == day("2026-11-19"))
        #expect(try days.after(day("2026-11-19"), until: day("2026-11-24")) == nil)
        #expect(try days.after(day("2026-11-25")) == nil)
    }
}
