import Foundation
import Testing

/// `nightly trend`, `nightly quit`, the quit milestones announced through the day transaction,
/// and what insights and review say of the tracks, through the binary, on
/// Fixtures/tracks-journal (its `.nightly.toml` declares mood, meditate and cigarettes, quitting
/// from 20 a day on 1 November to none on 15 December):
/// - 6th to 12th November: meditated, mood 8. 13th to 19th: did not, mood 5.
/// - 18th: 5 cigarettes. 19th: one, at 18:00, the last.
@Suite final class TrendQuitTests {
    static let fixture = NightlyProcess.packageRoot.appendingPathComponent(
        "Tests/NightlyCLITests/Fixtures/tracks-journal")
    let folder: URL
    let journal: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("nightly-tracks-\(UUID().uuidString)")
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("config"), withIntermediateDirectories: true)
        journal = folder.appendingPathComponent("journal")
        try FileManager.default.copyItem(at: Self.fixture, to: journal)
    }

    deinit { try? FileManager.default.removeItem(at: folder) }

    func run(_ arguments: [String], today: String = "2026-11-23", time: String = "21:00") throws
        -> NightlyProcess.Result
    {
        try NightlyProcess.run(
            arguments,
            environment: [
                "NIGHTLY_JOURNAL": journal.path, "NIGHTLY_TODAY": today, "NIGHTLY_TIME": time,
                "XDG_CONFIG_HOME": folder.appendingPathComponent("config").path, "HOME": folder.path,
            ], in: journal)
    }

    func json(_ arguments: [String], today: String = "2026-11-23") throws -> [String: Any] {
        let result = try run(arguments + ["--json"], today: today)
        #expect(result.status == 0, "\(result.err)")
        return try #require(try JSONSerialization.jsonObject(with: result.stdout) as? [String: Any])
    }

    @Test func trendShowsEachWeekAndTheMean() throws {
        let result = try run(["trend", "mood", "--since", "2026-11-04"])
        #expect(result.status == 0, "\(result.err)")
        #expect(
            result.out == """
                mood (scale) by week
                  week of     mean  min  max  days
                  2026-11-02     8    8    8     3
                  2026-11-09  6.71    5    8     7
                  2026-11-16     5    5    5     4
                  2026-11-23     -    -    -     0
                  mean 6.5 over 14 days

                """)
        let trend = try json(["trend", "mood", "--since", "2026-11-04"])
        #expect(Set(trend.keys) == ["name", "kind", "weeks"])
        let weeks = try #require(trend["weeks"] as? [[String: Any]])
        #expect(weeks.map { $0["start"] as? String } == ["2026-11-02", "2026-11-09", "2026-11-16", "2026-11-23"])
        #expect(weeks[1]["mean"] as? Double == 6.71 && weeks[1]["min"] as? Double == 5 && weeks[1]["days"] as? Int == 7)
        #expect(weeks[3]["mean"] is NSNull && weeks[3]["days"] as? Int == 0)
    }

    @Test(arguments: [["trend", "meditate"], ["trend", "sleep"], ["quit", "mood"], ["quit", "sleep"]])
    func aHabitOrAnUnknownNameIsAUsageError(arguments: [String]) throws {
        let result = try run(arguments)
        #expect(result.status == 64)
        #expect(result.out.isEmpty && result.err.hasPrefix("nightly: "))
    }

    @Test func quitSaysWhereThePlanStands() throws {
        let result = try run(["quit"])
        #expect(result.status == 0, "\(result.err)")
        #expect(
            result.out == """
                cigarettes: quitting on 2026-12-15, 22 days left
                  4 days 3 hours without (last 2026-11-19 18:00)
                  0 today, target 10
                  34 avoided, 15.30 EUR saved
                  next: 1 week without, on 2026-11-26 at 18:00
                    The first week, when withdrawal is at its strongest, is behind you; cravings come less often.

                """)
        let quit = try json(["quit", "cigarettes"])
        #expect(
            Set(quit.keys) == [
                "name", "start", "quit", "last", "today_count", "today_target", "avoided", "saved", "currency",
                "next_milestone",
            ])
        #expect(quit["last"] as? String == "2026-11-19T18:00" && quit["today_count"] is NSNull)
        #expect(quit["today_target"] as? Int == 10 && quit["avoided"] as? Double == 34)
        #expect(quit["saved"] as? Double == 15.3 && quit["currency"] as? String == "EUR")
        let next = try #require(quit["next_milestone"] as? [String: Any])
        #expect(next["after"] as? String == "1 week" && next["at"] as? String == "2026-11-26T18:00")
    }

    @Test func aMilestoneIsAnnouncedOnceAcrossCommands() throws {
        let first = try run(["track", "mood", "6"])
        #expect(first.status == 0, "\(first.err)")
        // Both 1 day and 3 days have passed: the longest is said, the shorter behind it is not.
        let announced = first.err.split(separator: "\n").filter { $0.hasPrefix("Milestone reached:") }
        #expect(announced.map { $0.prefix { $0 != "." } } == ["Milestone reached: 3 days without cigarettes"])
        let second = try run(["track", "meditate"])
        #expect(second.status == 0, "\(second.err)")
        #expect(!second.err.contains("Milestone"))
        let later = try run(["track", "mood", "7"], today: "2026-11-26", time: "18:30")
        #expect(later.err.contains("Milestone reached: 1 week without cigarettes."))
        #expect(!later.err.contains("3 days"))
        #expect(!(try run(["track", "mood", "8"], today: "2026-11-26", time: "19:00")).err.contains("Milestone"))
        // A new event starts a new run: its first day is announced again.
        #expect((try run(["track", "cigarettes", "--at", "08:00"], today: "2026-11-27", time: "09:00")).status == 0)
        #expect((try run(["track", "mood", "5"], today: "2026-11-28", time: "09:00")).err.contains("1 day without"))
    }

    @Test func insightsCompareAMeasureOnHabitDays() throws {
        let result = try run(["insights"])
        #expect(result.status == 0, "\(result.err)")
        let sentence = "mood 8.0 on days you did meditate, 5.0 on days you did not (7 and 7 days)."
        #expect(result.out.contains("• " + sentence))
        let insights = try json(["insights"])
        let tracks = try #require(insights["tracks"] as? [[String: Any]])
        #expect(tracks.map { $0["sentence"] as? String } == [sentence])
        #expect(tracks.first?["daysWith"] as? Int == 7 && tracks.first?["with"] as? Double == 8)
        #expect(insights["sentences"] != nil && insights["heatmap"] != nil)
    }

    @Test func insightsSayNothingUnderSevenDaysASide() throws {
        try FileManager.default.removeItem(at: journal.appendingPathComponent("2026/2026-11-12.md"))
        let result = try run(["insights"])
        #expect(result.status == 0, "\(result.err)")
        #expect(!result.out.contains("meditate"))
        #expect((try json(["insights"]))["tracks"] as? [Any] != nil)
        #expect(((try json(["insights"]))["tracks"] as? [Any])?.isEmpty == true)
    }

    @Test func reviewListsThePeriodsTracks() throws {
        let result = try run(["review", "week"], today: "2026-11-22")
        #expect(result.status == 0, "\(result.err)")
        #expect(
            result.out.hasSuffix(
                """

                Tracks
                  mood        4 days · mean 5 · 5
                  meditate    ✗✗✗✗···  (4 days marked)
                  cigarettes  2 days · mean 3 · 1–5

                """))
        let review = try json(["review", "week"], today: "2026-11-22")
        let tracks = try #require(review["tracks"] as? [[String: Any]])
        #expect(tracks.map { $0["name"] as? String } == ["mood", "meditate", "cigarettes"])
        #expect(tracks[0]["mean"] as? Double == 5 && tracks[0]["days"] as? Int == 4 && tracks[0]["marks"] == nil)
        let marks = try #require(tracks[1]["marks"] as? [Any])
        #expect(marks.prefix(4).map { $0 as? String } == ["no", "no", "no", "no"] && marks[4] is NSNull)
        #expect(tracks[2]["min"] as? Double == 1 && tracks[2]["max"] as? Double == 5)
        #expect(review["steps"] != nil && review["days"] != nil)
    }
}
