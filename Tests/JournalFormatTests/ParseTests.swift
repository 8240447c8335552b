import Testing

@testable import JournalFormat

@Suite struct ParseTests {
    @Test func headingsInsideBlocksAreNotSections() throws {
        let entry = try Fixture.entry("headings-in-blocks.md")
        #expect(entry.title == "Tuesday, 3 November 2026")
        #expect(entry.sections.map(\.kind) == [.journal, .actionStep])
        #expect(entry.sections.map(\.lines) == [3...19, 20...22])
        #expect(entry.actionSteps.map(\.text) == ["the only step"])
    }

    @Test func setextHeadingsClosingHashesAndTaskMarkers() throws {
        let entry = try Fixture.entry("setext-and-closing-hashes.md")
        #expect(entry.title == "Title")
        #expect(entry.sections.map(\.title) == ["Journal", "action step", "Gratitude"])
        #expect(entry.sections.map(\.kind) == [.journal, .actionStep, .other])
        #expect(entry.sections[0].headingLines == 3...4)
        #expect(entry.actionSteps.map(\.text) == ["upper-case tick", "star bullet", "ordered task", "nested task"])
        #expect(entry.actionSteps.map(\.done) == [true, false, true, false])
        #expect(entry.actionSteps.map(\.line) == [10, 11, 12, 13])
    }

    @Test func thoughtRecords() throws {
        let entry = try Fixture.entry("thoughts.md")
        #expect(entry.thoughts.count == 3)
        let bus = entry.thoughts[0]
        #expect(bus.trigger == "The bus left as I reached the stop.")
        #expect(bus.thought == "I always miss everything.")
        #expect(bus.factOrFeeling == .feeling)
        #expect(bus.reframe == "I missed one bus; the next came in six minutes.")
        #expect(bus.intensity == 6)
        #expect(bus.time == "21:40")
        #expect(bus.tags == ["commute", "always"])
        #expect(bus.line == 5)

        let email = entry.thoughts[1]
        #expect(email.trigger == "Email from finance")
        #expect(email.thought == "I did the report wrong and they will notice.")
        #expect(email.factOrFeeling == .fact)
        #expect(email.tags == ["work", "money"])

        let awake = entry.thoughts[2]
        #expect(awake.trigger == "Lying awake")
        #expect(awake.thought == nil && awake.intensity == nil && awake.time == nil && awake.factOrFeeling == nil)
        #expect(entry.diagnostics.map(\.line) == [18, 19, 20, 21])
        #expect(entry.diagnostics.allSatisfy { $0.severity == .warning })
        #expect(entry.diagnostics[0].message.contains("no 'Thought:'"))
    }

    @Test func frontMatterIsKeptAndItsTagsRead() throws {
        let entry = try Fixture.entry("front-matter.md")
        #expect(entry.frontMatter?.lines == 1...4)
        #expect(entry.frontMatter?.yaml == "mood: 6/10\ntags: [running, \"family\", #sleep]")
        #expect(entry.tags == ["running", "family", "sleep"])
        #expect(entry.title == "Saturday, 7 November 2026")
        #expect(entry.sections.map(\.kind) == [.journal])
        #expect(entry.diagnostics.isEmpty)
    }

    @Test func frontMatterWithBlockListAndDotsFence() throws {
        let entry = try Fixture.entry("front-matter-block-tags.md")
        #expect(entry.tags == ["choir", "friends"])
        #expect(entry.sections.first?.lines == 7...9)
    }

    @Test func unclosedFrontMatterIsMarkdownWithAWarning() throws {
        let entry = try Fixture.entry("front-matter-unclosed.md")
        #expect(entry.frontMatter == nil)
        #expect(entry.sections.map(\.kind) == [.journal])
        #expect(entry.diagnostics.map(\.line) == [1])
    }

    @Test func poemLettersAndText() throws {
        let entry = try Fixture.entry("poem.md")
        #expect(entry.poem?.letters == ["H", "A", "T"])
        #expect(entry.poem?.lettersLine == 3)
        #expect(entry.poem?.text == "Hope is a kettle\nAt the edge of the boil\nTonight it sings")
        #expect(entry.diagnostics.isEmpty)
    }

    @Test func poemWithTwoLettersIsAWarning() throws {
        let entry = try Fixture.entry("poem-wrong-count.md")
        #expect(entry.poem?.letters == ["K", "M"])
        #expect(entry.diagnostics.map(\.line) == [3])
    }

    /// "ß" capitalises to "SS" and "ŉ" to "ʼN": they stay as written instead of stopping the parse.
    @Test func lettersWhoseCapitalIsTwoLettersStayAsWritten() throws {
        let entry = try Fixture.entry("poem-letters-without-one-letter-capitals.md")
        #expect(entry.poem?.letters == ["ß", "ŉ", "É"])
        #expect(entry.diagnostics.isEmpty)
    }

    @Test func aSecondSectionOfAKindIsAWarningAndEditsGoToTheFirst() throws {
        let entry = try Fixture.entry("duplicate-sections.md")
        #expect(entry.diagnostics.map(\.line) == [5])
        let edited = try entry.appending("More.", to: .journal)
        #expect(edited.text == "## Journal\n\nFirst.\n\nMore.\n\n## Journal\n\nSecond.\n")
    }

    @Test(arguments: [
        ("Journal", SectionKind.journal), ("  journal: ", .journal), ("Tomorrow, I will…", .actionStep),
        ("Action steps", .actionStep), ("THOUGHT DIARY", .thoughtDiary), ("Poem", .poem), ("Gratitude", .other),
    ])
    func sectionKindsFromTitles(title: String, kind: SectionKind) {
        #expect(SectionKind(title: title) == kind)
    }

    @Test func wordsLeaveOutTemplateSyntax() throws {
        let entry = Entry.parsing(
            "# Title words\n\n## Journal\n\n<!-- prompt words -->\nTwo words.\n\n## Action step\n\n- [x] three more words\n1. four\n"
        )
        #expect(entry.wordCount == 6)
    }

    /// Words are writing: letters of any script, digits, emoji; not punctuation, plain symbols
    /// or list syntax. Both readers count alike (EntrySummaryTests).
    @Test(arguments: [
        ("Bed at 10.", 3), ("Born in 2026.", 3), ("1. first\n2) second", 2), ("café 日本語 👍", 3),
        ("a · b", 2), ("x × y ÷ z", 3), ("here → there", 2), ("wait… — what", 2), ("© « »", 0), ("☕ ✓", 2),
        ("🌙", 1), ("🇯🇵", 1), ("- [x] done", 1), ("> 3. quoted item", 2),
    ])
    func wordsAreWriting(text: String, words: Int) throws {
        let entry = Entry.parsing("## Journal\n\n\(text)\n")
        #expect(entry.wordCount == words, "\(text)")
        #expect(try EntrySummary.read(Array(entry.bytes), date: nil, path: "w.md").wordCount == words, "\(text)")
    }

    /// A heading of level 3 to 6 is the user's writing, wherever it stands; the title and the
    /// section headings (levels 1 and 2, ATX or setext) are the template's. Both readers agree.
    @Test(arguments: [
        ("### 08:30 Short one.", 3), ("#### Big ####", 1), ("###### six", 1), ("### 1. first", 1),
        ("### <!-- prompt --> kept", 1), ("Setext\n------\n\nbody", 1), ("# Another title", 0), ("###", 0),
    ])
    func headingsTheUserWroteAreWords(text: String, words: Int) throws {
        for entryText in ["# Title\n\n## Journal\n\n\(text)\n", "# Title\n\n\(text)\n\n## Journal\n"] {
            let entry = Entry.parsing(entryText)
            #expect(entry.wordCount == words, "\(entryText)")
            #expect(entry.isWritten == (words > 0), "\(entryText)")
            let summary = try EntrySummary.read(Array(entry.bytes), date: nil, path: "w.md")
            #expect(summary.wordCount == words, "\(entryText)")
        }
    }

    @Test func textBeforeTheFirstHeadingIsNotASection() throws {
        let entry = Entry.parsing("A note with no title.\n\n## Journal\n\nHi.\n")
        #expect(entry.sections.map(\.lines) == [3...5])
        #expect(entry.title == nil)
        #expect(entry.wordCount == 6)
    }
}
