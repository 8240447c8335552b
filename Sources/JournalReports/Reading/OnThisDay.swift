import Foundation
import JournalFormat

/// `nightly onthisday`: the days to read back on a date, as Day One's "On This Day" shows
/// them. The same day in every earlier year, newest first; while the journal is younger than a
/// year, also the same day a month ago and the same weekday a week ago, so a new journal has
/// something to show. Only those days' files are read: a lifetime of entries costs a listing
/// of the journal's top folder and a look at one file per year.
public struct OnThisDay: Sendable {
    /// One day looked back on.
    public struct Memory: Sendable, Equatable {
        public enum Distance: Sendable, Equatable {
            case years(Int)
            case month
            case week
        }
        public var distance: Distance
        public var preview: DayPreview

        /// "a year ago", "3 years ago", "a month ago", "a week ago".
        public var ago: String {
            switch distance {
            case .years(1): return "a year ago"
            case .years(let count): return "\(count) years ago"
            case .month: return "a month ago"
            case .week: return "a week ago"
            }
        }
    }

    public var date: EntryDate
    /// How many first lines each memory keeps.
    public var lineLimit: Int

    public init(_ date: EntryDate, lineLimit: Int = 3) {
        self.date = date
        self.lineLimit = lineLimit
    }

    /// The written days to show, newest first.
    /// - Throws: ``JournalError`` when the folder cannot be listed or an entry read.
    public func memories(in journal: Journal) throws -> [Memory] {
        let prompts = journal.templatePrompts()
        let years = try journal.entryYears()
        var days: [(day: EntryDate, distance: Memory.Distance)] = []
        // A month back from the calendar's first month is no day (the ends of the calendar are
        // reachable with a date argument, not only with a far-off today).
        if date >= EntryDate(year: 1, month: 2, day: 1), try isYoung(journal, years: years) {
            days.append((Self.monthBefore(date), .month))
            days.append((date.adding(days: -7), .week))
        }
        for year in years.reversed() where year < date.year {
            for day in Self.sameDay(as: date, in: year) { days.append((day, .years(date.year - year))) }
        }
        // On this thread: a lifetime is a few dozen days, and starting dispatch's workers costs
        // more than parsing them (interleaved runs: 13.3 ms against 13.8 ms on two cores).
        var memories: [Memory] = []
        for (day, distance) in days {
            guard let preview = try DayPreview.read(day, in: journal, prompts: prompts, lineLimit: lineLimit)
            else { continue }
            memories.append(Memory(distance: distance, preview: preview))
        }
        return memories.sorted { $0.preview.date > $1.preview.date }
    }

    /// Whether the journal's first entry is less than a year before ``date``: such a journal
    /// also looks back a month and a week. An entry two or more years back answers it from the
    /// names in its folder; only a journal begun last year has that year listed.
    private func isYoung(_ journal: Journal, years: [Int]) throws -> Bool {
        for year in years where year < date.year - 1 {
            if try journal.hasEntries(inYear: year) { return false }
        }
        let lastYear = date.year - 1
        guard years.contains(lastYear) else { return true }
        let days = EntryDate(year: lastYear, month: 1, day: 1)...EntryDate(year: lastYear, month: 12, day: 31)
        guard let firstDay = try journal.entryFiles(in: days).first?.date else { return true }
        return firstDay > Self.sameDay(as: date, in: lastYear)[0]
    }

    /// `date`'s month and day in `year`. 29 February is the 28th in other years, and on 28
    /// February of a common year the 29th of the leap years before is remembered too.
    static func sameDay(as date: EntryDate, in year: Int) -> [EntryDate] {
        if date.month == 2, date.day == 29, !EntryDate.isLeap(year) {
            return [EntryDate(year: year, month: 2, day: 28)]
        }
        var days = [EntryDate(year: year, month: date.month, day: date.day)]
        if date.month == 2, date.day == 28, !EntryDate.isLeap(date.year), EntryDate.isLeap(year) {
            days.append(EntryDate(year: year, month: 2, day: 29))
        }
        return days
    }

    /// The same day a month before, or the month's last day when it is shorter (31 March → 28
    /// or 29 February).
    static func monthBefore(_ date: EntryDate) -> EntryDate {
        let (year, month) = date.month == 1 ? (date.year - 1, 12) : (date.year, date.month - 1)
        return EntryDate(year: year, month: month, day: min(date.day, EntryDate.daysIn(month: month, year: year)))
    }
}
