import Foundation
import Testing

/// The journal-wide features of `nightly lsp` over its standard streams, on the small journal
/// in Fixtures/lsp-journal (today 2026-11-23): dates that lead to their day, the commands that
/// step between days, tags across the journal, symbols and inlay hints, and the refusals that
/// keep every edit inside the journal.
@Suite final class LanguageServerJournalTests: ScratchJournalTests {
    private var client: LanguageServerClient!

    /// The fixture journal copied, a server started on it, and today's entry opened.
    private func start() throws -> (uri: String, text: String) {
        let fixture = NightlyProcess.packageRoot.appendingPathComponent("Tests/NightlyCLITests/Fixtures/lsp-journal")
        try FileManager.default.copyItem(at: fixture, to: journal)
        client = try LanguageServerClient(environment: environment, in: folder)
        let capabilities = try client.initialize(root: journal)["capabilities"] as? [String: Any] ?? [:]
        for provider in [
            "definitionProvider", "hoverProvider", "documentLinkProvider", "referencesProvider", "renameProvider",
            "workspaceSymbolProvider", "inlayHintProvider",
        ] {
            #expect(capabilities[provider] != nil, "\(provider)")
        }
        let commands = (capabilities["executeCommandProvider"] as? [String: Any])?["commands"] as? [String] ?? []
        #expect(Set(["nightly.previous", "nightly.next", "nightly.onThisDay"]).isSubset(of: commands))
        let text = try String(contentsOf: todayFile, encoding: .utf8)
        try client.notify(
            "textDocument/didOpen",
            ["textDocument": ["uri": todayFile.absoluteString, "languageId": "markdown", "version": 1, "text": text]])
        return (todayFile.absoluteString, text)
    }

    private func entry(_ date: String) -> URL { journal.appendingPathComponent("\(date.prefix(4))/\(date).md") }

    private func at(_ uri: String, _ line: Int, _ character: Int) -> [String: Any] {
        ["textDocument": ["uri": uri], "position": LSP.position(line, character)]
    }

    /// The UTF-16 column of `needle` on line `line` of `text`.
    private func column(of needle: String, line: Int, in text: String) -> Int {
        let content = text.components(separatedBy: "\n")[line]
        return content.utf16.distance(
            from: content.utf16.startIndex, to: content.range(of: needle)!.lowerBound.samePosition(in: content.utf16)!)
    }

    private func command(_ name: String, _ arguments: [String]) throws -> [String: Any] {
        try client.request("workspace/executeCommand", ["command": name, "arguments": arguments])
    }

    @Test func aDateAfterAnEmojiLeadsToItsDayAndHoverShowsThePreview() throws {
        let (uri, _) = try start()
        // Line 4: "😀 back to 2026-11-20 …": the emoji is two UTF-16 units, so the date is at 11.
        let definition = try client.result("textDocument/definition", at(uri, 4, 12)) as? [[String: Any]]
        #expect(definition?.first?["uri"] as? String == entry("2026-11-20").absoluteString)
        let hover = try client.result("textDocument/hover", at(uri, 4, 21)) as? [String: Any]
        let shown = (hover?["contents"] as? [String: Any])?["value"] as? String ?? ""
        #expect(shown.contains("Friday, 20 November 2026"), "\(shown)")
        #expect(shown.contains("Went to the dentist at nine."), "\(shown)")
        #expect(shown.contains("- [ ] Book the car in") && !shown.contains("Call the dentist back"), "\(shown)")
        #expect((hover?["range"] as? [String: Any]).map { ($0["start"] as? [String: Any])?["character"] as? Int } == 11)
        // Before the date and on the emoji: nothing.
        #expect(try client.result("textDocument/hover", at(uri, 4, 1)) == nil)
        let links = try client.result("textDocument/documentLink", LSP.document(uri)) as? [[String: Any]] ?? []
        #expect(
            links.compactMap { $0["target"] as? String } == [
                entry("2026-11-20").absoluteString, entry("2026-11-22").absoluteString,
                entry("2026-11-22").absoluteString,
            ])
        // Another emoji typed before the date moves it by three units.
        try client.notify(
            "textDocument/didChange",
            [
                "textDocument": ["uri": uri, "version": 2],
                "contentChanges": [["range": LSP.range(4, 0, 4, 0), "text": "👍 "]],
            ])
        let moved = try client.result("textDocument/definition", at(uri, 4, 14)) as? [[String: Any]]
        #expect(moved?.first?["uri"] as? String == entry("2026-11-20").absoluteString)
        let wiki = try client.result("textDocument/definition", at(uri, 4, 33)) as? [[String: Any]]
        #expect(wiki?.first?["uri"] as? String == entry("2026-11-22").absoluteString)
        // A day without a file has no definition.
        try client.notify(
            "textDocument/didChange",
            [
                "textDocument": ["uri": uri, "version": 3],
                "contentChanges": [["range": LSP.range(2, 0, 2, 0), "text": "2026-11-21\n"]],
            ])
        #expect((try client.result("textDocument/definition", at(uri, 2, 3)) as? [Any])?.isEmpty == true)
    }

    @Test func previousNextAndOnThisDayNameTheJournalsDays() throws {
        let (uri, _) = try start()
        let previous =
            try client.result(
                "workspace/executeCommand", ["command": "nightly.previous", "arguments": [uri]]) as? [String: Any]
        #expect(previous?["uri"] as? String == entry("2026-11-22").absoluteString)
        let next =
            try client.result(
                "workspace/executeCommand", ["command": "nightly.next", "arguments": ["2026-11-20"]]) as? [String: Any]
        #expect(next?["uri"] as? String == entry("2026-11-22").absoluteString)
        let last = try command("nightly.next", [uri])
        #expect((last["error"] as? [String: Any])?["message"] as? String == "no written day after 2026-11-23")
        let memories =
            try client.result(
                "workspace/executeCommand", ["command": "nightly.onThisDay", "arguments": [uri]]) as? [[String: Any]]
            ?? []
        #expect(memories.compactMap { $0["date"] as? String } == ["2025-11-23", "2024-11-23"])
        #expect(memories.first?["ago"] as? String == "a year ago")
        #expect(memories.first?["uri"] as? String == entry("2025-11-23").absoluteString)
        #expect(memories.last?["firstLine"] as? String == "Two years before: the marathon.")
    }

    @Test func aDateURIOrPathLeavingTheJournalIsAnErrorAndNoFileChanges() throws {
        let (_, _) = try start()
        let outside = folder.appendingPathComponent("notes.md")
        try "#work notes\n".write(to: outside, atomically: true, encoding: .utf8)
        let before = try FileManager.default.subpathsOfDirectory(atPath: folder.path).sorted()
        for (name, arguments) in [
            ("nightly.previous", ["file:///etc/passwd"]), ("nightly.next", ["../../outside"]),
            ("nightly.onThisDay", [folder.appendingPathComponent("2026-11-20.md").absoluteString]),
            ("nightly.open", ["../../outside"]), ("nightly.open", [folder.appendingPathComponent("x.md").path]),
            ("nightly.carryForward", ["Call", "../../2026-11-24"]),
        ] {
            #expect(try command(name, arguments)["error"] != nil, "\(name) \(arguments)")
        }
        // A tag in a Markdown file outside the journal is not renamed across it.
        try client.notify(
            "textDocument/didOpen",
            [
                "textDocument": [
                    "uri": outside.absoluteString, "languageId": "markdown", "version": 1, "text": "#work notes\n",
                ]
            ])
        let rename = try client.request(
            "textDocument/rename",
            ["textDocument": ["uri": outside.absoluteString], "position": LSP.position(0, 2), "newName": "job"])
        #expect(rename["error"] != nil)
        #expect(try FileManager.default.subpathsOfDirectory(atPath: folder.path).sorted() == before)
    }

    /// A year folder that is a symbolic link out of the journal (it may come with a `git pull`):
    /// a date there leads nowhere, and a rename that would edit an entry through it is refused.
    @Test func anEntryBehindALinkLeavingTheJournalIsNeitherLinkedNorRenamed() throws {
        let (uri, text) = try start()
        let elsewhere = folder.appendingPathComponent("elsewhere")
        try FileManager.default.moveItem(at: journal.appendingPathComponent("2025"), to: elsewhere)
        try FileManager.default.createSymbolicLink(
            at: journal.appendingPathComponent("2025"), withDestinationURL: elsewhere)
        let outside = elsewhere.appendingPathComponent("2025-11-23.md")
        try "# Sunday\n\n## Journal\n\nA #work day.\n".write(to: outside, atomically: true, encoding: .utf8)
        try client.notify(
            "textDocument/didChange",
            [
                "textDocument": ["uri": uri, "version": 2],
                "contentChanges": [["range": LSP.range(2, 0, 2, 0), "text": "2025-11-23\n"]],
            ])
        #expect((try client.result("textDocument/definition", at(uri, 2, 3)) as? [Any])?.isEmpty == true)
        let links = try client.result("textDocument/documentLink", LSP.document(uri)) as? [[String: Any]] ?? []
        #expect(!links.contains { ($0["target"] as? String)?.contains("2025-11-23") == true })
        let tag = column(of: "#work", line: 4, in: text)
        let rename = try client.request(
            "textDocument/rename",
            ["textDocument": ["uri": uri], "position": LSP.position(5, tag + 1), "newName": "job"])
        let message = (rename["error"] as? [String: Any])?["message"] as? String ?? ""
        #expect(message.contains("leads out of the journal"), "\(rename)")
        // On this day would name the day behind the link: refused too.
        #expect(try command("nightly.onThisDay", [uri])["error"] != nil)
        #expect(try String(contentsOf: outside, encoding: .utf8).contains("#work"))
    }

    /// References only read: a year folder linking out of the journal is skipped, not an error,
    /// and the places that can be read are listed.
    @Test func referencesListThePlacesTheyCanAndSkipAYearFolderLinkedOut() throws {
        let (uri, text) = try start()
        let elsewhere = folder.appendingPathComponent("elsewhere")
        try FileManager.default.moveItem(at: journal.appendingPathComponent("2025"), to: elsewhere)
        try FileManager.default.createSymbolicLink(
            at: journal.appendingPathComponent("2025"), withDestinationURL: elsewhere)
        try "# Sunday\n\n## Journal\n\nA #work day.\n".write(
            to: elsewhere.appendingPathComponent("2025-11-23.md"), atomically: true, encoding: .utf8)
        let tag = column(of: "#work", line: 4, in: text)
        let response = try client.request("textDocument/references", at(uri, 4, tag + 2))
        #expect(response["error"] == nil, "\(response)")
        let files = (response["result"] as? [[String: Any]] ?? []).compactMap { $0["uri"] as? String }
        #expect(files.contains(uri), "\(files)")
        #expect(!files.contains { $0.contains("2025-11-23") }, "\(files)")
    }

    /// An entry that is itself a link out of the journal (beside entries that are not, in a
    /// year folder that stays): references and `workspace/symbol` skip it, a rename refuses it.
    /// The fuzz target lsp-journal found `workspace/symbol` naming such a file.
    @Test func anEntryThatIsALinkOutIsSkippedByEveryJournalWideRequest() throws {
        let (uri, text) = try start()
        let outside = folder.appendingPathComponent("elsewhere.md")
        try "# Sunday\n\n## Journal\n\nA #work day far away.\n".write(to: outside, atomically: true, encoding: .utf8)
        let linked = entry("2026-11-01")
        try FileManager.default.createSymbolicLink(at: linked, withDestinationURL: outside)
        let tag = column(of: "#work", line: 4, in: text)
        let references = try client.request("textDocument/references", at(uri, 4, tag + 2))
        let files = (references["result"] as? [[String: Any]] ?? []).compactMap { $0["uri"] as? String }
        #expect(files.contains(uri) && !files.contains { $0.contains("2026-11-01") }, "\(references)")
        for query in ["work", "far away", "2026-11-01"] {
            let symbols = try client.request("workspace/symbol", ["query": query])
            let named = (symbols["result"] as? [[String: Any]] ?? []).compactMap {
                ($0["location"] as? [String: Any])?["uri"] as? String
            }
            #expect(symbols["error"] == nil && !named.contains { $0.contains("2026-11-01") }, "\(query): \(symbols)")
        }
        let rename = try client.request(
            "textDocument/rename",
            ["textDocument": ["uri": uri], "position": LSP.position(4, tag + 1), "newName": "job"])
        let message = (rename["error"] as? [String: Any])?["message"] as? String ?? ""
        #expect(message.contains("leads out of the journal"), "\(rename)")
        #expect(try String(contentsOf: outside, encoding: .utf8).contains("#work"))
    }

    /// A tagged entry that is not UTF-8 is left as it is, and the rename says so by name.
    @Test func aRenameSaysWhichFilesItLeftAndWhy() throws {
        let (uri, text) = try start()
        let broken = entry("2024-11-23")
        try Data("# Saturday\n\n## Journal\n\nA #work day \u{1}".utf8 + [0xFF, 0xFE, 0x0A]).write(to: broken)
        let tag = column(of: "#work", line: 4, in: text)
        let rename = try client.request(
            "textDocument/rename",
            ["textDocument": ["uri": uri], "position": LSP.position(4, tag + 1), "newName": "job"])
        let changes = ((rename["result"] as? [String: Any])?["changes"] as? [String: Any]) ?? [:]
        #expect(!changes.isEmpty && changes[broken.absoluteString] == nil, "\(rename)")
        _ = try client.request("shutdown")
        let shown = client.notifications.filter { $0["method"] as? String == "window/showMessage" }.compactMap {
            ($0["params"] as? [String: Any])?["message"] as? String
        }
        #expect(shown.contains { $0.contains("2024-11-23.md") && $0.contains("not UTF-8") }, "\(shown)")
    }

    /// `nightly.previous` and `nightly.next` read every date form the command line reads, and a
    /// `file:` URI naming another host is no entry of the journal.
    @Test func dayNavigationTakesEveryDateFormAndNoOtherHost() throws {
        let (uri, _) = try start()
        let previous =
            try client.result(
                "workspace/executeCommand", ["command": "nightly.previous", "arguments": ["2026/11/20"]])
            as? [String: Any]
        #expect(previous?["date"] as? String == "2025-11-23", "\(String(describing: previous))")
        let next =
            try client.result(
                "workspace/executeCommand", ["command": "nightly.next", "arguments": ["2026/11/20"]]) as? [String: Any]
        #expect(next?["date"] as? String == "2026-11-22", "\(String(describing: next))")
        let remote = uri.replacingOccurrences(of: "file:///", with: "file://fileserver/")
        #expect(remote != uri)
        #expect(try command("nightly.previous", [remote])["error"] != nil)
        let local = uri.replacingOccurrences(of: "file:///", with: "file://localhost/")
        #expect(try command("nightly.previous", [local])["error"] == nil)
    }

    @Test func referencesAndRenameReachEveryPlaceOfATagWhateverItsCase() throws {
        let (uri, text) = try start()
        let tag = column(of: "#work", line: 4, in: text)
        let references = try client.result("textDocument/references", at(uri, 4, tag + 2)) as? [[String: Any]] ?? []
        let places = references.map { reference -> String in
            let start = (reference["range"] as? [String: Any])?["start"] as? [String: Any]
            let file = (reference["uri"] as? String ?? "").split(separator: "/").last ?? ""
            return "\(file):\(start?["line"] as? Int ?? -1)"
        }
        #expect(
            places == [
                "2026-11-20.md:1", "2026-11-20.md:7", "2026-11-22.md:4", "2026-11-22.md:14", "2026-11-23.md:4",
            ], "\(places)")
        // From the front matter of another entry, and from a thought record's Tags: the same places.
        for (date, line, character) in [("2026-11-20", 1, 8), ("2026-11-22", 14, 9)] {
            let other = entry(date)
            try client.notify(
                "textDocument/didOpen",
                [
                    "textDocument": [
                        "uri": other.absoluteString, "languageId": "markdown", "version": 1,
                        "text": try String(contentsOf: other, encoding: .utf8),
                    ]
                ])
            let found = try client.result("textDocument/references", at(other.absoluteString, line, character))
            #expect((found as? [Any])?.count == places.count, "\(date)")
        }
        let prepared = try client.result("textDocument/prepareRename", at(uri, 4, tag)) as? [String: Any]
        #expect(prepared?["placeholder"] as? String == "work")
        #expect(try client.request("textDocument/prepareRename", at(uri, 4, 3))["error"] != nil)
        let refused = try client.request(
            "textDocument/rename",
            ["textDocument": ["uri": uri], "position": LSP.position(4, tag + 1), "newName": "two words"])
        #expect(refused["error"] != nil)
        let edit =
            try client.result(
                "textDocument/rename",
                ["textDocument": ["uri": uri], "position": LSP.position(4, tag + 1), "newName": "#job"])
            as? [String: Any]
        let changes = edit?["changes"] as? [String: [[String: Any]]] ?? [:]
        #expect(changes.count == 3)
        func renamed(_ date: String) throws -> String {
            let url = entry(date)
            let original = date == "2026-11-23" ? text : try String(contentsOf: url, encoding: .utf8)
            return LSP.apply(changes[date == "2026-11-23" ? uri : url.absoluteString] ?? [], to: original)
        }
        let friday = try renamed("2026-11-20")
        #expect(friday.contains("tags: [job, health]") && friday.contains("#job was quiet"), "\(friday)")
        let sunday = try renamed("2026-11-22")
        #expect(sunday.contains("the #job week") && sunday.contains("- Tags: job, #stand-up"), "\(sunday)")
        #expect(sunday.contains("#work in a code block"), "\(sunday)")
        #expect(
            try renamed("2026-11-23").contains(
                "😀 back to 2026-11-20 and [[2026-11-22]] and [Sunday](2026-11-22.md), #job again."))
        // The server answers an edit; the files are the editor's to change.
        #expect(try String(contentsOf: entry("2026-11-20"), encoding: .utf8).contains("#work"))
    }

    @Test func completionAfterAHashRanksTheJournalsTagsByUse() throws {
        let (uri, _) = try start()
        try client.notify(
            "textDocument/didChange",
            [
                "textDocument": ["uri": uri, "version": 2],
                "contentChanges": [["range": LSP.range(2, 0, 2, 0), "text": "#\n"]],
            ])
        let list = try client.result("textDocument/completion", at(uri, 2, 1)) as? [String: Any]
        let items = (list?["items"] as? [[String: Any]] ?? []).sorted {
            ($0["sortText"] as? String ?? "") < ($1["sortText"] as? String ?? "")
        }
        #expect((items.first?["label"] as? String)?.lowercased() == "work", "\(items)")
        #expect(items.first?["detail"] as? String == "3 entries")
    }

    @Test func symbolSearchFindsDaysTagsAndSituations() throws {
        let (_, _) = try start()
        func symbols(_ query: String) throws -> [(name: String, kind: Int, file: String)] {
            let found = try client.result("workspace/symbol", ["query": query]) as? [[String: Any]] ?? []
            return found.map {
                (
                    $0["name"] as? String ?? "", $0["kind"] as? Int ?? 0,
                    String(
                        (($0["location"] as? [String: Any])?["uri"] as? String ?? "").split(separator: "/").last ?? "")
                )
            }
        }
        let dentist = try symbols("dentist")
        #expect(dentist.map(\.file) == ["2026-11-23.md", "2026-11-20.md"], "\(dentist)")
        #expect(dentist.last?.name == "2026-11-20 Friday: Went to the dentist at nine. #work was quiet after.")
        let standUp = try symbols("stand-up")
        #expect(standUp.contains { $0.name == "the stand-up ran long" && $0.kind == 24 }, "\(standUp)")
        #expect(standUp.contains { $0.name == "#stand-up" && $0.kind == 20 }, "\(standUp)")
        #expect(try symbols("2025-11").map(\.file) == ["2025-11-23.md"])
    }

    @Test func inlayHintsNameWeekdaysAndWhereAStepWasCarriedFrom() throws {
        let (uri, text) = try start()
        let lines = text.components(separatedBy: "\n").count
        let hints =
            try client.result(
                "textDocument/inlayHint", ["textDocument": ["uri": uri], "range": LSP.range(0, 0, lines, 0)])
            as? [[String: Any]] ?? []
        let shown = hints.map { hint -> String in
            let position = hint["position"] as? [String: Any]
            return
                "\(position?["line"] as? Int ?? -1):\(position?["character"] as? Int ?? -1) \(hint["label"] as? String ?? "")"
        }
        let step = text.components(separatedBy: "\n")[8]
        #expect(
            shown == ["4:21 Fri", "4:40 Sun", "8:\(step.utf16.count) carried from 2026-11-20 · stale: open 3 days"],
            "\(shown)")
    }
}
