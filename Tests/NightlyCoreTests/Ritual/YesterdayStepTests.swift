import Foundation
import JournalChanges
import JournalFormat
import NightlySettings
import Testing

@testable import NightlyCore

/// The ritual's question about yesterday's step finds and ticks it under the journal's titles.
@Suite final class YesterdayStepTests {
    let folder: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("nightly-yesterday-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: folder) }

    @Test func aStepUnderARenamedHeadingIsFoundAndTicked() throws {
        let journal = Journal(root: folder, layout: .flat, titles: SectionTitles([.actionStep: "Next"]))
        let day = EntryDate(year: 2026, month: 11, day: 22)
        try Data("# Day\n\n## Next\n\n- [x] call Sam\n- [ ] book the dentist\n".utf8).write(to: journal.url(for: day))

        let step = try #require(YesterdayStep.findAll(in: journal, date: day).first)
        #expect(step.text == "book the dentist")
        let change = try DayTransaction(journal: journal, today: day.adding(days: 1), commits: false, door: "test")
        try step.apply(.done, in: change)
        _ = change.commit()
        let text = try String(contentsOf: journal.url(for: day), encoding: .utf8)
        #expect(text == "# Day\n\n## Next\n\n- [x] call Sam\n- [x] book the dentist\n")
        #expect(YesterdayStep.findAll(in: Journal(root: folder, layout: .flat), date: day).isEmpty)
    }

    @Test func aStepAlreadyCarriedIntoTodayIsNotAskedAgain() throws {
        let journal = Journal(root: folder, layout: .flat)
        let yesterday = EntryDate(year: 2026, month: 11, day: 22)
        let today = yesterday.adding(days: 1)
        try Data("## Action step\n\n- [ ] call Sam\n- [ ] book the dentist\n".utf8).write(
            to: journal.url(for: yesterday))
        let steps = YesterdayStep.findAll(in: journal, date: yesterday)
        #expect(steps.map(\.text) == ["call Sam", "book the dentist"])
        let change = try DayTransaction(journal: journal, today: today, commits: false, door: "test")
        try steps[0].apply(.carried(to: today), in: change)
        _ = change.commit()
        #expect(
            try String(contentsOf: journal.url(for: yesterday), encoding: .utf8)
                == "## Action step\n\n- [ ] call Sam → 2026-11-23\n- [ ] book the dentist\n")
        #expect(try String(contentsOf: journal.url(for: today), encoding: .utf8).contains("\n- [ ] call Sam\n"))
        #expect(YesterdayStep.findAll(in: journal, date: yesterday).map(\.text) == ["book the dentist"])
    }

    @Test func aStepThatChangedSinceTheQuestionIsLeftAlone() throws {
        let journal = Journal(root: folder, layout: .flat)
        let yesterday = EntryDate(year: 2026, month: 11, day: 22)
        try Data("## Action step\n\n- [ ] call Sam\n".utf8).write(to: journal.url(for: yesterday))
        let step = try #require(YesterdayStep.findAll(in: journal, date: yesterday).first)
        let edited = "## Action step\n\n- [ ] call Alex\n"
        try Data(edited.utf8).write(to: journal.url(for: yesterday))
        let change = try DayTransaction(journal: journal, today: yesterday, commits: false, door: "test")
        try step.apply(.done, in: change)
        _ = change.commit()
        #expect(try String(contentsOf: journal.url(for: yesterday), encoding: .utf8) == edited)
    }

    @Test func theConfigsSectionsBecomeTheJournalsTitles() throws {
        let config = try ConfigParser.parse(
            "[sections]\njournal = \"Today\"\naction_step = \"Next\"\n", path: "config.toml")
        let titles = NightlySetup.sectionTitles(config)
        #expect(titles == SectionTitles([.journal: "Today", .actionStep: "Next"]))
        #expect(titles.kind(ofTitle: "today") == .journal)
        #expect(NightlySetup.sectionTitles(NightlyConfig()) == .builtIn)
    }
}
