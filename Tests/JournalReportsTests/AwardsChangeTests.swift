import Foundation
import JournalFormat
import TestSupport
import Testing

@testable import JournalReports

/// `Awards.unlocked(by:in:today:)` reads only part of the journal; the law: it gives exactly
/// the awards unlocked after a change and locked before, as evaluating the whole history on
/// both sides does. Journals and changes are generated, seeded, so every run checks the same.
@Suite final class AwardsChangeTests {
    let folder: URL
    let today = EntryDate(year: 2026, month: 11, day: 23)

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("nightly-awards-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: folder) }

    /// A day's text: `words` words of journal, `ticked` done steps, `records` thought records
    /// (every other one with a reframe).
    private static func entry(words: Int, ticked: Int, records: Int) -> String {
        var text = "# Day\n\n## Journal\n\n"
        text += words == 0 ? "" : Array(repeating: "walk", count: words).joined(separator: " ") + "\n"
        text += "\n## Action step\n\n" + String(repeating: "- [x] done\n", count: ticked) + "- [ ] open\n"
        text += "\n## Thought diary\n\n"
        for record in 0..<records {
            text += "- Thought: rain\n" + (record % 2 == 0 ? "- Reframe: fine\n" : "") + "\n"
        }
        return text
    }

    private struct Day {
        var words = 0
        var ticked = 0
        var records = 0
    }

    @Test(arguments: 0..<120)
    func unlockedByAChangeIsTheDifferenceOfTheWholeHistoryBeforeAndAfter(seed: Int) throws {
        var random = SeededRandom(seed: seed)
        let journal = Journal(root: folder.appendingPathComponent("j\(seed)"), layout: .year)
        let (days, span) = try Self.history(upTo: 120, in: journal, random: &random, today: today)
        // The change: one or two days, written anew or raised.
        var changed: [EntryDate: Day] = [:]
        for _ in 0..<(1 + random.below(2)) {
            // Half the time a day not written yet: it may close a run, a week or a gap.
            let missing = (0...span).map { today.adding(days: -$0) }.filter { (days[$0]?.words ?? 0) == 0 }
            let date =
                random.below(2) == 0 && !missing.isEmpty
                ? missing[random.below(missing.count)] : today.adding(days: -random.below(span + 1))
            var day = days[date] ?? Day()
            switch random.below(4) {
            case 0: day.words += 1 + random.below(random.below(5) == 0 ? 5000 : 40)
            case 1: day.ticked += 1 + random.below(9)
            case 2: day.records += 1 + random.below(10)
            default: day.words += 1
            }
            changed[date] = day
        }
        let before = try summaries(journal)
        var changes: [ChangedDay] = []
        for (date, day) in changed {
            let had = before.first { $0.date == date }
            try Self.write(
                Self.entry(words: day.words, ticked: day.ticked, records: day.records), on: date, in: journal)
            let after = try summaries(journal).first { $0.date == date }
            changes.append(ChangedDay(date: date, before: had, after: after))
        }
        let was = Set(Awards.evaluate(before, today: today).filter(\.unlocked).map(\.id))
        let expected = Awards.evaluate(try summaries(journal), today: today).filter {
            $0.unlocked && !was.contains($0.id)
        }
        #expect(Awards.unlocked(by: changes, in: journal, today: today).map(\.id) == expected.map(\.id))
    }

    /// Writes a generated history of up to `longest` days back from `today`: runs, gaps, weeks,
    /// a few big days (words), ticks and records.
    private static func history(
        upTo longest: Int, in journal: Journal, random: inout SeededRandom, today: EntryDate
    ) throws -> (days: [EntryDate: Day], span: Int) {
        var days: [EntryDate: Day] = [:]
        let span = 20 + random.below(longest - 20)
        let density = [85 + random.below(15), 40 + random.below(50), 3 + random.below(10)][random.below(3)]
        for back in 0...span where random.below(100) < density {
            days[today.adding(days: -back)] = Day(
                words: random.below(4) == 0 ? 0 : random.below(random.below(10) == 0 ? 3000 : 60),
                ticked: random.below(3), records: random.below(8) == 0 ? 1 : 0)
        }
        for (date, day) in days {
            try write(Self.entry(words: day.words, ticked: day.ticked, records: day.records), on: date, in: journal)
        }
        return (days, span)
    }

    /// `Review` reads the period and only what decides its awards: they are those whose day of
    /// unlocking, in the whole history, falls in the period. Histories of up to 400 days, so
    /// that the history is read in several blocks and across a year folder.
    @Test(arguments: 0..<120)
    func aReviewsAwardsAreThoseTheWholeHistoryUnlocksInItsPeriod(seed: Int) throws {
        var random = SeededRandom(seed: seed)
        let journal = Journal(root: folder.appendingPathComponent("r\(seed)"), layout: .year)
        let span = try Self.history(upTo: 400, in: journal, random: &random, today: today).span
        let from = today.adding(days: -random.below(span + 1))
        let to = from.adding(days: [0, 6, 30, random.below(200)][random.below(4)])
        let end = min(to, today)
        let expected = Awards.evaluate(try summaries(journal), today: end).filter { award in
            award.unlockedOn.map { from <= $0 && $0 <= end } ?? false
        }
        let review = try Review.read(journal, from: from, to: to, today: today).review
        // In the order they were reached, the kinds in their own order on one day.
        let reached = expected.enumerated().sorted {
            ($0.element.unlockedOn!, $0.offset) < ($1.element.unlockedOn!, $1.offset)
        }
        #expect(review.awards == reached.map(\.element))
    }

    @Test func aChangeThatRaisesNothingReadsNoHistory() throws {
        let journal = Journal(root: folder, layout: .year)
        try Self.write(Self.entry(words: 3, ticked: 0, records: 0), on: today, in: journal)
        let summary = try #require(try summaries(journal).first)
        // An unreadable history would be skipped; a change that raises nothing never lists it.
        #expect(
            Awards.unlocked(by: [ChangedDay(date: today, before: summary, after: summary)], in: journal, today: today)
                .isEmpty)
    }

    private static func write(_ text: String, on date: EntryDate, in journal: Journal) throws {
        let url = journal.url(for: date)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    private func summaries(_ journal: Journal) throws -> [EntrySummary] {
        try journal.entryFiles().map { file in
            try EntrySummary.read(Journal.read(file.url), date: file.date, path: file.relativePath)
        }
    }
}
