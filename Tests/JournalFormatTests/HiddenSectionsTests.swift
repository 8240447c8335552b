import Testing

@testable import JournalFormat

/// A code fence left open in the Journal section turns the sections after it into code: the
/// parse says so at the fence, and no edit adds a second copy of a section it hides.
@Suite struct HiddenSectionsTests {
    @Test func anUnclosedFenceIsAWarningThatNamesTheSectionsItHides() throws {
        let entry = try Fixture.entry("unclosed-fence.md")
        #expect(entry.section(.actionStep) == nil)
        let warning = try #require(entry.diagnostics.first)
        #expect(entry.diagnostics.count == 1)
        #expect(warning.line == 7)
        #expect(warning.severity == .warning)
        #expect(warning.message.contains("Action step, Thought diary"))
        // Once the fence closes, the heading in it is only code, and hides nothing.
        let closed = Entry.parsing("## Journal\n\n```\n## Action step\n```\n\n## Thought diary\n")
        #expect(closed.diagnostics.isEmpty)
        #expect(try closed.addingSection(.actionStep).section(.actionStep) != nil)
    }

    @Test(arguments: [SectionKind.actionStep, .thoughtDiary])
    func noEditAddsASectionTheFenceHides(kind: SectionKind) throws {
        let entry = try Fixture.entry("unclosed-fence.md")
        #expect(throws: JournalError.self) { try entry.addingSection(kind) }
        #expect(throws: JournalError.self) { try entry.appending("More.", to: kind) }
        do {
            _ = try entry.addingThought(ThoughtRecord(thought: "Again"))
            Issue.record("a thought was added")
        } catch {
            #expect("\(error)".hasPrefix("\(entry.path):7: nothing was added"))
        }
        // A section the fence does not hide is still added.
        #expect(try entry.addingSection(.poem).section(.poem) != nil)
    }
}
