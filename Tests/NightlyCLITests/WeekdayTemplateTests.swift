import Foundation
import Testing

/// `template-monday.md` … `template-sunday.md` win over `template.md` on their weekday
/// (Fixtures/weekday-templates), and `check` names a template nightly cannot read.
@Suite final class WeekdayTemplateTests: ScratchJournalTests {
    override init() throws {
        try super.init()
        try FileManager.default.createDirectory(at: journal, withIntermediateDirectories: true)
        let fixtures = NightlyProcess.packageRoot.appendingPathComponent(
            "Tests/NightlyCLITests/Fixtures/weekday-templates")
        for name in ["template.md", "template-monday.md", "template-sunday.md"] {
            try FileManager.default.copyItem(
                at: fixtures.appendingPathComponent(name), to: journal.appendingPathComponent(name))
        }
    }

    func run(_ arguments: [String], on day: String) throws -> NightlyProcess.Result {
        var environment = environment
        environment["NIGHTLY_TODAY"] = day
        return try NightlyProcess.run(arguments, environment: environment, in: folder)
    }

    func entry(_ day: String) throws -> String {
        try String(contentsOf: journal.appendingPathComponent("2026/\(day).md"), encoding: .utf8)
    }

    @Test func eachWeekdaysTemplateWinsOnItsDayAndTemplateMdTakesTheOthers() throws {
        // 2026-11-22 is a Sunday, 2026-11-23 a Monday, 2026-11-24 a Tuesday (no template of its own).
        for day in ["2026-11-22", "2026-11-23", "2026-11-24"] {
            let result = try run(["add", "Words."], on: day)
            #expect(result.status == 0, "\(result.err)")
        }
        let sunday = try entry("2026-11-22")
        #expect(sunday.hasPrefix("# Sunday, 22 November 2026\n\n## Journal\n\n<!-- How was this Sunday? -->"))
        #expect(sunday.contains("## Week in review\n\n<!-- Which step of this week moved you forward? -->"))
        #expect(!sunday.contains("Gratitude"))
        #expect(try entry("2026-11-23").contains("<!-- A new week: what is on your mind? -->"))
        let tuesday = try entry("2026-11-24")
        #expect(tuesday.contains("## Gratitude\n\n<!-- Three small things from Tuesday. -->"))
    }

    @Test func aWeekdayTemplatesPromptsAreLeftOutOfSearches() throws {
        #expect(try run(["step", "--add", "call Sam"], on: "2026-11-22").status == 0)
        let grep = try run(["grep", "forward"], on: "2026-11-23")
        #expect(grep.status == 1, "\(grep.out)")
        #expect(try run(["grep", "--all", "forward"], on: "2026-11-23").out.contains("2026-11-22"))
    }

    @Test func checkNamesATemplateThatIsNotUTF8OrNotAFile() throws {
        try Data(Array("# {{title}}\n\n## Journal\n\nbad ".utf8) + [0xFF, 0x0A]).write(
            to: journal.appendingPathComponent("template-friday.md"))
        try FileManager.default.createDirectory(
            at: journal.appendingPathComponent("template-saturday.md"), withIntermediateDirectories: false)
        let check = try run(["check"], on: "2026-11-23")
        #expect(check.status != 0)
        let lines = check.out.split(separator: "\n").map(String.init)
        let friday =
            "template-friday.md:5: error: template: invalid UTF-8 at column 5; nightly will not change this file"
        #expect(lines.contains { $0.hasSuffix(friday) }, "\(check.out)")
        let saturday = "template-saturday.md:1: error: template: cannot read: not a regular file"
        #expect(lines.contains { $0.hasSuffix(saturday) }, "\(check.out)")
        #expect(!check.out.contains("template-sunday.md"))
        // The other days still get their templates; Friday's new day is refused, naming the file.
        let add = try run(["add", "Words."], on: "2026-11-27")
        #expect(add.status != 0)
        #expect(add.err.contains("template-friday.md:5:"), "\(add.err)")
    }
}
