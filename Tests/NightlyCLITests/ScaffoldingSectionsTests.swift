import Foundation
import Testing

/// A day with no poem and no thought record, as `nightly add` leaves it: reading output shows
/// its words, not "Letters: F · R · N" and empty "## Action step" and "## Thought diary"
/// headings; a section that holds only the template's scaffolding is left out as its prompts
/// are (issue 31, item 8). A poem or a record keeps its section.
@Suite final class ScaffoldingSectionsTests: ScratchJournalTests {
    static let fixture = NightlyProcess.packageRoot.appendingPathComponent("Tests/NightlyCLITests/Fixtures/scaffolding")

    @Test func logAndOnThisDayShowOnlyTheSectionsWithWords() throws {
        let log = try run(["log", "--no-pager", "--journal", Self.fixture.path])
        #expect(log.status == 0, "\(log.err)")
        #expect(
            log.out.hasSuffix("\n\n# Monday, 23 November 2026\n\n## Journal\n\nWalked to the river.\n"), "\(log.out)")
        let json = try run(["log", "--json", "--journal", Self.fixture.path])
        let rows = try #require(try JSONSerialization.jsonObject(with: json.stdout) as? [[String: Any]])
        #expect(rows.first?["text"] as? String == "# Monday, 23 November 2026\n\n## Journal\n\nWalked to the river.")
    }

    @Test func aPoemAndARecordKeepTheirSections() throws {
        let sample = NightlyProcess.packageRoot.appendingPathComponent("sample-journal")
        let log = try run(["log", "--no-pager", "--since", "2026-11-22", "--journal", sample.path])
        #expect(log.out.contains("## Poem\n\nLetters: F · T · K\nFifty-four minutes"), "\(log.out)")
        #expect(log.out.contains("## Thought diary\n\n- Situation: Sunday evening"), "\(log.out)")
    }

    @Test func theDaysPageHasNoEmptySections() throws {
        let site = folder.appendingPathComponent("site")
        let result = try run(["export", "html", site.path, "--journal", Self.fixture.path])
        #expect(result.status == 0, "\(result.err)")
        let page = try String(contentsOf: site.appendingPathComponent("2026/2026-11-23.html"), encoding: .utf8)
        #expect(page.contains("Walked to the river."))
        #expect(!page.contains("Letters:"), "\(page)")
        for heading in ["Poem", "Action step", "Thought diary"] { #expect(!page.contains("<h2>\(heading)</h2>")) }
        #expect(page.contains("<h2>Journal</h2>"))
    }
}
