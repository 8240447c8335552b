import Foundation
import Testing

/// `nightly lsp` on tracked values, through a real client over stdio: the config's tracks and
/// their values completed in the front matter, and a value out of range marked where it is.
@Suite final class LanguageServerTrackTests: ScratchJournalTests {
    private func client() throws -> LanguageServerClient {
        try FileManager.default.createDirectory(
            at: journal.appendingPathComponent("2026"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: CheckTrackValuesTests.fixture.appendingPathComponent(".nightly.toml"),
            to: journal.appendingPathComponent(".nightly.toml"))
        var environment = self.environment
        environment["NIGHTLY_TIME"] = "21:30"
        let client = try LanguageServerClient(environment: environment, in: folder)
        try client.initialize(root: journal, encodings: ["utf-16"])
        return client
    }

    private func open(_ client: LanguageServerClient, _ text: String) throws -> String {
        let uri = todayFile.absoluteString
        try client.notify(
            "textDocument/didOpen",
            ["textDocument": ["uri": uri, "languageId": "markdown", "version": 1, "text": text]])
        return uri
    }

    private func completions(_ client: LanguageServerClient, _ uri: String, _ line: Int, _ character: Int) throws
        -> [[String: Any]]
    {
        var params = LSP.document(uri)
        params["position"] = LSP.position(line, character)
        let list = try client.result("textDocument/completion", params) as? [String: Any]
        return list?["items"] as? [[String: Any]] ?? []
    }

    @Test func frontMatterCompletesTrackedNamesAndTheirValues() throws {
        let client = try client()
        let text = "---\nmo\nwalk: \nmood: \ncoffee: \nsleep: \n---\n# Monday\n\n## Journal\n\nmo\n"
        let uri = try open(client, text)
        let names = try completions(client, uri, 1, 2)
        #expect(names.compactMap { $0["label"] as? String } == ["mood", "sleep", "walk", "coffee"])
        let first = try #require(names.first)
        #expect(LSP.apply([try #require(first["textEdit"] as? [String: Any])], to: text).hasPrefix("---\nmood: \n"))
        #expect(try completions(client, uri, 2, 6).compactMap { $0["label"] as? String } == ["yes", "no", "skip"])
        #expect(try completions(client, uri, 3, 6).compactMap { $0["label"] as? String } == (1...10).map(String.init))
        #expect(try completions(client, uri, 4, 8).compactMap { $0["label"] as? String } == ["[21:30]"])
        #expect(try completions(client, uri, 5, 7).isEmpty)
        // Out of the front matter, a line's start is the entry's own.
        #expect(try completions(client, uri, 11, 2).isEmpty)
    }

    @Test func aValuePartlyTypedIsReplacedWhole() throws {
        let client = try client()
        let text = "---\nwalk: ye\n---\n"
        let uri = try open(client, text)
        let items = try completions(client, uri, 1, 8)
        let yes = try #require(items.first { $0["label"] as? String == "yes" })
        #expect(LSP.apply([try #require(yes["textEdit"] as? [String: Any])], to: text) == "---\nwalk: yes\n---\n")
    }

    @Test func aValueOutOfRangeIsMarkedOnTheValue() throws {
        let client = try client()
        let text = "---\ntags: [a]\nmood: 11\nwalk: yes\n---\n# Monday\n\n## Journal\n\nText.\n"
        let uri = try open(client, text)
        let diagnostics = try client.diagnostics(for: uri)
        let mood = try #require(
            diagnostics.first { ($0["message"] as? String)?.hasPrefix("mood is '11'") == true }, "\(diagnostics)")
        #expect(mood["message"] as? String == "mood is '11', which is not a whole number from 1 to 10")
        #expect(mood["severity"] as? Int == 2)
        let range = try #require(mood["range"] as? [String: Any])
        #expect((range["start"] as? [String: Any])?["line"] as? Int == 2)
        #expect((range["start"] as? [String: Any])?["character"] as? Int == 6)
        #expect((range["end"] as? [String: Any])?["character"] as? Int == 8)
        #expect(diagnostics.count { ($0["message"] as? String)?.contains("walk") == true } == 0)
    }
}
