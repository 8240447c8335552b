import Foundation
import SmartLists
import TestSupport
import Testing

/// Properties over a few hundred generated list documents (fixed seeds: every run is the same).
@Suite struct PropertyTests {
    static let seeds = Array(UInt64(1)...300)
    let engine = SmartListEngine()

    static func document(_ seed: UInt64) -> ListDocumentGenerator.Document {
        var generator = ListDocumentGenerator(random: SeededRandom(state: seed))
        return generator.document()
    }

    /// Enter at the end of a non-empty item, then Backspace, gives back the original text and
    /// caret. Spec B2 turns the new marker into blanks first (word-processor style) and B1 drops
    /// a checkbox first, so Backspace is pressed until the text is as short as it was.
    @Test(arguments: seeds)
    func enterThenBackspaceRoundTrips(seed: UInt64) throws {
        let document = Self.document(seed)
        var random = SeededRandom(state: seed &* 31)
        let target = try #require(document.itemLineEnds.randomElement(using: &random))
        let original = CaretText(text: document.text, cursor: target.offset)
        let entered = original.applying(
            engine.respond(to: .enter, in: original.text, cursor: original.cursor))
        #expect(entered.text.utf8.count > original.text.utf8.count)
        var current = entered
        var presses = 0
        while current.text.utf8.count > original.text.utf8.count && presses < 40 {
            let result = engine.respond(to: .backspace, in: current.text, cursor: current.cursor)
            if presses == 0 {
                #expect(!result.isFallback, "the first Backspace is list-aware: \(entered)")
            }
            current = current.applying(result)
            presses += 1
        }
        #expect(current == original, "Enter then Backspace ×\(presses) on \(original)")
    }

    /// Renumbering a list twice gives no edits the second time.
    @Test(arguments: seeds)
    func renumberingIsIdempotent(seed: UInt64) throws {
        var random = SeededRandom(state: seed &* 17)
        let document = Self.document(seed)
        let spoiled = Self.spoilNumbers(document.text, using: &random)
        let target = try #require(document.itemLineEnds.randomElement(using: &random))
        let line = TextPosition(offset: target.offset, in: document.text).line
        let offset = try #require(TextPosition(line: line, column: 1).offset(in: spoiled))
        let once = EditResult(
            edits: engine.renumberList(in: spoiled, at: offset), cursor: 0, isFallback: false
        )
        .applied(to: spoiled)
        let again = engine.renumberList(
            in: once, at: try #require(TextPosition(line: line, column: 1).offset(in: once)))
        #expect(again.isEmpty, "renumbering twice changed \(again) in \(once.debugDescription)")
        #expect(once.components(separatedBy: "\n").count == spoiled.components(separatedBy: "\n").count)
    }

    /// Replaces about half of the item numbers with random ones.
    static func spoilNumbers(_ text: String, using random: inout SeededRandom) -> String {
        text.components(separatedBy: "\n").map { line in
            let prefix = line.prefix { " \t>".contains($0) }
            let rest = line.dropFirst(prefix.count)
            let digits = rest.prefix { $0.isASCII && $0.isNumber }
            guard !digits.isEmpty, Bool.random(using: &random) else { return line }
            return prefix + String(Int.random(in: 1...20, using: &random)) + rest.dropFirst(digits.count)
        }.joined(separator: "\n")
    }

    /// Whatever the key and the caret, only the list block that holds the caret changes: the
    /// text before it (up to its leading line break) and the text after it stay byte for byte.
    @Test(arguments: seeds)
    func onlyTheEditedListChanges(seed: UInt64) throws {
        let document = Self.document(seed)
        var random = SeededRandom(state: seed &* 7)
        let utf8 = Array(document.text.utf8)
        for _ in 0..<8 {
            let block = try #require(document.blocks.randomElement(using: &random))
            let boundaries = document.text.indices.map {
                document.text.utf8.distance(from: document.text.startIndex, to: $0)
            }
            .filter { block.contains($0) || $0 == block.upperBound }
            let cursor = try #require(boundaries.randomElement(using: &random))
            let key = Key.allCases.randomElement(using: &random)!
            let result = engine.respond(to: key, in: document.text, cursor: cursor)
            let after = Array(result.applied(to: document.text).utf8)
            let prefix = utf8[..<(block.lowerBound - document.lineBreak.utf8.count)]
            let suffix = utf8[block.upperBound...]
            #expect(after.starts(with: prefix), "\(key) at \(cursor) changed text above the list")
            #expect(
                after.reversed().starts(with: suffix.reversed()),
                "\(key) at \(cursor) changed text below the list")
            for edit in result.edits {
                #expect(
                    edit.range.lowerBound >= block.lowerBound - document.lineBreak.utf8.count
                        && edit.range.upperBound <= block.upperBound)
            }
        }
    }
}
