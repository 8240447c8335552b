import Foundation
import JournalFormat

/// One day a change touched, as the awards see it: its summary before and after the change
/// (nil: the day had, or has, no file).
public struct ChangedDay: Sendable {
    public var date: EntryDate
    public var before: EntrySummary?
    public var after: EntrySummary?

    public init(date: EntryDate, before: EntrySummary?, after: EntrySummary?) {
        self.date = date
        self.before = before
        self.after = after
    }
}

extension Awards {
    /// The awards a change to `changes`' days unlocked: locked in the journal's history before
    /// the change, unlocked after it, in the order awards are shown.
    ///
    /// Every `add` pays for this, so it reads only what decides it, not the whole journal:
    /// 1. the counts the change raised name the candidates (a day newly written: the written-day,
    ///    streak, full-week and comeback awards; more words, records, reframes or ticks: theirs);
    /// 2. a streak, a full week or a comeback is reached through a newly written day or not at
    ///    all, so a run of written days around it shorter than the target, a week with an
    ///    unwritten day, or a written day in the week before it rules that award out (read
    ///    outwards from the day, as far as the run goes);
    /// 3. the history before the change is walked from its first day, and the walk stops as soon
    ///    as every candidate left is unlocked there: after a few dozen days in a journal of any
    ///    age past its first weeks;
    /// 4. only a candidate still locked at the end of the history is decided from the whole
    ///    history after the change, from the summaries already read.
    ///
    /// The result is what comparing ``evaluate(_:today:)`` before and after would give
    /// (`AwardsChangeTests` hold it to that).
    public static func unlocked(by changes: [ChangedDay], in journal: Journal, today: EntryDate) -> [Award] {
        var reader = DayReader(journal: journal, changes: changes)
        var candidates = candidates(for: changes.filter { $0.date <= today }, reader: &reader, today: today)
        guard !candidates.isEmpty, let years = try? journal.entryYears() else { return [] }

        // A year at a time, its files listed only when the walk gets there.
        let changed = Dictionary(changes.map { ($0.date, $0) }) { first, _ in first }
        var walk = AwardWalk(today: today)
        var history: [EntrySummary] = []
        for year in years where year <= today.year {
            let days = EntryDate(year: year, month: 1, day: 1)...min(today, EntryDate(year: year, month: 12, day: 31))
            guard let files = try? journal.entryFiles(in: days) else { continue }
            var start = 0
            while start < files.count {
                let chunk = Array(files[start..<min(files.count, start + 128)])
                start += chunk.count
                let read = concurrentMap(chunk) { file in
                    changed[file.date].map { $0.before } ?? DayReader.summary(of: file.url, on: file.date, in: journal)
                }
                for summary in read.compactMap({ $0 }) {
                    walk.add(summary)
                    history.append(summary)
                }
                candidates.removeAll { walk.isUnlocked($0) }
                if candidates.isEmpty { return [] }
            }
        }
        let after = (history.filter { changed[$0.date!] == nil } + changes.compactMap(\.after))
            .filter { $0.date != nil }.sorted { $0.date! < $1.date! }
        return evaluate(after, today: today).filter { $0.unlocked && candidates.contains($0.id) }
    }

    /// The awards the change could have unlocked, by the counts it raised and the runs of
    /// written days around the days it newly wrote.
    private static func candidates(for changes: [ChangedDay], reader: inout DayReader, today: EntryDate) -> [String] {
        var raised: Set<Measure> = []
        var newlyWritten: [EntryDate] = []
        for change in changes {
            let before = change.before.flatMap { $0.isWritten ? $0 : nil }
            guard let after = change.after else { continue }
            if after.isWritten, before == nil {
                newlyWritten.append(change.date)
                raised.formUnion([.writtenDays, .streak, .fullWeeks, .comebacks])
            }
            if after.isWritten, after.wordCount > (before?.wordCount ?? 0) { raised.insert(.words) }
            if after.thoughts.count > (change.before?.thoughts.count ?? 0) { raised.insert(.thoughtRecords) }
            let reframes = { (day: EntrySummary?) in day?.thoughts.count { !($0.reframe ?? "").isEmpty } ?? 0 }
            if reframes(after) > reframes(change.before) { raised.insert(.reframes) }
            if after.actionStepsDone > (change.before?.actionStepsDone ?? 0) { raised.insert(.stepsDone) }
        }
        let longest = definitions.filter { $0.measure == .streak }.map(\.target).max() ?? 0
        let runs = newlyWritten.map { reader.run(through: $0, upTo: longest, today: today) }
        let fullWeeks = newlyWritten.contains { day in
            (0..<7).allSatisfy { offset in
                let date = day.startOfWeek.adding(days: offset)
                return date <= today && reader.isWritten(date)
            }
        }
        // A day written within a week after another closes no gap of more than seven days: a
        // comeback it could add was there before (a gap it split, or none).
        let comeback = newlyWritten.contains { day in !(1...7).contains { reader.isWritten(day.adding(days: -$0)) } }
        return definitions.filter { definition in
            guard raised.contains(definition.measure) else { return false }
            switch definition.measure {
            case .streak: return runs.contains { $0 >= definition.target }
            case .fullWeeks: return fullWeeks
            case .comebacks: return comeback
            default: return true
            }
        }.map(\.id)
    }

    /// Reads days as they are after the change, each once.
    private struct DayReader {
        let journal: Journal
        var written: [EntryDate: Bool]

        init(journal: Journal, changes: [ChangedDay]) {
            self.journal = journal
            written = Dictionary(changes.map { ($0.date, $0.after?.isWritten ?? false) }) { first, _ in first }
        }

        mutating func isWritten(_ date: EntryDate) -> Bool {
            if let known = written[date] { return known }
            let isWritten = Self.summary(of: journal.url(for: date), on: date, in: journal)?.isWritten ?? false
            written[date] = isWritten
            return isWritten
        }

        /// The written days in a row through `date` (written itself), counted up to `limit`.
        mutating func run(through date: EntryDate, upTo limit: Int, today: EntryDate) -> Int {
            var count = 1
            var day = date.adding(days: -1)
            while count < limit, isWritten(day) {
                count += 1
                day = day.adding(days: -1)
            }
            day = date.adding(days: 1)
            while count < limit, day <= today, isWritten(day) {
                count += 1
                day = day.adding(days: 1)
            }
            return count
        }

        /// The day's summary, or nil when it has no file or cannot be read (the reports leave
        /// such a day out too).
        static func summary(of url: URL, on date: EntryDate, in journal: Journal) -> EntrySummary? {
            guard let bytes = try? Journal.read(url) else { return nil }
            return try? EntrySummary.read(bytes, date: date, path: url.path, titles: journal.sectionTitles)
        }
    }
}
