import Testing

@testable import NightlyCore

@Suite struct KeyParserTests {
    func keys(_ bytes: [UInt8]) -> [Key] {
        var parser = KeyParser()
        return parser.feed(bytes)
    }

    @Test func arrowsInNormalAndApplicationMode() {
        #expect(keys(Array("\u{1B}[C\u{1B}[D\u{1B}OC\u{1B}OD\u{1B}[A".utf8)) == [.right, .left, .right, .left, .up])
    }

    @Test func modifiedArrowsAndOtherSequences() {
        #expect(keys(Array("\u{1B}[1;5C\u{1B}[15~".utf8)) == [.right, .other])
    }

    @Test func pageUpAndPageDown() {
        #expect(keys(Array("\u{1B}[5~\u{1B}[6~\u{1B}[55~".utf8)) == [.pageUp, .pageDown, .other])
    }

    @Test func aLoneEscapeWaitsThenCountsAsEscape() {
        var parser = KeyParser()
        #expect(parser.feed([0x1B]) == [])
        #expect(parser.hasPendingEscape)
        #expect(parser.flushPendingEscape() == [.escape])
    }

    @Test func aSequenceSplitAcrossReadsIsOneKey() {
        var parser = KeyParser()
        #expect(parser.feed([0x1B]) == [])
        #expect(parser.feed([UInt8(ascii: "[")]) == [])
        #expect(parser.feed([UInt8(ascii: "C")]) == [.right])
    }

    @Test func escapeThenALetterIsEscapeThenTheLetter() {
        #expect(keys([0x1B, UInt8(ascii: "q")]) == [.escape, .character("q")])
    }

    @Test func lettersSpaceEnterAndUTF8() {
        #expect(keys(Array("q \ré".utf8)) == [.character("q"), .space, .enter, .character("é")])
    }
}
