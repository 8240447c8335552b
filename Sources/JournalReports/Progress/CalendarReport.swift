import JournalFormat

/// The public JSON of `nightly calendar --json`, for a month or a year (see nightly-stats(1)).
public struct CalendarReport: Sendable, Encodable {
    struct DayReport: Encodable {
        var date: EntryDate
        var written: Bool
        var words: Int
        var level: Int
    }

    var today: EntryDate
    /// `YYYY-MM` for a month, `YYYY` for a year.
    var period: String
    var writtenDays: Int
    var words: Int
    var days: [DayReport]

    public init(_ calendar: MonthCalendar, today: EntryDate) {
        self.today = today
        period = String(EntryDate(year: calendar.year, month: calendar.month, day: 1).iso.prefix(7))
        writtenDays = calendar.writtenDays
        words = calendar.words
        days = calendar.weeks.joined().compactMap { $0 }.filter { !$0.isFuture }.map {
            DayReport(date: $0.date, written: $0.written, words: $0.words, level: YearHeatmap.level(words: $0.words))
        }
    }

    public init(_ heatmap: YearHeatmap, today: EntryDate) {
        self.today = today
        period = String(EntryDate(year: heatmap.year, month: 1, day: 1).iso.prefix(4))
        writtenDays = heatmap.writtenDays
        words = heatmap.words
        days = heatmap.weeks.joined().compactMap { $0 }.map {
            DayReport(date: $0.date, written: $0.words > 0, words: $0.words, level: $0.level)
        }
    }
}
