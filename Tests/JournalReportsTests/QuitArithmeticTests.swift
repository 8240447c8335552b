import Foundation
import JournalFormat
import Testing

@testable import JournalReports

/// A quit plan's numbers, exactly: the target before, at and after the quit date, events
/// avoided over the days with a value only, money saved to the cent, the time since the last
/// event and the milestones.
@Suite final class QuitArithmeticTests {
    static func day(_ iso: String) -> EntryDate { EntryDate(iso: iso)! }
    let folder: URL
    let plan = QuitPlan(
        start: day("2026-11-01"), quit: day("2026-12-15"), baseline: 20, cost: 0.45, currency: "EUR")

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("nightly-quit-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: folder) }

    /// A journal whose days hold `cigarettes: VALUE`.
    private func journal(_ days: [String: String]) throws -> Journal {
        let journal = Journal(root: folder, layout: .year)
        for (iso, value) in days {
            let url = journal.url(for: Self.day(iso))
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data("---\ncigarettes: \(value)\n---\n\n# Day\n\nWords.\n".utf8).write(to: url)
        }
        return journal
    }

    @Test(
        arguments: [
            ("2026-10-31", nil), ("2026-11-01", 20), ("2026-11-23", 10), ("2026-12-14", 1), ("2026-12-15", 0),
            ("2027-01-20", 0),
        ] as [(String, Int?)])
    func targetTapersToNoneOnTheQuitDate(day: String, target: Int?) {
        // ceil(20 × (quit − day) / 44): 22 days left is 10, one day left still 1.
        #expect(plan.target(on: Self.day(day)) == target)
    }

    @Test func avoidedCountsOnlyDaysWithAValueAndSavedIsInCents() throws {
        let journal = try journal([
            "2026-10-31": "3",  // before the start
            "2026-11-17": "25",  // more than the baseline: 0, never negative
            "2026-11-18": "5",  // 15 avoided
            "2026-11-19": "[18:00]",  // 19 avoided, and the last event
            // the 20th to the 22nd have no value: nothing avoided
            "2026-11-23": "0",  // 20 avoided
        ])
        let track = Track(name: "cigarettes", kind: .count(plan))
        let progress = try QuitProgress(
            track: track, in: journal, today: Self.day("2026-11-23"), now: ClockTime("21:00")!)
        #expect(progress.avoided == 54)
        #expect(progress.saved == 24.3)
        #expect(progress.todayCount == 0 && progress.todayTarget == 10 && progress.daysLeft == 22)
        #expect(progress.last?.date == Self.day("2026-11-19") && progress.last?.time == ClockTime("18:00"))
        #expect(progress.minutesSinceLast == 4 * 1440 + 180)
        #expect(QuitProgress.duration(minutes: progress.minutesSinceLast!) == "4 days 3 hours")
        #expect(progress.reachedMilestones.map(\.after) == ["1 day", "3 days"])
        let next = try #require(progress.nextMilestone)
        #expect(
            next.milestone.after == "1 week" && next.date == Self.day("2026-11-26") && next.time == ClockTime("18:00"))
    }

    @Test func savedRoundsHalfCentsUp() throws {
        var cheap = plan
        cheap.cost = 0.125
        let journal = try journal(["2026-11-23": "17"])
        let progress = try QuitProgress(
            track: Track(name: "cigarettes", kind: .count(cheap)), in: journal, today: Self.day("2026-11-23"),
            now: ClockTime("21:00")!)
        #expect(progress.avoided == 3)
        #expect(progress.saved == 0.38)  // 3 × 0.125 = 0.375
    }

    @Test func milestonesAreTimesSinceTheLastEvent() {
        #expect(
            QuitMilestone.all.map(\.after) == [
                "1 day", "3 days", "1 week", "2 weeks", "1 month", "3 months", "6 months", "1 year",
            ])
        #expect(QuitMilestone.all.map { $0.minutes / 1440 } == [1, 3, 7, 14, 30, 90, 180, 365])
        #expect(QuitMilestone.reached(minutes: 1439).isEmpty)
        #expect(QuitMilestone.reached(minutes: 1440).map(\.after) == ["1 day"])
        #expect(QuitMilestone.next(minutes: 1440)?.after == "3 days")
        #expect(QuitMilestone.next(minutes: 365 * 1440) == nil)
        let at = QuitMilestone.all[0].reached(after: Self.day("2026-12-31"), ClockTime("23:30")!)
        #expect(at.date == Self.day("2027-01-01") && at.time == ClockTime("23:30"))
    }
}
