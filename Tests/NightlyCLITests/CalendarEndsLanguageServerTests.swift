import Foundation
import Testing

/// The ends of the days nightly keeps, through `nightly lsp`: `nightly.carryForward` and
/// `textDocument/inlayHint` on each of the first and last 30 days of the range answer without
/// a crash, a day outside the range is an error response, and a NIGHTLY_TODAY outside it is
/// refused as the command line refuses it.
@Suite final class CalendarEndsLanguageServerTests: ScratchJournalTests {
    private func server(today: String) throws -> LanguageServerClient {
        try FileManager.default.createDirectory(at: journal, withIntermediateDirectories: true)
        var environment = environment
        environment["NIGHTLY_TODAY"] = today
        environment["XDG_CONFIG_HOME"] = folder.appendingPathComponent("config").path
        let client = try LanguageServerClient(environment: environment, in: folder)
        try client.initialize(root: journal)
        return client
    }

    private func execute(_ client: LanguageServerClient, _ command: String, _ arguments: [String]) throws
        -> [String: Any]
    {
        try client.request("workspace/executeCommand", ["command": command, "arguments": arguments])
    }

    private func inlayHints(_ client: LanguageServerClient, _ file: URL) throws -> [String: Any] {
        let text = (try? String(contentsOf: file, encoding: .utf8)) ?? "# A day\n\n## Journal\n\nText.\n"
        try client.notify(
            "textDocument/didOpen",
            ["textDocument": ["uri": file.absoluteString, "languageId": "markdown", "version": 1, "text": text]])
        let lines = text.components(separatedBy: "\n").count
        return try client.request(
            "textDocument/inlayHint",
            ["textDocument": ["uri": file.absoluteString], "range": LSP.range(0, 0, lines, 0)])
    }

    @Test(arguments: ["first", "last"])
    func carryForwardAndInlayHintsOnTheRangesEnds(end: String) throws {
        let days = CalendarEndsTests.days(end)
        let client = try server(today: days.last!)
        for day in days {
            let carried = try execute(client, "nightly.carryForward", ["Call the bank", day])
            #expect(carried["error"] == nil, "\(day): \(carried)")
            let file = journal.appendingPathComponent("\(day.prefix(4))/\(day).md")
            let hints = try inlayHints(client, file)
            #expect(hints["error"] == nil, "\(day): \(hints)")
        }
        #expect(!FileManager.default.fileExists(atPath: journal.appendingPathComponent(".nightly.lock").path))
    }

    @Test func aDayOutsideTheRangeIsAnErrorResponseAndTheServerLivesOn() throws {
        let client = try server(today: "0002-01-03")
        for arguments in [["Call", "0001-01-03"], ["Call", "-3"], ["Call", "9999-01-01"]] {
            let response = try execute(client, "nightly.carryForward", arguments)
            let message = (response["error"] as? [String: Any])?["message"] as? String ?? ""
            #expect(message.contains("outside the days nightly keeps"), "\(arguments): \(response)")
        }
        for arguments in [["0001-12-31"], ["9999-06-01"]] {
            let response = try execute(client, "nightly.previous", arguments)
            #expect(response["error"] != nil, "\(arguments): \(response)")
        }
        let early = journal.appendingPathComponent("0001/0001-01-05.md")
        try FileManager.default.createDirectory(
            at: early.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("# Friday\n\n## Action steps\n\n- [ ] Call <!-- carried:0001-01-01 -->\n".utf8).write(to: early)
        _ = try inlayHints(client, early)
        // Still serving: the request after answers.
        #expect(try execute(client, "nightly.carryForward", ["Call", "0002-01-02"])["error"] == nil)
        #expect(!FileManager.default.fileExists(atPath: journal.appendingPathComponent("0001/0001-01-03.md").path))
    }

    /// A date written in the text leads to its day only when nightly keeps that day: the file
    /// of a day of year 1 or 9999 is not an entry, so it is no link, no definition, no preview.
    @Test func aDateOutsideTheRangeLeadsNowhere() throws {
        let client = try server(today: "0002-01-03")
        for day in ["0001-12-31", "9999-01-01", "0002-01-01"] {
            let file = journal.appendingPathComponent("\(day.prefix(4))/\(day).md")
            try FileManager.default.createDirectory(
                at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data("# A day\n\n## Journal\n\nWritten.\n".utf8).write(to: file)
        }
        let today = journal.appendingPathComponent("0002/0002-01-03.md")
        let text = "# Today\n\n## Journal\n\nSee 0001-12-31, 9999-01-01 and 0002-01-01.\n"
        try client.notify(
            "textDocument/didOpen",
            ["textDocument": ["uri": today.absoluteString, "languageId": "markdown", "version": 1, "text": text]])
        let links = try client.request("textDocument/documentLink", ["textDocument": ["uri": today.absoluteString]])
        let targets = (links["result"] as? [[String: Any]] ?? []).compactMap { $0["target"] as? String }
        #expect(targets.count == 1 && targets[0].hasSuffix("0002/0002-01-01.md"), "\(links)")
        for column in [9, 23] {
            let at: [String: Any] = [
                "textDocument": ["uri": today.absoluteString], "position": ["line": 4, "character": column],
            ]
            let definition = try client.request("textDocument/definition", at)
            let target = definition["result"] as? [[String: Any]] ?? []
            #expect(definition["error"] == nil && target.isEmpty, "\(column): \(definition)")
            let hover = try client.request("textDocument/hover", at)
            #expect(hover["error"] == nil && (hover["result"] is NSNull), "\(column): \(hover)")
        }
    }

    @Test(arguments: ["0001-01-03", "9999-12-31"])
    func aTodayOutsideTheRangeIsRefusedAtStart(today: String) throws {
        var environment = environment
        environment["NIGHTLY_TODAY"] = today
        let result = try NightlyProcess.run(["lsp"], environment: environment, in: folder, timeout: 30)
        #expect(result.status == 64, "\(result.err)")
        #expect(result.err.contains("NIGHTLY_TODAY (\(today)) lies outside the days nightly keeps"), "\(result.err)")
    }
}
