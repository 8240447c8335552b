import TestSupport
import Testing
import TextLines

/// Every line of any text, by the one rule: the lines put back together are the text, no line
/// holds a break before its end, and there are as many breaks as `\n`s and lone `\r`s.
@Suite struct LineRuleLawTests {
    static let pieces = ["a", " ", "\n", "\r\n", "\r", "é", "😀", "\r\r\n", "\n\r", "\0"]

    static func text(_ seed: Int) -> [UInt8] {
        var random = SeededRandom(seed: seed)
        return Array((0..<random.int(0...30)).map { _ in pieces[random.below(pieces.count)] }.joined().utf8)
    }

    @Test(arguments: 0..<300)
    func linesCoverTheTextAndBreakOnlyAtTheirEnd(seed: Int) {
        let bytes = Self.text(seed)
        let lines = LineRanges.lines(of: bytes)
        #expect(lines.flatMap { bytes[$0.full] } == bytes)
        #expect(zip(lines, lines.dropFirst()).allSatisfy { $0.end == $1.start })
        for line in lines {
            #expect(!bytes[line.content].contains(0x0A) && !bytes[line.content].contains(0x0D))
            #expect(line.end - line.contentEnd == LineRanges.lineBreakLength(atEndOf: bytes[line.full]))
        }
        let feeds = bytes.filter { $0 == 0x0A }.count
        let loneReturns = bytes.indices.filter { bytes[$0] == 0x0D && ($0 + 1 == bytes.count || bytes[$0 + 1] != 0x0A) }
        #expect(lines.filter(\.hasLineBreak).count == feeds + loneReturns.count)
    }

    /// The cursor puts each offset on the line whose bytes (its break included) hold it, and
    /// the end of a text that ends with a break on a last, empty line.
    @Test(arguments: 0..<300)
    func theCursorFindsTheLineThatHoldsEachOffset(seed: Int) {
        let bytes = Self.text(seed)
        let lines = LineRanges.lines(of: bytes)
        var cursor = LineCursor(bytes)
        for offset in 0...bytes.count {
            let expected =
                lines.firstIndex { $0.full.contains(offset) }
                ?? (lines.last?.hasLineBreak == true ? lines.count : max(lines.count - 1, 0))
            let found = cursor.line(of: offset)
            #expect(found.line == expected, "\(bytes) at \(offset)")
            #expect(found.start == (expected < lines.count ? lines[expected].start : bytes.count))
        }
        // Asked out of order, it starts again.
        #expect(cursor.line(of: 0) == (line: 0, start: 0))
    }
}
