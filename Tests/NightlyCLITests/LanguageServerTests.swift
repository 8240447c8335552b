import Foundation
import Testing

/// `nightly lsp` over its standard streams, driven by a scripted client: the lifecycle,
/// framing, incremental sync, and every request the server offers.
@Suite final class LanguageServerTests: ScratchJournalTests {
    private func client(root: Bool = true, encodings: [String] = ["utf-16"]) throws -> LanguageServerClient {
        try FileManager.default.createDirectory(
            at: journal.appendingPathComponent("2026"), withIntermediateDirectories: true)
        let client = try LanguageServerClient(environment: environment, in: folder)
        try client.initialize(root: root ? journal : nil, encodings: encodings)
        return client
    }

    private func open(_ client: LanguageServerClient, _ url: URL, _ text: String, version: Int = 1) throws -> String {
        let uri = url.absoluteString
        try client.notify(
            "textDocument/didOpen",
            ["textDocument": ["uri": uri, "languageId": "markdown", "version": version, "text": text]])
        return uri
    }

    private func change(_ client: LanguageServerClient, _ uri: String, _ range: [String: Any], _ text: String) throws {
        try client.notify(
            "textDocument/didChange",
            ["textDocument": ["uri": uri, "version": 2], "contentChanges": [["range": range, "text": text]]])
    }

    private func onType(
        _ client: LanguageServerClient, _ uri: String, line: Int, character: Int, typed: String = "\n"
    ) throws -> [[String: Any]] {
        let params: [String: Any] = [
            "textDocument": ["uri": uri], "position": LSP.position(line, character), "ch": typed,
            "options": ["tabSize": 4, "insertSpaces": true],
        ]
        return try client.result("textDocument/onTypeFormatting", params) as? [[String: Any]] ?? []
    }

    @Test func initializeNegotiatesTheEncodingAndShutdownThenExitEndsWithZero() throws {
        let client = try LanguageServerClient(environment: environment, in: folder)
        let result = try client.initialize(root: journal, encodings: ["utf-32", "utf-8", "utf-16"])
        let capabilities = try #require(result["capabilities"] as? [String: Any])
        #expect(capabilities["positionEncoding"] as? String == "utf-8")
        #expect((capabilities["textDocumentSync"] as? [String: Any])?["change"] as? Int == 2)
        #expect(
            (capabilities["documentOnTypeFormattingProvider"] as? [String: Any])?["firstTriggerCharacter"] as? String
                == "\n")
        for provider in [
            "documentFormattingProvider", "completionProvider", "codeActionProvider", "documentSymbolProvider",
            "foldingRangeProvider",
        ] {
            #expect(capabilities[provider] != nil, "\(provider)")
        }
        let commands = (capabilities["executeCommandProvider"] as? [String: Any])?["commands"] as? [String]
        #expect(commands?.contains("nightly.today") == true && commands?.contains("nightly.open") == true)
        #expect(try client.request("shutdown")["result"] is NSNull)
        #expect(try client.request("textDocument/documentSymbol", LSP.document("file:///x"))["error"] != nil)
        try client.notify("exit", [String: Any]())
        #expect(try client.exitStatus() == 0)
    }

    @Test func utf16IsTheDefaultAndRequestsBeforeInitializeFail() throws {
        let client = try LanguageServerClient(environment: environment, in: folder)
        let early = try client.request("textDocument/documentSymbol", LSP.document("file:///x"))
        #expect((early["error"] as? [String: Any])?["code"] as? Int == -32002)
        let result = try client.initialize(root: nil, encodings: [])
        #expect((result["capabilities"] as? [String: Any])?["positionEncoding"] as? String == "utf-16")
    }

    @Test func theLogGoesToTheFileGiven() throws {
        let log = folder.appendingPathComponent("lsp.log")
        let client = try LanguageServerClient(environment: environment, in: folder, arguments: ["--log", log.path])
        try client.initialize(root: journal)
        try client.request("shutdown")
        try client.notify("exit", [String: Any]())
        #expect(try client.exitStatus() == 0)
        #expect(try String(contentsOf: log, encoding: .utf8).contains("nightly lsp: journal: \(journal.path)"))
    }

    @Test func aClientThatClosesStandardInputEndsTheServer() throws {
        let client = try client()
        try client.closeInput()
        #expect(try client.exitStatus() == 1)
    }

    @Test func framingSurvivesBatchedSplitAndMalformedMessages() throws {
        let client = try client()
        func framed(_ json: String) -> Data { Data("Content-Length: \(json.utf8.count)\r\n\r\n\(json)".utf8) }
        let one = framed(
            #"{"jsonrpc":"2.0","id":101,"method":"textDocument/foldingRange","params":{"textDocument":{"uri":"file:///none"}}}"#
        )
        let two = framed(#"{"jsonrpc":"2.0","id":102,"method":"no/such"}"#)
        // Two messages in one write, then one split in the middle of its header and its body,
        // then a header without a length, which is skipped.
        try client.sendRaw(one + two)
        let three = framed(#"{"jsonrpc":"2.0","id":103,"method":"no/such"}"#)
        try client.sendRaw(three.prefix(7))
        try client.sendRaw(three.dropFirst(7).prefix(30))
        try client.sendRaw(three.dropFirst(37))
        try client.sendRaw(Data("Content-Type: text/plain\r\n\r\n".utf8) + framed("not json"))
        for id in [101, 102, 103] {
            let response = try client.next(waitingFor: "response \(id)") { $0["id"] as? Int == id }
            #expect(response["error"] != nil)
        }
        let parseError = try client.next(waitingFor: "parse error") { $0["id"] is NSNull }
        #expect((parseError["error"] as? [String: Any])?["code"] as? Int == -32700)
        #expect(try client.request("shutdown")["result"] is NSNull)
    }

    /// Issue 23, item 13: a position from the client is clamped or refused, never a trap.
    @Test(arguments: [["utf-16"], ["utf-8"]])
    func hostilePositionsInEveryRequestAreAnsweredAndTheServerLives(encodings: [String]) throws {
        let client = try client(encodings: encodings)
        let day = journal.appendingPathComponent("2026/2026-11-22.md")
        let text =
            "# Sunday\n\n## Action step\n\n- [ ] Call 😀 Sam\n\n## Thought diary\n\n- Situation: late\n1. a\n1. b\n"
        try text.write(to: day, atomically: true, encoding: .utf8)
        let uri = try open(client, day, text)
        let hostile = [Int.max, Int.min, -1, 1 << 40, 9, 0]
        var positions: [[String: Any]] = []
        for line in hostile { for character in hostile { positions.append(LSP.position(line, character)) } }
        for (index, position) in positions.enumerated() {
            let other = positions[(index * 7 + 3) % positions.count]
            let range: [String: Any] = ["start": position, "end": other]
            var action = LSP.document(uri)
            action["range"] = range
            action["context"] = ["diagnostics": [Any]()]
            var ranged = LSP.document(uri)
            ranged["range"] = range
            ranged["options"] = ["tabSize": 4, "insertSpaces": true]
            var completion = LSP.document(uri)
            completion["position"] = position
            var onType = completion
            onType["ch"] = "\n"
            onType["options"] = ["tabSize": 4, "insertSpaces": true]
            for (method, params) in [
                ("textDocument/codeAction", action), ("textDocument/rangeFormatting", ranged),
                ("textDocument/completion", completion), ("textDocument/onTypeFormatting", onType),
            ] {
                let response = try client.request(method, params)
                let code = (response["error"] as? [String: Any])?["code"] as? Int
                #expect(response["result"] != nil || code == -32602, "\(method) at \(range)")
            }
            try change(client, uri, range, "")
            try change(client, uri, LSP.range(0, 0, Int.max, Int.max), text)
        }
        #expect(try client.request("textDocument/documentSymbol", LSP.document(uri))["result"] is [Any])
        #expect(try client.request("shutdown")["result"] is NSNull)
    }

    /// Issue 23, item 14: after a bad header the server reads on from the next good one.
    @Test func everyKindOfBadHeaderIsSkippedAndTheNextRequestAnswered() throws {
        let client = try client()
        let bad = [
            "Content-Length: -5\r\n\r\n", "Content-Length: abc\r\n\r\n", "Content-Length: 1e3\r\n\r\n",
            "Content-Length: 1180591620717411303424\r\n\r\n", "Content-Length: 9223372036854775807\r\n\r\n",
            "Content-Type: text/plain\r\n\r\n", "Content-Length: 45\n\n",
        ]
        for (index, header) in bad.enumerated() {
            let id = 200 + index
            let junk = #"{"jsonrpc":"2.0","id":1,"method":"shutdown"}"#
            let request = #"{"jsonrpc":"2.0","id":\#(id),"method":"no/such"}"#
            try client.sendRaw(
                Data((header + junk).utf8) + Data("Content-Length: \(request.utf8.count)\r\n\r\n\(request)".utf8))
            let response = try client.next(timeout: 10, waitingFor: "response \(id) after \(header.debugDescription)") {
                $0["id"] as? Int == id
            }
            #expect((response["error"] as? [String: Any])?["code"] as? Int == -32601)
        }
        #expect(try client.request("shutdown")["result"] is NSNull)
    }

    @Test func incrementalChangesCountUTF16UnitsOnEmojiAndCJK() throws {
        let client = try client()
        var text = "1. 😀 tea\n2. 日本\n"
        let uri = try open(client, folder.appendingPathComponent("notes.md"), text)
        // Replace "tea" (after a surrogate pair: characters 6..<9) and add to the CJK line.
        try change(client, uri, LSP.range(0, 6, 0, 9), "🍵 matcha")
        text = "1. 😀 🍵 matcha\n2. 日本\n"
        try change(client, uri, LSP.range(1, 5, 1, 5), "語 👍🏽")
        text = "1. 😀 🍵 matcha\n2. 日本語 👍🏽\n"
        // Enter at the end of the second line (3 + "日本語 " 4 + 👍🏽 4 units).
        try change(client, uri, LSP.range(1, 11, 1, 11), "\n")
        text = "1. 😀 🍵 matcha\n2. 日本語 👍🏽\n\n"
        let edits = try onType(client, uri, line: 2, character: 0)
        #expect(LSP.apply(edits, to: text) == "1. 😀 🍵 matcha\n2. 日本語 👍🏽\n3. \n")
        // Enter in the middle of the first item splits it after the emoji and renumbers.
        try change(client, uri, LSP.range(0, 5, 0, 6), "\n")
        text = "1. 😀\n🍵 matcha\n2. 日本語 👍🏽\n\n"
        let split = try onType(client, uri, line: 1, character: 0)
        #expect(LSP.apply(split, to: text) == "1. 😀\n2. 🍵 matcha\n3. 日本語 👍🏽\n\n")
    }

    @Test func utf8PositionsWhenTheClientOffersThem() throws {
        let client = try client(encodings: ["utf-8"])
        let uri = try open(client, folder.appendingPathComponent("notes.md"), "- 😀 tea")
        try change(client, uri, LSP.range(0, 10, 0, 10), "\n")  // After 2 + 4 + 1 + 3 bytes.
        let edits = try onType(client, uri, line: 1, character: 0)
        #expect(LSP.apply(edits, to: "- 😀 tea\n", utf8: true) == "- 😀 tea\n- ")
    }

    @Test func onTypeFormattingKeepsTheEditorsIndentationAsPartOfTheNewline() throws {
        let client = try client()
        let text = "- fruit\n  - apple\n  "  // The editor indented the new line.
        let uri = try open(client, folder.appendingPathComponent("notes.md"), text)
        let edits = try onType(client, uri, line: 2, character: 2)
        #expect(LSP.apply(edits, to: text) == "- fruit\n  - apple\n  - ")
        // A plain line: the newline stays as the editor typed it.
        let plain = try open(client, folder.appendingPathComponent("plain.md"), "text\n  ")
        #expect(try onType(client, plain, line: 1, character: 2).isEmpty)
    }

    @Test func returnAsEmacsReportsItIsANewlineAndOtherCharactersAreNot() throws {
        let client = try client()
        let text = "- milk\n"
        let uri = try open(client, folder.appendingPathComponent("notes.md"), text)
        #expect(LSP.apply(try onType(client, uri, line: 1, character: 0, typed: "\r"), to: text) == "- milk\n- ")
        #expect(try onType(client, uri, line: 1, character: 0, typed: "x").isEmpty)
    }

    /// The server's window of lines must give what the whole document gives: Enter deep in a
    /// 600-item ordered list renumbers past the first window below and sees 200 lines above.
    @Test(arguments: [1, 250, 599])
    func enterInALongOrderedListMatchesTheFilter(item: Int) throws {
        let client = try client()
        let lines = (1...600).map { "\($0). item \($0) 日本 😀" }
        let text = "Intro\n\n" + lines.joined(separator: "\n") + "\n\nAfter.\n"
        let line = item + 1  // 0-based line of item `item`.
        let column = lines[item - 1].utf16.count
        let uri = try open(client, folder.appendingPathComponent("long.md"), text)
        try change(client, uri, LSP.range(line, column, line, column), "\n")
        var typed = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        typed.insert("", at: line + 1)
        let edits = try onType(client, uri, line: line + 1, character: 0)
        let filter = try run(
            ["lists", "--key", "enter", "--cursor", "\(line + 1):\(lines[item - 1].utf8.count + 1)"], stdin: text)
        #expect(LSP.apply(edits, to: typed.joined(separator: "\n")) == filter.out)
    }

    @Test func enterAfterATrailingSpaceAndOnAnEmptyItem() throws {
        let client = try client()
        let text = "- a b; \n\n- c\n"  // Enter typed after "- a b; ".
        let uri = try open(client, folder.appendingPathComponent("notes.md"), text)
        #expect(LSP.apply(try onType(client, uri, line: 1, character: 0), to: text) == "- a b;\n- \n- c\n")
        let empty = "- a\n- \n"  // Enter on the empty item ends the list.
        let second = try open(client, folder.appendingPathComponent("empty.md"), empty)
        let filter = try run(["lists", "--key", "enter", "--cursor", "2:3"], stdin: "- a\n- ")
        #expect(LSP.apply(try onType(client, second, line: 2, character: 0), to: empty) == filter.out)
    }

    @Test func diagnosticsAreNightlyChecksFindingsAndFollowChanges() throws {
        let client = try client()
        let file = todayFile
        let text = "---\ntags: [a]\n# Monday\n\n## Journal\n\nHello\n"
        try text.write(to: file, atomically: true, encoding: .utf8)
        let uri = try open(client, file, text)
        let diagnostics = try client.diagnostics(for: uri)
        let check = try run(["check", file.path])
        let expected = check.out.split(separator: "\n").map { line -> String in
            let parts = line.split(separator: ":", maxSplits: 3).map(String.init)
            return "\(parts[1]) \(parts[2].trimmingCharacters(in: .whitespaces)) \(parts[3].dropFirst())"
        }
        let severities = [1: "error", 2: "warning", 3: "note"]
        let got = diagnostics.map { diagnostic -> String in
            let line = ((diagnostic["range"] as? [String: Any])?["start"] as? [String: Any])?["line"] as? Int ?? -1
            return
                "\(line + 1) \(severities[diagnostic["severity"] as? Int ?? 0] ?? "?") \(diagnostic["message"] as? String ?? "")"
        }
        #expect(!expected.isEmpty)
        #expect(got == expected)
        try change(client, uri, LSP.range(0, 0, 2, 0), "---\ntags: [a]\n---\n")
        #expect(try client.diagnostics(for: uri).isEmpty)
        // A file that is not a day's entry gets none.
        _ = try open(client, folder.appendingPathComponent("notes.md"), "---\n")
        try client.request("shutdown")
        #expect(
            !client.notifications.contains {
                (($0["params"] as? [String: Any])?["uri"] as? String)?.hasSuffix("notes.md") == true
            })
    }

    /// `line severity message` for each of `nightly check FILE`'s findings.
    private func checkFindings(_ file: URL) throws -> [String] {
        try run(["check", file.path]).out.split(separator: "\n").map { line -> String in
            let parts = line.split(separator: ":", maxSplits: 3).map(String.init)
            return "\(parts[1]) \(parts[2].trimmingCharacters(in: .whitespaces)) \(parts[3].dropFirst())"
        }
    }

    /// `line severity message` (1-based lines) for each published diagnostic.
    private func published(_ diagnostics: [[String: Any]]) -> [String] {
        let severities = [1: "error", 2: "warning", 3: "note"]
        return diagnostics.map { diagnostic -> String in
            let line = ((diagnostic["range"] as? [String: Any])?["start"] as? [String: Any])?["line"] as? Int ?? -1
            let severity = severities[diagnostic["severity"] as? Int ?? 0] ?? "?"
            return "\(line + 1) \(severity) \(diagnostic["message"] as? String ?? "")"
        }
    }

    /// LSP, like the parser, ends a line at a lone `\r`: old Mac files get their diagnostics
    /// on the lines `nightly check` names, before and after an incremental change.
    @Test func diagnosticsOfAFileWithLoneCarriageReturnsLandOnCheckLines() throws {
        let client = try client()
        let file = todayFile
        let text = "# Monday\r\r## Journal\r\rHello\r\r## Journal\r\rAgain\r\r## Poem\r\rLetters: K M\r"
        try text.write(to: file, atomically: true, encoding: .utf8)
        let uri = try open(client, file, text)
        let expected = try checkFindings(file)
        #expect(expected.count == 2 && expected.first?.hasPrefix("7 warning") == true, "\(expected)")
        #expect(published(try client.diagnostics(for: uri)) == expected)

        // Two lines more at the top, typed between a lone `\r` and the next line.
        try change(client, uri, LSP.range(1, 0, 1, 0), "Tea.\r\r")
        let changed = "# Monday\r" + "Tea.\r\r" + text.dropFirst("# Monday\r".utf8.count)
        try changed.write(to: file, atomically: true, encoding: .utf8)
        let moved = try checkFindings(file)
        #expect(moved.first?.hasPrefix("9 warning") == true, "\(moved)")
        #expect(published(try client.diagnostics(for: uri)) == moved)
    }

    @Test func formattingRenumbersOrderedListsAndNothingElse() throws {
        let client = try client()
        let text = "Intro  \n\n3. a\n1. b\n7. c\n\n- x\n  1. y\n  1. z\n\n1) p\n5) q\n"
        let uri = try open(client, folder.appendingPathComponent("notes.md"), text)
        let edits = try client.result("textDocument/formatting", LSP.document(uri)) as? [[String: Any]] ?? []
        #expect(LSP.apply(edits, to: text) == "Intro  \n\n3. a\n4. b\n5. c\n\n- x\n  1. y\n  1. z\n\n1) p\n2) q\n")
        var params = LSP.document(uri)
        params["range"] = LSP.range(10, 0, 11, 0)
        let ranged = try client.result("textDocument/rangeFormatting", params) as? [[String: Any]] ?? []
        #expect(LSP.apply(ranged, to: text) == "Intro  \n\n3. a\n1. b\n7. c\n\n- x\n  1. y\n  1. z\n\n1) p\n2) q\n")
    }

    @Test func completionOffersTitlesLabelsTagsAndDates() throws {
        let client = try client()
        try "# Sunday\n\n## Journal\n\nA #walk and #tea.\n".write(
            to: journal.appendingPathComponent("2026/2026-11-22.md"), atomically: true, encoding: .utf8)
        let text = "# Monday\n\n## \n\n## Thought diary\n\n- \n\nSee #\n[[\n"
        let uri = try open(client, todayFile, text)
        func labels(_ line: Int, _ character: Int) throws -> [String] {
            var params = LSP.document(uri)
            params["position"] = LSP.position(line, character)
            let list = try client.result("textDocument/completion", params) as? [String: Any]
            return (list?["items"] as? [[String: Any]] ?? []).compactMap { $0["label"] as? String }
        }
        #expect(try labels(2, 3) == ["Poem", "Journal", "Action step", "Thought diary"])
        #expect(
            try labels(6, 2) == ["Situation", "Thought", "Fact or feeling", "Reframe", "Intensity", "Time", "Tags"])
        #expect(try Set(labels(8, 5)) == ["walk", "tea"])
        #expect(try labels(9, 2) == ["2026-11-23", "2026-11-22", "2026-11-24"])
        #expect(try labels(0, 3).isEmpty)
    }

    /// The server writes and spawns from one process, with a log file open: git (and so its
    /// hooks) gets standard input, output and error and nothing else nightly holds.
    @Test func gitAndItsHooksInheritOnlyTheStandardStreams() throws {
        try FileManager.default.createDirectory(
            at: journal.appendingPathComponent("2026"), withIntermediateDirectories: true)
        for arguments in [
            ["init", "-q"], ["config", "user.name", "Test"], ["config", "user.email", "t@example.com"],
        ] {
            _ = try GitSandbox.git(["-C", journal.path] + arguments)
        }
        let listing = folder.appendingPathComponent("descriptors.txt")
        try ExecutableScript.write(
            "#!/bin/sh\nexec ls -l /proc/self/fd > '\(listing.path)'\n",
            to: journal.appendingPathComponent(".git/hooks/pre-commit"))
        let log = folder.appendingPathComponent("lsp.log")
        let client = try LanguageServerClient(environment: environment, in: folder, arguments: ["--log", log.path])
        try client.initialize(root: journal)
        let carried = try client.request(
            "workspace/executeCommand", ["command": "nightly.carryForward", "arguments": ["Call Sam", "today"]])
        #expect(carried["error"] == nil, "\(carried)")
        let lines = try String(contentsOf: listing, encoding: .utf8).split(separator: "\n")
        // `ls -l` lines end "N -> TARGET"; ls opens /proc/self/fd itself to list it.
        let inherited = lines.compactMap { line -> String? in
            let parts = line.split(separator: " ")
            guard let arrow = parts.firstIndex(of: "->"), arrow > 0, let number = Int(parts[arrow - 1]), number > 2
            else { return nil }
            let target = parts[(arrow + 1)...].joined(separator: " ")
            return target.hasPrefix("/proc/") && target.hasSuffix("/fd") ? nil : "\(number) -> \(target)"
        }
        #expect(inherited.isEmpty, "\(lines)")
    }

    @Test func codeActionsTickCarryAndCompleteRecords() throws {
        let client = try client()
        // A git journal, so the carried step is committed as `step --add` commits it.
        for arguments in [
            ["init", "-q"], ["config", "user.name", "Test"], ["config", "user.email", "t@example.com"],
        ] {
            _ = try GitSandbox.git(["-C", journal.path] + arguments)
        }
        let yesterday = journal.appendingPathComponent("2026/2026-11-22.md")
        let text = """
            # Sunday

            ## Action step

            - [ ] Call 😀 Sam
            - [x] Walk

            ## Thought diary

            - Situation: the bus was late
            - Thought: I'm always late

            """
        try text.write(to: yesterday, atomically: true, encoding: .utf8)
        let uri = try open(client, yesterday, text)
        func actions(_ line: Int) throws -> [[String: Any]] {
            var params = LSP.document(uri)
            params["range"] = LSP.range(line, 0, line, 0)
            params["context"] = ["diagnostics": [Any]()]
            return try client.result("textDocument/codeAction", params) as? [[String: Any]] ?? []
        }
        func applied(_ action: [String: Any]) -> String {
            let changes = (action["edit"] as? [String: Any])?["changes"] as? [String: [[String: Any]]]
            return LSP.apply(changes?[uri] ?? [], to: text)
        }
        let open = try actions(4)
        let tick = try #require(open.first { ($0["title"] as? String)?.hasPrefix("Tick") == true })
        #expect(applied(tick) == text.replacingOccurrences(of: "- [ ] Call", with: "- [x] Call"))
        let untick = try #require(try actions(5).first { ($0["title"] as? String)?.hasPrefix("Untick") == true })
        #expect(applied(untick) == text.replacingOccurrences(of: "- [x] Walk", with: "- [ ] Walk"))
        let carry = try #require(open.first { ($0["title"] as? String)?.contains("today") == true })
        let command = try #require(carry["command"] as? [String: Any])
        let opened = try client.result(
            "workspace/executeCommand", ["command": command["command"]!, "arguments": command["arguments"]!])
        #expect((opened as? [String: Any])?["uri"] as? String == todayFile.absoluteString)
        // Nothing is written until the editor saves the marked day; then both are one commit.
        #expect(!FileManager.default.fileExists(atPath: todayFile.path))
        try applied(carry).write(to: yesterday, atomically: true, encoding: .utf8)
        try client.notify("textDocument/didSave", LSP.document(uri))
        _ = try client.result("workspace/symbol", ["query": ""])
        #expect(try String(contentsOf: todayFile, encoding: .utf8).contains("- [ ] Call 😀 Sam"))
        #expect(
            try GitSandbox.git(["-C", journal.path, "log", "--format=%s", "--", "2026/2026-11-23.md"])
                == "Journal 2 days, 2026-11-22 to 2026-11-23\n")
        #expect(try GitSandbox.git(["-C", journal.path, "status", "--porcelain", "--", "2026"]).isEmpty)
        let record = try actions(10).compactMap { $0["title"] as? String }
        #expect(record == ["Add the missing 'Fact or feeling:' line", "Add the missing 'Reframe:' line"])
        let reframe = try #require(try actions(9).first { ($0["title"] as? String)?.contains("Reframe") == true })
        #expect(applied(reframe).hasSuffix("- Thought: I'm always late\n- Reframe: \n"))
    }

    /// Ticking the last open step of the day whose steps are due, once the editor saves it, is
    /// committed as `step --done` commits it, and "All of today's steps are done." is said once.
    @Test func tickingTheLastOpenStepSaysTheDaysStepsAreDone() throws {
        let client = try client()
        for arguments in [
            ["init", "-q"], ["config", "user.name", "Test"], ["config", "user.email", "t@example.com"],
        ] {
            _ = try GitSandbox.git(["-C", journal.path] + arguments)
        }
        let yesterday = journal.appendingPathComponent("2026/2026-11-22.md")
        let text = "# Sunday\n\n## Action step\n\n- [x] Walk\n- [ ] Call Sam\n"
        try text.write(to: yesterday, atomically: true, encoding: .utf8)
        let uri = try open(client, yesterday, text)
        var params = LSP.document(uri)
        params["range"] = LSP.range(5, 0, 5, 0)
        params["context"] = ["diagnostics": [Any]()]
        let actions = try client.result("textDocument/codeAction", params) as? [[String: Any]] ?? []
        let tick = try #require(actions.first { ($0["title"] as? String)?.hasPrefix("Tick") == true })
        let command = try #require(tick["command"] as? [String: Any])
        #expect(command["command"] as? String == "nightly.stepChanged")
        let done = try client.request(
            "workspace/executeCommand", ["command": command["command"]!, "arguments": command["arguments"]!])
        #expect(done["error"] == nil, "\(done)")
        let changes = (tick["edit"] as? [String: Any])?["changes"] as? [String: [[String: Any]]]
        let ticked = LSP.apply(changes?[uri] ?? [], to: text)
        #expect(ticked == text.replacingOccurrences(of: "[ ] Call", with: "[x] Call"))
        // Saved twice: one commit, said once.
        try ticked.write(to: yesterday, atomically: true, encoding: .utf8)
        for _ in 0..<2 {
            try client.notify("textDocument/didSave", LSP.document(uri))
            _ = try client.result("workspace/symbol", ["query": ""])
        }
        #expect(try GitSandbox.git(["-C", journal.path, "log", "--format=%s"]) == "Journal 2026-11-22\n")
        _ = try client.request("shutdown")
        let shown = client.notifications.filter { $0["method"] as? String == "window/showMessage" }.compactMap {
            ($0["params"] as? [String: Any])?["message"] as? String
        }
        #expect(shown.filter { $0 == "All of today's steps are done." }.count == 1, "\(shown)")
    }

    @Test func todayAndOpenCreateTheDayFromTheTemplate() throws {
        let client = try client()
        let today = try client.result("workspace/executeCommand", ["command": "nightly.today"]) as? [String: Any]
        #expect(today?["uri"] as? String == todayFile.absoluteString)
        #expect(try String(contentsOf: todayFile, encoding: .utf8).contains("## Journal"))
        let yesterday =
            try client.result("workspace/executeCommand", ["command": "nightly.open", "arguments": ["yesterday"]])
            as? [String: Any]
        #expect(yesterday?["uri"] as? String == journal.appendingPathComponent("2026/2026-11-22.md").absoluteString)
        let bad = try client.request(
            "workspace/executeCommand", ["command": "nightly.open", "arguments": ["feb 30"]])
        #expect(((bad["error"] as? [String: Any])?["message"] as? String)?.contains("feb 30") == true)
    }

    /// The server cannot ask, so a day after today with no entry is created only when the
    /// editor passes `--future` after asking, as `nightly open` asks (issue 24).
    @Test func openCreatesADayAfterTodayOnlyWithTheFutureFlag() throws {
        let client = try client()
        let tomorrow = journal.appendingPathComponent("2026/2026-11-24.md")
        let refused = try client.request(
            "workspace/executeCommand", ["command": "nightly.open", "arguments": ["tomorrow"]])
        let message = (refused["error"] as? [String: Any])?["message"] as? String ?? ""
        #expect(message.contains("2026-11-24 is 1 day from today and has no entry yet"), "\(refused)")
        #expect(message.contains("--future"), "\(message)")
        #expect(!FileManager.default.fileExists(atPath: tomorrow.path))
        let created =
            try client.result(
                "workspace/executeCommand", ["command": "nightly.open", "arguments": ["tomorrow", "--future"]])
            as? [String: Any]
        #expect(created?["uri"] as? String == tomorrow.absoluteString)
        #expect(FileManager.default.fileExists(atPath: tomorrow.path))
        try "# Tuesday\n\nPlans.\n".write(to: tomorrow, atomically: true, encoding: .utf8)
        let again =
            try client.result("workspace/executeCommand", ["command": "nightly.open", "arguments": ["tomorrow"]])
            as? [String: Any]
        #expect(again?["uri"] as? String == tomorrow.absoluteString)
    }

    @Test func symbolsAndFoldsFollowSectionsAndRecords() throws {
        let client = try client()
        let text =
            "# Monday\n\n## Journal\n\nHi\n\n## Thought diary\n\n- Situation: rain\n- Thought: gloom\n\n- Situation: sun\n"
        let uri = try open(client, todayFile, text)
        let symbols = try client.result("textDocument/documentSymbol", LSP.document(uri)) as? [[String: Any]] ?? []
        #expect(symbols.compactMap { $0["name"] as? String } == ["Journal", "Thought diary"])
        let records = (symbols.last?["children"] as? [[String: Any]] ?? []).compactMap { $0["name"] as? String }
        #expect(records == ["rain", "sun"])
        let folds = try client.result("textDocument/foldingRange", LSP.document(uri)) as? [[String: Any]] ?? []
        let spans = folds.map { "\($0["startLine"] as? Int ?? -1)-\($0["endLine"] as? Int ?? -1)" }
        #expect(spans == ["2-4", "6-11", "8-9"])
    }
}
