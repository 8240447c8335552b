import LanguageServer
import TestSupport
import Testing

@testable import JournalLanguageServer

/// References and rename place their ranges in files the editor has not opened with
/// ``ByteRanges``, one pass over the bytes; they must land where the open document, split by
/// the one line rule (TextLines), puts them, whatever the line breaks.
@Suite struct ByteRangesTests {
    static let pieces = ["a", "#tag", " ", "\n", "\r\n", "\r", "é", "😀", "\r\r\n", "\n\r"]

    @Test(arguments: 0..<200)
    func onePassAgreesWithTheDocumentsLines(seed: Int) {
        var random = SeededRandom(seed: seed)
        let text = (0..<random.int(0...30)).map { _ in Self.pieces[random.below(Self.pieces.count)] }.joined()
        let bytes = Array(text.utf8)
        // Offsets on scalar boundaries, never between a `\r` and its `\n` (no position there).
        let offsets = (0...bytes.count).filter { offset in
            (offset == bytes.count || bytes[offset] & 0xC0 != 0x80)
                && !(offset > 0 && offset < bytes.count && bytes[offset - 1] == 0x0D && bytes[offset] == 0x0A)
        }
        var ranges: [Range<Int>] = []
        for _ in 0..<random.int(1...6) {
            let one = offsets[random.below(offsets.count)], other = offsets[random.below(offsets.count)]
            ranges.append(min(one, other)..<max(one, other))
        }
        ranges.sort { $0.lowerBound < $1.lowerBound }
        let positions = FilePositions(bytes)
        for encoding in [PositionEncoding.utf8, .utf16] {
            let expected = ranges.map { positions.range($0, encoding: encoding) }
            #expect(ByteRanges.ranges(ranges, in: bytes, encoding: encoding) == expected, "\(text.debugDescription)")
        }
    }

    @Test func aLoneCarriageReturnEndsALineAndACRLFEndsOne() {
        let bytes = Array("a\rb\r\nc\nd".utf8)
        let found = ByteRanges.ranges([2..<3, 5..<6, 7..<8], in: bytes, encoding: .utf8)
        #expect(
            found.map(\.start) == [
                Position(line: 1, character: 0), .init(line: 2, character: 0), .init(line: 3, character: 0),
            ])
    }
}
