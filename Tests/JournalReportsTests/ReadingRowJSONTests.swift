import Foundation
import JournalFormat
import Testing

@testable import JournalReports

/// `log --json` finds the bytes to escape eight at a time: it must quote as escaping byte by
/// byte does, wherever in a word the byte falls, and give JSON that reads back as the text.
@Suite struct ReadingRowJSONTests {
    /// The quoting of one byte at a time that ``ReadingRow/json(date:path:line:text:)`` must equal.
    static func quotedByteByByte(_ text: [UInt8]) -> [UInt8] {
        var out: [UInt8] = [UInt8(ascii: "\"")]
        for byte in text {
            switch byte {
            case UInt8(ascii: "\""): out += Array("\\\"".utf8)
            case UInt8(ascii: "\\"): out += Array("\\\\".utf8)
            case 0x0A: out += Array("\\n".utf8)
            case 0x0D: out += Array("\\r".utf8)
            case 0x09: out += Array("\\t".utf8)
            case 0..<0x20, 0x7F: out += Array(String(format: "\\u%04x", byte).utf8)
            default: out.append(byte)
            }
        }
        return out + [UInt8(ascii: "\"")]
    }

    /// Every ASCII byte, and characters of two to four bytes, at each offset within a word.
    static let texts: [[UInt8]] = {
        let samples = (0...0x7F).map { [UInt8($0)] } + ["é", "—", "·", "👍🏽", "日本"].map { Array($0.utf8) }
        return samples.flatMap { sample in
            (0..<9).map { offset in Array("walk by the river".utf8.prefix(offset)) + sample + Array("tea.".utf8) }
        } + [[], Array("\n\n\"\\\u{7F}\u{1}".utf8), Array(repeating: UInt8(ascii: "a"), count: 70)]
    }()

    @Test func quotesAsEscapingEveryByteDoes() throws {
        let date = EntryDate(year: 2026, month: 11, day: 23)
        for text in Self.texts {
            let object = ReadingRow.json(date: date, path: "2026/2026-11-23.md", line: 3, text: text[...])
            // As it stands in the array, laid out as jq lays it out.
            let expected =
                Array(
                    "  {\n    \"date\": \"2026-11-23\",\n    \"line\": 3,\n    \"path\": \"2026/2026-11-23.md\",\n".utf8
                )
                + Array("    \"text\": ".utf8) + Self.quotedByteByByte(text) + Array("\n  }".utf8)
            #expect(object == expected, "\(text)")
            let read = try #require(try JSONSerialization.jsonObject(with: Data(object)) as? [String: Any])
            #expect(read["text"] as? String == String(decoding: text, as: UTF8.self))
        }
    }

    @Test(arguments: [(987, 1, 2), (2026, 11, 23), (9999, 12, 31)])
    func writesTheDateAsISODoes(year: Int, month: Int, day: Int) {
        let date = EntryDate(year: year, month: month, day: day)
        let object = ReadingRow.json(date: date, path: "p", line: 12, text: [])
        #expect(String(decoding: object, as: UTF8.self) == ReadingRow(date: date, path: "p", line: 12, text: "").json)
    }
}
