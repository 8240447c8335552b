import Foundation
import Testing

/// Messages said the same way at every door, and said right (issue 31, item 7): an impossible
/// day named as a person would, options that cannot go together named, `--format` errors of
/// `log` and `grep` alike, and review's awards in the order they were reached.
@Suite struct QuestionsAndMessagesTests {
    static let sample = NightlyProcess.packageRoot.appendingPathComponent("sample-journal")
    static let awardOrder = NightlyProcess.packageRoot.appendingPathComponent(
        "Tests/NightlyCLITests/Fixtures/review-award-order")

    func run(_ arguments: [String], journal: URL = sample) throws -> NightlyProcess.Result {
        try NightlyProcess.run(
            arguments + ["--journal", journal.path], environment: ["NIGHTLY_TODAY": "2026-11-23", "TERM": "dumb"])
    }

    @Test(arguments: [
        ("feb 30", "'feb 30' names no day: February has no 30th"),
        ("2027-02-29", "'2027-02-29' names no day: February 2027 has no 29th"),
        ("31 april 2026", "'31 april 2026' names no day: April 2026 has no 31st"),
    ])
    func aDayTheMonthDoesNotHaveIsNamed(_ phrase: String, _ message: String) throws {
        let result = try run(["show", phrase])
        #expect(result.status == 64)
        #expect(result.err == "nightly: \(message)\n", "\(result.err)")
    }

    @Test func grepSaysWhichOutputsCannotBeCombined() throws {
        let result = try run(["grep", "-l", "-c", "walk"])
        #expect(result.status == 2)
        #expect(result.err.contains("-l and -c cannot be combined"), "\(result.err)")
    }

    @Test func logAndGrepReportABadFormatTheSameWay() throws {
        let log = try run(["log", "--format", "{title}"])
        let grep = try run(["grep", "--format", "{title}", "walk"])
        let rest = "format: the placeholders are {date}, {line}, {path}, {text}, and {{ and }} for braces\n"
        #expect(log.err == "nightly: '{title}' is not a log \(rest)", "\(log.err)")
        #expect(grep.err == "nightly: '{title}' is not a grep \(rest)", "\(grep.err)")
        #expect(log.status == 64)
        #expect(grep.status == 2, "grep's own contract: every error exits 2")
    }

    /// First entry on Monday, first thought record on Tuesday, a week in a row on Sunday: the
    /// lines go by day, not by kind of award.
    @Test func reviewsAwardsComeInTheOrderTheyWereReached() throws {
        let result = try run(["review", "last week"], journal: Self.awardOrder)
        #expect(result.status == 0, "\(result.err)")
        let awards = result.out.split(separator: "\n").filter { $0.hasPrefix("Award unlocked: ") }
        #expect(
            awards == [
                "Award unlocked: First entry (Mon 16 Nov)", "Award unlocked: First thought record (Tue 17 Nov)",
                "Award unlocked: A week in a row (Sun 22 Nov)", "Award unlocked: A full week (Sun 22 Nov)",
            ], "\(result.out)")
        let json = try run(["review", "last week", "--json"], journal: Self.awardOrder)
        let report = try #require(try JSONSerialization.jsonObject(with: json.stdout) as? [String: Any])
        let days = (report["awards"] as? [[String: Any]] ?? []).compactMap { $0["unlockedOn"] as? String }
        #expect(days == days.sorted() && days.count == 4, "\(days)")
    }
}
