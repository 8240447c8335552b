import Foundation
import Testing

/// A step is written at night for the next day: with no --date, `step` means the open steps of
/// the last written day before today, however long ago, and `step --add` plans tomorrow in
/// tonight's entry.
@Suite final class StepsFollowTheirDayTests {
    let folder: URL
    var journal: URL { folder.appendingPathComponent("journal") }

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("nightly-steps-\(UUID().uuidString)")
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("journal/2026"), withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: folder) }

    private func run(_ arguments: [String]) throws -> NightlyProcess.Result {
        try NightlyProcess.run(
            arguments, environment: ["NIGHTLY_JOURNAL": journal.path, "NIGHTLY_TODAY": "2026-11-23"], in: folder)
    }

    private func write(_ day: String, _ steps: String) throws {
        try Data("# Day\n\n## Action step\n\n\(steps)".utf8).write(
            to: journal.appendingPathComponent("2026/\(day).md"))
    }

    private func read(_ day: String) throws -> String {
        try String(contentsOf: journal.appendingPathComponent("2026/\(day).md"), encoding: .utf8)
    }

    @Test func doneWithNoDateTicksTheStepWrittenLastNightNotTonights() throws {
        try write("2026-11-22", "- [ ] call the bank\n- [ ] stretch\n")
        try write("2026-11-23", "- [ ] water the plants\n")
        let list = try run(["step"])
        #expect(list.status == 0)
        #expect(list.out == "journal/2026/2026-11-22.md: (yesterday)\n  1. [ ] call the bank\n  2. [ ] stretch\n")
        #expect(try run(["step", "--done"]).out == "[x] call the bank\n")
        #expect(try read("2026-11-22") == "# Day\n\n## Action step\n\n- [x] call the bank\n- [ ] stretch\n")
        #expect(try read("2026-11-23").contains("- [ ] water the plants"))
        #expect(
            try run(["step", "--undo"]).out == "Undone: the tick of \"call the bank\" (2026-11-22)\n[ ] call the bank\n"
        )
        #expect(try run(["step", "--done", "--date", "today"]).out == "[x] water the plants\n")
    }

    /// Days with nothing written between are passed over: the step planned before them is due.
    @Test func theLastWrittenDayIsMeantHoweverLongAgo() throws {
        try write("2026-11-20", "- [ ] finish the report\n")
        try write("2026-11-21", "")
        #expect(
            try run(["step"]).out
                == "journal/2026/2026-11-20.md: (Friday, 3 days ago)\n  1. [ ] finish the report (stale: open 3 days)\n"
        )
        #expect(try run(["step", "--done"]).out == "[x] finish the report\n")
        #expect(try run(["step"]).out == "No open action steps for today.\n")
    }

    /// A written day after a step's day means the step was due then: it is not due again.
    @Test func aStepOfADayBeforeTheLastWrittenOneIsNotDueAgain() throws {
        try write("2026-11-20", "- [ ] finish the report\n")
        try write("2026-11-22", "- [x] already done\n")
        #expect(try run(["step"]).out == "No open action steps for today.\n")
        #expect(try run(["step", "--done"]).status == 1)
    }

    @Test func addPlansTomorrowInTonightsEntry() throws {
        let add = try run(["step", "--add", "book the dentist"])
        #expect(add.status == 0, "\(add.err)")
        #expect(add.out == "Added to journal/2026/2026-11-23.md: [ ] book the dentist\n")
        let show = try JSONSerialization.jsonObject(with: try run(["show", "--json"]).stdout) as? [String: Any]
        let steps = try #require(show?["actionSteps"] as? [[String: Any]])
        #expect(steps.map { $0["text"] as? String } == ["book the dentist"])
        #expect(try run(["step", "--add", "two\nlines"]).status == 64)
        #expect(try run(["step", "--add", "x", "--done"]).status == 64)
    }
}
