import Foundation
import JournalFormat
import Testing

/// A `template.md` in the journal folder shapes every new day (Fixtures/user-template).
@Suite final class UserTemplateTests: ScratchJournalTests {
    override init() throws {
        try super.init()
        try FileManager.default.createDirectory(at: journal, withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: NightlyProcess.packageRoot.appendingPathComponent(
                "Tests/NightlyCLITests/Fixtures/user-template/template.md"),
            to: journal.appendingPathComponent("template.md"))
    }

    var today: String {
        get throws { try String(contentsOf: todayFile, encoding: .utf8) }
    }

    @Test func aNewDayIsMadeFromTheUsersTemplateWithItsPlaceholdersFilled() throws {
        let result = try run(["add", "Rain all day. #indoors"])
        #expect(result.status == 0, "\(result.err)")
        let text = try today
        #expect(
            text.hasPrefix(
                "---\nmood:\n---\n# Monday, 23 November 2026\n\n## Gratitude\n\n<!-- Three small things from Monday. -->\n"
            ))
        #expect(text.contains("-->\n\nRain all day. #indoors\n\n## Action step"))
        #expect(!text.contains("{{"))
    }

    @Test func stepsGoToTheTemplatesActionStepSection() throws {
        #expect(try run(["step", "--add", "call Sam"]).status == 0)
        #expect(try today.contains("## Action step\n\n<!-- One thing for tomorrow, as a task. -->\n\n- [ ] call Sam\n"))
    }

    @Test func theUsersPromptsAreLeftOutOfSearchesLikeTheBuiltInOnes() throws {
        #expect(try run(["add", "The situation at the bakery."]).status == 0)
        let grep = try run(["grep", "situation"])
        #expect(grep.out.split(separator: "\n").count == 1, "\(grep.out)")
        #expect(grep.out.contains("The situation at the bakery."))
        #expect(try run(["grep", "--all", "situation"]).out.split(separator: "\n").count == 2)
        #expect(try run(["log"]).out.contains("Which situation") == false)
    }

    @Test func aTemplateThatIsNotUTF8IsAnErrorNamingItsLineAndNothingIsWritten() throws {
        try Data("# {{title}}\n\n## Journal\n\nbad \u{FF}".utf8.map { $0 } + [0xFF, 0x0A]).write(
            to: journal.appendingPathComponent("template.md"))
        let result = try run(["add", "words"])
        #expect(result.status != 0)
        #expect(result.err.contains("template.md"), "\(result.err)")
        #expect(result.err.contains("template.md:5:"), "\(result.err)")
        #expect(!FileManager.default.fileExists(atPath: todayFile.path))
    }
}
