import Foundation
import Testing

@testable import JournalFormat

/// serialize(parse(x)) == x: nightly never changes a byte it was not asked to change.
@Suite struct RoundTripTests {
    @Test(arguments: 0..<500)
    func generatedDocumentsRoundTrip(seed: Int) throws {
        var generator = DocumentGenerator(seed: UInt64(seed))
        let bytes = generator.document()
        let entry = try Entry.parse(bytes, date: nil, path: "generated-\(seed).md")
        #expect(entry.bytes == bytes)
        #expect(Array(entry.text.utf8) == bytes)
    }

    @Test func everySampleJournalFileRoundTrips() throws {
        let files = Fixture.sampleFiles()
        #expect(files.count >= 40)
        for file in files {
            let bytes = Array(try Data(contentsOf: file))
            let entry = try Entry.parse(bytes, date: nil, path: file.path)
            #expect(entry.bytes == bytes, "\(file.path)")
        }
    }

    @Test func everyFixtureRoundTrips() throws {
        for name in try FileManager.default.contentsOfDirectory(atPath: Fixture.folder.path) where name.hasSuffix(".md")
        {
            let bytes = try Fixture.bytes(name)
            #expect(try Fixture.entry(name).bytes == bytes, "\(name)")
        }
    }

    @Test(arguments: [
        "", "\n", "\r", "\r\n", "\u{FEFF}", "\u{FEFF}---\ntags: [x]\n---\n", "no newline", "a\rb\nc\r\nd",
        "\u{0}", "## Journal", "---", "---\n---", "- [ ]", "\t\t\n",
    ])
    func edgeCasesRoundTrip(text: String) throws {
        let bytes = Array(text.utf8)
        #expect(try Entry.parse(bytes, date: nil, path: "edge.md").bytes == bytes)
    }

    @Test func frontMatterAfterABOMIsFound() throws {
        let entry = try Entry.parse(Array("\u{FEFF}---\ntags: [x]\n---\n## Journal\n".utf8), date: nil, path: "bom.md")
        #expect(entry.tags == ["x"])
        #expect(entry.sections.map(\.lines) == [4...4])
    }

    @Test(arguments: 0..<100)
    func sectionsCoverOnlyTheirOwnLinesInGeneratedDocuments(seed: Int) throws {
        var generator = DocumentGenerator(seed: UInt64(seed) &+ 10_000)
        let entry = try Entry.parse(generator.document(), date: nil, path: "g.md")
        for (first, second) in zip(entry.sections, entry.sections.dropFirst()) {
            #expect(first.lines.upperBound < second.lines.lowerBound)
        }
    }
}
