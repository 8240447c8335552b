import Foundation
import JournalFormat
import Testing

@testable import JournalReports

/// `TrackTrend`: a measure's days grouped by Monday-to-Sunday week, exact means to two
/// decimals, empty weeks kept, and the sparkline over the weekly means.
@Suite struct TrackTrendTests {
    static func day(_ iso: String) -> EntryDate { EntryDate(iso: iso)! }
    let mood = Track(name: "mood", kind: .scale(min: 1, max: 10))

    @Test func weeksRunMondayToSundayWithEmptyWeeksKept() {
        let values: [(date: EntryDate, value: TrackValue)] = [
            (Self.day("2026-10-30"), .number(1)),  // before the first week: left out
            (Self.day("2026-11-16"), .number(6)), (Self.day("2026-11-18"), .number(7)),
            (Self.day("2026-11-22"), .number(9)), (Self.day("2026-11-23"), .number(5)),
        ]
        let trend = TrackTrend(track: mood, values: values, from: Self.day("2026-11-04"), to: Self.day("2026-11-25"))
        #expect(trend.weeks.map(\.start.iso) == ["2026-11-02", "2026-11-09", "2026-11-16", "2026-11-23"])
        #expect(
            trend.weeks[0] == TrackTrend.Week(start: Self.day("2026-11-02"), mean: nil, min: nil, max: nil, days: 0))
        #expect(trend.weeks[2] == TrackTrend.Week(start: Self.day("2026-11-16"), mean: 7.33, min: 6, max: 9, days: 3))
        #expect(trend.weeks[3] == TrackTrend.Week(start: Self.day("2026-11-23"), mean: 5, min: 5, max: 5, days: 1))
        #expect(trend.mean == 6.75 && trend.days == 4)
        #expect(trend.sparkline == "  █▁")
    }

    @Test func countsAverageTheirEventsAndEqualMeansSitMidway() {
        let cigarettes = Track(name: "cigarettes", kind: .count(nil))
        let at = ClockTime("08:10")!
        let values: [(date: EntryDate, value: TrackValue)] = [
            (Self.day("2026-11-16"), .count(2, times: [at, at])), (Self.day("2026-11-17"), .count(4, times: [])),
            (Self.day("2026-11-23"), .count(3, times: [])),
        ]
        let trend = TrackTrend(
            track: cigarettes, values: values, from: Self.day("2026-11-16"), to: Self.day("2026-11-29"))
        #expect(trend.weeks.map(\.mean) == [3, 3])
        #expect(trend.sparkline == "▄▄")
        #expect(trend.kind == "count")
    }

    @Test func theJSONHasExactlyItsKeys() throws {
        let trend = TrackTrend(
            track: mood, values: [(Self.day("2026-11-17"), .number(4))], from: Self.day("2026-11-10"),
            to: Self.day("2026-11-17"))
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(ReportJSON.encode(trend).utf8)) as? [String: Any])
        #expect(Set(object.keys) == ["name", "kind", "weeks"])
        let weeks = try #require(object["weeks"] as? [[String: Any]])
        #expect(
            weeks.map { Set($0.keys) } == [
                ["start", "mean", "min", "max", "days"], ["start", "mean", "min", "max", "days"],
            ])
        #expect(weeks[0]["mean"] is NSNull && weeks[0]["days"] as? Int == 0)
        #expect(weeks[1]["mean"] as? Double == 4 && weeks[1]["start"] as? String == "2026-11-16")
    }

    @Test func comparisonsNeedSevenDaysOnEachSide() {
        let meditate = Track(name: "meditate", kind: .habit(.daily))
        func summaries(yes: Int, no: Int) -> [EntrySummary] {
            (0..<(yes + no)).map { offset in
                let date = Self.day("2026-10-01").adding(days: offset)
                var summary = EntrySummary(
                    date: date, wordCount: 1, actionStepsDone: 0, actionStepsTotal: 0, thoughts: [])
                let text = "---\nmood: \(offset < yes ? 8 : 5)\nmeditate: \(offset < yes ? "yes" : "no")\n---\n"
                summary.frontMatter = text
                return summary
            }
        }
        let today = Self.day("2026-12-31")
        let said = TrackComparison.all(tracks: [mood, meditate], summaries: summaries(yes: 7, no: 8), today: today)
        #expect(said.map(\.sentence) == ["mood 8.0 on days you did meditate, 5.0 on days you did not (7 and 8 days)."])
        #expect(said.first?.daysWith == 7 && said.first?.with == 8)
        #expect(
            TrackComparison.all(tracks: [mood, meditate], summaries: summaries(yes: 6, no: 8), today: today).isEmpty)
    }
}
