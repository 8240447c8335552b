import SmartLists
import TestSupport
import Testing

/// `respond(to:inUTF8:cursor:)` reads only the lines it reports as inspected (and the line break
/// before them): whatever the rest of the document holds, even bytes that are not UTF-8 or line
/// breaks, the answer is the same.
/// That is what lets `nightly lists` check and read only those lines of a large document.
@Suite struct InspectedBytesTests {
    static let keys: [Key] = [.enter, .tab, .shiftTab, .backspace]
    let engine = SmartListEngine()

    /// A generated list document between long runs of paragraphs, so that most of it lies
    /// outside the engine's window.
    static func paddedDocument(_ seed: UInt64) -> (text: String, itemLineEnds: [Int]) {
        var generator = ListDocumentGenerator(random: SeededRandom(state: seed))
        let document = generator.document()
        let lineBreak = document.lineBreak
        let padding = String(repeating: "A line of plain prose." + lineBreak + lineBreak, count: 150)
        let above = padding.utf8.count
        return (padding + document.text + lineBreak + padding, document.itemLineEnds.map { above + $0.offset })
    }

    @Test(arguments: Array(UInt64(1)...200))
    func bytesOutsideTheInspectedLinesDoNotMatter(seed: UInt64) throws {
        let (text, itemLineEnds) = Self.paddedDocument(seed)
        var random = SeededRandom(state: seed &* 7)
        let cursor = try #require(itemLineEnds.randomElement(using: &random))
        let key = Self.keys[Int(random.next() % 4)]
        var bytes = Array(text.utf8)
        let (result, inspected) = bytes.withUnsafeBufferPointer {
            engine.respond(to: key, inUTF8: $0, cursor: cursor)
        }
        #expect(result == engine.respond(to: key, in: text, cursor: cursor))
        #expect(inspected.contains(cursor) && inspected.count < bytes.count / 2)
        let edited = result.edits.map(\.range)
        #expect(edited.allSatisfy { inspected.lowerBound <= $0.lowerBound && $0.upperBound <= inspected.upperBound })
        // The line break before the first inspected line is what makes it a line's start.
        for index in bytes.indices where !inspected.contains(index) && index != inspected.lowerBound - 1 {
            bytes[index] = 0xFF
        }
        let (garbled, garbledInspected) = bytes.withUnsafeBufferPointer {
            engine.respond(to: key, inUTF8: $0, cursor: cursor)
        }
        #expect(garbled == result, "\(key) at \(cursor)")
        #expect(garbledInspected == inspected)
    }

    @Test func inspectedLinesAreWholeLines() {
        let text = Array("Prose.\n\n- one\n- two\n\nMore prose.\n".utf8)
        let cursor = 13  // the end of "- one"
        let (_, inspected) = text.withUnsafeBufferPointer { engine.respond(to: .enter, inUTF8: $0, cursor: cursor) }
        #expect(inspected.lowerBound == 0 || text[inspected.lowerBound - 1] == 0x0A)
        #expect(inspected.upperBound == text.count || text[inspected.upperBound - 1] == 0x0A)
    }
}
