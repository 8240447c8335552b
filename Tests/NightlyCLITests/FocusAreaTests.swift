import Foundation
import Testing

/// Goals per focus area: `init` asks each area's goal and keeps it as `[focus.NAME] goal`; a
/// step tagged with an area's tag (`#health`) counts for it in `stats` and `review`, and
/// `stats` charts the week's steps done beside its words (Fixtures/focus-areas, today
/// Wednesday 2026-11-25).
@Suite final class FocusAreaTests: ScratchJournalTests {
    static let fixtures = NightlyProcess.packageRoot.appendingPathComponent(
        "Tests/NightlyCLITests/Fixtures/focus-areas")
    var configFolder: URL { folder.appendingPathComponent("config") }
    var configFile: URL { configFolder.appendingPathComponent("nightly/config.toml") }

    override init() throws {
        try super.init()
        try FileManager.default.copyItem(at: Self.fixtures.appendingPathComponent("journal"), to: journal)
        try FileManager.default.createDirectory(
            at: configFile.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: Self.fixtures.appendingPathComponent("config.toml"), to: configFile)
    }

    var settings: [String: String] {
        environment.merging([
            "NIGHTLY_TODAY": "2026-11-25", "XDG_CONFIG_HOME": configFolder.path,
            "HOME": folder.appendingPathComponent("home").path, "TERM": "dumb", "PAGER": "cat", "EDITOR": "false",
        ]) { _, new in new }
    }

    func nightly(_ arguments: [String], stdin: String = "") throws -> NightlyProcess.Result {
        try NightlyProcess.run(arguments, stdin: Data(stdin.utf8), environment: settings, in: folder)
    }

    @Test func statsShowsStepsPerAreaAndChartsTheWeeksStepsBesideItsWords() throws {
        let result = try nightly(["stats"])
        #expect(result.status == 0, "\(result.err)")
        let lines = result.out.split(separator: "\n").map(String.init)
        #expect(lines.contains("          health     2 of 3 done · goal: Run a 10k in spring"), "\(result.out)")
        #expect(lines.contains("          Deep work  1 of 2 done"), "\(result.out)")
        #expect(lines.contains("This week  (words per day · steps done)"), "\(result.out)")
        // The carried physio step counts once, on Wednesday, where it is still open.
        let monday = try #require(lines.first { $0.hasPrefix(" Mon 23 Nov") })
        #expect(monday.hasSuffix("■■□ 2 of 3"), "\(monday)")
        let tuesday = try #require(lines.first { $0.hasPrefix(" Tue 24 Nov") })
        #expect(tuesday.hasSuffix("■ 1 of 1"), "\(tuesday)")
        let wednesday = try #require(lines.first { $0.hasPrefix(">Wed 25 Nov") })
        #expect(wednesday.hasSuffix("□□ 0 of 2"), "\(wednesday)")
        // The steps' column starts at the same place on every day.
        let columns = [monday, tuesday, wednesday].map {
            $0.distance(from: $0.startIndex, to: $0.firstIndex { "■□".contains($0) }!)
        }
        #expect(Set(columns).count == 1, "\(result.out)")
    }

    @Test func statsJSONHasStepsByAreaAndStepsPerDay() throws {
        let result = try nightly(["stats", "--json"])
        #expect(result.status == 0, "\(result.err)")
        let json = try #require(try JSONSerialization.jsonObject(with: result.stdout) as? [String: Any])
        let areas = try #require(json["steps_by_area"] as? [[String: Any]])
        #expect(areas.count == 2)
        #expect(areas[0]["area"] as? String == "health" && areas[0]["tag"] as? String == "health")
        #expect(areas[0]["goal"] as? String == "Run a 10k in spring")
        #expect(areas[0]["planned"] as? Int == 3 && areas[0]["done"] as? Int == 2)
        #expect(areas[1]["tag"] as? String == "deep-work" && areas[1]["goal"] is NSNull)
        #expect(areas[1]["planned"] as? Int == 2 && areas[1]["done"] as? Int == 1)
        let days = try #require(json["steps_per_day"] as? [[String: Any]])
        #expect(days.map { $0["date"] as? String ?? "" }.first == "2026-11-23" && days.count == 7)
        #expect(days.map { $0["planned"] as? Int ?? -1 } == [3, 1, 2, 0, 0, 0, 0])
        #expect(days.map { $0["done"] as? Int ?? -1 } == [2, 1, 0, 0, 0, 0, 0])
    }

    @Test func reviewShowsStepsPerArea() throws {
        let result = try nightly(["review", "week"])
        #expect(result.status == 0, "\(result.err)")
        #expect(
            result.out.contains(
                "\nSteps by area\n  health     2 of 3 done · goal: Run a 10k in spring\n  Deep work  1 of 2 done\n"),
            "\(result.out)")
        let json = try nightly(["review", "week", "--json"])
        let steps = try #require(
            (try JSONSerialization.jsonObject(with: json.stdout) as? [String: Any])?["steps"] as? [String: Any])
        #expect((steps["byArea"] as? [[String: Any]])?.map { $0["done"] as? Int ?? -1 } == [2, 1])
    }

    @Test func initAsksEachAreasGoalKeepsItAndTheConfigReadsBack() throws {
        try FileManager.default.removeItem(at: configFile)
        // journal, name, goal, feeling, why, focus, a goal an area (deep work skipped), then the rest skipped.
        let answers = [journal.path, "", "", "", "", "health, deep work", "Run a 10k in spring", "", "", "", "", ""]
        let result = try nightly(["init"], stdin: answers.joined(separator: "\n") + "\n")
        #expect(result.status == 0, "\(result.err)")
        #expect(result.out.contains("Your goal for health: "), "\(result.out)")
        #expect(result.out.contains("Your goal for deep work: "), "\(result.out)")
        let config = try String(contentsOf: configFile, encoding: .utf8)
        #expect(config.contains("\n[focus.health]\ngoal = \"Run a 10k in spring\"\n"), "\(config)")
        #expect(!config.contains("[focus.\"deep work\"]"), "\(config)")
        let stats = try nightly(["stats"])
        #expect(stats.status == 0, "\(stats.err)")
        #expect(stats.out.contains("deep work  1 of 2 done\n"), "\(stats.out)")
    }

    @Test func initRunAgainKeepsTheTracksAndTheirQuitPlan() throws {
        let tracks =
            "\n[track.cigarettes]\nkind = \"count\"\nstart = \"2026-11-01\"\nquit = \"2027-01-15\"\n"
            + "baseline = 12\ncost = 0.45\ncurrency = \"EUR\"\n\n[track.sleep]\nkind = \"number\"\nunit = \"h\"\n"
        let before = try String(contentsOf: configFile, encoding: .utf8) + tracks
        try Data(before.utf8).write(to: configFile)
        // journal, then a new name; everything else kept as it was.
        let answers = [journal.path, "Noor"] + Array(repeating: "", count: 12)
        let result = try nightly(["init"], stdin: answers.joined(separator: "\n") + "\n")
        #expect(result.status == 0, "\(result.err)")
        let config = try String(contentsOf: configFile, encoding: .utf8)
        #expect(config.contains("name = \"Noor\""), "\(config)")
        #expect(config.hasSuffix(tracks), "\(config)")
        #expect(try nightly(["track", "cigarettes", "3"]).status == 0)
    }

    @Test func aBadFocusTableIsAConfigErrorNamingFileLineAndKey() throws {
        try Data("[profile]\nfocus = [\"health\"]\n\n[focus.health]\ngoal = 3\n".utf8).write(to: configFile)
        let result = try nightly(["stats"])
        #expect(result.status == 78)
        #expect(result.err.contains("config.toml:5"), "\(result.err)")
        #expect(result.err.contains("focus.health.goal"), "\(result.err)")
        try Data("[focus.health]\ngoal = \"Run\"\ndue = \"spring\"\n".utf8).write(to: configFile)
        let unknown = try nightly(["stats"])
        #expect(unknown.status == 78)
        #expect(unknown.err.contains("config.toml:3"), "\(unknown.err)")
    }
}

/// The language server offers the focus areas first after `#` on an action step.
@Suite final class FocusAreaLanguageServerTests: ScratchJournalTests {
    @Test func completionOnAnActionStepOffersTheAreasFirstWithTheirGoals() throws {
        try FileManager.default.copyItem(
            at: FocusAreaTests.fixtures.appendingPathComponent("journal"), to: journal)
        let config = folder.appendingPathComponent("config/nightly/config.toml")
        try FileManager.default.createDirectory(
            at: config.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: FocusAreaTests.fixtures.appendingPathComponent("config.toml"), to: config)
        var settings = environment
        settings["NIGHTLY_TODAY"] = "2026-11-25"
        settings["XDG_CONFIG_HOME"] = folder.appendingPathComponent("config").path
        let client = try LanguageServerClient(environment: settings, in: folder)
        _ = try client.initialize(root: journal)
        let file = journal.appendingPathComponent("2026/2026-11-25.md")
        let uri = file.absoluteString
        let text = try String(contentsOf: file, encoding: .utf8) + "- [ ] stretch #\n"
        try client.notify(
            "textDocument/didOpen",
            ["textDocument": ["uri": uri, "languageId": "markdown", "version": 1, "text": text]])
        let line = text.split(separator: "\n", omittingEmptySubsequences: false).count - 2
        func completions(line: Int, character: Int) throws -> [[String: Any]] {
            let list =
                try client.result(
                    "textDocument/completion",
                    ["textDocument": ["uri": uri], "position": LSP.position(line, character)]) as? [String: Any]
            return (list?["items"] as? [[String: Any]] ?? []).sorted {
                ($0["sortText"] as? String ?? "") < ($1["sortText"] as? String ?? "")
            }
        }
        let items = try completions(line: line, character: 15)
        #expect(items.prefix(2).map { $0["label"] as? String ?? "" } == ["health", "deep-work"], "\(items)")
        #expect(items.first?["detail"] as? String == "focus area: Run a 10k in spring")
        #expect(items.filter { ($0["label"] as? String)?.lowercased() == "health" }.count == 1, "\(items)")
        // Off a step (the Journal section's paragraph), the journal's tags as before, by use.
        try client.notify(
            "textDocument/didChange",
            [
                "textDocument": ["uri": uri, "version": 2],
                "contentChanges": [["range": LSP.range(4, 0, 4, 0), "text": "#\n"]],
            ])
        let plain = try completions(line: 4, character: 1)
        #expect(!plain.contains { ($0["detail"] as? String ?? "").hasPrefix("focus area") }, "\(plain)")
        #expect(plain.first?["label"] as? String == "health", "\(plain)")
    }
}
