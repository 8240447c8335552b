import Foundation
import JournalFormat
import Testing

/// `nightly add --thought` from a script: the fields as flags, the thought as TEXT.
@Suite final class ThoughtCaptureTests: ScratchJournalTests {
    /// The thought records `nightly show --json` reads back from today's entry.
    private func shownThoughts() throws -> [[String: Any]] {
        let show = try run(["show", "--json"])
        #expect(show.status == 0, "\(show.err)")
        let report = try #require(try JSONSerialization.jsonObject(with: show.stdout) as? [String: Any])
        return try #require(report["thoughts"] as? [[String: Any]])
    }

    @Test func everyFieldGivenAsAFlagLandsInTheThoughtDiaryAndReadsBack() throws {
        let result = try run([
            "add", "--thought", "--situation", "standup", "--feeling", "--reframe", "One slow answer is not me",
            "--intensity", "6", "--time", "9:05", "--tags", "work, sleep", "--tags", "#late", "They think I'm slow",
        ])
        #expect(result.status == 0, "\(result.err)")
        #expect(result.out == "Added a thought record to journal/2026/2026-11-23.md\n")
        let text = try String(contentsOf: todayFile, encoding: .utf8)
        #expect(
            text.hasSuffix(
                "-->\n\n- Situation: standup\n- Thought: They think I'm slow\n- Fact or feeling: feeling\n"
                    + "- Reframe: One slow answer is not me\n- Intensity: 6\n- Time: 09:05\n"
                    + "- Tags: #work #sleep #late\n"))
        let thoughts = try shownThoughts()
        #expect(thoughts.count == 1)
        let record = try #require(thoughts.first)
        #expect(record["trigger"] as? String == "standup")
        #expect(record["thought"] as? String == "They think I'm slow")
        #expect(record["factOrFeeling"] as? String == "feeling")
        #expect(record["reframe"] as? String == "One slow answer is not me")
        #expect(record["intensity"] as? Int == 6)
        #expect(record["time"] as? String == "09:05")
        #expect(record["tags"] as? [String] == ["work", "sleep", "late"])
    }

    /// Without --time, a record of today takes the clock's time; of another day, none.
    @Test func theTimeIsTheClocksForTodayOnly() throws {
        #expect(try run(["add", "--thought", "--fact", "The", "bus", "was", "late"]).status == 0)
        let record = try #require(try shownThoughts().first)
        #expect(record["factOrFeeling"] as? String == "fact")
        #expect(record["thought"] as? String == "The bus was late")
        let time = try #require(record["time"] as? String)
        #expect(time.count == 5 && ThoughtRecord.clockTime(time) == time)

        #expect(try run(["add", "--thought", "--date", "yesterday"], stdin: "Piped\nin two lines\n").status == 0)
        let yesterday = try String(
            contentsOf: folder.appendingPathComponent("journal/2026/2026-11-22.md"), encoding: .utf8)
        #expect(yesterday.hasSuffix("-->\n\n- Thought: Piped in two lines\n"))
    }

    @Test(arguments: [
        (["--intensity", "11"], "--intensity must be a whole number from 0 to 10, not '11'"),
        (["--intensity", "high"], "--intensity must be a whole number from 0 to 10, not 'high'"),
        (["--time", "25:00"], "--time must be a 24-hour time as HH:MM, such as 21:40, not '25:00'"),
        (["--time", "9pm"], "--time must be a 24-hour time as HH:MM, such as 21:40, not '9pm'"),
    ])
    func aBadFieldIsAUsageErrorNamingTheValueAndNothingIsWritten(flag: [String], message: String) throws {
        let result = try run(["add", "--thought"] + flag + ["A thought"])
        #expect(result.status == 64)
        #expect(result.err.contains(message), "\(result.err)")
        #expect(!FileManager.default.fileExists(atPath: todayFile.path))
    }

    @Test(arguments: [
        (["add", "--thought"], "a thought record needs the thought"),
        (["add", "--thought", "--fact", "--feeling", "x"], "'--feeling' had already been set with flag '--fact'"),
        (["add", "--situation", "standup", "words"], "belong to a thought record: add --thought"),
    ])
    func aThoughtWithoutItsThoughtOrFieldsWithoutAThoughtAreUsageErrors(arguments: [String], message: String) throws {
        let result = try run(arguments)
        #expect(result.status == 64)
        #expect(result.err.contains(message), "\(result.err)")
        #expect(!FileManager.default.fileExists(atPath: todayFile.path))
    }

    /// What a plain add took as text still is text.
    @Test func textThatLooksLikeOptionsIsStillText() throws {
        #expect(try run(["add", "-3 degrees"]).status == 0)
        #expect(try run(["add", "--", "--thought"]).status == 0)
        let text = try String(contentsOf: todayFile, encoding: .utf8)
        #expect(text.contains("-->\n\n-3 degrees\n\n--thought\n\n## Action step"), "\(text)")
        #expect(try shownThoughts().isEmpty)
    }
}
