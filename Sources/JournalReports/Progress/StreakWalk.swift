import Foundation
import JournalFormat

/// The walk back from today that `nightly status` counts the streak with, and what it keeps
/// for the next prompt (``StreakCache``).
///
/// Today and the ``StreakCache/recentDays`` before it are stamped one by one (read only when
/// their stamp changed); further back, a year the cache can vouch for from its folders' stamps
/// is passed over in one step; any other day is stamped, in batches on all cores that double
/// up to 512 days (from one again after a year passed over, where the streak most often
/// ends), and read when its stamp is not the one kept. So on a prompt a streak of years costs a few dozen
/// `fstatat`s, not one a day; every ``StreakCache/trustedFor`` seconds, or once git's index has
/// changed, every day is stamped again.
struct StreakWalk {
    private let journal: Journal
    private let today: EntryDate
    private let now: Int64
    private let stamper: EntryStamper
    /// Nil when the journal keeps no cache: then no stamps are taken.
    private let cache: StreakCache?
    private let index: EntryStamp
    /// Whether a year may be passed over on its folders' stamps.
    private let trusted: Bool

    /// The folders' stamps, each taken once, before any day it vouches for is looked at (nil:
    /// not a folder, or not looked at).
    private var folderStamps: [String: EntryStamp?] = [:]
    /// Whether a year of the cache still has its folders' stamps.
    private var verdicts: [Int: Bool] = [:]
    /// The streak found, latest first.
    private var pieces: [Piece] = []
    /// Whether a day's stamp differs from the one kept (so the cache must be written again).
    private var recordsChanged = false
    private(set) var problems: [String] = []

    /// A stretch of the streak: a day looked at (with the stamp to keep, if settled), or days
    /// the cache vouched for.
    private enum Piece {
        case day(Int, EntryStamp?)
        case known(ClosedRange<Int>)
    }

    init(journal: Journal, today: EntryDate, now: Int64) {
        self.journal = journal
        self.today = today
        self.now = now
        stamper = EntryStamper(journal)
        let cache = StreakCache(journal: journal)
        self.cache = cache.isKept ? cache : nil
        index = cache.indexStamp()
        let header = cache.header
        // Either way from the clock: a clock set back does not stretch the time believed.
        let window = StreakCache.trustedFor * 1_000_000_000
        trusted =
            cache.isKept && header.checked != .min && header.checked > now - window && header.checked < now + window
            && header.index == index
        if !trusted { cache.readAllRecords() }  // Every day will be looked up: one read, not two a day.
    }

    /// Whether today is written, and the streak: up to today when it is, else up to yesterday.
    mutating func run() -> (written: Bool, streak: Int) {
        let written = look(at: [today], breaking: false) == 1
        var streak = written ? 1 : 0
        var next = today  // The day after the next one to look at.
        var batch = 1
        while next > Self.earliest {
            let day = next.adding(days: -1)
            if let low = knownLow(through: day) {
                pieces.append(.known(low...day.dayNumber))
                streak += day.dayNumber - low + 1
                next = EntryDate(dayNumber: low)
                // The day before a year's kept days is most often where the streak ended.
                batch = 1
                continue
            }
            // A batch stays in one year, so the next can be passed over on its folders.
            let january = EntryDate(year: day.year, month: 1, day: 1)
            let count = min(batch, january.days(to: day) + 1, Self.earliest.days(to: next))
            let days = (0..<count).map { day.adding(days: -$0) }
            let writtenDays = look(at: days, breaking: true)
            streak += writtenDays
            if writtenDays < days.count { break }
            next = days.last!
            if streak >= StreakCache.recentDays { batch = min(batch * 2, 512) }
        }
        save()
        return (written, streak)
    }

    /// Looks at `days` (latest first, in one year) and adds the written ones to the streak, up
    /// to the first that is not when `breaking`; answers how many were written in a row.
    private mutating func look(at days: [EntryDate], breaking: Bool) -> Int {
        guard let first = days.first else { return 0 }
        if cache != nil { stampFolders(ofYear: first.year) }
        let checks =
            days.count == 1
            ? [check(first)]
            : concurrentMap(days) { [self] in check($0) }
        var count = 0
        for (day, check) in zip(days, checks) {
            guard check.written else {
                if let found = check.problem { problems.append(found) }
                if breaking { break }
                continue
            }
            if check.kept != check.stamp { recordsChanged = true }
            pieces.append(.day(day.dayNumber, check.stamp))
            count += 1
        }
        return count
    }

    /// One day: whether it is written, the stamp to keep when it is, and why its file could
    /// not be read.
    private struct DayCheck: Sendable {
        var written: Bool
        var stamp: EntryStamp?
        var problem: String?
        /// The stamp the cache kept for the day.
        var kept: EntryStamp?
    }

    /// Whether `day`'s entry has a word beyond the template: known when its file's stamp is the
    /// one the cache kept, else read. A file that cannot be read is not written, and says why.
    private func check(_ day: EntryDate) -> DayCheck {
        let stamp = cache == nil ? nil : stamper.stamp(of: day)
        let kept = cache?.stamp(of: day.dayNumber)
        if let stamp, kept == stamp { return DayCheck(written: true, stamp: stamp, kept: kept) }
        do {
            let written = try journal.isWritten(day)
            let settled = stamp.map { StreakCache.isSettled($0, now: now) } ?? false
            return DayCheck(written: written, stamp: written && settled ? stamp : nil, kept: kept)
        } catch {
            return DayCheck(written: false, problem: "\(error); counted as not written", kept: kept)
        }
    }

    // MARK: Years passed over

    /// The earliest day of the stretch ending at `day` that the cache vouches for, when it can:
    /// the cache is trusted, `day` is not a recent one, and its year's folders are as they were.
    private mutating func knownLow(through day: EntryDate) -> Int? {
        guard trusted, let cache, today.dayNumber - day.dayNumber >= StreakCache.recentDays,
            let entry = cache.entry(ofYear: day.year), !entry.folders.isEmpty,
            (entry.low...entry.high).contains(day.dayNumber)
        else { return nil }
        if verdicts[entry.year] == nil {
            let paths = stamper.folders(ofYear: entry.year, upToRank: entry.rank, months: entry.months)
            verdicts[entry.year] =
                paths.count == entry.folders.count
                && zip(paths, entry.folders).allSatisfy { folderStamp($0) == $1 }
        }
        return verdicts[entry.year]! ? entry.low : nil
    }

    /// Stamps every folder a day of `year` could be found in, before its days are looked at:
    /// a change after the stamp is then seen by the next prompt.
    private mutating func stampFolders(ofYear year: Int) {
        for path in stamper.folders(ofYear: year, upToRank: stamper.layoutCount - 1) { _ = folderStamp(path) }
    }

    private mutating func folderStamp(_ path: String) -> EntryStamp? {
        if let known = folderStamps[path] { return known }
        let stamp = stamper.folderStamp(path)
        folderStamps[path] = stamp
        return stamp
    }

    // MARK: What is kept

    /// Writes the cache again when what was found differs from what it holds.
    private func save() {
        guard let cache else { return }
        let header =
            trusted
            ? cache.header
            : StreakCache.Header(checked: StreakCache.isSettled(index, now: now) ? now : .min, index: index)
        let years = yearEntries()
        if !recordsChanged, header == cache.header, years == cache.years, sameSpan(as: cache) { return }
        var records: [StreakCache.Record] = []
        for piece in pieces {
            switch piece {
            case .day(let day, let stamp):
                if let stamp { records.append(StreakCache.Record(day: day, stamp: stamp)) }
            case .known(let days):
                guard let known = cache.records(in: days) else { return }  // Cannot happen: vouched for.
                records += known
            }
        }
        cache.save(header: header, years: years, records: records)
    }

    /// Whether the days found with a stamp are the days the cache keeps, given that no day's
    /// stamp differed: the same latest and earliest.
    private func sameSpan(as cache: StreakCache) -> Bool {
        var latest: Int?
        var earliest: Int?
        for piece in pieces {
            switch piece {
            case .day(let day, let stamp):
                if stamp != nil {
                    latest = latest ?? day
                    earliest = day
                }
            case .known(let days):
                latest = latest ?? days.upperBound
                earliest = days.lowerBound
            }
        }
        guard let span = cache.span else { return latest == nil }
        return latest == span.latest && earliest == span.earliest
    }

    /// The years of the streak found, latest first, each with its folders' stamps when it can
    /// be believed from them.
    private func yearEntries() -> [StreakCache.Year] {
        struct Tally {
            var low = Int.max
            var high = Int.min
            var rank = 0
            var complete = true
            var known = false
        }
        var tallies: [(year: Int, tally: Tally)] = []
        func add(_ days: ClosedRange<Int>, rank: Int, complete: Bool, known: Bool) {
            let year = EntryDate(dayNumber: days.lowerBound).year
            if tallies.last?.year != year { tallies.append((year, Tally())) }
            tallies[tallies.count - 1].tally.low = min(tallies[tallies.count - 1].tally.low, days.lowerBound)
            tallies[tallies.count - 1].tally.high = max(tallies[tallies.count - 1].tally.high, days.upperBound)
            tallies[tallies.count - 1].tally.rank = max(tallies[tallies.count - 1].tally.rank, rank)
            tallies[tallies.count - 1].tally.complete = tallies[tallies.count - 1].tally.complete && complete
            tallies[tallies.count - 1].tally.known = tallies[tallies.count - 1].tally.known || known
        }
        for piece in pieces {
            switch piece {
            case .day(let day, let stamp):
                add(
                    day...day, rank: stamp?.layoutRank ?? 0,
                    complete: stamp.map { !$0.isLink && StreakCache.isSettled($0, now: now) } ?? false, known: false)
            case .known(let days):
                let entry = cache?.entry(ofYear: EntryDate(dayNumber: days.lowerBound).year)
                add(days, rank: entry?.rank ?? 0, complete: entry != nil, known: true)
            }
        }
        return tallies.map { year, tally in
            var entry = StreakCache.Year(
                year: year, low: tally.low, high: tally.high, rank: tally.rank, months: 0, folders: [])
            let monthPaths = stamper.folders(ofYear: year, upToRank: stamper.layoutCount - 1).filter { $0.count == 7 }
            if monthPaths.allSatisfy({ folderStamps[$0] != nil }) {
                for (number, path) in monthPaths.enumerated() where folderStamps[path]! != .absent {
                    entry.months |= 1 << number
                }
            } else if tally.known, let kept = cache?.entry(ofYear: year) {
                entry.months = kept.months
            } else {
                return entry
            }
            guard tally.complete else { return entry }
            var folders: [EntryStamp] = []
            for path in stamper.folders(ofYear: year, upToRank: tally.rank, months: entry.months) {
                guard let stamp = folderStamps[path] ?? nil, StreakCache.isSettled(stamp, now: now) else {
                    return entry
                }
                folders.append(stamp)
            }
            entry.folders = folders
            return entry
        }
    }

    private static let earliest = EntryDate(year: 1, month: 1, day: 1)
}
