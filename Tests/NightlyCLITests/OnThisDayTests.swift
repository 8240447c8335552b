import Foundation
import Testing

/// `nightly onthisday` through the binary, on the journals in Fixtures/reading:
/// - old: 2024-02-29, 2024-11-26 (four lines), 2025-11-26 (a prompt, then "Ran the canal
///   loop after work.", an open step), 2026-11-19, 2026-11-20 (the template), 2026-11-25.
/// - young: 2026-10-26, 2026-11-19 and 2026-11-25, a journal of one month.
@Suite struct OnThisDayTests {
    static let fixtures = NightlyProcess.packageRoot.appendingPathComponent("Tests/NightlyCLITests/Fixtures/reading")

    func run(_ arguments: [String], journal: String = "old", today: String = "2026-11-26") throws
        -> NightlyProcess.Result
    {
        // Run in the journal, so paths are relative to it.
        let folder = Self.fixtures.appendingPathComponent(journal)
        return try NightlyProcess.run(
            arguments, environment: ["NIGHTLY_JOURNAL": folder.path, "NIGHTLY_TODAY": today], in: folder)
    }

    func json(_ arguments: [String], journal: String = "old", today: String = "2026-11-26") throws -> [String: Any] {
        let result = try run(arguments + ["--json"], journal: journal, today: today)
        #expect(result.status == 0, "\(result.err)")
        return try #require(try JSONSerialization.jsonObject(with: result.stdout) as? [String: Any])
    }

    @Test func theSameDayInEarlierYearsNewestFirstWithTheFirstLinesWritten() throws {
        let result = try run(["onthisday"])
        #expect(result.status == 0, "\(result.err)")
        #expect(
            result.out == """
                2025-11-26 · a year ago · 2025/2025-11-26.md
                  Ran the canal loop after work.

                2024-11-26 · 2 years ago · 2024/2024-11-26.md
                  First frost on the bike saddle.
                  Gloves are in the blue box.
                  Soup for dinner.

                """)
        #expect(!result.out.contains("How was today"))
    }

    @Test func theJSONNamesEachDayHowLongAgoAndItsLines() throws {
        let report = try json(["onthisday"])
        #expect(report["date"] as? String == "2026-11-26")
        let memories = try #require(report["memories"] as? [[String: Any]])
        #expect(memories.map { $0["date"] as? String } == ["2025-11-26", "2024-11-26"])
        #expect(memories.map { $0["ago"] as? String } == ["a year ago", "2 years ago"])
        #expect(memories[0]["lines"] as? [String] == ["Ran the canal loop after work."])
        #expect(memories[0]["openSteps"] as? [String] == ["book the physio"])
        #expect(memories[0]["words"] as? Int ?? 0 > 0)
        #expect(memories[0]["path"] as? String == "2025/2025-11-26.md")
        #expect(memories[0]["text"] is NSNull)
    }

    @Test func aDateArgumentLooksBackFromThatDay() throws {
        let report = try json(["onthisday", "2025-11-26"])
        #expect((report["memories"] as? [[String: Any]])?.map { $0["ago"] as? String } == ["a year ago"])
        let words = try json(["onthisday", "tomorrow"], today: "2026-11-25")
        #expect(words["date"] as? String == "2026-11-26")
    }

    @Test func fullShowsTheWholeEntriesWithoutTheTemplatesPrompts() throws {
        let result = try run(["onthisday", "--full"])
        #expect(result.status == 0, "\(result.err)")
        #expect(result.out.contains("Letters: R · A · N\nRound the canal,"))
        #expect(result.out.contains("- [ ] book the physio"))
        #expect(result.out.contains("Bed early."))
        #expect(!result.out.contains("How was today"))
        let memories = try #require(try json(["onthisday", "--full"])["memories"] as? [[String: Any]])
        #expect((memories[1]["text"] as? String)?.hasSuffix("Soup for dinner.\nBed early.") == true)
    }

    @Test func aYoungJournalLooksBackAWeekAndAMonth() throws {
        let result = try run(["onthisday"], journal: "young")
        #expect(result.status == 0, "\(result.err)")
        #expect(result.out.contains("2026-11-19 · a week ago · 2026/2026-11-19.md\n  A week in: still writing.\n"))
        #expect(result.out.contains("2026-10-26 · a month ago"))
    }

    @Test func nothingToLookBackOnIsAFriendlyLineAndSuccess() throws {
        let result = try run(["onthisday"], today: "2026-11-27")
        #expect(result.status == 0, "\(result.err)")
        #expect(result.out == "Nothing written on 27 November in earlier years yet.\n")
        #expect((try json(["onthisday"], today: "2026-11-27")["memories"] as? [Any])?.isEmpty == true)
    }

    /// The days nightly keeps start at 0002-01-01: looking back from their first days finds
    /// nothing, and a day of year 1 is a usage error.
    @Test(arguments: ["0002-01-01", "0002-01-03", "0002-02-05"])
    func daysAtTheStartOfTheRangeAreNotACrash(date: String) throws {
        let result = try run(["onthisday", date], journal: "young")
        #expect(result.status == 0, "\(result.err)")
        #expect(result.out.hasPrefix("Nothing written on "), "\(result.out)")
    }

    @Test(arguments: ["0001-01-01", "0001-01-03", "0001-02-05"])
    func daysBeforeTheRangeAreAUsageError(date: String) throws {
        let result = try run(["onthisday", date], journal: "young")
        #expect(result.status == 64, "\(result.err)")
        #expect(result.err.contains("outside the days nightly keeps"), "\(result.err)")
    }

    @Test func aDateItCannotReadIsAUsageError() throws {
        let result = try run(["onthisday", "someday", "soon"])
        #expect(result.status == 64)
        #expect(result.err.contains("someday soon"), "\(result.err)")
    }
}
