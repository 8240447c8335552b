import Foundation
import Testing

/// Journal-wide requests of `nightly lsp` on an entry with hundreds of thousands of tags on
/// one line: positions are found in one pass over each file, so the answer comes in seconds
/// (the old server counted each tag's column again from the start of the file or its line:
/// 100,000 tags took half a minute for symbols, ten seconds for references and rename).
@Suite final class LanguageServerManyTagsTests: ScratchJournalTests {
    private var client: LanguageServerClient!

    /// A journal of `entries` (date, text), a server on it, and today's entry opened.
    private func start(_ entries: [(String, String)]) throws -> String {
        try FileManager.default.createDirectory(
            at: journal.appendingPathComponent("2026"), withIntermediateDirectories: true)
        for (date, text) in entries {
            try Data(text.utf8).write(to: journal.appendingPathComponent("2026/\(date).md"))
        }
        client = try LanguageServerClient(environment: environment, in: folder)
        _ = try client.initialize(root: journal)
        let text = try String(contentsOf: todayFile, encoding: .utf8)
        try client.notify(
            "textDocument/didOpen",
            ["textDocument": ["uri": todayFile.absoluteString, "languageId": "markdown", "version": 1, "text": text]])
        return todayFile.absoluteString
    }

    @Test(.timeLimit(.minutes(1)))
    func symbolsOfTwoHundredThousandTagsOnOneLine() throws {
        let tags = (0..<200_000).map { "#é\($0)" }.joined(separator: " ")
        _ = try start([
            ("2026-11-22", "# Sunday\n\n## Journal\n\n\(tags)\n"), ("2026-11-23", "# Monday\n\n## Journal\n\nQuiet.\n"),
        ])
        // Every tag matches: each one's place is found, the first 200 symbols answered.
        let found = try client.result("workspace/symbol", ["query": "É"]) as? [[String: Any]] ?? []
        let tagSymbols = found.filter { $0["kind"] as? Int == 20 }
        #expect(found.count == 200 && tagSymbols.count >= 199, "\(found.prefix(3))")
        let tag = try #require(tagSymbols.first { $0["name"] as? String == "#é150" })
        let range = (tag["location"] as? [String: Any])?["range"] as? [String: Any]
        let start = range?["start"] as? [String: Any]
        #expect(start?["line"] as? Int == 4)
        // 150 tags before it, each `#éN ` with é one UTF-16 unit; then its own `#`.
        let before = (0..<150).reduce(0) { $0 + String($1).count + 3 }
        #expect(start?["character"] as? Int == before + 1)
    }

    @Test(.timeLimit(.minutes(1)))
    func referencesToATagWrittenThirtyThousandTimesOnOneLine() throws {
        let many = String(repeating: "#ñu ", count: 30_000)
        let uri = try start([
            ("2026-11-22", "# Sunday\n\n## Journal\n\n\(many)\n"), ("2026-11-23", "# Monday\n\n## Journal\n\n#ñu\n"),
        ])
        // The server answers 200,000 places in 2.5 s, but the test client reads a 30 MB answer
        // slowly: 30,000 places check the positions, the symbols above the time.
        let response = try client.request(
            "textDocument/references",
            [
                "textDocument": ["uri": uri], "position": ["line": 4, "character": 1],
                "context": ["includeDeclaration": true],
            ])
        let found = response["result"] as? [[String: Any]] ?? []
        #expect(found.count == 30_001)
        let lastStart = 4 * 29_999 + 1  // `#ñu ` is four UTF-16 units; the place starts after `#`.
        let starts = found.filter { ($0["uri"] as? String)?.hasSuffix("2026-11-22.md") == true }.map {
            (($0["range"] as? [String: Any])?["start"] as? [String: Any])?["character"] as? Int
        }
        #expect(starts.last == lastStart)
    }

    /// Queries beyond ASCII find what they name, whatever their case.
    @Test func symbolsAndReferencesInAnyScript() throws {
        _ = try start([
            ("2026-11-20", "# Friday\n\n## Journal\n\nTea in #Москва and #東京, #Été.\n"),
            ("2026-11-23", "# Monday\n\n## Journal\n\n#москва again.\n"),
        ])
        for (query, name) in [("МОСКВА", "#москва"), ("東京", "#東京"), ("été", "#Été")] {
            let found = try client.result("workspace/symbol", ["query": query]) as? [[String: Any]] ?? []
            #expect(found.contains { $0["name"] as? String == name }, "\(query): \(found)")
        }
    }
}
