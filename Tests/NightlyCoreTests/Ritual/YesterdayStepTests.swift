import Foundation
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
        try step.tick(in: journal)
        let text = try String(contentsOf: journal.url(for: day), encoding: .utf8)
        #expect(text == "# Day\n\n## Next\n\n- [x] call Sam\n- [x] book the dentist\n")
        #expect(YesterdayStep.findAll(in: Journal(root: folder, layout: .flat), date: day).isEmpty)
    }

    @Test func aStepAlreadyCarriedIntoTodayIsNotAskedAgain() throws {
        let journal = Journal(root: folder, layout: .flat)
        let yesterday = EntryDate(year: 2026, month: 11, day: 22)
        try Data("## Action step\n\n- [ ] call Sam\n- [ ] book the dentist\n".utf8).write(
            to: journal.url(for: yesterday))
        try Data("## Action step\n\n- [ ] call Sam\n".utf8).write(to: journal.url(for: yesterday.adding(days: 1)))
        #expect(YesterdayStep.findAll(in: journal, date: yesterday).first?.text == "book the dentist")
        try Data("## Action step\n\n- [ ] call Sam\n- [ ] book the dentist\n".utf8).write(
            to: journal.url(for: yesterday.adding(days: 1)))
        #expect(YesterdayStep.findAll(in: journal, date: yesterday).isEmpty)
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
