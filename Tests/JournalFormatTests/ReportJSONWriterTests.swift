import Foundation
import Testing

@testable import JournalFormat

/// `ReportJSONWriter` and `EntryReport.writeJSON` write what `ReportJSON.encode` writes, byte for
/// byte: `export json` writes its entries with them, and its document must stay the one
/// Foundation's encoder made (the golden file, and `cmp` against the previous binary). Held on
/// every control character and awkward string, on every fixture of every test target and
/// every entry of sample-journal/, and at the depth `export json` writes its entries at.
@Suite struct ReportJSONWriterTests {
    /// Foundation's document for a value, without the final newline.
    func encoded(_ value: some Encodable) throws -> String {
        String(try ReportJSON.encode(value).dropLast())
    }

    func written(depth: Int = 0, _ write: (inout ReportJSONWriter) -> Void) -> String {
        var writer = ReportJSONWriter(depth: depth)
        write(&writer)
        return String(decoding: writer.bytes, as: UTF8.self)
    }

    @Test(arguments: 0..<0x80)
    func everyASCIICharacterIsEscapedAsFoundationEscapesIt(code: Int) throws {
        let text = "a\(Character(Unicode.Scalar(UInt8(code))))b"
        #expect(written { $0.string(text) } == (try encoded(text)))
    }

    @Test func awkwardStrings() throws {
        for text in ["", "\"", "\\", "/", "é 日本 🙂 e\u{301}", "\u{2028}\u{2029}\u{FEFF}", "\r\n\t\u{0}\u{1F}\u{7F}"] {
            #expect(written { $0.string(text) } == (try encoded(text)))
        }
        #expect(written { $0.strings(["a", "\n"]) } == (try encoded(["a", "\n"])))
        #expect(written { $0.strings([]) } == (try encoded([String]())))
    }

    /// The text is copied eight bytes at a time, each word stored whole and kept only up to its
    /// first byte to escape: every character to escape, alone or two together, at every place
    /// around the words' edges, in a line long enough for several words, with a wide character
    /// among them.
    @Test(arguments: ["\"", "\\", "\n", "\t", "\r", "\u{0}", "\u{1F}", "\n\n", "\"\\"])
    func escapesAtEveryPlaceOfALongTextAreWrittenAsFoundationWritesThem(escaped: String) throws {
        let line = "Walked home by the river, café closed — 日本 again."
        for offset in 0...line.utf8.count {
            let index = line.utf8.index(line.startIndex, offsetBy: offset)
            guard line.unicodeScalars.indices.contains(index) || index == line.endIndex else { continue }
            var text = line
            text.insert(contentsOf: escaped, at: index)
            text += "\n"
            #expect(written { $0.string(text) } == (try encoded(text)), "\(offset)")
            #expect(written(depth: 2) { $0.string(text + text) } == (try encoded(text + text)), "\(offset)")
        }
    }

    /// Short pieces are copied with two overlapping loads and stores: every length around the
    /// word sizes, as keys, as values and as the depth's indents.
    @Test func everyLengthOfKeyValueAndIndentIsWrittenAsFoundationWritesIt() throws {
        for length in 0...40 {
            let text = String((0..<length).map { Character(Unicode.Scalar(UInt8(0x61 + $0 % 26))) })
            #expect(written { $0.string(text) } == (try encoded(text)), "\(length)")
            let object = written(depth: length % 8) { writer in
                writer.openObject()
                writer.key(text.isEmpty ? "k" : text)
                writer.string(text)
                writer.closeObject()
            }
            let indent = String(repeating: "  ", count: length % 8)
            let key = text.isEmpty ? "k" : text
            #expect(object == "{\n\(indent)  \(try encoded(key)): \(try encoded(text))\n\(indent)}", "\(length)")
        }
    }

    @Test func numbersAreWrittenAsFoundationWritesThem() throws {
        let numbers: [Double] = [
            0, -0.0, 7, -3, 5.5, 0.1, 1 / 3, 7.25, 1e15, 1e16, 1.5e300, 1e-7, 123_456_789.125, 2.0e-308, 5e-324,
            .greatestFiniteMagnitude, Double(Int.max), 9_007_199_254_740_993,
        ]
        for number in numbers {
            #expect(written { $0.number(number) } == (try encoded(number)), "\(number)")
        }
    }

    /// Whole numbers and dates have digits of their own, written in place.
    @Test func integersAndDatesAreWrittenAsFoundationWritesThem() throws {
        for number in [0, 7, -3, 9, 10, 99, 100, 225, 999, 1000, 9999, 10_000, -1_000_000, Int.max, Int.min] {
            #expect(written { $0.int(number) } == (try encoded(number)))
        }
        let dates = [
            EntryDate(year: 1, month: 1, day: 1), EntryDate(year: 999, month: 10, day: 9),
            EntryDate(year: 2026, month: 11, day: 29), EntryDate(year: 9999, month: 12, day: 31),
        ]
        for date in dates {
            #expect(written { $0.date(date) } == (try encoded(date.iso)))
        }
    }

    @Test func anEncodedValueIsIndentedToTheWritersDepth() throws {
        let value = ["b": [1.5, 2], "a": []]
        let whole = try encoded(["outer": [value]])
        let pieced = written { writer in
            writer.openObject()
            writer.key("outer")
            writer.openArray()
            writer.element()
            writer.encoded((try? ReportJSON.encode(value)) ?? "")
            writer.closeArray()
            writer.closeObject()
        }
        #expect(pieced == whole)
    }

    @Test func everyFixtureAndSampleEntry() throws {
        var checked = 0
        for (name, bytes) in try AgreementInputs.everyFixture() {
            guard let entry = try? Entry.parse(bytes, date: nil, path: name) else { continue }
            let report = EntryReport(entry)
            #expect(written { report.writeJSON(to: &$0) } == (try encoded(report)), "\(name)")
            checked += 1
        }
        #expect(checked > 100)
    }

    /// Keys Foundation sorts its own way (capitals, digits, accents) and repeated keys are
    /// written in Foundation's order, and the members added among the report's own sorted in.
    @Test func awkwardKeysAndAddedMembersAtExportsDepth() throws {
        let entry = try Fixture.entry("json/awkward-keys.md")
        let report = EntryReport(entry)
        struct Exported: Encodable {
            var report: EntryReport
            var text: String
            func encode(to encoder: Encoder) throws {
                try report.encode(to: encoder)
                var container = encoder.container(keyedBy: Key.self)
                try container.encode(text, forKey: .text)
                try container.encode(["n": 1], forKey: .trackTimes)
            }
            enum Key: String, CodingKey {
                case text
                case trackTimes = "track_times"
            }
        }
        let whole = try encoded(["entries": [Exported(report: report, text: entry.text)]])
        let pieced = written(depth: 2) { writer in
            report.writeJSON(
                to: &writer,
                adding: [
                    EntryReport.ExtraMember(key: "track_times") {
                        $0.encoded((try? ReportJSON.encode(["n": 1])) ?? "")
                    },
                    EntryReport.ExtraMember(key: "text") { $0.string(entry.text) },
                ])
        }
        #expect("{\n  \"entries\": [\n    " + pieced + "\n  ]\n}" == whole)
        #expect(!report.frontMatter.fields.isEmpty)
    }
}
