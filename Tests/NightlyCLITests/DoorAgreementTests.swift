import Foundation
import Testing

/// Every door into a day (add, step, open, the ritual, import, the language server's command
/// and code action) makes the same change the same way: the same bytes, the same commit
/// message, the same award announced once by the door that reached it, and no bare template
/// left behind. Each test starts from the same fixture journal, a git repository, today
/// 2026-11-23.
@Suite final class DoorAgreementTests {
    static let fixtures = NightlyProcess.packageRoot.appendingPathComponent("Tests/NightlyCLITests/Fixtures/doors")

    /// A fresh fixture journal with `files` (day → fixture name) copied in.
    private func journal(_ files: [String: String] = [:]) throws -> RitualFixture {
        let fixture = try RitualFixture()
        try fixture.editor("untouched", ":")
        for (day, name) in files {
            try FileManager.default.copyItem(
                at: Self.fixtures.appendingPathComponent(name),
                to: fixture.journal.appendingPathComponent("2026/2026-11-\(day).md"))
        }
        if !files.isEmpty {
            _ = try fixture.git("add", "-A")
            _ = try fixture.git("commit", "-q", "-m", "fixture")
        }
        return fixture
    }

    private func nightly(
        _ fixture: RitualFixture, _ arguments: [String], stdin: String = "", editor: String = "writes"
    ) throws -> NightlyProcess.Result {
        var environment = fixture.environment(editor: editor)
        environment["TERM"] = "dumb"
        return try NightlyProcess.run(arguments, stdin: Data(stdin.utf8), environment: environment)
    }

    private func text(_ url: URL) throws -> String { try String(contentsOf: url, encoding: .utf8) }

    private func lastCommit(_ fixture: RitualFixture) throws -> String {
        try fixture.git("log", "-1", "--format=%s", "--name-only")
    }

    /// A language server on `fixture`'s journal, initialized.
    private func server(_ fixture: RitualFixture) throws -> LanguageServerClient {
        let client = try LanguageServerClient(environment: fixture.environment(), in: fixture.folder)
        try client.initialize(root: fixture.journal)
        return client
    }

    /// The `window/showMessage` texts the server sent before the response to a `shutdown`
    /// request sent now (so every earlier message has arrived).
    private func shownMessages(_ client: LanguageServerClient) throws -> [String] {
        try client.request("shutdown")
        return client.notifications.filter { $0["method"] as? String == "window/showMessage" }.compactMap {
            ($0["params"] as? [String: Any])?["message"] as? String
        }
    }

    /// The code action titled as `matches` wants on `line` of yesterday's entry, opened in a
    /// language server: the server, the document's text, the action's edits to it, and the action.
    private func codeAction(
        _ fixture: RitualFixture, line: Int, where matches: (String) -> Bool
    ) throws -> (LanguageServerClient, String, [[String: Any]], [String: Any]) {
        let client = try server(fixture)
        let text = try text(fixture.yesterday)
        let uri = fixture.yesterday.absoluteString
        try client.notify(
            "textDocument/didOpen",
            ["textDocument": ["uri": uri, "languageId": "markdown", "version": 1, "text": text]])
        var params = LSP.document(uri)
        params["range"] = LSP.range(line, 0, line, 0)
        params["context"] = ["diagnostics": [Any]()]
        let actions = try client.result("textDocument/codeAction", params) as? [[String: Any]] ?? []
        let action = try #require(actions.first { matches($0["title"] as? String ?? "") })
        let edits = ((action["edit"] as? [String: Any])?["changes"] as? [String: [[String: Any]]])?[uri] ?? []
        return (client, text, edits, action)
    }

    // MARK: The same change through each door

    @Test func addingAStepGivesTheSameBytesCommitAndAwardThroughStepAndTheLanguageServer() throws {
        let viaStep = try journal()
        let step = try nightly(viaStep, ["step", "--add", "buy running shoes"])
        #expect(step.status == 0, "\(step.err)")
        #expect(step.err == "Award unlocked: First entry\n")

        let viaServer = try journal()
        let client = try server(viaServer)
        _ = try client.result(
            "workspace/executeCommand",
            ["command": "nightly.carryForward", "arguments": ["buy running shoes", "2026-11-23"]])
        #expect(try shownMessages(client) == ["Award unlocked: First entry"])

        #expect(try text(viaServer.today) == text(viaStep.today))
        #expect(
            try text(viaStep.today).contains(
                "Write it as a task: - [ ] call Sam -->\n\n- [ ] buy running shoes\n\n## Thought diary"))
        for fixture in [viaStep, viaServer] {
            #expect(try lastCommit(fixture) == "Journal 2026-11-23\n\n2026/2026-11-23.md\n")
            #expect(try fixture.git("status", "--porcelain", "--untracked-files=all") == "")
        }
    }

    @Test func tickingGivesTheSameBytesCommitAndAwardThroughStepTheRitualAndTheCodeAction() throws {
        let days = ["20": "nine-steps-done.md", "22": "yesterday-two-steps.md"]
        let viaStep = try journal(days)
        let step = try nightly(viaStep, ["step", "--done"])
        #expect(step.status == 0, "\(step.err)")
        #expect(step.out == "[x] buy running shoes\n")
        #expect(step.err == "Award unlocked: Ten steps taken\n")

        let viaRitual = try journal(days)
        let ritual = try nightly(viaRitual, ["--no-breathing"], stdin: "d\ns\n", editor: "untouched")
        #expect(ritual.status == 0, "\(ritual.err)")
        #expect(ritual.out.components(separatedBy: "Award unlocked: Ten steps taken\n").count == 2, "\(ritual.out)")

        for fixture in [viaStep, viaRitual] {
            #expect(try text(fixture.yesterday).contains("- [x] buy running shoes\n- [ ] call Sam\n"))
            #expect(try lastCommit(fixture) == "Journal 2026-11-22\n\n2026/2026-11-22.md\n")
            #expect(try fixture.git("status", "--porcelain", "--untracked-files=all") == "")
        }
        #expect(try text(viaRitual.yesterday) == text(viaStep.yesterday))

        // The code action is an edit of the open document: the same one byte.
        let viaAction = try journal(days)
        let (_, before, edits, _) = try codeAction(viaAction, line: 8) { $0.hasPrefix("Tick") }
        #expect(LSP.apply(edits, to: before) == (try text(viaStep.yesterday)))
    }

    @Test func carryingMarksYesterdaysItemAndAddsTheStepThroughTheRitualAndTheCodeAction() throws {
        let viaRitual = try journal(["22": "yesterday-two-steps.md"])
        let ritual = try nightly(viaRitual, ["--no-breathing"], stdin: "c\nd\n", editor: "untouched")
        #expect(ritual.status == 0, "\(ritual.err)")
        let carried = try text(Self.fixtures.appendingPathComponent("yesterday-carried.md"))
        #expect(try text(viaRitual.yesterday) == carried)
        #expect(
            try text(viaRitual.today).contains(
                "Write it as a task: - [ ] call Sam -->\n\n- [ ] buy running shoes\n\n## Thought diary"))
        #expect(
            try viaRitual.git("log", "--format=%s", "--name-only")
                == "Journal 2 days, 2026-11-22 to 2026-11-23\n\n2026/2026-11-22.md\n2026/2026-11-23.md\n"
                + "Journal 2026-11-22\n\n2026/2026-11-22.md\nfixture\n\n2026/2026-11-22.md\n")
        #expect(try viaRitual.git("status", "--porcelain", "--untracked-files=all") == "")

        // The carried step is neither open nor missed: one done of two, and it is due today.
        let stats = try nightly(viaRitual, ["stats", "--json"])
        let json = try #require(try JSONSerialization.jsonObject(with: stats.stdout) as? [String: Any])
        let steps = try #require(json["actionSteps"] as? [String: Any])
        #expect(steps["done"] as? Int == 1 && steps["total"] as? Int == 2, "\(steps)")
        let list = try nightly(viaRitual, ["step"])
        #expect(list.out.hasSuffix("journal/2026/2026-11-23.md:\n  1. [ ] buy running shoes\n"), "\(list.out)")

        // The language server: the action's edit marks the item in the open document, and its
        // command hands the carry to the server, which writes nothing until the editor saves;
        // then both days are one commit with the ritual's bytes and message, recorded for --undo.
        let viaServer = try journal(["22": "yesterday-two-steps.md"])
        let (client, before, edits, carry) = try codeAction(viaServer, line: 8) { $0.contains("today") }
        let marked = LSP.apply(edits, to: before)
        #expect(marked == before.replacingOccurrences(of: "shoes\n", with: "shoes → 2026-11-23\n"))
        let command = try #require(carry["command"] as? [String: Any])
        _ = try client.result(
            "workspace/executeCommand", ["command": command["command"]!, "arguments": command["arguments"]!])
        #expect(!FileManager.default.fileExists(atPath: viaServer.today.path))
        try Data(marked.utf8).write(to: viaServer.yesterday)
        try client.notify("textDocument/didSave", LSP.document(viaServer.yesterday.absoluteString))
        _ = try shownMessages(client)  // The server has handled the save once it answers.
        #expect(try text(viaServer.yesterday) == marked)
        #expect(try text(viaServer.today) == text(viaRitual.today))
        #expect(
            try lastCommit(viaServer)
                == "Journal 2 days, 2026-11-22 to 2026-11-23\n\n2026/2026-11-22.md\n2026/2026-11-23.md\n")
        #expect(try viaServer.git("status", "--porcelain", "--untracked-files=all") == "")
        let undo = try nightly(viaServer, ["step", "--undo"])
        #expect(undo.status == 0, "\(undo.err)")
        #expect(try text(viaServer.yesterday) == before)
    }

    @Test func undoUndoesExactlyTheLastTickOrCarryAndSaysWhich() throws {
        let fixture = try journal(["22": "yesterday-two-steps.md"])
        let original = try text(fixture.yesterday)
        #expect(try nightly(fixture, ["step", "--done", "2"]).out == "[x] call Sam\n")
        let undo = try nightly(fixture, ["step", "--undo"])
        #expect(undo.status == 0, "\(undo.err)")
        #expect(undo.out == "Undone: the tick of \"call Sam\" (2026-11-22)\n[ ] call Sam\n")
        #expect(try text(fixture.yesterday) == original)
        #expect(try lastCommit(fixture) == "Journal 2026-11-22\n\n2026/2026-11-22.md\n")

        let again = try nightly(fixture, ["step", "--undo"])
        #expect(again.status == 1)
        #expect(again.err.contains("nothing"), "\(again.err)")
        #expect(try text(fixture.yesterday) == original)

        // A carry made by the ritual: the mark goes, and so does the copy in today's entry.
        let ritual = try nightly(fixture, ["--no-breathing"], stdin: "c\ns\n", editor: "untouched")
        #expect(ritual.status == 0, "\(ritual.err)")
        #expect(try text(fixture.today).contains("- [ ] buy running shoes\n"))
        let undoCarry = try nightly(fixture, ["step", "--undo"])
        #expect(undoCarry.status == 0, "\(undoCarry.err)")
        #expect(
            undoCarry.out
                == "Undone: the carry of \"buy running shoes\" from 2026-11-22 to 2026-11-23\n[ ] buy running shoes\n")
        #expect(try text(fixture.yesterday) == original)
        #expect(try !text(fixture.today).contains("buy running shoes"))
        #expect(try fixture.git("status", "--porcelain", "--untracked-files=all") == "")
    }

    @Test func aTickChangedByHandSinceIsNotUndone() throws {
        let fixture = try journal(["22": "yesterday-two-steps.md"])
        #expect(try nightly(fixture, ["step", "--done", "1"]).status == 0)
        let edited = try text(fixture.yesterday).replacingOccurrences(of: "- [x] buy", with: "- [ ] buy")
        try Data(edited.utf8).write(to: fixture.yesterday)
        let undo = try nightly(fixture, ["step", "--undo"])
        #expect(undo.status == 1)
        #expect(undo.err.contains("has changed since; nothing was undone"), "\(undo.err)")
        #expect(try text(fixture.yesterday) == edited)
    }

    // MARK: Awards, once

    @Test func anAwardReachedThroughAddIsAnnouncedThereAndNeverAgain() throws {
        let fixture = try journal()
        let add = try nightly(fixture, ["add", "first"])
        #expect(add.status == 0, "\(add.err)")
        #expect(add.err == "Award unlocked: First entry\n")
        let ritual = try nightly(fixture, ["--no-breathing"])
        #expect(ritual.status == 0, "\(ritual.err)")
        #expect(!ritual.out.contains("Award unlocked"), "\(ritual.out)")
        #expect(try nightly(fixture, ["add", "second"]).err == "")
    }

    @Test func openAndImportAnnounceTheAwardTheyUnlock() throws {
        let viaOpen = try journal()
        let open = try nightly(viaOpen, ["open"])
        #expect(open.status == 0, "\(open.err)")
        #expect(open.err == "Award unlocked: First entry\n")
        #expect(try lastCommit(viaOpen) == "Journal 2026-11-23\n\n2026/2026-11-23.md\n")

        let viaImport = try journal()
        let imported = try nightly(
            viaImport, ["import", "jrnl", Self.fixtures.appendingPathComponent("jrnl-one-entry.txt").path])
        #expect(imported.status == 0, "\(imported.err)")
        #expect(imported.err == "Award unlocked: First entry\n")
        #expect(try lastCommit(viaImport) == "Import 1 entry from jrnl\n\n2026/2026-11-23.md\n")
        #expect(try nightly(viaImport, ["add", "more"]).err == "")
    }

    // MARK: No bare template left behind

    @Test func noDoorLeavesAnUntouchedTemplate() throws {
        let fixture = try journal()
        #expect(try nightly(fixture, ["open"], editor: "untouched").status == 0)
        #expect(try nightly(fixture, ["--no-breathing"], editor: "untouched").status == 0)
        #expect(!FileManager.default.fileExists(atPath: fixture.today.path))

        // The language server writes the template for the editor to open, and removes it when
        // the editor closes it untouched, or when the session ends.
        let client = try server(fixture)
        let today = try client.result("workspace/executeCommand", ["command": "nightly.today"]) as? [String: Any]
        let uri = try #require(today?["uri"] as? String)
        #expect(FileManager.default.fileExists(atPath: fixture.today.path))
        try client.notify(
            "textDocument/didOpen",
            ["textDocument": ["uri": uri, "languageId": "markdown", "version": 1, "text": try text(fixture.today)]])
        try client.notify("textDocument/didClose", LSP.document(uri))
        _ = try client.result("workspace/executeCommand", ["command": "nightly.open", "arguments": ["yesterday"]])
        #expect(FileManager.default.fileExists(atPath: fixture.yesterday.path))
        #expect(!FileManager.default.fileExists(atPath: fixture.today.path))
        try client.request("shutdown")
        try client.notify("exit", [String: Any]())
        #expect(try client.exitStatus() == 0)
        #expect(!FileManager.default.fileExists(atPath: fixture.yesterday.path))
        #expect(try fixture.git("status", "--porcelain", "--untracked-files=all") == "")

        // A server killed before it could tidy: sync removes the template instead of committing it.
        let killed = try server(fixture)
        _ = try killed.result("workspace/executeCommand", ["command": "nightly.today"])
        kill(killed.process.processIdentifier, SIGKILL)
        killed.process.waitUntilExit()
        #expect(FileManager.default.fileExists(atPath: fixture.today.path))
        let sync = try nightly(fixture, ["sync"])
        #expect(sync.status == 0, "\(sync.err)")
        #expect(!FileManager.default.fileExists(atPath: fixture.today.path))
        #expect(try !fixture.git("log", "--all", "--name-only", "--format=").contains("2026-11-23"))
        #expect(try fixture.git("status", "--porcelain", "--untracked-files=all") == "")
    }
}
