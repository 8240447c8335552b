import JournalFormat

/// A month as a grid of weeks, Monday to Sunday, with each day's written state. Days after
/// today are in the grid, so the month reads whole, but marked ``Day/isFuture`` and never
/// counted as written.
public struct MonthCalendar: Sendable, Equatable {
    public struct Day: Sendable, Equatable {
        public var date: EntryDate
        public var written: Bool
        public var words: Int
        public var isToday: Bool
        /// A day after today: shown as one to come, whatever its file holds.
        public var isFuture = false
    }

    public var year: Int
    public var month: Int
    /// Rows of seven cells, Monday first; `nil` before the first and after the last.
    public var weeks: [[Day?]]

    /// Whether today is one of the month's days.
    public var holdsToday: Bool { weeks.joined().contains { $0?.isToday == true } }
    /// Whether some of the month's days are still to come.
    public var hasDaysToCome: Bool { weeks.joined().contains { $0?.isFuture == true } }

    public var writtenDays: Int { weeks.joined().compactMap { $0 }.count { $0.written } }
    public var words: Int { weeks.joined().compactMap { $0 }.reduce(0) { $0 + $1.words } }

    public init(year: Int, month: Int, days: [EntryDate: EntrySummary], today: EntryDate) {
        self.year = year
        self.month = month
        let first = EntryDate(year: year, month: month, day: 1)
        var cells: [Day?] = Array(repeating: nil, count: first.weekday - 1)
        for day in 1...EntryDate.daysIn(month: month, year: year) {
            let date = EntryDate(year: year, month: month, day: day)
            guard date <= today else {
                cells.append(Day(date: date, written: false, words: 0, isToday: false, isFuture: true))
                continue
            }
            let summary = days[date]
            cells.append(
                Day(
                    date: date, written: summary?.isWritten ?? false,
                    words: summary?.isWritten == true
                        ? summary!.wordCount : 0, isToday: date == today))
        }
        cells += Array(repeating: nil, count: (7 - cells.count % 7) % 7)
        weeks = stride(from: 0, to: cells.count, by: 7).map { Array(cells[$0..<($0 + 7)]) }
            .filter { $0.contains { $0 != nil } }
    }

    /// The month before, or after (`by: 1`): months are `(year, month)` pairs.
    public static func month(_ year: Int, _ month: Int, by offset: Int) -> (year: Int, month: Int) {
        let index = year * 12 + (month - 1) + offset
        return (index / 12, index % 12 + 1)
    }
}

/// A year as a heatmap of words per day: columns are weeks from Monday, rows weekdays.
public struct YearHeatmap: Sendable, Equatable {
    /// Words written, shown as levels 0 (not written) to 4.
    public static func level(words: Int) -> Int {
        switch words {
        case ..<1: return 0
        case ..<100: return 1
        case ..<250: return 2
        case ..<500: return 3
        default: return 4
        }
    }

    public struct Day: Sendable, Equatable {
        public var date: EntryDate
        public var words: Int
        public var isToday: Bool
        public var level: Int { YearHeatmap.level(words: words) }
    }

    public var year: Int
    /// Columns of seven cells (Monday first); `nil` outside the year and after today.
    public var weeks: [[Day?]]
    public var writtenDays: Int
    public var words: Int

    public init(year: Int, days: [EntryDate: EntrySummary], today: EntryDate) {
        self.year = year
        let first = EntryDate(year: year, month: 1, day: 1)
        let monday = first.startOfWeek
        let last = EntryDate(year: year, month: 12, day: 31)
        var weeks: [[Day?]] = []
        var written = 0
        var total = 0
        var start = monday
        while start <= last {
            weeks.append(
                (0..<7).map { offset in
                    let date = start.adding(days: offset)
                    guard date.year == year, date <= today else { return nil }
                    let words = days[date].map { $0.isWritten ? $0.wordCount : 0 } ?? 0
                    if words > 0 { written += 1 }
                    total += words
                    return Day(date: date, words: words, isToday: date == today)
                })
            start = start.adding(days: 7)
        }
        self.weeks = weeks
        writtenDays = written
        words = total
    }
}
