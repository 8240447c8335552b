import Foundation
import Testing

@testable import JournalFormat

/// The merge cases in Fixtures/merge: each folder holds `base.md`, `ours.md`, `theirs.md` and
/// the `expected.md` merge. Run with `NIGHTLY_RECORD=1` to write `expected.md` anew from the
/// current merge, then review the diff.
@Suite struct EntryMergeFixtureTests {
    struct Case: CustomStringConvertible, Sendable {
        var name: String
        /// Places where both versions are kept under the note.
        var keptBoth: Int
        /// The day, for cases whose base is empty (the file was created on both machines).
        var date: EntryDate? = nil
        var description: String { name }
    }

    static let cases: [Case] = [
        Case(name: "different-sections", keptBoth: 0),
        Case(name: "same-section-both-append", keptBoth: 0),
        Case(name: "same-line-both-changed", keptBoth: 1),
        Case(name: "tick-and-new-text", keptBoth: 0),
        Case(name: "tick-and-reworded", keptBoth: 0),
        // Carrying changes the step's line: it merges as any other change of its text.
        Case(name: "carry-and-tick-another", keptBoth: 0),
        Case(name: "carry-and-tick-same", keptBoth: 0),
        Case(name: "carried-to-two-days", keptBoth: 1),
        Case(name: "thought-records-both", keptBoth: 0),
        Case(name: "sections-added-both", keptBoth: 0),
        Case(name: "deleted-and-changed", keptBoth: 1),
        Case(name: "front-matter-both-changed", keptBoth: 1),
        Case(name: "crlf-both-changed", keptBoth: 1),
        Case(name: "no-final-newline", keptBoth: 0),
        Case(name: "new-day-on-both", keptBoth: 0, date: EntryDate(year: 2026, month: 11, day: 23)),
    ]

    static var recording: Bool { ProcessInfo.processInfo.environment["NIGHTLY_RECORD"] == "1" }

    @Test(arguments: cases)
    func mergesAsExpected(_ mergeCase: Case) throws {
        let folder = "merge/\(mergeCase.name)/"
        let result = try EntryMerge.merge(
            base: Fixture.bytes(folder + "base.md"), ours: Fixture.bytes(folder + "ours.md"),
            theirs: Fixture.bytes(folder + "theirs.md"), date: mergeCase.date, path: mergeCase.name)
        if Self.recording {
            let source = Fixture.packageRoot.appendingPathComponent("Tests/JournalFormatTests/Fixtures/" + folder)
            try Data(result.bytes).write(to: source.appendingPathComponent("expected.md"))
            return
        }
        let expected = try Fixture.bytes(folder + "expected.md")
        #expect(
            result.bytes == expected,
            "\(mergeCase.name):\n\(String(decoding: result.bytes, as: UTF8.self))\nrerun with NIGHTLY_RECORD=1 and review the diff"
        )
        #expect(result.keptBoth == mergeCase.keptBoth)
    }

    /// Merging the other way round keeps the same lines (the order of the two versions aside).
    @Test(arguments: cases)
    func theOtherMachineGetsTheSameWords(_ mergeCase: Case) throws {
        let folder = "merge/\(mergeCase.name)/"
        let (base, ours, theirs) = try (
            Fixture.bytes(folder + "base.md"), Fixture.bytes(folder + "ours.md"), Fixture.bytes(folder + "theirs.md")
        )
        let forward = try EntryMerge.merge(base: base, ours: ours, theirs: theirs, date: mergeCase.date)
        let backward = try EntryMerge.merge(base: base, ours: theirs, theirs: ours, date: mergeCase.date)
        let lines = { (bytes: [UInt8]) in
            MergeLine.lines(of: bytes).map(\.content).sorted { $0.lexicographicallyPrecedes($1) }
        }
        #expect(lines(forward.bytes) == lines(backward.bytes))
    }

    /// The two versions kept under the note stay two paragraphs when the entry is rendered
    /// (issue 24), as cmark-gfm renders it; two list items stay two items of one tight list.
    @Test(arguments: ["same-line-both-changed", "crlf-both-changed", "carried-to-two-days"])
    func eachVersionKeptIsItsOwnBlockWhenRendered(_ name: String) throws {
        let folder = "merge/\(name)/"
        let result = try EntryMerge.merge(
            base: Fixture.bytes(folder + "base.md"), ours: Fixture.bytes(folder + "ours.md"),
            theirs: Fixture.bytes(folder + "theirs.md"))
        let html = CmarkBridge.html(of: String(decoding: result.bytes, as: UTF8.self), hardBreaks: false)
        if name == "carried-to-two-days" {
            #expect(html.contains("book the dentist → 2026-11-24</li>\n<li>"), "\(html)")
            #expect(!html.contains("<li>\n<p>"), "the list became loose:\n\(html)")
        } else {
            #expect(html.contains("<p>Long day. Ran the canal loop after work, in the rain.</p>"), "\(html)")
            #expect(html.contains("<p>Long day. Ran the canal loop after work with Priya.</p>"), "\(html)")
        }
    }

    @Test func invalidUTF8IsNotMerged() throws {
        let valid = Array("# Day\n".utf8)
        #expect(throws: JournalError.self) {
            try EntryMerge.merge(base: valid, ours: valid + [0xFF, 0x0A], theirs: valid)
        }
    }
}
