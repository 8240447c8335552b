import Foundation
import Testing

/// `nightly add --stamp` and the config's `stamp`, through the binary, with the clock fixed by
/// `NIGHTLY_TIME` as today is by `NIGHTLY_TODAY`; and `step --json` on a day the test writes.
@Suite final class StampTests: ScratchJournalTests {
    func add(_ arguments: [String], time: String = "21:15") throws -> NightlyProcess.Result {
        try NightlyProcess.run(
            ["add"] + arguments, environment: environment.merging(["NIGHTLY_TIME": time]) { _, new in new },
            in: folder)
    }

    func today() throws -> String { try String(contentsOf: todayFile, encoding: .utf8) }

    @Test func stampStartsTheParagraphWithTheClocksTime() throws {
        let result = try add(["--stamp", "Walked home the long way."])
        #expect(result.status == 0, "\(result.err)")
        #expect(try today().contains("\n21:15 Walked home the long way.\n"))
        let piped = try NightlyProcess.run(
            ["add", "--stamp"], stdin: Data("\n  Rain again.\n".utf8),
            environment: environment.merging(["NIGHTLY_TIME": "7:05"]) { _, new in new }, in: folder)
        #expect(piped.status == 0, "\(piped.err)")
        #expect(try today().contains("\n07:05 Rain again.\n"))

        let log = try run(["log", "-n", "1"])
        #expect(log.out.contains("21:15 Walked home the long way.\n\n07:05 Rain again."), "\(log.out)")
        let shown = try run(["show", "--json"])
        #expect(shown.status == 0, "\(shown.err)")
    }

    @Test func theConfigStampsEveryParagraphOfTodayUnlessToldNot() throws {
        try FileManager.default.createDirectory(at: journal, withIntermediateDirectories: true)
        try "stamp = true\n".write(
            to: journal.appendingPathComponent(".nightly.toml"), atomically: true, encoding: .utf8)
        #expect(try add(["Stamped by the config."]).status == 0)
        #expect(try add(["--no-stamp", "Not stamped."], time: "21:20").status == 0)
        let text = try today()
        #expect(text.contains("\n21:15 Stamped by the config.\n"))
        #expect(text.contains("\nNot stamped.\n"))

        // Another day is not stamped with today's clock: quietly by the config, refused by the flag.
        #expect(try add(["--date", "yesterday", "Written late."]).status == 0)
        let yesterday = journal.appendingPathComponent("2026/2026-11-22.md")
        #expect(try String(contentsOf: yesterday, encoding: .utf8).contains("\nWritten late.\n"))
        let refused = try add(["--date", "yesterday", "--stamp", "Again."])
        #expect(refused.status == 64)
        #expect(refused.err.contains("--stamp"))
        #expect(try !String(contentsOf: yesterday, encoding: .utf8).contains("Again."))
    }

    @Test func aThoughtRecordTakesTheClockButNotTheStamp() throws {
        #expect(try add(["--thought", "--stamp", "A thought"]).status == 64)
        let result = try add(["--thought", "They think I'm slow"], time: "22:40")
        #expect(result.status == 0, "\(result.err)")
        #expect(try today().contains("- Time: 22:40"))
        let bad = try add(["--stamp", "Words."], time: "25:00")
        #expect(bad.status != 0)
        #expect(bad.err.contains("NIGHTLY_TIME is '25:00'"))
    }

    @Test func stepJSONListsTheStepsDueToday() throws {
        let file = journal.appendingPathComponent("2026/2026-11-22.md")
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try "# Day\n\n## Action step\n\n- [x] call Sam\n- [ ] water the plants\n".write(
            to: file, atomically: true, encoding: .utf8)
        let result = try run(["step", "--json"])
        #expect(result.status == 0, "\(result.err)")
        let report = try #require(try JSONSerialization.jsonObject(with: result.stdout) as? [String: Any])
        #expect(report["date"] as? String == "2026-11-22")
        #expect((report["path"] as? String)?.hasSuffix("2026/2026-11-22.md") == true)
        let steps = try #require(report["steps"] as? [[String: Any]])
        for step in steps {
            #expect(
                Set(step.keys) == [
                    "number", "text", "done", "carriedTo", "dropped", "line", "date", "age_days", "stale",
                ])
        }
        #expect(steps.map { $0["age_days"] as? Int } == [1, 1] && steps.allSatisfy { $0["stale"] as? Bool == false })
        #expect(
            steps.map { "\($0["number"]!) \($0["text"]!) \($0["done"]!) \($0["line"]!)" } == [
                "1 call Sam 1 5", "2 water the plants 0 6",
            ])
        #expect(steps.allSatisfy { $0["carriedTo"] is NSNull })
    }
}
