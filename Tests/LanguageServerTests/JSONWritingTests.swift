import Foundation
import LanguageServer
import Testing

/// The journal-wide answers write their own JSON: byte for byte what the connection's
/// `JSONEncoder` (keys sorted, slashes not escaped) writes for them.
@Suite struct JSONWritingTests {
    private func encoded<Value: Encodable>(_ value: Value) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.withoutEscapingSlashes, .sortedKeys]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    private func written<Value: JSONWriting>(_ value: Value) -> String {
        String(decoding: value.jsonBytes, as: UTF8.self)
    }

    private let range = TextRange(
        start: Position(line: 0, character: 7), end: Position(line: 12_345, character: 1_234_567))
    /// Quotes, backslashes, slashes, control characters, non-ASCII and an emoji.
    private let awkward = "a \"quoted\" \\ path/to\n\t\r\u{8}\u{C}\u{1}\u{1F}\u{7F} café 🌙"

    @Test func locationsAsTheEncoderWritesThem() throws {
        let locations = [
            Location(uri: "file:///journal/2026/2026-11-20.md", range: range),
            Location(uri: "file:///j%20o/" + awkward, range: TextRange(lines: 3, 4)),
        ]
        #expect(written(locations) == (try encoded(locations)))
        #expect(written([Location]()) == "[]")
    }

    @Test func workspaceEditAsTheEncoderWritesIt() throws {
        var changes: [String: [TextEdit]] = [:]
        for day in (1...28).shuffled() {
            let uri = "file:///journal/2026/2026-02-\(day < 10 ? "0" : "")\(day).md"
            changes[uri] = [TextEdit(range: range, newText: "renamed"), TextEdit(range: range, newText: awkward)]
        }
        changes["file:///journal/notes/x.md"] = []
        let edit = WorkspaceEdit(changes: changes)
        #expect(written(edit) == (try encoded(edit)))
        #expect(written(WorkspaceEdit(changes: [:])) == (try encoded(WorkspaceEdit(changes: [:]))))
    }

    @Test func symbolsAsTheEncoderWritesThem() throws {
        let location = Location(uri: "file:///journal/2026/2026-11-20.md", range: range)
        let symbols = [
            SymbolInformation(name: "2026-11-20 Friday: " + awkward, kind: 1, location: location),
            SymbolInformation(name: "#work", kind: 20, location: location, containerName: "2026-11-20"),
            SymbolInformation(name: awkward, kind: -24, location: location, containerName: awkward),
        ]
        #expect(written(symbols) == (try encoded(symbols)))
    }
}
