import JournalFormat

/// The public JSON of `nightly calendar --json`, for a month or a year (see nightly-stats(1)).
public struct CalendarReport: Sendable, Encodable {
    struct DayReport: Encodable {
        var date: EntryDate
        var written: Bool
        var words: Int
        var level: Int
        /// With `--track`: the track's value that day, null when unset; the key is left out
        /// without it.
        var value: TrackValue??

        func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(date, forKey: .date)
            try container.encode(written, forKey: .written)
            try container.encode(words, forKey: .words)
            try container.encode(level, forKey: .level)
            switch value {
            case .some(.number(let number)?): try container.encode(number, forKey: .value)
            case .some(.count(let count, _)?): try container.encode(count, forKey: .value)
            case .some(.habit(let mark)?): try container.encode(mark.rawValue, forKey: .value)
            case .some(nil): try container.encodeNil(forKey: .value)
            case nil: break
            }
        }

        enum CodingKeys: String, CodingKey { case date, written, words, level, value }
    }

    var today: EntryDate
    /// `YYYY-MM` for a month, `YYYY` for a year.
    var period: String
    var writtenDays: Int
    var words: Int
    var days: [DayReport]

    /// The month's days, with `shading`'s track value each (`value`) when given.
    public init(_ calendar: MonthCalendar, today: EntryDate, shading: TrackShading? = nil) {
        self.today = today
        period = String(EntryDate(year: calendar.year, month: calendar.month, day: 1).iso.prefix(7))
        writtenDays = calendar.writtenDays
        words = calendar.words
        days = calendar.weeks.joined().compactMap { $0 }.filter { !$0.isFuture }.map {
            DayReport(
                date: $0.date, written: $0.written, words: $0.words, level: YearHeatmap.level(words: $0.words),
                value: shading.map { [date = $0.date] in $0.values[date] })
        }
    }

    /// The year's days, with `shading`'s track value each (`value`) when given.
    public init(_ heatmap: YearHeatmap, today: EntryDate, shading: TrackShading? = nil) {
        self.today = today
        period = String(EntryDate(year: heatmap.year, month: 1, day: 1).iso.prefix(4))
        writtenDays = heatmap.writtenDays
        words = heatmap.words
        days = heatmap.weeks.joined().compactMap { $0 }.map {
            DayReport(
                date: $0.date, written: $0.words > 0, words: $0.words, level: $0.level,
                value: shading.map { [date = $0.date] in $0.values[date] })
        }
    }
}
