import Foundation
import TestSupport
import Testing

@testable import JournalFormat

/// A carried step is a state written on the step's own first line, ` → YYYY-MM-DD`: read in one
/// form only, counted neither open nor missed, and written by changing only that item's bytes.
@Suite struct CarriedStepTests {
    static let day = EntryDate(year: 2026, month: 11, day: 25)

    @Test func theMarkerIsReadInItsOneFormOnly() throws {
        let entry = try Fixture.entry("carried-steps.md")
        let carried = { (day: Int, month: Int) in
            ActionStepState.carried(to: EntryDate(year: 2026, month: month, day: day))
        }
        let expected: [(String, ActionStepState)] = [
            ("buy running shoes", carried(25, 11)),
            ("call the bank", .done),
            ("water the plants", .done),
            ("trailing spaces after the marker", carried(25, 11)),
            ("book the dentist", .open),
            ("post the parcel", .done),
            ("nested and carried", carried(27, 11)),
            ("another list marker", carried(1, 12)),
            ("not a day → 2026-02-30", .open),
            ("no space before the arrow→ 2026-11-25", .open),
            ("an ASCII arrow -> 2026-11-25", .open),
            ("text after the marker → 2026-11-25 later", .open),
            ("a comment after it → 2026-11-25", .open),
            ("a short year → 26-11-25", .open),
            ("the arrow in the middle → 2026-11-25 of the line", .open),
            // With no text before it, the marker is text: `- [ ]` alone would be no task item.
            ("→ 2026-11-25", .open),
        ]
        #expect(entry.actionSteps.map(\.text) == expected.map(\.0))
        #expect(entry.actionSteps.map(\.state) == expected.map(\.1))
        // A ticked step keeps the day it was carried to, and is done all the same.
        #expect(entry.actionSteps[1].carriedTo == Self.day && entry.actionSteps[1].done)
        #expect(entry.actionSteps.map(\.isOpen) == expected.map { $0.1 == .open })
    }

    @Test func theQuickReadersReadTheMarkerAsTheFullParseDoes() throws {
        let bytes = try Fixture.bytes("carried-steps.md")
        let full = try Entry.parse(bytes, date: nil, path: "carried-steps.md")
        #expect(PlainSteps.read(bytes, titles: .builtIn) == full.actionSteps)
        let quick = try #require(SummaryScanner.scan(bytes, date: nil))
        #expect(quick == EntrySummary(full))
        #expect(quick.actionStepsDone == 3 && quick.actionStepsCarried == 4 && quick.actionStepsTotal == 12)
    }

    /// Yesterday: one step carried to today, one done; today: the carried copy, still open.
    @Test func aCarriedStepCountsOnceOnTheDayItIsFinallyTicked() throws {
        let yesterday = Array("## Action step\n\n- [ ] buy running shoes → 2026-11-25\n- [x] call Sam\n".utf8)
        let today = Array("## Action step\n\n- [ ] buy running shoes\n".utf8)
        let summaries = try [yesterday, today].map { try EntrySummary.read($0, date: nil, path: "day.md") }
        #expect(summaries.map(\.actionStepsDone) == [1, 0])
        #expect(summaries.map(\.actionStepsTotal) == [1, 1])
        #expect(summaries.map(\.actionStepsCarried) == [1, 0])
        let ticked = try Entry.parse(today, date: nil, path: "today.md").settingActionStep(0, done: true)
        let after = [summaries[0], EntrySummary(ticked)]
        #expect(after.reduce(0) { $0 + $1.actionStepsDone } == 2 && after.reduce(0) { $0 + $1.actionStepsTotal } == 2)
    }

    @Test(arguments: [
        ("- [ ] buy shoes\n", ActionStepState.carried(to: CarriedStepTests.day), "- [ ] buy shoes → 2026-11-25\n"),
        ("- [ ] buy shoes  \r\n", .carried(to: CarriedStepTests.day), "- [ ] buy shoes → 2026-11-25  \r\n"),
        ("- [x] buy shoes", .carried(to: CarriedStepTests.day), "- [ ] buy shoes → 2026-11-25"),
        ("- [ ] buy shoes → 2026-11-24\t\n", .carried(to: CarriedStepTests.day), "- [ ] buy shoes → 2026-11-25\t\n"),
        ("- [ ] buy shoes → 2026-11-25\n", .done, "- [x] buy shoes\n"),
        ("- [ ] buy shoes → 2026-11-25 \n", .open, "- [ ] buy shoes \n"),
        ("- [X] buy shoes → 2026-11-25\n", .open, "- [ ] buy shoes\n"),
        ("- [X] buy shoes → 2026-11-24\n", .carried(to: CarriedStepTests.day), "- [ ] buy shoes → 2026-11-25\n"),
        (
            "- [ ] buy shoes <!-- why -->\n", .carried(to: CarriedStepTests.day),
            "- [ ] buy shoes <!-- why --> → 2026-11-25\n"
        ),
    ])
    func aStateIsWrittenOnTheItemsFirstLine(before: String, state: ActionStepState, after: String) throws {
        let text = "## Action step\n\n" + before + (before.hasSuffix("\n") ? "  more of the item\n" : "")
        let expected = "## Action step\n\n" + after + (before.hasSuffix("\n") ? "  more of the item\n" : "")
        let edited = try Entry.parsing(text).settingActionStep(0, to: state)
        #expect(String(decoding: edited.bytes, as: UTF8.self) == expected)
        #expect(edited.actionSteps.first?.state == state && edited.actionSteps.first?.text == "buy shoes")
    }

    @Test func aStepWithNothingAfterItsCheckboxCannotBeCarried() throws {
        let entry = Entry.parsing("## Action step\n\n- [ ] \t\n  more of it\n- [ ] <!-- a prompt -->\n")
        #expect(entry.actionSteps.map(\.text) == ["", ""])
        #expect(throws: JournalError.noSuchItem(path: "test.md", message: "action step 1 has no text to carry")) {
            try entry.settingActionStep(0, to: .carried(to: Self.day))
        }
        // A prompt is something for the marker to follow.
        let carried = try entry.settingActionStep(1, to: .carried(to: Self.day))
        #expect(carried.actionSteps[1].state == .carried(to: Self.day))
    }

    @Test func nothingChangesWhenTheStepAlreadyIsInTheState() throws {
        let entry = try Fixture.entry("carried-steps.md")
        for (index, step) in entry.actionSteps.enumerated() {
            #expect(try entry.settingActionStep(index, to: step.state).bytes == entry.bytes)
        }
        // `done: false` reopens a carried step: its marker goes.
        #expect(try entry.settingActionStep(0, done: false).actionSteps[0].state == .open)
    }

    /// Every state on every step of the generated documents, the fixtures and the samples: only
    /// that item's first line changes, the step reads back in the state with its text, the
    /// other steps are as they were, and an open step set back is the original file again.
    @Test func settingAStateChangesOnlyThatItemsFirstLine() throws {
        let fixtures = try AgreementInputs.fixturesAndSamples().map { ($0.name, $0.bytes) }
        let targets: [ActionStepState] = [
            .open, .done, .carried(to: Self.day), .carried(to: EntryDate(year: 2026, month: 11, day: 24)),
        ]
        var edits = 0
        for (name, bytes) in EditLawTests.generated + fixtures {
            let entry = try Entry.parse(bytes, date: nil, path: name)
            for (index, step) in entry.actionSteps.enumerated() {
                let line = entry.source.contentRange(ofLine: step.line)
                for state in targets {
                    let edited = try entry.settingActionStep(index, to: state)
                    edits += 1
                    let prefix = zip(bytes, edited.bytes).prefix { $0 == $1 }.count
                    let suffix = zip(bytes.reversed(), edited.bytes.reversed()).prefix { $0 == $1 }.count
                    let changedEnd = bytes.count - suffix
                    #expect(
                        prefix >= line.lowerBound && changedEnd <= line.upperBound || edited.bytes == bytes,
                        "\(name) step \(index) \(state): bytes outside the item's first line changed")
                    #expect(edited.actionSteps[index].state == state, "\(name) step \(index) \(state)")
                    #expect(edited.actionSteps[index].text == step.text, "\(name) step \(index) \(state)")
                    var others = edited.actionSteps.map { [$0.text, "\($0.state)"] }
                    others.remove(at: index)
                    var before = entry.actionSteps.map { [$0.text, "\($0.state)"] }
                    before.remove(at: index)
                    #expect(others == before, "\(name) step \(index) \(state)")
                    if step.state == .open, bytes[step.stateOffset] == UInt8(ascii: " ") {
                        #expect(try edited.settingActionStep(index, to: .open).bytes == bytes, "\(name) \(state)")
                    }
                }
            }
        }
        #expect(edits > 1000)
    }
}

/// `EntrySteps.setting(_:to:)` changes what `Entry.settingActionStep(_:to:)` does, from the
/// bytes it read, and returns the step as it reads back.
@Suite struct JournalCarriedStepTests {
    @Test(arguments: ["carried-steps.md", "steps-with-brackets-later.md"])
    func writesOnlyThatItemsBytesLikeTheFullParse(fixture name: String) throws {
        let folder = try TemporaryFolder()
        let journal = Journal(root: folder.url)
        let day = EntryDate(year: 2026, month: 11, day: 24)
        let original = try Fixture.bytes(name)
        let url = journal.url(for: day)
        let full = try Entry.parse(original, date: day, path: name)
        let states: [ActionStepState] = [.open, .done, .carried(to: day.adding(days: 1))]
        try place(original, at: url)
        let read = try #require(try journal.actionSteps(on: day))
        for (index, step) in full.actionSteps.enumerated() {
            for state in states {
                let (written, change) = try read.setting(index, to: state)
                let bytes = change?.newBytes ?? original
                #expect((change == nil) == (step.state == state), "\(name) step \(index) \(state)")
                #expect(bytes == (try full.settingActionStep(index, to: state)).bytes, "\(name) step \(index) \(state)")
                let reread = try Entry.parse(bytes, date: day, path: name)
                #expect(written == reread.actionSteps[index], "\(name) step \(index) \(state)")
                let line = full.source.fullRange(ofLine: step.line)
                #expect(bytes[..<line.lowerBound] == original[..<line.lowerBound])
                #expect(bytes.suffix(original.count - line.upperBound) == original[line.upperBound...])
            }
        }
    }
}
