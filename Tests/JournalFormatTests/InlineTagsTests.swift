import Foundation
import Testing

@testable import JournalFormat

/// Inline `#tags` count where a person wrote them, and nowhere else.
@Suite struct InlineTagsTests {
    @Test func aFixtureWithEveryKindOfHashReadsOnlyTheTags() throws {
        let entry = try Entry.parse(Fixture.bytes("inline-tags.md"), date: nil, path: "inline-tags.md")
        #expect(
            entry.tags == [
                "Travel", "family", "walking", "heading-tag", "tired", "café-au-lait", "visible", "errand", "work",
                "deadlines",
            ])
    }

    @Test func theQuickReaderAndTheFullParseAgree() throws {
        try EntrySummaryTests.expectAgreement(Fixture.bytes("inline-tags.md"), "inline-tags.md")
    }

    @Test(arguments: [
        ("#one", ["one"]),
        ("two #words here", ["words"]),
        ("tab\t#after", ["after"]),
        ("#1 #42 #2026", []),
        ("#2026-review", ["2026-review"]),
        ("#a/b/c", ["a/b/c"]),
        ("#trailing-/", ["trailing"]),
        ("word#inside", []),
        ("# heading", []),
        ("## two", []),
        ("&#35;", []),
        ("`#code` #real", ["real"]),
        ("``double `#x` span`` #y", ["y"]),
        ("`unclosed #open", ["open"]),
        ("#日本語 #émoji🙂", ["日本語", "émoji"]),
        ("#Work #work #WORK", ["Work"]),
        ("(#paren) [#bracket]", []),
        ("#", []),
        ("#-", []),
    ])
    func oneLine(text: String, tags: [String]) {
        #expect(InlineTags.find(in: Array(text.utf8)) == tags, "\(text)")
    }

    @Test func theTemplatePromptsHoldNoTag() {
        let template = Entry.template(for: EntryDate(year: 2026, month: 11, day: 23))
        #expect(template.tags.isEmpty)
    }

    @Test func mayContainTagIsNeverWrongWhenItSaysNo() {
        for text in ["## Journal\n", "#\n", "a ## b", "# Title\n\n## Poem\n"] {
            #expect(!InlineTags.mayContainTag(Array(text.utf8)))
        }
        #expect(InlineTags.mayContainTag(Array("#a".utf8)))
    }
}
