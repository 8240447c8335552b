import Foundation
import TestSupport
import Testing

@testable import JournalFormat

/// The line readers behind every report read a step's text, a thought record's fields and an
/// entry's tags from the line's bytes where the bytes settle them, and with `Character`'s rules
/// where they do not. Each is held here to the reading by characters it replaced, on generated
/// values: ASCII, the blanks they trim, and the characters that join a blank or a digit next to
/// them (a combining mark after, a prepended mark before), or that lower-case into ASCII.
@Suite struct ByteReadersTests {
    static let pieces: [String] = [
        " ", "\t", "a", "F", "fact", "Feeling", "FACT", "fe", "not sure", "1", "0", "10", "7", "/10", "21:40", "9:05",
        ":", "#", "#Work", "work", ",", "-", "é", "\u{301}", "\u{0600}", "İ", "\u{212A}", "ß", "٣", "¹", "Ⅻ", "🙂",
        "<!-- x -->", "<", "→", "\r",
    ]

    static func value(_ random: inout SeededRandom) -> String {
        (0..<random.below(7)).map { _ in pieces[random.below(pieces.count)] }.joined()
    }

    @Test func aStepsTextIsItsLineWithoutPromptsTrimmedByCharacters() throws {
        var random = SeededRandom(seed: 31)
        for _ in 0..<5_000 {
            let text = Self.value(&random)
            let bytes = Array("- [ ] \(text)".utf8)
            let step = try #require(ActionStep(bytes: bytes, line: 0..<bytes.count, number: 1))
            guard step.carriedTo == nil else { continue }
            // The step's text starts after the `]`: the checkbox's space is trimmed with it.
            #expect(
                step.text == HTMLComment.removing(from: " " + text).trimming(" \t"), "\(Array(text.unicodeScalars))")
        }
    }

    @Test func aThoughtRecordsFieldsReadAsTheirCharactersDo() {
        var random = SeededRandom(seed: 32)
        for _ in 0..<5_000 {
            let text = Self.value(&random)
            for label in ["Fact or feeling", "Intensity", "Time", "Tags"] {
                let line = "- \(label): \(text)"
                // After a thought, so that the record is kept whatever the field reads.
                var reader = ThoughtRecordReader()
                reader.read("- Thought: they think I am slow", line: 1)
                reader.read(line, line: 2)
                reader.endRecord()
                let expected = Self.byCharacters(
                    label: label, value: LabelLine.value(of: line, label: label.lowercased()) ?? "")
                let record = reader.records.first
                let read: String =
                    switch label {
                    case "Fact or feeling": "\(String(describing: record?.factOrFeeling))"
                    case "Intensity": "\(String(describing: record?.intensity))"
                    case "Time": "\(String(describing: record?.time))"
                    default: "\(record?.tags ?? [])"
                    }
                #expect(
                    [read] + reader.diagnostics.map(\.message) == expected, "\(label): \(Array(text.unicodeScalars))")
            }
        }
    }

    /// The field as the reader read it by characters, and the warnings it gave.
    private static func byCharacters(label: String, value: String) -> [String] {
        guard !value.isEmpty else { return [label == "Tags" ? "[]" : "nil"] }
        switch label {
        case "Fact or feeling":
            let word = value.lowercased().filter { $0.isLetter }
            let reading: ThoughtRecord.FactOrFeeling? =
                word.hasPrefix("fact") ? .fact : word.hasPrefix("feeling") ? .feeling : nil
            return reading.map { ["\(String(describing: Optional($0)))"] }
                ?? ["nil", "'Fact or feeling:' should be 'fact' or 'feeling', not '\(value)'"]
        case "Intensity":
            let digits = value.prefix { $0.isASCII && $0.isNumber }
            if let number = Int(digits), (0...10).contains(number), !digits.isEmpty {
                return ["\(String(describing: Optional(number)))"]
            }
            return ["nil", "'Intensity:' should be a whole number from 0 to 10, not '\(value)'"]
        case "Time":
            if let time = ClockTime(value) { return ["\(String(describing: Optional(time.description)))"] }
            return ["nil", "'Time:' should be a 24-hour time like 21:40, not '\(value)'"]
        default:
            let words = value.split(whereSeparator: { $0 == "," || $0.isWhitespace }).map(String.init)
            let tags = words.map { $0.hasPrefix("#") ? String($0.dropFirst()) : $0 }.filter { !$0.isEmpty }
            return tags.isEmpty ? ["[]"] : ["\(tags)"]
        }
    }

    /// A front matter's `tags:` line of ASCII is read from its bytes, as the characters of any
    /// other line are.
    @Test func frontMatterTagsReadAsTheirCharactersDo() {
        let pieces = ["[", "]", ",", ", ", " ", "\t", "\"", "'", "#", "a", "Work", "é", "\u{301}", "\r", "-"]
        var random = SeededRandom(seed: 34)
        for _ in 0..<5_000 {
            let value = (0..<random.below(9)).map { _ in pieces[random.below(pieces.count)] }.joined()
            #expect(
                FrontMatterScanner.tags(in: ["mood: 5", "tags:" + value]) == Self.frontMatterTags("tags:" + value),
                "\(Array(value.unicodeScalars))")
        }
    }

    /// ``FrontMatterScanner/tags(in:)`` of one line with its list on it, by characters.
    private static func frontMatterTags(_ line: String) -> [String] {
        var value = line.dropFirst("tags:".count).trimming(" \t")
        // A combining mark after the colon makes it another character: no `tags:` line.
        guard line.hasPrefix("tags:"), !value.isEmpty else { return [] }
        if value.hasPrefix("["), value.hasSuffix("]") { value = String(value.dropFirst().dropLast()) }
        return value.split(separator: ",").map { item in
            var tag = String(item).trimming(" \t\"'")
            if tag.hasPrefix("#") { tag.removeFirst() }
            return tag
        }.filter { !$0.isEmpty }
    }

    /// Front matter's fences are told from their bytes, as the characters of the line would.
    @Test func frontMatterFencesAreFoundAsTheirCharactersWould() {
        let pieces = ["-", "---", ".", "...", " ", "\t", "\u{FEFF}", "\u{301}", "\u{0600}", "a"]
        var random = SeededRandom(seed: 35)
        for _ in 0..<5_000 {
            let lines = (0..<3).map { _ in
                (0..<random.below(5)).map { _ in pieces[random.below(pieces.count)] }.joined()
            }
            let text = lines.joined(separator: "\n") + "\n"
            let found = FrontMatterScanner.scan(SourceText(Array(text.utf8))).frontMatter?.lines
            let fences = lines.enumerated().map { Self.fence($0.element, first: $0.offset == 0) }
            let expected =
                fences[0] == "---"
                ? fences.dropFirst().firstIndex { $0 == "---" || $0 == "..." }.map { 1...($0 + 1) } : nil
            #expect(found == expected, "\(lines.map { Array($0.unicodeScalars) })")
        }
    }

    /// A line's text without a leading byte-order mark and trailing blanks, by characters.
    private static func fence(_ line: String, first: Bool) -> String {
        var content = Substring(line)
        if first, content.first == "\u{FEFF}" { content.removeFirst() }
        while let last = content.last, last == " " || last == "\t" { content.removeLast() }
        return String(content)
    }

    /// A heading's bytes name the kind its title names, with the built-in titles and with
    /// configured ones spelled in other bytes (a decomposed `é`) than the heading.
    @Test func aHeadingsBytesNameTheKindItsTitleNames() {
        let pieces = [
            "Journal", "journal", "Poem", "Action step", "Thought diary", "Café", "Cafe\u{301}", " ", ":", "…", "s",
        ]
        let configured = [SectionTitles.builtIn, SectionTitles([.journal: "Café", .poem: "Journal"])]
        var random = SeededRandom(seed: 36)
        for _ in 0..<3_000 {
            let title = (0..<random.below(3)).map { _ in pieces[random.below(pieces.count)] }.joined()
            for titles in configured {
                let bytes = Array(title.utf8)
                #expect(
                    bytes.withUnsafeBufferPointer { titles.kind(ofTitle: $0) } == titles.kind(ofTitle: title),
                    "\(Array(title.unicodeScalars))")
            }
        }
    }

    /// A tag list looks through a few names one by one and hashes many: either way each name
    /// is kept once, its first spelling, compared by its lower case.
    @Test func tagsAreKeptOnceWhetherFewOrMany() {
        let names = ["work", "Work", "WORK", "k", "\u{212A}", "İ", "i\u{307}", "straße", "STRASSE", "é", "e\u{301}"]
        var random = SeededRandom(seed: 33)
        for _ in 0..<500 {
            let added = (0..<random.below(60)).map { _ in "\(names[random.below(names.count)])\(random.below(30))" }
            var seen = Set<String>()
            let expected = added.filter { seen.insert($0.lowercased()).inserted }
            #expect(TagList(added).names == expected)
        }
    }
}
