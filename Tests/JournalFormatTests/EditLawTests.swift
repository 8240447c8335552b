import Foundation
import Testing

@testable import JournalFormat

/// Laws of the edits, over generated documents and every sample-journal file: an edit changes
/// only the bytes it must, and undoing it gives back the original bytes.
@Suite struct EditLawTests {
    static let generated: [(String, [UInt8])] = (0..<300).map { seed in
        var generator = DocumentGenerator(seed: UInt64(seed) &+ 20_000)
        return ("generated-\(seed)", generator.document())
    }

    static var documents: [(String, [UInt8])] {
        generated + Fixture.sampleFiles().map { ($0.lastPathComponent, Array((try? Data(contentsOf: $0)) ?? Data())) }
    }

    @Test func tickingChangesOneByteAndTickingBackRestoresTheFile() throws {
        for (name, bytes) in Self.documents {
            let entry = try Entry.parse(bytes, date: nil, path: name)
            // Ticking or reopening a step with a carried marker also takes the marker away
            // (CarriedStepTests hold those edits to the item's first line).
            for (index, step) in entry.actionSteps.enumerated() where step.carriedTo == nil {
                #expect(try entry.settingActionStep(index, done: step.done).bytes == bytes, "\(name)")
                let flipped = try entry.settingActionStep(index, done: !step.done)
                #expect(flipped.bytes.count == bytes.count)
                #expect(zip(flipped.bytes, bytes).count { $0 != $1 } == 1, "\(name) step \(index)")
                #expect(flipped.actionSteps[index].done == !step.done, "\(name) step \(index)")
                // Unticking forgets an upper-case [X]; ticking again writes [x].
                if bytes[step.stateOffset] != UInt8(ascii: "X") {
                    #expect(try flipped.settingActionStep(index, done: step.done).bytes == bytes, "\(name)")
                }
            }
        }
    }

    @Test func appendingOnlyInsertsAndTheTextLandsInTheSection() throws {
        for (name, bytes) in Self.documents {
            let entry = try Entry.parse(bytes, date: nil, path: name)
            let edited = try entry.appending("Added by the law test.", to: .journal)
            let prefix = zip(bytes, edited.bytes).prefix { $0 == $1 }.count
            let suffix = zip(bytes.reversed(), edited.bytes.reversed()).prefix { $0 == $1 }.count
            #expect(prefix + suffix >= bytes.count, "\(name): bytes outside the insertion changed")
            let reparsed = try Entry.parse(edited.bytes, date: nil, path: name)
            let journal = try #require(reparsed.section(.journal), "\(name)")
            let lines = reparsed.text.split(omittingEmptySubsequences: false) {
                $0 == "\n" || $0 == "\r\n" || $0 == "\r"
            }
            let added = try #require(lines.firstIndex { $0.hasSuffix("Added by the law test.") }, "\(name)")
            #expect(journal.lines.contains(added + 1), "\(name)")
            #expect(reparsed.actionSteps.map(\.text) == entry.actionSteps.map(\.text), "\(name)")
        }
    }
}
