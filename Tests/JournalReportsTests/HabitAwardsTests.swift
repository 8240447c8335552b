import Foundation
import JournalFormat
import TestSupport
import Testing

@testable import JournalReports

/// `HabitAwards.unlocked(by:tracks:in:today:)` and `HabitStreaks.current(of:in:today:)` read
/// part of the journal; the laws: they give what the whole history gives (the awards unlocked
/// after a change and locked before; the streak that reaches today). Seeded journals.
@Suite final class HabitAwardsTests {
    let folder: URL
    let today = EntryDate(year: 2026, month: 11, day: 25)
    static let tracks = [
        Track(name: "read", kind: .habit(.daily)), Track(name: "run", kind: .habit(.timesAWeek(2))),
        Track(name: "stretch", kind: .habit(.weekdays)),
    ]

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("nightly-habits-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: folder) }

    private static func text(_ marks: [String: HabitMark]) -> String {
        "---\n" + marks.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value.rawValue)\n" }.joined()
            + "---\n\n# Day\n\n## Journal\n\nA walk.\n"
    }

    private func write(_ marks: [String: HabitMark], on day: EntryDate, in journal: Journal) throws -> EntrySummary {
        let url = journal.url(for: day)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        let bytes = Array(Self.text(marks).utf8)
        try Data(bytes).write(to: url)
        return try EntrySummary.read(bytes, date: day, path: url.path, titles: journal.sectionTitles)
    }

    /// Days back from today with marks, mostly `yes`, so runs pass 7 and sometimes 30.
    private func history(in journal: Journal, random: inout SeededRandom, span: Int) throws -> [EntryDate: [String:
        HabitMark]]
    {
        var days: [EntryDate: [String: HabitMark]] = [:]
        let yes = 80 + random.below(18)
        for offset in 0...span {
            let day = today.adding(days: -offset)
            var marks: [String: HabitMark] = [:]
            for track in Self.tracks {
                let roll = random.below(100)
                if roll < yes { marks[track.name] = .yes } else if roll < yes + 1 { marks[track.name] = .skip }
            }
            guard random.below(30) != 0 else { continue }
            days[day] = marks
            _ = try write(marks, on: day, in: journal)
        }
        return days
    }

    private func awards(_ journal: Journal) throws -> [Award] {
        HabitAwards.evaluate(
            tracks: Self.tracks, history: try TrackHistory(tracks: Self.tracks, in: journal), today: today)
    }

    @Test(arguments: 0..<40)
    func unlockedByAChangeIsTheDifferenceOfTheWholeHistoryBeforeAndAfter(seed: Int) throws {
        var random = SeededRandom(seed: seed)
        let journal = Journal(root: folder.appendingPathComponent("j\(seed)"), layout: .year)
        let span = 20 + random.below(160)
        let days = try history(in: journal, random: &random, span: span)
        let before = try awards(journal)
        let date = today.adding(days: -random.below(min(span, 40) + 1))
        let old = days[date]
        let oldSummary = try old.map { marks in
            try EntrySummary.read(
                Array(Self.text(marks).utf8), date: date, path: journal.url(for: date).path,
                titles: journal.sectionTitles)
        }
        var marks = old ?? [:]
        let track = Self.tracks[random.below(Self.tracks.count)].name
        marks[track] = [HabitMark.yes, .yes, .no, .skip][random.below(4)]
        let newSummary = try write(marks, on: date, in: journal)
        let after = try awards(journal)
        let expected = after.filter { award in
            award.unlocked && before.first { $0.id == award.id }?.unlocked == false
        }.map(\.id)
        let unlocked = HabitAwards.unlocked(
            by: [ChangedDay(date: date, before: oldSummary, after: newSummary)], tracks: Self.tracks, in: journal,
            today: today)
        #expect(unlocked.map(\.id) == expected, "seed \(seed): \(track) on \(date)")
    }

    @Test(arguments: 0..<20)
    func theCurrentStreakReadInBlocksIsTheWholeHistorysOne(seed: Int) throws {
        var random = SeededRandom(seed: 1000 + seed)
        let journal = Journal(root: folder.appendingPathComponent("c\(seed)"), layout: .year)
        _ = try history(in: journal, random: &random, span: 30 + random.below(500))
        let history = try TrackHistory(tracks: Self.tracks, in: journal)
        for track in Self.tracks {
            let whole = HabitStreaks(track: track, history: history, today: today)
                .current(since: history.days.first ?? today).length
            #expect(
                try HabitStreaks.current(of: track, in: journal, today: today) == whole, "seed \(seed) \(track.name)")
        }
    }

    @Test func noHabitNoAwards() {
        let history = TrackHistory()
        #expect(
            HabitAwards.evaluate(
                tracks: [Track(name: "mood", kind: .scale(min: 1, max: 10))], history: history, today: today
            ).isEmpty)
    }
}
