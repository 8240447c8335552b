import Foundation
import Testing

/// `show --json` and `grep` on an entry of several megabytes, past the megabyte a time the
/// parse and the search work in: what they print is what they printed when they held the whole
/// entry (every paragraph's match, in order, and the same structure), now that they do not.
@Suite final class LargeEntryOutputTests: ScratchJournalTests {
    static let paragraph = "Walked along the river before work and thought about the report.\n\n"
    static let count = 3 * (1 << 20) / paragraph.utf8.count

    override init() throws {
        try super.init()
        try FileManager.default.createDirectory(
            at: todayFile.deletingLastPathComponent(), withIntermediateDirectories: true)
        let text =
            "# Day\n\n## Journal\n\n" + String(repeating: Self.paragraph, count: Self.count)
            + "## Action step\n\n- [ ] sleep early\n"
        try Data(text.utf8).write(to: todayFile)
    }

    @Test func showJSONReadsTheWholeEntry() throws {
        let result = try run(["show", "--json"])
        #expect(result.status == 0, "\(result.err)")
        let entry = try #require(try JSONSerialization.jsonObject(with: result.stdout) as? [String: Any])
        #expect(entry["words"] as? Int == 11 * Self.count + 2)
        #expect(entry["title"] as? String == "Day")
        let sections = try #require(entry["sections"] as? [[String: Any]])
        #expect(
            sections.map { "\($0["kind"]!) \($0["startLine"]!) \($0["endLine"]!)" } == [
                "journal 3 \(4 + 2 * Self.count)", "action-step \(5 + 2 * Self.count) \(7 + 2 * Self.count)",
            ])
        let steps = try #require(entry["actionSteps"] as? [[String: Any]])
        #expect(steps.map { $0["line"] as? Int } == [7 + 2 * Self.count])
    }

    @Test func grepPrintsEveryMatchInOrder() throws {
        let path = "journal/2026/2026-11-23.md"
        let result = try run(["grep", "river"])
        #expect(result.status == 0, "\(result.err)")
        let lines = result.out.split(separator: "\n")
        #expect(lines.count == Self.count)
        #expect(lines.first == "\(path):5:Walked along the river before work and thought about the report.")
        #expect(lines.last?.hasPrefix("\(path):\(3 + 2 * Self.count):") == true)
        #expect(try run(["grep", "-c", "river"]).out == "\(path):\(Self.count)\n")
        let json = try run(["grep", "--json", "river"])
        let rows = try #require(try JSONSerialization.jsonObject(with: json.stdout) as? [[String: Any]])
        #expect(rows.count == Self.count)
        #expect(rows.enumerated().allSatisfy { $0.element["line"] as? Int == 5 + 2 * $0.offset })
    }
}
