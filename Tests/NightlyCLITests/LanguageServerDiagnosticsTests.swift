import Foundation
import Testing

/// Issue 22: the server's diagnostics are `nightly check FILE`'s findings for the text the
/// editor holds, at the same lines whatever the line ends, with the journal's findings about
/// the file; and they are published after the keystroke's answer, once a burst of typing
/// stops, for its last version only.
@Suite final class LanguageServerDiagnosticsTests: ScratchJournalTests {
    private static let fixtures = NightlyProcess.packageRoot.appendingPathComponent(
        "Tests/NightlyCLITests/Fixtures/lsp-diagnostics")

    private func client() throws -> LanguageServerClient {
        try FileManager.default.createDirectory(
            at: journal.appendingPathComponent("2026"), withIntermediateDirectories: true)
        let client = try LanguageServerClient(environment: environment, in: folder)
        try client.initialize(root: journal)
        return client
    }

    private func open(_ client: LanguageServerClient, _ url: URL, _ text: String) throws -> String {
        let uri = url.absoluteString
        try client.notify(
            "textDocument/didOpen",
            ["textDocument": ["uri": uri, "languageId": "markdown", "version": 1, "text": text]]
        )
        return uri
    }

    private func didChange(_ uri: String, version: Int, _ range: [String: Any], _ text: String) -> [String: Any] {
        [
            "jsonrpc": "2.0", "method": "textDocument/didChange",
            "params": [
                "textDocument": ["uri": uri, "version": version], "contentChanges": [["range": range, "text": text]],
            ],
        ]
    }

    /// The next `publishDiagnostics` for `uri`, whole (with its version).
    private func publication(_ client: LanguageServerClient, _ uri: String) throws -> [String: Any] {
        let message = try client.next(timeout: 20, waitingFor: "diagnostics for \(uri)") {
            ($0["method"] as? String) == "textDocument/publishDiagnostics"
                && (($0["params"] as? [String: Any])?["uri"] as? String) == uri
        }
        return message["params"] as? [String: Any] ?? [:]
    }

    /// `line severity message` for each of `nightly check`'s findings, of `file` alone
    /// (`nightly check FILE`) or of the whole journal's check those for `file`'s path.
    private func checkFindings(_ file: URL, wholeJournal: Bool = false) throws -> [String] {
        let displayed = String(file.path.dropFirst(folder.path.count + 1)) + ":"
        let output = try run(wholeJournal ? ["check"] : ["check", file.path]).out
        return output.split(separator: "\n").filter { !wholeJournal || $0.hasPrefix(displayed) }.map { line in
            let parts = line.split(separator: ":", maxSplits: 3).map(String.init)
            return "\(parts[1]) \(parts[2].trimmingCharacters(in: .whitespaces)) \(parts[3].dropFirst())"
        }
    }

    /// `line severity message` (1-based lines) for each published diagnostic.
    private func published(_ params: [String: Any]) -> [String] {
        let severities = [1: "error", 2: "warning", 3: "note"]
        let diagnostics = params["diagnostics"] as? [[String: Any]] ?? []
        return diagnostics.map { diagnostic -> String in
            let line = ((diagnostic["range"] as? [String: Any])?["start"] as? [String: Any])?["line"] as? Int ?? -1
            let severity = severities[diagnostic["severity"] as? Int ?? 0] ?? "?"
            return "\(line + 1) \(severity) \(diagnostic["message"] as? String ?? "")"
        }
    }

    @Test(arguments: [("lf.md", "\n"), ("crlf.md", "\r\n"), ("cr.md", "\r")])
    func diagnosticsAreCheckFindingsOnTheSameLinesWhateverTheLineEnds(fixture: String, lineBreak: String) throws {
        let client = try client()
        let bytes = try Data(contentsOf: Self.fixtures.appendingPathComponent(fixture))
        try bytes.write(to: todayFile)
        let text = String(decoding: bytes, as: UTF8.self)
        let uri = try open(client, todayFile, text)
        let expected = try checkFindings(todayFile)
        #expect(expected.count >= 5, "\(expected)")
        // The same findings at the same lines as the file with `\n` line ends.
        #expect(expected.first?.hasPrefix("14 warning") == true, "\(expected)")
        #expect(published(try publication(client, uri)) == expected)

        // Two lines more under the front matter, typed between a line break and the next line.
        let changes = [didChange(uri, version: 2, LSP.range(3, 0, 3, 0), "Tea.\(lineBreak)\(lineBreak)")]
        try client.send(changes[0])
        let lines = text.components(separatedBy: lineBreak)
        let changed = (lines[0..<3] + ["Tea.", ""] + lines[3...]).joined(separator: lineBreak)
        try changed.write(to: todayFile, atomically: true, encoding: .utf8)
        let moved = try checkFindings(todayFile)
        #expect(moved.first?.hasPrefix("16 warning") == true, "\(moved)")
        let after = try publication(client, uri)
        #expect(after["version"] as? Int == 2)
        #expect(published(after) == moved)
    }

    @Test func aSecondFileForTheDayAndALinkLeavingTheJournalAreTheJournalCheckFindings() throws {
        let client = try client()
        let kept = todayFile
        let second = journal.appendingPathComponent("2026-11-23.md")
        let text = "# Monday\n\n## Journal\n\nHello\n\n## Journal\n\nAgain\n"
        try text.write(to: kept, atomically: true, encoding: .utf8)
        try text.write(to: second, atomically: true, encoding: .utf8)
        let outside = folder.appendingPathComponent("outside.md")
        try text.write(to: outside, atomically: true, encoding: .utf8)
        let linked = journal.appendingPathComponent("2026/2026-11-20.md")
        try FileManager.default.createSymbolicLink(at: linked, withDestinationURL: outside)

        for (file, finding) in [
            (second, "1 error a second entry for 2026-11-23; nightly reads journal/2026/2026-11-23.md"),
            (linked, "1 error a symbolic link to \(outside.resolvingSymlinksInPath().path), outside the journal"),
            (kept, nil),
        ] {
            let uri = try open(client, file, text)
            let wholeJournal = try checkFindings(file, wholeJournal: true)
            if let finding {
                #expect(wholeJournal.contains { $0.hasPrefix(finding) }, "\(wholeJournal)")
            } else {
                #expect(!wholeJournal.contains { $0.hasPrefix("1 error") }, "\(wholeJournal)")
            }
            // The whole journal's check reads no second entry's text: its findings are the
            // file's own check's, which the server's are.
            let diagnostics = published(try publication(client, uri))
            #expect(Set(wholeJournal).isSubset(of: diagnostics), "\(file.lastPathComponent)")
            #expect(diagnostics.contains { $0.hasPrefix("7 warning a second Journal section") })
            let own = try checkFindings(file)
            #expect(diagnostics == own, "\(file.lastPathComponent)")
        }
    }

    /// A burst of typing (thirty changes in one write, then Enter) is answered at once and
    /// checked once, for its last version, after the answer: the wait for it is bounded, and
    /// generous for a loaded machine (the benchmark measures the 50 ms the server waits).
    @Test func aBurstOfChangesIsCheckedOnceForItsLastVersionAfterTheAnswer() throws {
        let client = try client()
        let text = "# Monday\n\n## Journal\n\n- Hello\n"
        try text.write(to: todayFile, atomically: true, encoding: .utf8)
        let uri = try open(client, todayFile, text)
        #expect(published(try publication(client, uri)).isEmpty)

        // "## Journal" typed again below, key by key: only the whole line is a second section.
        var burst = Data()
        var typed = ""
        var version = 1
        for character in "\n## Journal\n\n- again" {
            version += 1
            let line = 5 + typed.count { $0 == "\n" }
            let column = typed.split(separator: "\n", omittingEmptySubsequences: false).last!.utf16.count
            let body = try JSONSerialization.data(
                withJSONObject: didChange(
                    uri, version: version, LSP.range(line, column, line, column), String(character)))
            burst += Data("Content-Length: \(body.count)\r\n\r\n".utf8) + body
            typed.append(character)
        }
        try client.sendRaw(burst)
        let final = text + typed
        let started = Date()
        version += 1
        try client.send(didChange(uri, version: version, LSP.range(8, 7, 8, 7), "\n"))
        let answer = try client.request(
            "textDocument/onTypeFormatting",
            [
                "textDocument": ["uri": uri], "position": LSP.position(9, 0), "ch": "\n",
                "options": ["tabSize": 4, "insertSpaces": true],
            ])
        let edits = answer["result"] as? [[String: Any]] ?? []
        #expect(edits.first?["newText"] as? String == "- ")

        let publication = try publication(client, uri)
        #expect(Date().timeIntervalSince(started) < 10)
        #expect(publication["version"] as? Int == version)
        try (final + "\n").write(to: todayFile, atomically: true, encoding: .utf8)
        let expected = try checkFindings(todayFile)
        #expect(expected.contains { $0.contains("a second Journal section") }, "\(expected)")
        #expect(published(publication) == expected)

        // Nothing was published between the open's diagnostics and these, and the answer came first.
        let messages = client.messages
        let publications = messages.indices.filter {
            (messages[$0]["method"] as? String) == "textDocument/publishDiagnostics"
        }
        #expect(publications.count == 2)
        let answerIndex = try #require(messages.firstIndex { ($0["id"] as? Int) == (answer["id"] as? Int) })
        #expect(answerIndex < publications[1])
    }
}
