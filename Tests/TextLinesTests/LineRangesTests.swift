import Testing
import TextLines

@Suite struct LineRangesTests {
    private func lines(_ text: String) -> [String] {
        let bytes = Array(text.utf8)
        return LineRanges.lines(of: bytes).map { String(decoding: bytes[$0.full], as: UTF8.self) }
    }

    @Test(arguments: [
        ("", [String]()), ("a", ["a"]), ("a\n", ["a\n"]), ("a\nb", ["a\n", "b"]), ("a\r\nb\r\n", ["a\r\n", "b\r\n"]),
        ("a\rb\r", ["a\r", "b\r"]), ("\r\r\n\n\r", ["\r", "\r\n", "\n", "\r"]), ("a\n\rb", ["a\n", "\r", "b"]),
        ("é\r😀", ["é\r", "😀"]),
    ])
    func everyBreakEndsALineAndBelongsToIt(text: String, expected: [String]) {
        #expect(lines(text) == expected)
    }

    @Test func contentLeavesTheBreakOutAndTheLastLineMayHaveNone() {
        let bytes = Array("ab\r\ncd\ref\ng".utf8)
        let found = LineRanges.lines(of: bytes)
        #expect(found.map(\.content) == [0..<2, 4..<6, 7..<9, 10..<11])
        #expect(found.map(\.hasLineBreak) == [true, true, true, false])
        #expect(found.map(\.end) == [4, 7, 10, 11])
    }

    @Test func withoutACarriageReturnTheFastPathSplitsTheSame() {
        // Same lines, with and without a `\r` somewhere that switches paths.
        let plain = "one\ntwo\n\nthree"
        #expect(lines(plain) == ["one\n", "two\n", "\n", "three"])
        #expect(lines(plain + "\r") == ["one\n", "two\n", "\n", "three\r"])
    }

    @Test func nextGivesContentRangesAndPositionTheNextLineStart() {
        let bytes = Array("a\r\nb".utf8)
        bytes.withUnsafeBufferPointer { buffer in
            var ranges = LineRanges(buffer)
            #expect(ranges.next() == 0..<1)
            #expect(ranges.position == 3)
            #expect(ranges.next() == 3..<4)
            #expect(ranges.next() == nil)
        }
    }

    @Test(arguments: [("", 0), ("a", 0), ("a\n", 1), ("a\r", 1), ("a\r\n", 2), ("\n", 1), ("\r\n", 2), ("\n\r", 1)])
    func lineBreakLengthAtTheEnd(text: String, length: Int) {
        #expect(LineRanges.lineBreakLength(atEndOf: Array(text.utf8)) == length)
        #expect(LineRanges.lineBreakLength(atEndOf: text.utf8) == length)
    }
}
