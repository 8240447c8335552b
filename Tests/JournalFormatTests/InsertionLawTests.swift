import Foundation
import Testing

@testable import JournalFormat

/// Text that an edit inserts leaves everything outside it as it was: pasted Markdown that
/// opens a block is closed, a file that ends inside an open block is closed before the new
/// text, and text that would still change the entry's structure is refused.
@Suite struct InsertionLawTests {
    static let texts: [(name: String, text: String)] = Fixture.names(in: "insert/text").map { name in
        (name, String(decoding: (try? Fixture.bytes("insert/text/\(name)")) ?? [], as: UTF8.self))
    }

    /// Texts that would start a section of their own: the only ones that may be refused.
    static let headings: Set<String> = [
        "heading-level-1.txt", "heading-level-2.txt", "setext-level-1.txt", "setext-level-2.txt",
    ]

    static let documents: [(String, [UInt8])] =
        EditLawTests.generated.prefix(120)
        + Fixture.sampleFiles().map { ($0.lastPathComponent, Array((try? Data(contentsOf: $0)) ?? Data())) }

    @Test func pastedMarkdownNeverSwallowsTheEntry() throws {
        for (name, bytes) in Self.documents {
            let entry = try Entry.parse(bytes, date: nil, path: name)
            let unclosedFrontMatter = entry.diagnostics.contains { $0.message.contains("front matter") }
            for (textName, text) in Self.texts {
                for kind in [SectionKind.journal, .actionStep, .thoughtDiary] {
                    let label = "\(name) + \(textName) into \(kind)"
                    let edited: Entry
                    do {
                        edited = try entry.appending(text, to: kind)
                    } catch JournalError.wouldChangeStructure {
                        #expect(Self.headings.contains(textName) || unclosedFrontMatter, "refused: \(label)")
                        continue
                    }
                    // A missing section is added first; the law is about the text going into it.
                    let base = try entry.section(kind) == nil ? entry.addingSection(kind) : entry
                    try expectUnchangedOutside(base, edited, kind: kind, label)
                    let section = try #require(edited.section(kind), "\(label)")
                    let sectionText = edited.text(of: section)
                    let lastWord = String(text.split(whereSeparator: \.isWhitespace).last ?? "")
                    #expect(sectionText.contains(lastWord), "\(label): the text is not in its section")
                }
            }
        }
    }

    @Test(arguments: Fixture.names(in: "insert/entry"))
    func aFileEndingInsideAnOpenBlockTakesNewTextAsText(name: String) throws {
        let entry = try Fixture.entry("insert/entry/\(name)")
        let edited = try entry.appending("Walked home.", to: .journal)
        #expect(edited.actionSteps.map(\.text) == entry.actionSteps.map(\.text))
        #expect(edited.wordCount > entry.wordCount, "the new words were swallowed by the open block")
        let again = try edited.appending("Then slept.", to: .journal)
        #expect(again.wordCount > edited.wordCount)
        #expect(again.text.hasSuffix(entry.lineEnding.rawValue) == entry.text.hasSuffix(entry.lineEnding.rawValue))
    }

    @Test func aHeadingInTheTextIsRefusedNamingItsLine() throws {
        let entry = try Fixture.entry("steps-with-brackets-later.md")
        #expect {
            try entry.appending("Notes\n\n## Action step\n\n- [ ] a second list", to: .journal)
        } throws: { error in
            "\(error)".contains("line 3 of the text ('## Action step') is a heading")
        }
    }

    @Test func aLineThatWouldCloseUnclosedFrontMatterIsRefused() throws {
        let entry = try Fixture.entry("insert/entry/unclosed-front-matter.md")
        #expect(throws: JournalError.self) { try entry.appending("above\n---\nbelow", to: .journal) }
        #expect(try entry.appending("no fence here", to: .journal).frontMatter == nil)
    }

    @Test func theStepStateIsTheCheckboxAtTheStartOfTheItem() throws {
        let entry = try Fixture.entry("steps-with-brackets-later.md")
        #expect(entry.actionSteps.map(\.done) == [false, true, false])
        let summary = try EntrySummary.read(entry.bytes, date: nil, path: "steps.md")
        #expect(summary.actionStepsDone == 1 && summary.actionStepsTotal == 3)
        let ticked = try entry.settingActionStep(0, done: true)
        #expect(ticked.actionSteps.map(\.done) == [true, true, false])
    }

    /// Found by the edit fuzz target (Fuzz/Reproducers/edit-second-section-hides-first): the
    /// user's own section first made a new Action step land above the real one.
    @Test func aNewSectionNeverHidesTheOneNightlyReads() throws {
        let entry = Entry.parsing("## Notes\n\n## Action step\n\n- [ ] call Sam\n")
        let second = try entry.addingSection(.actionStep)
        #expect(second.actionSteps.map(\.text) == ["call Sam"])
        #expect(second.text == "## Notes\n\n## Action step\n\n- [ ] call Sam\n\n## Action step\n")
        let journal = try entry.addingSection(.journal)
        #expect(journal.sections.map(\.title) == ["Journal", "Notes", "Action step"])
        let diary = try Entry.parsing("## Ideas\n\n## Thought diary\n\n- Thought: x\n").addingSection(.actionStep)
        #expect(diary.sections.map(\.title) == ["Action step", "Ideas", "Thought diary"])
        #expect(diary.thoughts.count == 1)
    }

    private func expectUnchangedOutside(_ before: Entry, _ after: Entry, kind: SectionKind, _ label: String) throws {
        #expect(after.frontMatter?.yaml == before.frontMatter?.yaml, "\(label): front matter")
        #expect(after.sections.map(\.title) == before.sections.map(\.title), "\(label): sections")
        let target = before.sections.firstIndex { $0.kind == kind }
        for index in before.sections.indices where index != target && index < after.sections.count {
            #expect(after.text(of: after.sections[index]) == before.text(of: before.sections[index]), "\(label)")
        }
        let steps = before.actionSteps.map { "\($0.done) \($0.text)" }
        let stepsAfter = after.actionSteps.map { "\($0.done) \($0.text)" }
        #expect(kind == .actionStep ? stepsAfter.starts(with: steps) : stepsAfter == steps, "\(label): steps")
        let records = before.thoughts.map { [$0.trigger, $0.thought, $0.reframe] }
        let recordsAfter = after.thoughts.map { [$0.trigger, $0.thought, $0.reframe] }
        #expect(kind == .thoughtDiary ? recordsAfter.starts(with: records) : recordsAfter == records, "\(label)")
    }
}

extension Entry {
    /// The text of `section`, heading and body.
    fileprivate func text(of section: Section) -> String {
        let lines = text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }
        return lines[(section.lines.lowerBound - 1)..<min(section.lines.upperBound, lines.count)].joined(
            separator: "\n")
    }
}
