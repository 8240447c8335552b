import JournalReports
import Testing

struct TerminalTextTests {
    @Test(arguments: 0x00...0x1F)
    func everyC0ControlButTabAndLineFeedIsShownInCaretNotation(value: Int) {
        let text = "a" + String(Unicode.Scalar(UInt8(value))) + "b"
        switch value {
        case 0x09, 0x0A: #expect(TerminalText.visible(text) == text)
        default: #expect(TerminalText.visible(text) == "a^\(String(Unicode.Scalar(UInt8(value + 0x40))))b")
        }
    }

    @Test func namedControlsReadAsLessShowsThem() {
        #expect(TerminalText.visible("\u{0}") == "^@")
        #expect(TerminalText.visible("\u{1B}") == "^[")
        #expect(TerminalText.visible("\u{7}") == "^G")
        #expect(TerminalText.visible("\u{7F}") == "^?")
        #expect(TerminalText.visible("a\rb") == "a^Mb")
        #expect(TerminalText.visible("a\r") == "a^M")
    }

    @Test(arguments: 0x80...0x9F)
    func everyC1ControlIsShownAsItsCodePoint(value: Int) {
        let text = "x" + String(Unicode.Scalar(UInt32(value))!) + "y"
        let hex = String(value, radix: 16, uppercase: true)
        #expect(TerminalText.visible(text) == "x<U+00\(hex)>y")
    }

    @Test func theSequencesOfAnAttackAreShownNotSent() {
        let hostile =
            "\u{1B}]52;c;aGk=\u{7}\u{1B}]0;owned\u{1B}\\\u{1B}[2J"
            + "\u{1B}]8;;https://evil.invalid\u{1B}\\link\u{1B}]8;;\u{1B}\\\u{1B}P1$r\u{1B}\\\u{9B}2J"
        let shown = TerminalText.visible(hostile)
        #expect(!shown.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
        #expect(shown.hasPrefix("^[]52;c;aGk=^G^[]0;owned^[\\^[[2J^[]8;;https://evil.invalid^[\\link"))
        #expect(shown.hasSuffix("^[P1$r^[\\<U+009B>2J"))
    }

    @Test func textWithoutControlsIsKeptAsItIs() {
        let text = "Tab\there, line\nnext, CRLF\r\nnéé Ж 夜 👩‍👩‍👧 e\u{301} a\u{308}\u{20DD} ﷽ \u{A0}\u{200B}"
        #expect(TerminalText.visible(text) == text)
        #expect(TerminalText.visible(Array(text.utf8)) == Array(text.utf8))
    }

    @Test func combiningMarksAfterAControlStayOnTheText() {
        #expect(TerminalText.visible("\u{1B}\u{301}x") == "^[\u{301}x")
    }

    @Test func bytesThatAreNotUTF8NeverReachTheTerminalRaw() {
        let bytes: [UInt8] = [0x61, 0x9B, 0x32, 0x4A, 0x1B, 0x5B, 0xC2, 0x9B]
        let shown = TerminalText.visible(bytes)
        #expect(!shown.contains(0x1B))
        #expect(String(decoding: shown, as: UTF8.self) == "a\u{FFFD}2J^[[<U+009B>")
    }

    @Test func bytesWithoutControlsAreTheSameBytes() {
        let bytes = Array("plain\ttext\n".utf8)
        #expect(TerminalText.visible(bytes) == bytes)
    }
}
