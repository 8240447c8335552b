import Foundation
import Testing

/// Journal-wide answers of `nightly lsp` on an entry whose lines end in a lone carriage return
/// (sample-journal's 7 October): they sit on the lines the editor shows and the parser counts,
/// by the one line rule, not on the lines a split at `\n` alone would see.
@Suite final class LanguageServerLineEndingsTests: ScratchJournalTests {
    @Test func aSymbolInALoneCarriageReturnEntryIsOnItsLine() throws {
        let year = journal.appendingPathComponent("2026")
        try FileManager.default.createDirectory(at: year, withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: NightlyProcess.packageRoot.appendingPathComponent("sample-journal/2026/2026-10-07.md"),
            to: year.appendingPathComponent("2026-10-07.md"))
        let client = try LanguageServerClient(environment: environment, in: folder)
        _ = try client.initialize(root: journal)
        let found = try client.result("workspace/symbol", ["query": "pick up my laptop"]) as? [[String: Any]] ?? []
        let starts = found.compactMap { symbol -> String? in
            let range = (symbol["location"] as? [String: Any])?["range"] as? [String: Any]
            let start = range?["start"] as? [String: Any]
            let end = range?["end"] as? [String: Any]
            return
                "\(start?["line"] as? Int ?? -1):\(start?["character"] as? Int ?? -1)-\(end?["character"] as? Int ?? -1)"
        }
        // Line 17 of the file (16 from 0), its whole text: "- [ ] pick up my laptop from the repair shop".
        #expect(starts == ["16:0-44"], "\(found)")
        try client.request("shutdown")
        try client.notify("exit", [String: Any]())
        #expect(try client.exitStatus() == 0)
    }
}
