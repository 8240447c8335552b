import SmartLists
import TestSupport
import Testing
import TextLines

/// SmartLists counts lines as the editors that call `nightly lists` do (vim, kakoune): a line
/// ends at `\n`, the `\r` of a `\r\n` is no column, and a lone `\r` is a character of its line.
/// Everything that reads the journal splits lines by TextLines, where a lone `\r` ends a line as
/// it does for CommonMark and LSP. The two rules agree on every text without a lone `\r`.
@Suite struct LineRuleTests {
    static let pieces = ["a", "- ", "1. ", "- [ ] ", " ", "\n", "\r\n", "é", "😀", "\t", "\n\n"]

    @Test(arguments: 0..<200)
    func withoutALoneCarriageReturnTheEngineCountsLinesAsTextLines(seed: Int) {
        var random = SeededRandom(seed: seed)
        let text = (0..<random.int(0...24)).map { _ in Self.pieces[random.below(Self.pieces.count)] }.joined()
        let bytes = Array(text.utf8)
        var cursor = LineCursor(bytes)
        for offset in 0...bytes.count {
            guard offset == bytes.count || bytes[offset] & 0xC0 != 0x80,
                offset == 0 || offset == bytes.count || bytes[offset - 1] != 0x0D
            else { continue }
            let (line, start) = cursor.line(of: offset)
            let position = TextPosition(offset: offset, in: text)
            #expect(position == TextPosition(line: line + 1, column: offset - start + 1), "\(text.debugDescription)")
            #expect(position.offset(in: text) == offset, "\(text.debugDescription) at \(offset)")
        }
    }

    @Test func aLoneCarriageReturnIsACharacterOfItsLineForTheEngineOnly() {
        let text = "- a\r- b\nc"
        #expect(TextPosition(offset: 6, in: text) == TextPosition(line: 1, column: 7))
        var cursor = LineCursor(Array(text.utf8))
        #expect(cursor.line(of: 6) == (line: 1, start: 4))
        #expect(TextPosition(offset: 8, in: text) == TextPosition(line: 2, column: 1))
        #expect(cursor.line(of: 8) == (line: 2, start: 8))
    }
}
