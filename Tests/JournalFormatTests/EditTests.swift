import Foundation
import Testing

@testable import JournalFormat

@Suite struct EditTests {
    @Test func tickingATaskInACRLFFileWithFrontMatterChangesExactlyOneByte() throws {
        let bytes = try Fixture.bytes("crlf-front-matter.md")
        let entry = try Entry.parse(bytes, date: nil, path: "crlf-front-matter.md")
        #expect(entry.lineEnding == .crlf)
        #expect(entry.actionSteps.map(\.done) == [false, true])
        let ticked = try entry.settingActionStep(0, done: true)
        #expect(ticked.bytes.count == bytes.count)
        let changed = zip(bytes, ticked.bytes).enumerated().filter { $0.element.0 != $0.element.1 }.map(\.offset)
        #expect(changed.count == 1)
        #expect(ticked.bytes[changed[0]] == UInt8(ascii: "x"))
        #expect(ticked.actionSteps.map(\.done) == [true, true])
        #expect(ticked.frontMatter == entry.frontMatter)
    }

    @Test func untickingAndTickingBackRestoresTheFile() throws {
        let bytes = try Fixture.bytes("crlf-front-matter.md")
        let entry = try Entry.parse(bytes, date: nil, path: "x.md")
        let unticked = try entry.settingActionStep(1, done: false)
        #expect(unticked.actionSteps[1].done == false)
        #expect(try unticked.settingActionStep(1, done: true).bytes == bytes)
        #expect(try entry.settingActionStep(1, done: true).bytes == bytes)  // already done: unchanged
    }

    @Test func tickingAStepThatDoesNotExistThrows() throws {
        let entry = Entry.parsing("## Action step\n\n- [ ] one\n", path: "a.md")
        #expect(throws: JournalError.noSuchItem(path: "a.md", message: "no action step 2; the entry has 1")) {
            try entry.settingActionStep(1, done: true)
        }
    }

    @Test func appendingToASectionOfAFileWithNoFinalNewlineKeepsEveryOtherByte() throws {
        let bytes = try Fixture.bytes("no-final-newline.md")
        #expect(bytes.last != UInt8(ascii: "\n"))
        let entry = try Entry.parse(bytes, date: nil, path: "n.md")
        let inserted = Array("\n\nAdded line.".utf8)
        // The Journal's last line is "A line."; the Action step's is the file's last line.
        let afterJournal = try #require(bytes.firstRange(of: Array("A line.".utf8))).upperBound
        let cases: [(SectionKind, Int)] = [(.journal, afterJournal), (.actionStep, bytes.count)]
        for (kind, offset) in cases {
            let edited = try entry.appending("Added line.", to: kind)
            #expect(edited.bytes == Array(bytes[..<offset]) + inserted + Array(bytes[offset...]))
        }
    }

    @Test func appendedTextFollowsTheFileLineEnding() throws {
        let entry = try Entry.parse(try Fixture.bytes("crlf-front-matter.md"), date: nil, path: "c.md")
        let edited = try entry.appending("one\ntwo\n\n", to: .journal)
        let text = edited.text
        #expect(text.contains("\r\n\r\none\r\ntwo\r\n"))
        #expect(!text.replacingOccurrences(of: "\r\n", with: "").contains("\n"))
        #expect(edited.section(.journal)?.lines.upperBound ?? 0 > entry.section(.journal)?.lines.upperBound ?? 0)
    }

    @Test func appendingToAMissingSectionAddsItInTemplateOrder() throws {
        let entry = Entry.parsing("# Day\n\n## Poem\n\nLetters: A · B · C\n\n## Action step\n\n- [ ] x\n")
        let edited = try entry.appending("Today was long.", to: .journal)
        #expect(
            edited.text
                == "# Day\n\n## Poem\n\nLetters: A · B · C\n\n## Journal\n\nToday was long.\n\n## Action step\n\n- [ ] x\n"
        )
        let atEnd = try entry.appending("- Thought: tired", to: .thoughtDiary)
        #expect(atEnd.text.hasSuffix("- [ ] x\n\n## Thought diary\n\n- Thought: tired\n"))
    }

    @Test func addingASectionToAFileWithoutFinalNewlineKeepsThatStyle() throws {
        let entry = Entry.parsing("## Journal\n\nHi.")
        #expect(try entry.appending("Sam", to: .thoughtDiary).text == "## Journal\n\nHi.\n\n## Thought diary\n\nSam")
        #expect(try Entry.parsing("").appending("Hi", to: .journal).text == "## Journal\n\nHi")
    }

    @Test func addingAThoughtRecordReadsBackAsTheSameRecord() throws {
        let record = ThoughtRecord(
            trigger: "Meeting ran late", thought: "I'm wasting my life", factOrFeeling: .feeling,
            reframe: "One long meeting", intensity: 5, time: "17:05", tags: ["work", "time"])
        var entry = Entry.template(for: EntryDate(year: 2026, month: 11, day: 23))
        entry = try entry.addingThought(record)
        entry = try entry.addingThought(ThoughtRecord(thought: "Second one"))
        #expect(entry.thoughts.count == 2)
        var first = entry.thoughts[0]
        first.line = 0
        #expect(first == record)
        #expect(entry.thoughts[1].thought == "Second one")
        #expect(entry.diagnostics.isEmpty)
    }

    @Test func appendingNothingChangesNothing() throws {
        let entry = Entry.parsing("## Journal\n")
        #expect(try entry.appending("\n\n", to: .journal).bytes == entry.bytes)
    }
}
