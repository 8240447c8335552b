import Testing

@testable import ImportExport

/// Day One's Markdown made plain, and headings kept under the entry's own.
@Suite struct DayOneTextTests {
    @Test(arguments: [
        ("7\\.30\\. Worth it\\!", "7.30. Worth it!"), ("tacos \\(fish\\)", "tacos (fish)"),
        ("\\- not a list", "- not a list"), ("a \\\\ backslash", "a \\\\ backslash"),
        ("`code \\. stays`", "`code \\. stays`"), ("```\n1\\.5\n```", "```\n1\\.5\n```"),
        ("    indented \\. code", "    indented \\. code"), ("C:\\Users", "C:\\Users"),
    ])
    func escapesAreUndoneOutsideCode(_ exported: String, _ plain: String) {
        #expect(DayOneText.unescaped(exported) == plain)
    }

    @Test func aFirstLevelOneHeadingIsTheTitle() {
        var body = "# Sunset\n\nText"
        #expect(DayOneText.takeTitle(from: &body) == "Sunset")
        #expect(body == "\nText")
        var untitled = "Text\n# Later"
        #expect(DayOneText.takeTitle(from: &untitled) == nil)
    }

    @Test(arguments: [
        ("# One", "#### One"), ("## Two", "#### Two"), ("### Three", "#### Three"), ("#### Four", "#### Four"),
        ("#tag", "#tag"), ("```\n# in code\n```", "```\n# in code\n```"),
    ])
    func headingsOfLevelOneToThreeBecomeLevelFour(_ text: String, _ expected: String) {
        #expect(ImportedHeadings.demoting(text) == expected)
    }
}
