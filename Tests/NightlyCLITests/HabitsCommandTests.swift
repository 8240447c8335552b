import Foundation
import Testing

/// `nightly habits`, `calendar --track` and the habit awards, through the binary, on the
/// journals of Fixtures/habits (a weekdays habit, a 2/week habit and a mood scale; today is
/// Wednesday 2026-11-25) and Fixtures/habit-six-days (a daily habit done the six days before
/// today, Monday 2026-11-23).
@Suite final class HabitsCommandTests {
    let home: URL
    let journal: URL

    init() throws {
        home = FileManager.default.temporaryDirectory.appendingPathComponent("nightly-habits-\(UUID().uuidString)")
        journal = home.appendingPathComponent("journal")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: home) }

    func copy(_ fixture: String) throws {
        try FileManager.default.copyItem(
            at: NightlyProcess.packageRoot.appendingPathComponent("Tests/NightlyCLITests/Fixtures/\(fixture)"),
            to: journal)
    }

    func run(_ arguments: [String], today: String = "2026-11-25") throws -> NightlyProcess.Result {
        try NightlyProcess.run(
            arguments,
            environment: [
                "HOME": home.path, "NIGHTLY_JOURNAL": journal.path, "NIGHTLY_TODAY": today,
                "XDG_CONFIG_HOME": home.appendingPathComponent("config").path, "NO_COLOR": "1",
            ],
            in: home)
    }

    @Test func theGraphMarksEachDayWithACharacterOfItsOwn() throws {
        try copy("habits")
        let result = try run(["habits", "--weeks", "2"])
        #expect(result.status == 0, "\(result.err)")
        let expected = """
            meditate  every weekdays
            Mon ●●
            Tue ●●
            Wed ~○
            Thu ●
            Fri ●
            Sat ·
            Sun ·
            streak 6 days · best 6 days · 100% of due days done

            run  every 2/week
            Mon ··
            Tue ●●
            Wed ·○
            Thu ·
            Fri ·
            Sat ●
            Sun ·
            streak 2 weeks · best 2 weeks · 100% of weeks met

            ● done  ✗ missed  ~ skipped  · not due  ○ today, not marked

            """
        #expect(result.out == expected)
        #expect(!result.out.contains("\u{1B}"))
    }

    @Test func theWeeksShownChangeTheGraphAndTheRate() throws {
        try copy("habits")
        let result = try run(["habits", "--weeks", "3"])
        #expect(result.status == 0, "\(result.err)")
        // 2026-11-09 to -12 come before meditate's first mark (blank, not missed) and the 13th
        // is a no: 6 of 7 due days done.
        #expect(result.out.contains("Mon  ●●\n"))
        #expect(result.out.contains("Fri ✗●\n"))
        #expect(result.out.contains("streak 6 days · best 6 days · 86% of due days done\n"))
        #expect(result.out.contains("streak 2 weeks · best 2 weeks · 100% of weeks met\n"))
        #expect(try run(["habits", "--weeks", "0"]).status == 64)
    }

    @Test func theJSONHasItsKeysAndValues() throws {
        try copy("habits")
        let result = try run(["habits", "--weeks", "2", "--json"])
        #expect(result.status == 0, "\(result.err)")
        let habits = try #require(try JSONSerialization.jsonObject(with: result.stdout) as? [[String: Any]])
        #expect(habits.map { $0["name"] as? String } == ["meditate", "run"])
        let meditate = habits[0]
        #expect(Set(meditate.keys) == ["name", "every", "unit", "current_streak", "best_streak", "rate", "days"])
        #expect(meditate["every"] as? String == "weekdays")
        #expect(meditate["unit"] as? String == "day")
        #expect(meditate["current_streak"] as? Int == 6)
        #expect(meditate["best_streak"] as? Int == 6)
        #expect(meditate["rate"] as? Double == 1)
        let days = try #require(meditate["days"] as? [[String: Any]])
        #expect(days.count == 14)
        #expect(days.first?["date"] as? String == "2026-11-16")
        #expect(days.first?["value"] as? String == "yes")
        #expect(days[2]["value"] as? String == "skip")
        #expect(days[5]["value"] is NSNull)
        #expect(days.last?["date"] as? String == "2026-11-29")
        let run = habits[1]
        #expect(run["every"] as? String == "2/week")
        #expect(run["unit"] as? String == "week")
        #expect(run["current_streak"] as? Int == 2)
    }

    @Test func aWeeklyHabitsWeekInProgressCountsOnceMet() throws {
        try copy("habits")
        #expect(try run(["track", "run", "yes"]).status == 0)
        let result = try run(["habits", "--weeks", "2", "--json"])
        let habits = try #require(try JSONSerialization.jsonObject(with: result.stdout) as? [[String: Any]])
        #expect(habits[1]["current_streak"] as? Int == 3)
        #expect(habits[1]["best_streak"] as? Int == 3)
        #expect(habits[1]["rate"] as? Double == 1)
    }

    @Test func noHabitSaysHowToDeclareOne() throws {
        try FileManager.default.createDirectory(at: journal, withIntermediateDirectories: true)
        let result = try run(["habits"])
        #expect(result.status == 0, "\(result.err)")
        #expect(result.out.split(separator: "\n").count == 1)
        #expect(result.out.contains("[track.NAME]"))
        let json = try run(["habits", "--json"])
        #expect(json.status == 0)
        #expect(json.out == "[]\n")
    }

    @Test func theCalendarMarksAMonthByAHabit() throws {
        try copy("habits")
        let result = try run(["calendar", "--track", "meditate", "2026-11"])
        #expect(result.status == 0, "\(result.err)")
        #expect(result.out.contains(" 16● 17● 18~ 19● 20● 21· 22·\n"), "\(result.out)")
        #expect(result.out.contains(" 13✗"))
        #expect(result.out.contains(">25 "))
        #expect(result.out.contains("● done  ✗ missed  ~ skipped  · not due"))
    }

    @Test func theYearHeatmapShadesAMeasure() throws {
        try copy("habits")
        let result = try run(["calendar", "--track", "mood", "--year", "2026"])
        #expect(result.status == 0, "\(result.err)")
        // Mood 3 of 1-10 is the low quarter, 8 the top one: Monday and Tuesday of the last week.
        let lines = result.out.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.contains { $0.hasPrefix("Mon ") && $0.hasSuffix("░") }, "\(result.out)")
        #expect(lines.contains { $0.hasPrefix("Tue ") && $0.hasSuffix("█") }, "\(result.out)")
        #expect(result.out.contains("mood from 1 to 10"))
        #expect(result.out.contains("2 days with a value for mood"))
    }

    @Test func theCalendarJSONAddsTheValueAndKeepsItsKeys() throws {
        try copy("habits")
        let result = try run(["calendar", "--track", "mood", "2026-11", "--json"])
        #expect(result.status == 0, "\(result.err)")
        let report = try #require(try JSONSerialization.jsonObject(with: result.stdout) as? [String: Any])
        let days = try #require(report["days"] as? [[String: Any]])
        let monday = try #require(days.first { $0["date"] as? String == "2026-11-23" })
        #expect(Set(monday.keys) == ["date", "written", "words", "level", "value"])
        #expect(monday["value"] as? Double == 3)
        #expect(days.first { $0["date"] as? String == "2026-11-22" }?["value"] is NSNull)
        let plain = try run(["calendar", "2026-11", "--json"])
        let plainDays = try #require(
            (try JSONSerialization.jsonObject(with: plain.stdout) as? [String: Any])?["days"] as? [[String: Any]])
        #expect(Set(plainDays[0].keys) == ["date", "written", "words", "level"])
    }

    @Test func anUnknownTrackExits64NamingTheDeclaredOnes() throws {
        try copy("habits")
        for arguments in [["calendar", "--track", "sleep"], ["calendar", "--track", "sleep", "--year", "2026"]] {
            let result = try run(arguments)
            #expect(result.status == 64)
            #expect(result.err.contains("meditate, run, mood"), "\(result.err)")
        }
    }

    @Test func aStreakAwardIsAnnouncedOnceByTheTrackThatReachesIt() throws {
        try copy("habit-six-days")
        let first = try run(["track", "read"], today: "2026-11-23")
        #expect(first.status == 0, "\(first.err)")
        #expect(first.err.contains("Award unlocked: A habit kept 7 in a row\n"), "\(first.err)")
        let again = try run(["track", "read", "yes"], today: "2026-11-23")
        #expect(again.status == 0, "\(again.err)")
        #expect(!again.err.contains("Award unlocked"))
        let stats = try run(["stats"], today: "2026-11-23")
        #expect(stats.out.contains("A habit kept 7 in a row"))
        let next = try run(["track", "read"], today: "2026-11-24")
        #expect(!next.err.contains("Award unlocked"), "\(next.err)")
    }
}
