import LanguageServer
import Testing

@Suite struct TextDocumentTests {
    private func change(_ line: Int, _ character: Int, _ endLine: Int, _ endCharacter: Int, _ text: String)
        -> TextDocumentContentChangeEvent
    {
        TextDocumentContentChangeEvent(
            range: TextRange(
                start: Position(line: line, character: character), end: Position(line: endLine, character: endCharacter)
            ),
            text: text)
    }

    @Test func utf16PositionsCountSurrogatePairs() throws {
        var document = TextDocument(uri: "file:///a.md", version: 1, text: "- 😀 tea\n- 日本語\n")
        // 😀 is two UTF-16 units: "tea" starts at character 5.
        try document.apply([change(0, 5, 0, 8, "milk")], version: 2, encoding: .utf16)
        #expect(document.text == "- 😀 milk\n- 日本語\n")
        try document.apply([change(1, 3, 1, 4, "")], version: 3, encoding: .utf16)
        #expect(document.text == "- 😀 milk\n- 日語\n")
        #expect(document.version == 3)
    }

    @Test func utf8PositionsCountBytes() throws {
        var document = TextDocument(uri: "file:///a.md", version: 1, text: "- 😀 tea")
        try document.apply([change(0, 7, 0, 10, "milk")], version: nil, encoding: .utf8)
        #expect(document.text == "- 😀 milk")
    }

    @Test func changesAcrossLinesAndLineBreaks() throws {
        var document = TextDocument(uri: "u", version: 1, text: "a\r\nb\nc")
        try document.apply([change(0, 1, 2, 0, "\n")], version: nil, encoding: .utf16)
        #expect(document.text == "a\nc")
        #expect(document.lines == ["a\n", "c"])
        try document.apply([change(1, 1, 1, 1, "\nd\n")], version: nil, encoding: .utf16)
        #expect(document.lines == ["a\n", "c\n", "d\n", ""])
        // A position past the end is the end; a full change replaces everything.
        try document.apply([change(9, 0, 9, 0, "e")], version: nil, encoding: .utf16)
        #expect(document.text == "a\nc\nd\ne")
        try document.apply([TextDocumentContentChangeEvent(range: nil, text: "x\n")], version: nil, encoding: .utf16)
        #expect(document.lines == ["x\n", ""])
    }

    @Test func aCharacterInsideAPairOrPastTheLineEndIsClamped() {
        let document = TextDocument(uri: "u", version: 1, text: "😀x\r\nb")
        #expect(document.utf8Column(of: Position(line: 0, character: 1), encoding: .utf16) == 4)
        #expect(document.utf8Column(of: Position(line: 0, character: 99), encoding: .utf16) == 5)
        #expect(document.utf8Column(of: Position(line: 0, character: 2), encoding: .utf8) == 0)
        #expect(document.position(line: 0, utf8Column: 5, encoding: .utf16) == Position(line: 0, character: 3))
    }

    @Test func encodingNegotiation() {
        #expect(PositionEncoding.negotiate(offered: ["utf-32", "utf-8", "utf-16"]) == .utf8)
        #expect(PositionEncoding.negotiate(offered: ["utf-32"]) == .utf16)
        #expect(PositionEncoding.negotiate(offered: []) == .utf16)
    }
}
