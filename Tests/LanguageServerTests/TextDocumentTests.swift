import LanguageServer
import TestSupport
import Testing

@Suite struct TextDocumentTests {
    @Test(arguments: [PositionEncoding.utf8, .utf16])
    func hostilePositionsClampIntoTheDocument(encoding: PositionEncoding) {
        let document = TextDocument(uri: "file:///a.md", version: 1, text: "ab😀\ncd\n")
        let endOfEmoji = encoding == .utf8 ? 6 : 4
        #expect(document.clamped(Position(line: 0, character: Int.max), encoding: encoding).character == endOfEmoji)
        #expect(
            document.clamped(Position(line: -1, character: -1), encoding: encoding) == Position(line: 0, character: 0))
        #expect(
            document.clamped(Position(line: Int.max, character: 0), encoding: encoding)
                == Position(line: 2, character: 0))
        #expect(document.clamped(Position(line: Int.min, character: Int.min), encoding: encoding).line == 0)
        let range = document.clamped(
            TextRange(start: Position(line: Int.max, character: 3), end: Position(line: -5, character: 9)),
            encoding: encoding)
        #expect(range.start == Position(line: 2, character: 0) && range.end == range.start)
    }

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

    @Test func aLoneCarriageReturnEndsALineAsLSPCountsThem() {
        let document = TextDocument(uri: "u", version: 1, text: "a\rb\r\nc\nd\r")
        #expect(document.lines == ["a\r", "b\r\n", "c\n", "d\r", ""])
        #expect((0..<5).map { String(document.content(ofLine: $0)) } == ["a", "b", "c", "d", ""])
        #expect(TextDocument.split("\r\r") == ["\r", "\r", ""])
        #expect(TextDocument.split("") == [""])
        #expect(document.utf8Column(of: Position(line: 0, character: 9), encoding: .utf16) == 1)
    }

    @Test func changesInALoneCarriageReturnDocumentUseUTF16Positions() throws {
        var document = TextDocument(uri: "u", version: 1, text: "😀 tea\r- 日本\rend")
        try document.apply([change(0, 3, 0, 6, "milk")], version: nil, encoding: .utf16)
        #expect(document.lines == ["😀 milk\r", "- 日本\r", "end"])
        try document.apply([change(1, 3, 2, 1, "\rE")], version: nil, encoding: .utf16)
        #expect(document.lines == ["😀 milk\r", "- 日\r", "End"])
        try document.apply([change(0, 7, 0, 7, "\r")], version: nil, encoding: .utf16)
        #expect(document.lines == ["😀 milk\r", "\r", "- 日\r", "End"])
        try document.apply([change(3, 3, 3, 3, "\r")], version: nil, encoding: .utf16)
        #expect(document.lines == ["😀 milk\r", "\r", "- 日\r", "End\r", ""])
    }

    @Test func aChangeThatBringsACarriageReturnAndALineFeedTogetherMakesOneLineBreak() throws {
        var document = TextDocument(uri: "u", version: 1, text: "a\rb\nc")
        // Deleting `b` leaves `\r\n`: one break, so `c` moves up a line.
        try document.apply([change(1, 0, 1, 1, "")], version: nil, encoding: .utf16)
        #expect(document.lines == ["a\r\n", "c"])
        // Typing `\n` at the start of the line after a lone `\r` joins the two as well.
        var typed = TextDocument(uri: "u", version: 1, text: "a\rb")
        try typed.apply([change(1, 0, 1, 0, "\n")], version: nil, encoding: .utf16)
        #expect(typed.lines == ["a\r\n", "b"])
        // Text typed before the break leaves it whole.
        try typed.apply([change(0, 1, 0, 1, "x")], version: nil, encoding: .utf16)
        #expect(typed.lines == ["ax\r\n", "b"])
        var parted = TextDocument(uri: "u", version: 1, text: "a\r")
        try parted.apply([change(1, 0, 1, 0, "\n")], version: nil, encoding: .utf16)
        #expect(parted.lines == ["a\r\n", ""])
    }

    /// Any run of incremental changes leaves the lines a fresh split of the text would give,
    /// and the text the changes describe.
    @Test func incrementalChangesAgreeWithSplittingTheWholeText() throws {
        let pieces = ["a", "\r", "\n", "\r\n", "é", "😀", " "]
        var random = SeededRandom(state: 20)
        for _ in 0..<300 {
            let text = (0..<random.below(12)).map { _ in pieces[random.below(pieces.count)] }.joined()
            var document = TextDocument(uri: "u", version: 1, text: text)
            var expected = Array(text.utf16)
            for _ in 0..<4 {
                let lines = document.lines
                func position() -> (Position, Int) {
                    let line = random.below(lines.count)
                    let content = document.content(ofLine: line)
                    let scalars = Array(content.unicodeScalars)
                    let prefix = scalars.prefix(random.below(scalars.count + 1))
                    let character = prefix.reduce(0) { $0 + UTF16.width($1) }
                    let offset = lines[..<line].reduce(0) { $0 + $1.utf16.count } + character
                    return (Position(line: line, character: character), offset)
                }
                var (start, from) = position()
                var (end, to) = position()
                if from > to { swap(&start, &end); swap(&from, &to) }
                let inserted = (0..<random.below(3)).map { _ in pieces[random.below(pieces.count)] }.joined()
                try document.apply(
                    [TextDocumentContentChangeEvent(range: TextRange(start: start, end: end), text: inserted)],
                    version: nil, encoding: .utf16)
                expected.replaceSubrange(from..<to, with: Array(inserted.utf16))
                #expect(Array(document.text.utf16) == expected, "\(text.debugDescription)")
                #expect(document.lines == TextDocument.split(document.text), "\(text.debugDescription)")
            }
        }
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

    /// A document of several chunks (``LineList`` cuts them at 64 KB) changed anywhere, across
    /// chunks too (a deletion of thousands of lines, a paste of thousands), keeps the text the
    /// changes describe and the lines a fresh split gives.
    @Test func changesAcrossTheChunksOfALargeDocumentAgreeWithSplittingTheWholeText() throws {
        let text = (0..<8000).map { "- item \($0) with a few words\n" }.joined()
        var document = TextDocument(uri: "u", version: 1, text: text)
        var expected = Array(text.utf8)
        var random = SeededRandom(state: 23)
        let pieces = ["a", "\r", "\n", "\r\n", " ", "- x\n"]
        for round in 0..<150 {
            let lines = document.lines
            var starts = [0]
            for line in lines { starts.append(starts.last! + line.utf8.count) }
            func position(near line: Int) -> (Position, Int) {
                let line = min(max(line, 0), lines.count - 1)
                let character = random.below(document.content(ofLine: line).utf8.count + 1)
                return (Position(line: line, character: character), starts[line] + character)
            }
            let line = random.below(lines.count)
            var (start, from) = position(near: line)
            let span = round % 10 == 0 ? random.below(3000) : random.below(3)
            var (end, to) = position(near: line + span)
            if from > to { swap(&start, &end); swap(&from, &to) }
            let inserted =
                round % 10 == 5
                ? String(repeating: "- pasted line\n", count: random.below(3000))
                : (0..<random.below(4)).map { _ in pieces[random.below(pieces.count)] }.joined()
            try document.apply(
                [TextDocumentContentChangeEvent(range: TextRange(start: start, end: end), text: inserted)],
                version: nil, encoding: .utf8)
            expected.replaceSubrange(from..<to, with: Array(inserted.utf8))
            #expect(document.utf8 == expected, "round \(round)")
            #expect(document.lines == TextDocument.split(document.text), "round \(round)")
        }
    }
}
