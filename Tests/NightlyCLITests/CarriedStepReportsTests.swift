import Foundation
import Testing

/// A journal where yesterday has two steps, one carried to today and one done, and today holds
/// the carried copy, still open (Fixtures/carried-step): the carried step is neither open nor
/// missed, and counts once, on the day it is finally ticked.
@Suite final class CarriedStepReportsTests {
    let home: URL
    let journal: URL

    init() throws {
        home = FileManager.default.temporaryDirectory.appendingPathComponent("nightly-carried-\(UUID().uuidString)")
        journal = home.appendingPathComponent("journal")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: NightlyProcess.packageRoot.appendingPathComponent("Tests/NightlyCLITests/Fixtures/carried-step"),
            to: journal)
    }

    deinit { try? FileManager.default.removeItem(at: home) }

    func run(_ arguments: [String]) throws -> NightlyProcess.Result {
        try NightlyProcess.run(
            arguments,
            environment: ["HOME": home.path, "NIGHTLY_JOURNAL": journal.path, "NIGHTLY_TODAY": "2026-11-24"],
            in: home)
    }

    /// `stats --json`'s action steps: done, total, this week's done and total.
    func stepCounts() throws -> [Int] {
        let stats = try run(["stats", "--json"])
        #expect(stats.status == 0, "\(stats.err)")
        let report = try JSONSerialization.jsonObject(with: stats.stdout) as? [String: Any]
        let steps = try #require(report?["actionSteps"] as? [String: Int])
        return [steps["done"], steps["total"], steps["thisWeekDone"], steps["thisWeekTotal"]].map { $0 ?? -1 }
    }

    @Test func statsCountsTheCarriedStepOnceOnTheDayItIsTicked() throws {
        #expect(try stepCounts() == [1, 2, 1, 2])
        let tick = try run(["step", "--done"])
        #expect(tick.status == 0, "\(tick.err)")
        #expect(
            try String(contentsOf: journal.appendingPathComponent("2026/2026-11-24.md"), encoding: .utf8)
                .contains("- [x] buy running shoes\n"))
        #expect(try stepCounts() == [2, 2, 2, 2])
    }

    @Test func stepDoesNotListTheCarriedStepAsOpen() throws {
        let list = try run(["step"])
        #expect(list.status == 0, "\(list.err)")
        #expect(list.out == "journal/2026/2026-11-24.md:\n  1. [ ] buy running shoes\n")
    }

    @Test func showGivesTheDayAStepWasCarriedTo() throws {
        let show = try run(["show", "2026-11-23", "--json"])
        #expect(show.status == 0, "\(show.err)")
        let report = try JSONSerialization.jsonObject(with: show.stdout) as? [String: Any]
        let steps = try #require(report?["actionSteps"] as? [[String: Any]])
        #expect(steps.map { $0["text"] as? String } == ["buy running shoes", "call the bank"])
        #expect(steps.map { $0["done"] as? Bool } == [false, true])
        #expect(steps[0]["carriedTo"] as? String == "2026-11-24")
        #expect(steps[1]["carriedTo"] is NSNull)
    }
}
