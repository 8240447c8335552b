import Foundation
import Testing

@testable import JournalFormat

/// The full parse of a very large entry works in pieces (cmark fed a megabyte at a time and
/// pruned of its closed blocks, the words counted a megabyte at a time): these hold the pieces
/// to the whole, so the pieces change memory and nothing else.
@Suite struct LargeEntryParseTests {
    /// Documents that are awkward at any cut: the sample journal, generated documents, and
    /// many generated documents joined into one.
    static func documents() -> [[UInt8]] {
        var documents = Fixture.sampleFiles().compactMap { try? Array(Data(contentsOf: $0)) }
        var generator = DocumentGenerator(seed: 23)
        var joined: [UInt8] = []
        for _ in 0..<200 {
            let document = generator.document()
            documents.append(document)
            joined += document + Array("\n\n".utf8)
        }
        return documents + [joined]
    }

    @Test(arguments: [1, 3, 17, 256, 4096])
    func anOutlineFedInChunksIsTheOutlineFedWhole(chunkSize: Int) {
        for document in Self.documents() {
            let whole = CmarkBridge.outline(of: document, chunkSize: Int.max)
            let chunked = CmarkBridge.outline(of: document, chunkSize: chunkSize)
            #expect(chunked == whole, "\(String(decoding: document.prefix(200), as: UTF8.self))")
        }
    }

    @Test func wordsAreCountedAcrossCutsAndCommentsThatSpanThem() {
        // Each paragraph has four words; its comment runs over a line break, so some comment
        // is open wherever a megabyte ends.
        let paragraph = "one two three <!-- hidden\nwords -->four\n\n"
        let count = 3 * (1 << 20) / paragraph.utf8.count
        let text = "# Day\n\n## Journal\n\n" + String(repeating: paragraph, count: count)
        #expect(Entry.parsing(text).wordCount == 4 * count)
        // A comment never closed hides everything after it.
        #expect(
            Entry.parsing(text + "<!-- open\n" + String(repeating: "more words\n", count: 1000)).wordCount == 4 * count)
    }

    @Test func aLargeEntryReadsAsItsSmallCopy() {
        let paragraph = "Walked along the river before work and thought about the #report.\n\n"
        let text = { (count: Int) in
            "# Day\n\n## Journal\n\n" + String(repeating: paragraph, count: count)
                + "## Action step\n\n- [ ] sleep early\n"
        }
        let count = 2 * (1 << 20) / paragraph.utf8.count
        let large = Entry.parsing(text(count))
        #expect(large.title == "Day")
        #expect(large.sections.map(\.kind) == [.journal, .actionStep])
        #expect(large.sections.first?.lines == 3...(4 + 2 * count))
        #expect(large.actionSteps.map(\.line) == [7 + 2 * count])
        #expect(large.wordCount == 11 * count + 2)
        #expect(large.tags == ["report"])
        #expect(large.blockStartLines.count == count + 4)  // title, two headings, the list
    }
}
