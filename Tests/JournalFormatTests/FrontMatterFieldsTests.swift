import Foundation
import Testing

@testable import JournalFormat

/// The front matter's keys read straight from the bytes, and the one edit nightly makes there:
/// a key set to a value, byte for byte.
@Suite struct FrontMatterFieldsTests {
    static func fixture(_ name: String) throws -> [UInt8] {
        try Fixture.bytes("tracking/\(name)")
    }

    static func applying(_ splice: ByteSplice, to bytes: [UInt8]) -> [UInt8] {
        var result = bytes
        result.replaceSubrange(splice.range, with: splice.bytes)
        return result
    }

    @Test func keysValuesListsAndLinesAreReadAsWritten() throws {
        let fields = try #require(FrontMatterFields.read(try Self.fixture("block-count.md")))
        #expect(fields.map(\.key) == ["tags", "mood", "weather", "cigarettes"])
        #expect(fields[0].listItems == ["work"])
        #expect(fields[1].text == "6/10", "a comment after the value is not the value")
        #expect(fields[1].lines == 3...3 && fields[1].valueColumn == 7)
        #expect(fields[2].text == "\"mild: 12°C\"")
        #expect(fields[3].listItems == ["08:10", "12:40"] && fields[3].lines == 5...7)
    }

    @Test func aByteOrderMarkCarriageReturnsAndTheDotsFenceAreFrontMatterToo() throws {
        #expect(FrontMatterFields.read(try Self.fixture("bom-crlf.md"))?.map(\.text) == ["4"])
        #expect(FrontMatterFields.read(try Self.fixture("lone-cr.md"))?.map(\.text) == ["5"])
        #expect(FrontMatterFields.read(try Self.fixture("unclosed.md")) == nil)
        #expect(FrontMatterFields.read(try Self.fixture("none-no-final-newline.md")) == nil)
    }

    /// Exactly: a value replaced where it stands, a key added before the closing fence in the
    /// file's own line breaks, a front matter made after a byte-order mark.
    @Test(arguments: [
        ("block-count.md", "mood", "7", "---\ntags: [work]\nmood: 7 # after the meeting\n"),
        ("block-count.md", "cigarettes", "[08:10]", "weather: \"mild: 12°C\"\ncigarettes: [08:10]\n---\n# Monday"),
        ("bom-crlf.md", "sleep", "7.5", "\u{FEFF}---\r\nmood: 4\r\nsleep: 7.5\r\n---\r\n# Tuesday"),
        ("empty-value.md", "mood", "3", "---\nmood: 3\n---\n"),
        ("none-no-final-newline.md", "walk", "yes", "---\nwalk: yes\n---\n# No front matter\n\nJust words."),
        ("unclosed.md", "mood", "2", "---\nmood: 2\n---\n---\n# unclosed\n"),
        ("lone-cr.md", "walk", "no", "---\rmood: 5\rwalk: no\r...\r"),
    ])
    func settingAKeyChangesOnlyItsBytes(name: String, key: String, value: String, expected: String) throws {
        let bytes = try Self.fixture(name)
        let edited = Self.applying(FrontMatterFields.setting(key, to: value, in: bytes), to: bytes)
        let text = String(decoding: edited, as: UTF8.self)
        #expect(text.contains(expected), "\(text.debugDescription)")
        #expect(FrontMatterFields.read(edited).flatMap { FrontMatterFields.field(key, in: $0) }?.text == value)
    }

    /// Over every fixture and sample entry: the value reads back, setting it again changes
    /// nothing, every other key keeps its text, and the entry's Markdown is what it was.
    @Test func settingAKeyReadsBackIsIdempotentAndLeavesTheRestAsItWas() throws {
        for (name, bytes) in try AgreementInputs.everyFixture() where TextEncoding.firstInvalidUTF8(in: bytes) == nil {
            for (key, value) in [("mood", "6"), ("tags", "[x]"), ("cigarettes", "[08:10, 12:40]")] {
                let edited = Self.applying(FrontMatterFields.setting(key, to: value, in: bytes), to: bytes)
                let fields = try #require(FrontMatterFields.read(edited), "\(name)")
                #expect(FrontMatterFields.field(key, in: fields)?.text == value, "\(name) \(key)")
                let again = Self.applying(FrontMatterFields.setting(key, to: value, in: edited), to: edited)
                #expect(again == edited, "\(name) \(key)")
                let others = (FrontMatterFields.read(bytes) ?? []).filter { $0.key != key }.map(\.text)
                #expect(fields.filter { $0.key != key }.map(\.text) == others, "\(name) \(key)")
                let before = Entry(validUTF8: bytes, date: nil, path: name)
                let after = Entry(validUTF8: edited, date: nil, path: name)
                #expect(after.wordCount == before.wordCount, "\(name) \(key)")
                #expect(after.actionSteps.map(\.text) == before.actionSteps.map(\.text), "\(name) \(key)")
                #expect(after.sections.map(\.title) == before.sections.map(\.title), "\(name) \(key)")
            }
        }
    }

    /// The reader and the full parse agree on where front matter is.
    @Test func theReaderFindsFrontMatterWhereTheParserDoes() throws {
        for (name, bytes) in try AgreementInputs.everyFixture() where TextEncoding.firstInvalidUTF8(in: bytes) == nil {
            let entry = Entry(validUTF8: bytes, date: nil, path: name)
            #expect((FrontMatterFields.read(bytes) != nil) == (entry.frontMatter != nil), "\(name)")
        }
    }
}
