import Foundation
import JournalFormat
import Testing

/// Tags, the template's prompts left out of searches, `nightly log` and the user's own template,
/// through the binary, on the small journal in Fixtures/tags-journal:
/// - 18th: front matter `tags: [Travel]`, `#walking`, and a `#notatag` code span and a URL's `#`.
/// - 19th: the template and `#work`. 20th: `#Work` and two thought records, #work and #family.
/// - 21st: the bare template (not written). 22nd: `#walking` and a comment of the user's own.
@Suite struct TagsAndLogTests {
    static let journal = NightlyProcess.packageRoot.appendingPathComponent(
        "Tests/NightlyCLITests/Fixtures/tags-journal")

    func run(_ arguments: [String], environment: [String: String] = [:]) throws -> NightlyProcess.Result {
        try NightlyProcess.run(
            arguments,
            environment: ["NIGHTLY_JOURNAL": Self.journal.path, "NIGHTLY_TODAY": "2026-11-23"].merging(
                environment
            ) { _, new in new })
    }

    func json(_ arguments: [String]) throws -> [String: Any] {
        let result = try run(arguments)
        #expect(result.status == 0, "\(result.err)")
        return try #require(try JSONSerialization.jsonObject(with: result.stdout) as? [String: Any])
    }

    // MARK: Tags

    @Test func tagsListsEveryTagWithItsCountAndLastUse() throws {
        let tags = try #require(try json(["tags", "--json"])["tags"] as? [[String: Any]])
        let rows = tags.map { "\($0["name"]!) \($0["count"]!) \($0["lastUsed"]!)" }
        #expect(rows == ["walking 2 2026-11-22", "Work 2 2026-11-20", "family 1 2026-11-20", "Travel 1 2026-11-18"])
        let plain = try run(["tags"])
        #expect(plain.out.split(separator: "\n").first == "walking  2  2026-11-22")
    }

    @Test func showJSONListsFrontMatterAndInlineTagsButNotCodeOrLinks() throws {
        #expect(try json(["show", "--json", "2026-11-18"])["tags"] as? [String] == ["Travel", "walking"])
        #expect(try json(["show", "--json", "2026-11-20"])["tags"] as? [String] == ["Work", "family"])
        #expect(try json(["show", "--json", "2026-11-21"])["tags"] as? [String] == [])
    }

    @Test func grepStatsAndInsightsTakeATag() throws {
        let grep = try run(["grep", "-i", "situation", "--tag", "family"])
        #expect(grep.status == 0, "\(grep.err)")
        let lines = grep.out.split(separator: "\n")
        #expect(lines.count == 2 && lines.allSatisfy { $0.contains("/2026/2026-11-20.md:") }, "\(grep.out)")
        #expect(!grep.out.contains("2026-11-22"))
        #expect(try run(["grep", "-i", "situation", "--tag", "nosuchtag"]).status == 1)

        let stats = try json(["stats", "--json", "--tag", "walking"])
        #expect(stats["writtenDays"] as? Int == 2)
        #expect(stats["entries"] as? Int == 2)
        let hashed = try json(["stats", "--json", "--tag", "#WALKING"])
        #expect(hashed["writtenDays"] as? Int == 2)

        // A record counts when its own tags carry the tag: the #work record is left out.
        let insights = try json(["insights", "--json", "--tag", "family"])
        #expect(insights["records"] as? Int == 1)
        #expect(try json(["insights", "--json", "--tag", "work"])["records"] as? Int == 1)
        #expect(try json(["insights", "--json"])["records"] as? Int == 2)
    }

    @Test func tagsCompleteInTheShell() throws {
        let offered = try CompletionTests.bashOffers([
            NightlyProcess.binary.path, "grep", "--journal", Self.journal.path, "--tag", "",
        ])
        #expect(Set(["walking", "Work", "family", "Travel"]).isSubset(of: offered), "\(offered.sorted())")
    }

    // MARK: The template's prompts

    @Test func grepLeavesOutTheTemplatesPromptsButNotTheUsersOwnComments() throws {
        let result = try run(["grep", "-i", "situation"])
        #expect(result.status == 0)
        let lines = result.out.split(separator: "\n")
        #expect(lines.count == 3, "\(result.out)")  // two records' Situation lines and the user's comment
        #expect(lines.allSatisfy { !$0.contains("what happened, where") })
        #expect(lines.contains { $0.contains("2026-11-22.md:") && $0.contains("my own note: situation") })

        let all = try run(["grep", "-i", "--all", "situation"])
        #expect(all.out.split(separator: "\n").count == 3 + 5, "\(all.out)")  // a prompt in each of five files
        #expect(try run(["grep", "How was today"]).status == 1)
        #expect(try run(["grep", "--all", "How was today"]).status == 0)
    }

    @Test func wordCountsAndWrittenDaysIgnoreThePrompts() throws {
        #expect(try json(["show", "--json", "2026-11-21"])["words"] as? Int == 0)
        #expect(try json(["stats", "--json"])["writtenDays"] as? Int == 4)
    }

    // MARK: log

    @Test func logPrintsWrittenEntriesNewestFirstWithoutPrompts() throws {
        let result = try run(["log"])
        #expect(result.status == 0, "\(result.err)")
        let headers = result.out.split(separator: "\n").filter { $0.hasPrefix("2026-") }.map { String($0.prefix(10)) }
        #expect(headers == ["2026-11-22", "2026-11-20", "2026-11-19", "2026-11-18"])
        #expect(!result.out.contains("How was today"))
        #expect(!result.out.contains("what happened, where"))
        #expect(result.out.contains("Long #walking loop again. <!-- my own note: situation with the neighbours -->"))
        #expect(!result.out.contains("\n\n\n"))
    }

    @Test func logTakesACountARangeASectionAndATag() throws {
        func headers(_ arguments: [String]) throws -> [String] {
            let result = try run(["log"] + arguments)
            #expect(result.status == 0, "\(result.err)")
            return result.out.split(separator: "\n").filter { $0.hasPrefix("2026-") }.map { String($0.prefix(10)) }
        }
        #expect(try headers(["-n", "2"]) == ["2026-11-22", "2026-11-20"])
        #expect(try headers(["--since", "2026-11-19", "--until", "2026-11-20"]) == ["2026-11-20", "2026-11-19"])
        #expect(try headers(["--since", "3 days ago", "-n", "9"]) == ["2026-11-22", "2026-11-20"])
        #expect(try headers(["--since", "this week"]) == [])
        #expect(try headers(["--until", "last week"]) == ["2026-11-22", "2026-11-20", "2026-11-19", "2026-11-18"])
        #expect(try headers(["--since", "last week"]) == ["2026-11-22", "2026-11-20", "2026-11-19", "2026-11-18"])
        #expect(try headers(["--tag", "travel"]) == ["2026-11-18"])

        let section = try run([
            "log", "--section", "thought-diary", "-n", "1", "--since", "2026-11-20", "--until", "2026-11-20",
        ])
        #expect(section.out.contains("## Thought diary\n"))
        #expect(section.out.contains("- Situation: call with Mum"))
        #expect(!section.out.contains("## Journal"))
        #expect(!section.out.contains("A #Work day"))
    }

    @Test func logRejectsABadCountSectionOrDate() throws {
        #expect(try run(["log", "-n", "0"]).status == 64)
        #expect(try run(["log", "--section", "poems"]).status == 64)
        let date = try run(["log", "--since", "the day after"])
        #expect(date.status == 64, "\(date.err)")
        #expect(date.err.contains("the day after"))
    }

    @Test func logIsPlainWhenPipedEvenWithAPager() throws {
        let result = try run(["log", "-n", "1"], environment: ["PAGER": "sed s/^/paged:/"])
        #expect(result.out.hasPrefix("2026-11-22 · "))
    }
}

/// `nightly log` in a real terminal goes through the pager, as `git log` does.
@Suite(.serialized) final class LogPagerTerminalTests {
    let folder: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("nightly-log-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: folder) }

    func environment(_ extra: [String: String]) -> [String: String] {
        [
            "HOME": folder.path, "LANG": "C.UTF-8", "NIGHTLY_TODAY": "2026-11-23", "TERM": "xterm",
            "NIGHTLY_JOURNAL": TagsAndLogTests.journal.path,
        ].merging(extra) { _, new in new }
    }

    @Test func onATerminalTheLogGoesThroughThePagerWithGitsLessSettings() throws {
        // The pager marks every line it shows and prints what LESS it was given.
        let pager = "sh -c 'echo \"LESS=$LESS\"; sed \"s/^/paged: /\"'"
        let session = try TmuxSession(
            folder: folder, arguments: ["log", "-n", "1"], environment: environment(["PAGER": pager]))
        try session.waitForExit()
        let screen = session.history()
        #expect(session.status == 0, "\(screen)")
        #expect(screen.contains("LESS=FRX"), "\(screen)")
        #expect(screen.contains("paged: 2026-11-22 · "), "\(screen)")
        #expect(screen.contains("paged: Long #walking loop again."), "\(screen)")
    }

    @Test func nightlyPagerWinsAndNoPagerPrintsStraight() throws {
        let session = try TmuxSession(
            folder: folder, arguments: ["log", "-n", "1"],
            environment: environment(["PAGER": "false", "NIGHTLY_PAGER": "sed s/^/nightly-paged:/"]))
        try session.waitForExit()
        #expect(session.history().contains("nightly-paged:2026-11-22"), "\(session.history())")

        let straight = try TmuxSession(
            folder: folder, arguments: ["log", "-n", "1", "--no-pager"], environment: environment(["PAGER": "false"]))
        try straight.waitForExit()
        #expect(straight.history().contains("2026-11-22 · "), "\(straight.history())")
        #expect(straight.status == 0)
    }

    @Test func aPagerThatCannotStartFallsBackToPrinting() throws {
        let session = try TmuxSession(
            folder: folder, arguments: ["log", "-n", "1"], environment: environment(["PAGER": "no-such-pager-here"]))
        try session.waitForExit()
        #expect(session.history().contains("Long #walking loop again."), "\(session.history())")
        #expect(session.status == 0)
    }
}
