import Foundation
import Testing

/// The tracked values in the exports, on Fixtures/tracked-journal (a mood, sleep, a walk and
/// coffee over three days): `tracks` and `track_times` in each entry of `export json`, and the
/// index page's inline SVG of each measure's weekly mean and each habit's marks.
@Suite final class TrackExportTests: ScratchJournalTests {
    override init() throws {
        try super.init()
        try FileManager.default.copyItem(at: CheckTrackValuesTests.fixture, to: journal)
    }

    private func entries() throws -> [String: [String: Any]] {
        let result = try run(["export", "json"])
        #expect(result.status == 0, "\(result.err)")
        let document = try #require(try JSONSerialization.jsonObject(with: result.stdout) as? [String: Any])
        let entries = try #require(document["entries"] as? [[String: Any]])
        return Dictionary(uniqueKeysWithValues: entries.map { ($0["date"] as? String ?? "", $0) })
    }

    @Test func eachEntryCarriesItsTrackedValuesAsTrackGivesThem() throws {
        let entries = try entries()
        let saturday = try #require(entries["2026-11-21"]?["tracks"] as? [String: Any])
        #expect(saturday["mood"] as? Int == 6)
        #expect(saturday["sleep"] as? Int == 8)
        #expect(saturday["walk"] as? String == "yes")
        #expect(saturday["coffee"] as? Int == 2)
        #expect(entries["2026-11-21"]?["track_times"] as? [String: [String]] == ["coffee": ["08:10", "12:40"]])
        let sunday = try #require(entries["2026-11-22"]?["tracks"] as? [String: Any])
        #expect(sunday["sleep"] as? Double == 6.5)
        #expect(sunday["walk"] as? String == "no")
        #expect(entries["2026-11-22"]?["track_times"] == nil)
        // Values the tracks cannot take are left out, as the reports leave them out.
        let friday = try #require(entries["2026-11-20"]?["tracks"] as? [String: Any])
        #expect(Set(friday.keys) == ["sleep", "coffee"])
    }

    /// A number longer than a double can hold reads as infinite, which JSON cannot write: that
    /// value is left out and the rest of the day's are exported (Foundation's encoder refused
    /// the whole export).
    @Test func aNumberBeyondADoubleIsLeftOut() throws {
        let fixture = NightlyProcess.packageRoot.appendingPathComponent(
            "Tests/NightlyCLITests/Fixtures/export/2026-11-19-sleep-beyond-a-double.md")
        try FileManager.default.copyItem(at: fixture, to: journal.appendingPathComponent("2026/2026-11-19.md"))
        let thursday = try #require(try entries()["2026-11-19"]?["tracks"] as? [String: Any])
        #expect(Set(thursday.keys) == ["mood"])
        #expect(thursday["mood"] as? Int == 5)
    }

    @Test func withoutTracksTheEntriesHaveNoTracksKey() throws {
        try FileManager.default.removeItem(at: journal.appendingPathComponent(".nightly.toml"))
        #expect(try entries().values.allSatisfy { $0["tracks"] == nil })
    }

    @Test func theIndexDrawsEachTrackAsAnAccessibleInlineSVG() throws {
        let site = folder.appendingPathComponent("site")
        let result = try run(["export", "html", site.path])
        #expect(result.status == 0, "\(result.err)")
        let index = try String(contentsOf: site.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(index.components(separatedBy: "<svg ").count - 1 == 4)
        #expect(!index.contains("<script"))
        #expect(
            index.contains(
                "aria-label=\"mood, weekly mean, last 12 weeks: none, none, none, none, none, none, none, none, none, "
                    + "none, 5, none\""), "\(index)")
        #expect(index.contains("<title>Week of 2026-11-16: mean 5 over 2 days</title>"))
        #expect(index.contains("aria-label=\"walk, last 12 weeks: 1 yes, 1 no, 0 skipped\""))
        #expect(index.contains("<title>2026-11-21: yes</title>"))
        #expect(index.contains("<title>2026-11-22: no</title>"))
        #expect(index.contains("aria-label=\"coffee, weekly mean, last 12 weeks:"))
    }
}
