import JournalFormat

/// A measure's values by Monday-to-Sunday week (`nightly trend`): each week's mean, lowest and
/// highest of the days that have a value, and how many days.
///
/// Every week from the first to the last is listed, a week without values too (its mean, lowest
/// and highest nil, its days 0), so the weeks line up with the calendar and a gap shows as one.
public struct TrackTrend: Sendable, Equatable, Encodable {
    /// One Monday-to-Sunday week.
    public struct Week: Sendable, Equatable, Encodable {
        /// The week's Monday.
        public var start: EntryDate
        /// The mean of the days with a value, rounded to two decimals; nil without any.
        @NullWhenAbsent public var mean: Double?
        @NullWhenAbsent public var min: Double?
        @NullWhenAbsent public var max: Double?
        /// The days of the week with a value.
        public var days: Int

        public init(start: EntryDate, mean: Double?, min: Double?, max: Double?, days: Int) {
            self.start = start
            self.mean = mean
            self.min = min
            self.max = max
            self.days = days
        }
    }

    public var name: String
    /// The track's kind word: `scale`, `number` or `count`.
    public var kind: String
    public var weeks: [Week]
    /// The mean of every day with a value in the weeks, rounded to two decimals (not the mean of
    /// the weekly means, which would weigh a week of one day as a full one); nil without any.
    public var mean: Double?
    /// The days with a value in the weeks.
    public var days: Int

    enum CodingKeys: String, CodingKey { case name, kind, weeks }

    /// Groups `values` (a measure's days with a value) by week, from the week of `first` to the
    /// week of `last`; values outside those weeks are left out.
    public init(track: Track, values: [(date: EntryDate, value: TrackValue)], from first: EntryDate, to last: EntryDate)
    {
        name = track.name
        kind = track.kind.word
        var byWeek: [EntryDate: [Double]] = [:]
        let firstWeek = first.startOfWeek
        let lastWeek = last.startOfWeek
        for (date, value) in values {
            guard let number = value.number, date.startOfWeek >= firstWeek, date.startOfWeek <= lastWeek else {
                continue
            }
            byWeek[date.startOfWeek, default: []].append(number)
        }
        var weeks: [Week] = []
        var monday = firstWeek
        while monday <= lastWeek {
            let numbers = byWeek[monday] ?? []
            weeks.append(
                Week(
                    start: monday, mean: Self.mean(numbers), min: numbers.min(), max: numbers.max(),
                    days: numbers.count))
            monday = monday.adding(days: 7)
        }
        self.weeks = weeks
        let all = byWeek.values.flatMap { $0 }
        mean = Self.mean(all)
        days = all.count
    }

    /// The mean of `numbers` rounded to two decimals; nil when there are none.
    static func mean(_ numbers: [Double]) -> Double? {
        guard !numbers.isEmpty else { return nil }
        return (numbers.reduce(0, +) / Double(numbers.count) * 100).rounded() / 100
    }

    /// One block a week, `▁` to `█` from the lowest weekly mean to the highest (all `▄` when they
    /// are equal), a space for a week without values.
    public var sparkline: String {
        let means = weeks.compactMap(\.mean)
        guard let low = means.min(), let high = means.max() else { return String(repeating: " ", count: weeks.count) }
        let blocks = Array("▁▂▃▄▅▆▇█")
        return String(
            weeks.map { week in
                guard let mean = week.mean else { return " " }
                guard high > low else { return blocks[3] }
                return blocks[Int(((mean - low) / (high - low) * 7).rounded())]
            })
    }
}
