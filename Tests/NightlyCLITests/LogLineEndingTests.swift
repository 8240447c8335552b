import Foundation
import Testing

/// `nightly log` reads an entry with Windows or old Mac line endings line by line, as every other
/// reader does: its sections are the right lines, and what it prints ends its lines in `\n`.
@Suite final class LogLineEndingTests: ScratchJournalTests {
    @Test func aCRLFEntrysSectionIsItsOwnLines() throws {
        try FileManager.default.createDirectory(
            at: todayFile.deletingLastPathComponent(), withIntermediateDirectories: true)
        let text = "# Day\n\n## Journal\n\nRain all day.\n\n## Action step\n\n- [ ] call Sam\n"
        try Data(text.replacingOccurrences(of: "\n", with: "\r\n").utf8).write(to: todayFile)
        let result = try run(["log", "--json", "--section", "action-step"])
        #expect(result.status == 0, "\(result.err)")
        let rows = try #require(try JSONSerialization.jsonObject(with: result.stdout) as? [[String: Any]])
        #expect(rows.first?["text"] as? String == "## Action step\n\n- [ ] call Sam")
        #expect(rows.first?["line"] as? Int == 7)
    }

    @Test func aLoneCarriageReturnEntrysSectionIsItsOwnLines() throws {
        try FileManager.default.createDirectory(
            at: todayFile.deletingLastPathComponent(), withIntermediateDirectories: true)
        let text = "# Day\n\n## Journal\n\nRain all day.\n\n## Action step\n\n- [ ] call Sam\n"
        try Data(text.replacingOccurrences(of: "\n", with: "\r").utf8).write(to: todayFile)
        for section in ["action-step", "journal"] {
            let result = try run(["log", "--json", "--section", section])
            #expect(result.status == 0, "\(result.err)")
            let rows = try #require(try JSONSerialization.jsonObject(with: result.stdout) as? [[String: Any]])
            let expected = section == "journal" ? "## Journal\n\nRain all day." : "## Action step\n\n- [ ] call Sam"
            #expect(rows.first?["text"] as? String == expected)
            #expect(rows.first?["line"] as? Int == (section == "journal" ? 3 : 7))
        }
        let whole = try run(["log"])
        #expect(whole.status == 0, "\(whole.err)")
        #expect(!whole.out.contains("\r"))
    }

    @Test func theSampleJournalsLoneCarriageReturnEntryPrintsBySection() throws {
        let sample = NightlyProcess.packageRoot.appendingPathComponent("sample-journal").path
        let result = try run(["log", "--json", "--section", "journal", "--journal", sample])
        #expect(result.status == 0, "\(result.err)")
        #expect(result.stdout.count > 2)
    }
}
