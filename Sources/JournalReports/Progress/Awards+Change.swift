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
    /// 3. the history before the change is read backwards from its last day, and the reading
    ///    stops as soon as every candidate left is unlocked in the days read: every count an
    ///    award needs only grows with the days walked, so what a stretch of the history unlocks
    ///    the whole of it unlocked too. A phase's first block (item 4) is as long as its
    ///    candidates need at least (a hundred days for "A hundred days"), the next ones as long as
    ///    the rates read so far say is left; a journal of any age past its first months reads
    ///    about a hundred;
    /// 4. while a candidate counts words, records, reframes or ticks, the blocks are sized for
    ///    those alone and read in full; once none does, the awards left count written days only,
    ///    and a day is read up to its first word (``EntrySummary/isWritten(_:path:titles:)``),
    ///    standing in the walk as a written or an unwritten day with no counts;
    /// 5. only a candidate still locked at the first day of the history is decided from the whole
    ///    history after the change, from the summaries already read.
    ///
    /// The result is what comparing ``evaluate(_:today:)`` before and after would give
    /// (`AwardsChangeTests` hold it to that).
    public static func unlocked(by changes: [ChangedDay], in journal: Journal, today: EntryDate) -> [Award] {
        var reader = DayReader(journal: journal, changes: changes)
        var candidates = candidates(for: changes.filter { $0.date <= today }, reader: &reader, today: today)
        guard !candidates.isEmpty, let years = try? journal.entryYears() else { return [] }

        let changed = Dictionary(changes.map { ($0.date, $0) }) { first, _ in first }
        // Days the runs read are unchanged days: as they are after the change, so before it.
        let known = reader.summaries
        let entries = EntryFileReader(journal)
        var files = FilesBackwards(
            journal: journal, years: years.filter { $0 <= today.year }, today: today,
            skipping: Set(changes.filter { $0.before == nil }.map(\.date)))
        var newestFirst: [EntrySummary] = []
        var filesRead = 0
        // The blocks read in full, then the ones read up to the first word.
        var phase = (blocks: 0, filesRead: 0, readingInFull: true)
        while true {
            var walk = AwardWalk(today: today)
            for day in newestFirst.reversed() { walk.add(day) }
            candidates.removeAll { walk.isUnlocked($0) }
            if candidates.isEmpty { return [] }
            let counting = candidates.filter { countsMoreThanWrittenDays($0) }
            if counting.isEmpty, phase.readingInFull { phase = (0, 0, false) }
            let length = blockLength(
                for: phase.readingInFull ? counting : candidates, walk: walk,
                writtenDays: newestFirst.count(where: \.isWritten), filesRead: filesRead,
                phase: (phase.blocks, phase.filesRead))
            let block = files.next(length)
            let inFull = phase.readingInFull
            guard !block.isEmpty else { break }
            // A block of a few hundred files is read on this thread: starting the workers costs
            // more than reading it (2 ms against 100 files read in review week).
            let read = concurrentMap(block, chunk: 256) { file -> EntrySummary? in
                if let change = changed[file.date] { return change.before }
                if let summary = known[file.date] { return summary }
                guard let bytes = try? entries.read(file) else { return nil }
                let titles = journal.sectionTitles
                guard !inFull else {
                    return try? EntrySummary.read(bytes, date: file.date, path: file.relativePath, titles: titles)
                }
                guard let written = try? EntrySummary.isWritten(bytes, path: file.relativePath, titles: titles) else {
                    return nil
                }
                return EntrySummary(
                    date: file.date, wordCount: written ? 1 : 0, actionStepsDone: 0, actionStepsTotal: 0, thoughts: [])
            }
            newestFirst += read.compactMap { $0 }
            filesRead += block.count
            phase.blocks += 1
            phase.filesRead += block.count
        }
        let after = (newestFirst.filter { changed[$0.date!] == nil } + changes.compactMap(\.after))
            .filter { $0.date != nil }.sorted { $0.date! < $1.date! }
        return evaluate(after, today: today).filter { $0.unlocked && candidates.contains($0.id) }
    }

    /// Whether the award `id` counts more than written days (words, records, reframes, ticks),
    /// which only a day's whole summary tells.
    private static func countsMoreThanWrittenDays(_ id: String) -> Bool {
        guard let definition = definitions.first(where: { $0.id == id }) else { return false }
        switch definition.measure {
        case .words, .thoughtRecords, .stepsDone, .reframes: return true
        case .writtenDays, .streak, .fullWeeks, .comebacks: return false
        }
    }

    /// How many more files of the history to read before the candidates are looked at again:
    /// first what they need at least (as many days as the written-day count or the streak they
    /// reach, seven for a full week, one else); then what is left of each count at the rate the
    /// files read so far gave it. A count none of those files raised has no rate: from the
    /// third block of a phase on it takes at least as many files as the phase has read, so that
    /// a rare count is found in a few blocks and not one file at a time.
    /// - Parameters:
    ///   - walk: The walk over the files read so far, `writtenDays` of them written.
    ///   - phase: The blocks and files read in the current phase (in full, or up to the first word).
    private static func blockLength(
        for candidates: [String], walk: AwardWalk, writtenDays: Int, filesRead: Int,
        phase: (blocks: Int, filesRead: Int)
    ) -> Int {
        let progress = Dictionary(walk.awards.map { ($0.id, $0.progress.current) }) { first, _ in first }
        let unseen = phase.blocks >= 2 ? max(1, phase.filesRead) : 1
        // The files it takes to add `left` to a count that `reached` in the files read so far.
        func files(toAdd left: Int, reached: Int) -> Int {
            reached > 0 ? (max(1, left) * filesRead + reached - 1) / reached : unseen
        }
        var length = 1
        for definition in definitions where candidates.contains(definition.id) {
            let reached = progress[definition.id] ?? 0
            switch definition.measure {
            case .writtenDays, .streak:
                // A count of written days, or a run of them, needs as many written days.
                let left = definition.target - (definition.measure == .writtenDays ? reached : writtenDays)
                length = max(length, filesRead == 0 ? left : files(toAdd: left, reached: writtenDays))
            case .fullWeeks where filesRead == 0: length = max(length, 7)
            case .words, .thoughtRecords, .stepsDone, .reframes:
                length = max(length, files(toAdd: definition.target - reached, reached: reached))
            case .fullWeeks, .comebacks:
                length = max(length, unseen)
            }
        }
        return length
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
        /// The unchanged days read, by day (nil: no file, or one that cannot be read).
        var summaries: [EntryDate: EntrySummary?] = [:]

        init(journal: Journal, changes: [ChangedDay]) {
            self.journal = journal
            written = Dictionary(changes.map { ($0.date, $0.after?.isWritten ?? false) }) { first, _ in first }
        }

        mutating func isWritten(_ date: EntryDate) -> Bool {
            if let known = written[date] { return known }
            // No file, or one that cannot be read: the reports leave such a day out too.
            let summary = try? journal.summary(date)
            let isWritten = summary?.isWritten ?? false
            summaries[date] = summary
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
    }

    /// The history's files, the latest first, each year folder listed only when the reading
    /// gets there.
    private struct FilesBackwards {
        let journal: Journal
        let today: EntryDate
        /// The years still to list, the earliest first.
        var years: [Int]
        /// Days that were not in the history: the files a change made.
        let skipping: Set<EntryDate>
        /// The files of the year listed last not read yet, the earliest first.
        var listed: [EntryFile] = []

        init(journal: Journal, years: [Int], today: EntryDate, skipping: Set<EntryDate>) {
            self.journal = journal
            self.years = years
            self.today = today
            self.skipping = skipping
        }

        /// The next `count` files back, fewer at the first day of the history.
        mutating func next(_ count: Int) -> [EntryFile] {
            var block: [EntryFile] = []
            while block.count < count {
                if let file = listed.popLast() {
                    if !skipping.contains(file.date) { block.append(file) }
                    continue
                }
                guard let year = years.popLast() else { break }
                let days =
                    EntryDate(year: year, month: 1, day: 1)...min(today, EntryDate(year: year, month: 12, day: 31))
                listed = (try? journal.entryFiles(in: days)) ?? []
            }
            return block
        }
    }
}
