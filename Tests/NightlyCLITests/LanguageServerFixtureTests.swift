import Foundation
import JournalFormat
import Testing

/// Every SmartLists fixture case that presses Enter gives the fixture's text after through
/// `nightly lists --key enter`, and the same through `textDocument/onTypeFormatting` after the
/// client typed the line break.
@Suite final class LanguageServerFixtureTests: ScratchJournalTests {
    /// An Enter case of Tests/SmartListsTests/Fixtures: the text before, with the caret, and
    /// the text after (without its caret).
    struct EnterCase {
        var name: String
        var text: String
        var caret: String.Index
        var isCRLF: Bool
        var expected: String
    }

    static func enterCases() throws -> [EnterCase] {
        let folder = NightlyProcess.packageRoot.appendingPathComponent("Tests/SmartListsTests/Fixtures")
        var cases: [EnterCase] = []
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        where name.hasSuffix(".txt") {
            let contents = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            for block in contents.components(separatedBy: "\n## ").map({
                $0.hasPrefix("## ") ? String($0.dropFirst(3)) : $0
            }) {
                let lines = block.components(separatedBy: "\n")
                guard lines.contains("key: enter"), let start = lines.firstIndex(of: "before:"),
                    let end = lines.firstIndex(of: "after:")
                else { continue }
                let isCRLF = lines.prefix(start).contains("crlf")
                func document(_ body: ArraySlice<String>) -> String {
                    var body = Array(body)
                    while body.last?.isEmpty == true { body.removeLast() }
                    let text = body.joined(separator: "\n").replacingOccurrences(of: "⇥", with: "\t")
                        .replacingOccurrences(of: "⏎", with: "\n")
                    return isCRLF ? text.replacingOccurrences(of: "\n", with: "\r\n") : text
                }
                var text = document(lines[(start + 1)..<end])
                guard let marker = text.range(of: "‸") else { continue }
                let offset = text.utf8.distance(from: text.utf8.startIndex, to: marker.lowerBound)
                text.removeSubrange(marker)
                let caret = text.utf8.index(text.utf8.startIndex, offsetBy: offset)
                let expected = document(lines[(end + 1)...]).replacingOccurrences(of: "‸", with: "")
                cases.append(
                    EnterCase(
                        name: "\(name): \(lines[0])", text: text, caret: caret, isCRLF: isCRLF, expected: expected))
            }
        }
        return cases
    }

    /// The E12 case for Enter after the thought diary prompt is the prompt a new entry gets, so
    /// that a change to the template is a change to the case.
    @Test func theThoughtDiaryFixtureHoldsTheTemplatesPrompt() throws {
        let fixture = try #require(
            try Self.enterCases().first { $0.name.hasSuffix("Enter after the thought diary prompt's --> falls back") })
        let template = EntryTemplate.text(for: EntryDate(year: 2026, month: 11, day: 26))
        #expect(template.hasSuffix("\n\n" + fixture.text + "\n"))
        #expect(fixture.text.hasPrefix("<!--") && fixture.caret == fixture.text.endIndex)
    }

    @Test func everyEnterFixtureMatchesTheListsFilter() throws {
        let cases = try Self.enterCases()
        #expect(cases.count >= 150)
        let client = try LanguageServerClient(environment: environment, in: folder)
        try client.initialize(root: nil)
        var compared = 0
        for (number, fixture) in cases.enumerated() {
            let text = fixture.text
            let before = text[..<fixture.caret]
            let line = before.utf8.filter { $0 == 10 }.count
            // By bytes: "\r\n" is one Character, which a search for "\n" would not find.
            let lineStart = before.utf8.lastIndex(of: 10).map { text.utf8.index(after: $0) } ?? text.startIndex
            let utf16Column = text[lineStart..<fixture.caret].utf16.count
            let utf8Column = text.utf8.distance(from: lineStart, to: fixture.caret) + 1
            let filter = try run(["lists", "--key", "enter", "--cursor", "\(line + 1):\(utf8Column)"], stdin: text)
            guard filter.status == 0 else { continue }  // A caret the filter refuses: counted below.
            compared += 1
            #expect(filter.out == fixture.expected, "nightly lists: \(fixture.name)")
            let uri = "file:///fixtures/\(number).md"
            try client.notify(
                "textDocument/didOpen",
                ["textDocument": ["uri": uri, "languageId": "markdown", "version": 1, "text": text]])
            let newline = fixture.isCRLF ? "\r\n" : "\n"
            try client.notify(
                "textDocument/didChange",
                [
                    "textDocument": ["uri": uri, "version": 2],
                    "contentChanges": [["range": LSP.range(line, utf16Column, line, utf16Column), "text": newline]],
                ])
            let typed = String(before) + newline + String(text[fixture.caret...])
            let edits =
                try client.result(
                    "textDocument/onTypeFormatting",
                    ["textDocument": ["uri": uri], "position": LSP.position(line + 1, 0), "ch": "\n"])
                as? [[String: Any]] ?? []
            #expect(LSP.apply(edits, to: typed) == filter.out, "nightly lsp: \(fixture.name)")
        }
        #expect(compared == cases.count, "compared \(compared) of \(cases.count)")
    }
}
