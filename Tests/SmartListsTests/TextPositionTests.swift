import SmartLists
import Testing

/// LINE:COLUMN ↔ offsets, in UTF-8 bytes (vim, kakoune, the CLI) and UTF-16 units (LSP).
@Suite struct TextPositionTests {
    let text = "- 日本\r\n- 🌙x\n"

    @Test func utf8ColumnsCountBytes() {
        #expect(TextPosition(line: 1, column: 9).offset(in: text) == 8)  // end of "- 日本"
        #expect(TextPosition(line: 2, column: 7).offset(in: text) == 16)  // after "🌙"
        #expect(TextPosition(offset: 16, in: text) == TextPosition(line: 2, column: 7))
    }

    @Test func utf16ColumnsCountCodeUnits() {
        #expect(TextPosition(line: 2, column: 5).offset(in: text, unit: .utf16) == 16)
        #expect(TextPosition(offset: 16, in: text, unit: .utf16) == TextPosition(line: 2, column: 5))
    }

    @Test func positionsOutsideTheTextOrInsideACharacterHaveNoOffset() {
        #expect(TextPosition(line: 1, column: 10).offset(in: text) == nil)  // between \r and \n
        #expect(TextPosition(line: 1, column: 4).offset(in: text) == nil)  // inside 日
        #expect(TextPosition(line: 2, column: 4).offset(in: text, unit: .utf16) == nil)  // inside 🌙
        #expect(TextPosition(line: 4, column: 1).offset(in: text) == nil)
        #expect(TextPosition(line: 3, column: 1).offset(in: text) == text.utf8.count)
    }

    /// One definition of a column, used both ways: every caret the engine can return (any
    /// scalar boundary but the middle of a `\r\n` pair) converts to a position and back.
    @Test(arguments: ["- a\r", "- a\rb\n- c", "\r\r\n\r", "- 日本\r\n- 🌙\r", "x\r\n"])
    func everyCaretConvertsToAPositionAndBack(text: String) {
        let utf8 = Array(text.utf8)
        for offset in 0...utf8.count {
            let index = text.utf8.index(text.utf8.startIndex, offsetBy: offset)
            let insidePair = offset > 0 && offset < utf8.count && utf8[offset - 1] == 13 && utf8[offset] == 10
            guard index.samePosition(in: text.unicodeScalars) != nil, !insidePair else { continue }
            for unit in [TextPosition.Unit.utf8, .utf16] {
                let position = TextPosition(offset: offset, in: text, unit: unit)
                #expect(position.offset(in: text, unit: unit) == offset, "\(offset) in \(Array(text.utf8))")
            }
        }
    }

    @Test func parsing() {
        #expect(TextPosition(parsing: "12:3") == TextPosition(line: 12, column: 3))
        #expect(TextPosition(parsing: "0:3") == nil)
        #expect(TextPosition(parsing: "1:") == nil)
        #expect(TextPosition(parsing: "1:2:3") == nil)
    }

    @Test func engineRejectsCursorsInsideCharactersWithoutEdits() {
        let result = SmartListEngine().respond(to: .backspace, in: "- 🇯🇵", cursor: 6)
        #expect(result.edits.isEmpty && result.isFallback && result.cursor == 6)
    }

    @Test func renumberListRewritesTheWholeListFromItsFirstNumber() {
        let text = "Intro\n\n3. a\n3. b\n7. c\n\n- x\n"
        let edits = SmartListEngine(lookBehind: 1).renumberList(in: text, at: text.utf8.count - 7)
        #expect(
            EditResult(edits: edits, cursor: 0, isFallback: false).applied(to: text)
                == "Intro\n\n3. a\n4. b\n5. c\n\n- x\n")
    }

    /// Found by the smartlists fuzz target: a combining mark at the start of an item joins the
    /// marker's space, so rewriting the whole marker cut that character.
    @Test func renumberingAnItemThatStartsWithACombiningMarkChangesOnlyItsDigits() {
        let text = "1. a\n3. \u{0346}x\n7. c\n"
        let edits = SmartListEngine().renumberList(in: text, at: 1)
        #expect(edits == [Edit(range: 5..<6, replacement: "2"), Edit(range: 12..<13, replacement: "3")])
        #expect(
            EditResult(edits: edits, cursor: 0, isFallback: false).applied(to: text) == "1. a\n2. \u{0346}x\n3. c\n")
    }
}
