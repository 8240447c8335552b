import Foundation
import Testing

/// `nightly review` through the binary, on Fixtures/review-journal, today Sunday 2026-11-29:
/// - 16th: the first entry, a ticked step. 23rd: a swim (#swimming), a step carried to the
///   24th and one ticked. 24th: the carried step ticked, one open, a thought record (#work).
/// - 25th: the bare template. 26th: a walk (#walking). 28th: front matter tag swimming.
/// - 30th: written ahead, after today.
@Suite struct ReviewTests {
    static let journal = NightlyProcess.packageRoot.appendingPathComponent(
        "Tests/NightlyCLITests/Fixtures/review-journal")

    func run(_ arguments: [String], journal: URL = journal, today: String = "2026-11-29") throws
        -> NightlyProcess.Result
    {
        // Run in the journal, so paths are relative to it.
        try NightlyProcess.run(
            arguments, environment: ["NIGHTLY_JOURNAL": journal.path, "NIGHTLY_TODAY": today], in: journal)
    }

    func json(_ arguments: [String], today: String = "2026-11-29") throws -> [String: Any] {
        let result = try run(arguments + ["--json"], today: today)
        #expect(result.status == 0, "\(result.err)")
        return try #require(try JSONSerialization.jsonObject(with: result.stdout) as? [String: Any])
    }

    @Test func theWeekOnOnePage() throws {
        let result = try run(["review", "week"])
        #expect(result.status == 0, "\(result.err)")
        #expect(
            result.out == """
                Monday 23 November 2026 to Sunday 29 November 2026
                Written on 4 of 7 days · 86 words

                  Mon 23 Nov  Started the week with a swim. #swimming
                  Tue 24 Nov  Rain all day; the meeting ran over again.
                  Thu 26 Nov  Long walk with Ana along the canal. #walking
                  Sat 28 Nov  Pool again, forty lengths.

                Action steps: 3 planned, 2 done, 1 carried
                  [>] Mon 23 Nov  buy running shoes → Tue 24 Nov
                  [x] Mon 23 Nov  call the bank
                  [x] Tue 24 Nov  buy running shoes
                  [ ] Tue 24 Nov  book the physio (stale)

                Thought records: 1
                  Tue 24 Nov  the Tuesday meeting ran late → It was one meeting, and I said so. (intensity 6)

                Tags: swimming 2 · walking 1 · work 1

                Award unlocked: First thought record (Tue 24 Nov)

                """)
        #expect(try run(["review"]).out == result.out)
    }

    @Test func theJSONHoldsEveryPart() throws {
        let review = try json(["review", "week"])
        #expect(review["from"] as? String == "2026-11-23")
        #expect(review["to"] as? String == "2026-11-29")
        #expect(review["daysSoFar"] as? Int == 7)
        #expect(review["writtenDays"] as? Int == 4)
        let days = try #require(review["days"] as? [[String: Any]])
        #expect(days.map { $0["date"] as? String } == ["2026-11-23", "2026-11-24", "2026-11-26", "2026-11-28"])
        #expect(days[0]["firstLine"] as? String == "Started the week with a swim. #swimming")
        #expect(days[0]["path"] as? String == "2026/2026-11-23.md")
        let steps = try #require(review["steps"] as? [String: Any])
        #expect(steps["planned"] as? Int == 3 && steps["done"] as? Int == 2 && steps["carried"] as? Int == 1)
        let items = try #require(steps["items"] as? [[String: Any]])
        #expect(items.map { $0["state"] as? String } == ["carried", "done", "done", "open"])
        #expect(items.map { $0["stale"] as? Bool } == [false, false, false, true])
        #expect(items[0]["carriedTo"] as? String == "2026-11-24" && items[1]["carriedTo"] is NSNull)
        let thoughts = try #require(review["thoughts"] as? [[String: Any]])
        #expect(thoughts.count == 1)
        #expect(thoughts[0]["situation"] as? String == "the Tuesday meeting ran late")
        #expect(thoughts[0]["reframe"] as? String == "It was one meeting, and I said so.")
        #expect(thoughts[0]["intensity"] as? Int == 6 && thoughts[0]["factOrFeeling"] as? String == "feeling")
        let tags = try #require(review["tags"] as? [[String: Any]])
        #expect(tags.map { "\($0["name"]!) \($0["count"]!)" } == ["swimming 2", "walking 1", "work 1"])
        #expect((review["awards"] as? [[String: Any]])?.map { $0["id"] as? String } == ["first-thought"])
    }

    @Test func anyRangeTheDateParserKnows() throws {
        let last = try json(["review", "last", "week"])
        #expect(last["from"] as? String == "2026-11-16" && last["to"] as? String == "2026-11-22")
        #expect(last["writtenDays"] as? Int == 1)
        #expect((last["awards"] as? [[String: Any]])?.map { $0["id"] as? String } == ["first-entry"])
        // The month up to today: the entry written ahead on the 30th is not counted.
        let month = try json(["review", "month"])
        #expect(month["from"] as? String == "2026-11-01" && month["to"] as? String == "2026-11-30")
        #expect(month["daysSoFar"] as? Int == 29 && month["writtenDays"] as? Int == 5)
        #expect(try json(["review", "november"])["writtenDays"] as? Int == 5)
        #expect(try json(["review", "2026-11-24"])["writtenDays"] as? Int == 1)
        let day = try run(["review", "2026-11-24"])
        #expect(day.out.hasPrefix("Tuesday 24 November 2026\nWritten on 1 of 1 day · "), "\(day.out)")
    }

    @Test func aPeriodWithNothingWrittenSaysSo() throws {
        let result = try run(["review", "month"], today: "2026-10-15")
        #expect(result.status == 0, "\(result.err)")
        #expect(
            result.out == "Thursday 1 October 2026 to Saturday 31 October 2026\nWritten on 0 of 15 days · 0 words\n")
    }

    /// Only the period's days are read: a file it cannot read outside the week goes unmentioned.
    @Test func onlyThePeriodsDaysAreRead() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "nightly-review-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.copyItem(at: Self.journal, to: folder)
        try Data([0x23, 0x20, 0xFF, 0x0A]).write(to: folder.appendingPathComponent("2026/2026-11-10.md"))
        let week = try run(["review", "week"], journal: folder)
        #expect(week.status == 0 && week.err.isEmpty, "\(week.err)")
        let month = try run(["review", "month"], journal: folder)
        #expect(month.status == 0)
        #expect(month.err.contains("2026-11-10.md") && month.err.contains("invalid UTF-8"), "\(month.err)")
    }

    @Test func aPeriodItCannotReadIsAUsageError() throws {
        let result = try run(["review", "fortnight"])
        #expect(result.status == 64)
        #expect(result.err.contains("fortnight"), "\(result.err)")
    }

    /// On Sunday, the week's last night, the ritual's completion screen offers the review.
    @Test(arguments: [("2026-11-29", true), ("2026-11-23", false)])
    func theRitualOffersTheReviewOnSunday(today: String, offered: Bool) throws {
        let fixture = try RitualFixture()
        var environment = fixture.environment()
        environment["NIGHTLY_TODAY"] = today
        let result = try NightlyProcess.run(["--pattern", "0.1-0.1", "--cycles", "1"], environment: environment)
        #expect(result.status == 0, "\(result.err)")
        let line = "Sunday: `nightly review week` looks back on your week.\n"
        #expect(result.out.contains(line) == offered, "\(result.out)")
        if offered { #expect(result.out.hasSuffix(line + "Goodnight.\n")) }
    }
}
