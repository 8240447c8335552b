import Foundation
import Testing

/// Every command reads the same layered config: the user's file names the journal and the day
/// boundary, and a bad file stops any command with its path, line and key (exit 78).
@Suite final class ConfigCommandTests {
    let home: URL

    init() throws {
        home = FileManager.default.temporaryDirectory.appendingPathComponent("nightly-config-\(UUID().uuidString)")
        try FileManager.default.createDirectory(
            at: home.appendingPathComponent(".config/nightly"), withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: home) }

    func writeConfig(_ text: String) throws {
        try text.write(
            to: home.appendingPathComponent(".config/nightly/config.toml"), atomically: true, encoding: .utf8)
    }

    func run(_ arguments: [String]) throws -> NightlyProcess.Result {
        try NightlyProcess.run(arguments, environment: ["HOME": home.path, "NIGHTLY_TODAY": "2026-11-23"])
    }

    @Test func readingCommandsFindTheConfiguredJournal() throws {
        let sample = NightlyProcess.packageRoot.appendingPathComponent("sample-journal").path
        try writeConfig("journal = \"\(sample)\"\n")
        let show = try run(["show", "2026-11-22", "--json"])
        #expect(show.status == 0, "\(show.err)")
        #expect(show.out.contains("\"date\": \"2026-11-22\""))
        let grep = try run(["grep", "snail"])
        #expect(grep.status == 0, "\(grep.err)")
        #expect(grep.out.contains("2026-11-22.md:"))
        let stats = try run(["stats", "--json"])
        #expect(stats.out.contains("\"writtenDays\": 43"))
    }

    /// `nightly config journal` prints the folder every command uses, for the editor setups
    /// that used to guess it from NIGHTLY_JOURNAL or ~/journal (issue 31, item 9).
    @Test func configJournalPrintsTheFolderEveryCommandUses() throws {
        let configured = home.appendingPathComponent("notes/journal")
        try writeConfig("journal = \"~/notes/journal\"\n")
        let fromConfig = try run(["config", "journal"])
        #expect(fromConfig.status == 0, "\(fromConfig.err)")
        #expect(fromConfig.out == configured.path + "\n")
        #expect(!FileManager.default.fileExists(atPath: configured.path), "asking creates nothing")
        let fromEnvironment = try NightlyProcess.run(
            ["config", "journal"], environment: ["HOME": home.path, "NIGHTLY_JOURNAL": "/srv/diary"])
        #expect(fromEnvironment.out == "/srv/diary\n")
        #expect(try run(["config", "journal", "--journal", "/srv/other"]).out == "/srv/other\n")
        let unknown = try run(["config", "editr"])
        #expect(unknown.status == 64)
        #expect(unknown.err.contains("journal"), "\(unknown.err)")
        try writeConfig("day_ends = \"13:00\"\n")
        #expect(try run(["config", "journal"]).status == 78)
    }

    @Test(arguments: [["show"], ["stats"], ["add", "words"], ["calendar"], ["check"]])
    func aBadDayBoundaryInTheConfigStopsEveryCommand(arguments: [String]) throws {
        try writeConfig("editor = \"vi\"\nday_ends = \"13:00\"\n")
        let result = try run(arguments)
        #expect(result.status == 78)
        #expect(result.out.isEmpty)
        #expect(result.err.contains(".config/nightly/config.toml:2: key 'day_ends'"), "\(result.err)")
    }

    /// A title that would not read back as its section would leave added text nowhere.
    @Test(arguments: [
        ("[sections]\njournal = \"Notes\"\naction_step = \"notes:\"\n", 3, "sections.action_step"),
        ("[sections]\npoem = \"###\"\n", 2, "sections.poem"),
    ])
    func aSectionTitleThatWouldNotReadBackIsAConfigError(config: String, line: Int, key: String) throws {
        try writeConfig(config)
        let journal = home.appendingPathComponent("journal")
        let result = try run(["add", "words", "--journal", journal.path])
        #expect(result.status == 78)
        #expect(result.err.contains("config.toml:\(line): key '\(key)'"), "\(result.err)")
        #expect(result.err.contains("would not be read back as this section"))
        #expect(!FileManager.default.fileExists(atPath: journal.path))
    }
}
