import Foundation
import Testing

/// A journal whose `.nightly.toml` renames its sections (Fixtures/renamed-sections): every
/// command reads the renamed sections as their kinds and writes into them, adding none.
@Suite final class RenamedSectionsTests {
    let home: URL
    let journal: URL

    init() throws {
        home = FileManager.default.temporaryDirectory.appendingPathComponent("nightly-renamed-\(UUID().uuidString)")
        journal = home.appendingPathComponent("journal")
        let config = home.appendingPathComponent(".config/nightly")
        try FileManager.default.createDirectory(at: config, withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: NightlyProcess.packageRoot.appendingPathComponent("Tests/NightlyCLITests/Fixtures/renamed-sections"),
            to: journal)
        try "journal = \"\(journal.path)\"\n".write(
            to: config.appendingPathComponent("config.toml"), atomically: true, encoding: .utf8)
    }

    deinit { try? FileManager.default.removeItem(at: home) }

    func run(_ arguments: [String]) throws -> NightlyProcess.Result {
        try NightlyProcess.run(arguments, environment: ["HOME": home.path, "NIGHTLY_TODAY": "2026-11-23"], in: home)
    }

    func read(_ day: String) throws -> String {
        try String(contentsOf: journal.appendingPathComponent("2026/\(day).md"), encoding: .utf8)
    }

    /// The kind `show --json` gives each section, by title.
    func sectionKinds(_ day: String) throws -> [String: String] {
        let show = try run(["show", day, "--json"])
        #expect(show.status == 0, "\(show.err)")
        let report = try JSONSerialization.jsonObject(with: show.stdout) as? [String: Any]
        let sections = report?["sections"] as? [[String: Any]] ?? []
        var kinds: [String: String] = [:]
        for section in sections {
            if let title = section["title"] as? String { kinds[title] = section["kind"] as? String }
        }
        return kinds
    }

    @Test func addWritesIntoTheRenamedJournalSectionOfANewDay() throws {
        let first = try run(["add", "Walked", "home."])
        #expect(first.status == 0, "\(first.err)")
        #expect(try run(["add", "Then soup."]).status == 0)
        let text = try read("2026-11-23")
        #expect(
            text.contains(
                "## Today\n\n<!-- How was today? What do you want to remember? -->\n\nWalked home.\n\nThen soup.\n\n"
                    + "## Tomorrow, I will\n"))
        #expect(!text.contains("## Journal"))
        #expect(text.components(separatedBy: "\n## ").count == 5)
        #expect(
            try sectionKinds("2026-11-23") == [
                "Poem": "poem", "Today": "journal", "Tomorrow, I will": "action-step", "Hard moments": "thought-diary",
            ])
    }

    @Test func addAppendsToTheRenamedSectionOfAnExistingDay() throws {
        #expect(try run(["add", "--date", "2026-11-22", "Rain later."]).status == 0)
        let text = try read("2026-11-22")
        #expect(text.contains("past the canal.\n\nRain later.\n\n## Tomorrow, I will\n"))
        #expect(!text.contains("## Journal"))
        #expect(try sectionKinds("2026-11-22")["Today"] == "journal")
    }

    @Test func stepTicksTheStepUnderTheRenamedHeading() throws {
        let result = try run(["step", "--done", "--date", "2026-11-22"])
        #expect(result.status == 0, "\(result.err)")
        #expect(result.out == "[x] book the dentist\n")
        #expect(try read("2026-11-22").contains("## Tomorrow, I will\n\n- [x] call Sam\n- [x] book the dentist\n"))
    }

    @Test func reportsSearchAndCheckReadTheRenamedSections() throws {
        let stats = try run(["stats", "--json"])
        #expect(stats.status == 0, "\(stats.err)")
        let report = try JSONSerialization.jsonObject(with: stats.stdout) as? [String: Any]
        let steps = report?["actionSteps"] as? [String: Any]
        #expect(steps?["total"] as? Int == 2)
        #expect(steps?["done"] as? Int == 1)
        #expect(report?["thoughtRecords"] as? Int == 1)

        let grep = try run(["grep", "--section", "journal", "canal"])
        #expect(grep.status == 0, "\(grep.err)")
        #expect(grep.out.contains("2026-11-22.md:12:"))
        #expect(try run(["grep", "--section", "other", "canal"]).out.isEmpty)

        let check = try run(["check"])
        #expect(check.status == 0)
        #expect(check.out.isEmpty, "\(check.out)")
    }
}
