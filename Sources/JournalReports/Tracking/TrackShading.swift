import JournalFormat

/// How `nightly calendar --track NAME` marks a day by the track's value instead of words: a
/// habit's mark as `nightly habits` draws it (done, missed, skipped), a measure's value as one
/// of four shades from low to high over the scale's range, or over the values shown.
public struct TrackShading: Sendable {
    public var track: Track
    public var values: [EntryDate: TrackValue]
    public var today: EntryDate
    /// The lowest and highest value shaded: the scale's range, else the values'.
    public private(set) var range: ClosedRange<Double>?

    public init(track: Track, values: [EntryDate: TrackValue], today: EntryDate) {
        self.track = track
        self.values = values
        self.today = today
        if case .scale(let min, let max) = track.kind {
            range = Double(min)...Double(max)
        } else {
            let numbers = values.filter { $0.key <= today }.values.compactMap(\.number)
            if let low = numbers.min(), let high = numbers.max() { range = low...high }
        }
    }

    /// `day`'s symbol and its colour (an SGR code, empty for none), or nil for nothing to show.
    public func mark(on day: EntryDate) -> (symbol: String, colour: String)? {
        guard day <= today else { return nil }
        if let schedule = track.schedule {
            var mark: HabitMark?
            if case .habit(let value)? = values[day] { mark = value }
            // The calendar reads only its own days: an unmarked day shows as missed or not due
            // whenever the habit began.
            guard
                let drawn = HabitsRenderer.mark(
                    mark, on: day, schedule: schedule, today: today, kept: EntryDate(year: 1, month: 1, day: 1))
            else { return nil }
            switch drawn {
            case .done: return (drawn.rawValue, "32")
            case .missed: return (drawn.rawValue, "31")
            case .skipped, .notDue: return (drawn.rawValue, "2")
            case .today: return nil
            }
        }
        guard let number = values[day]?.number, let range else { return nil }
        let level = Self.level(of: number, in: range)
        return (CalendarRenderer.shades[level], level > 2 ? "1;32" : "32")
    }

    /// 1 (the low end) to 4 (the high end) of `range`; 4 when the range is a single value.
    static func level(of number: Double, in range: ClosedRange<Double>) -> Int {
        guard range.upperBound > range.lowerBound else { return 4 }
        let share = (number - range.lowerBound) / (range.upperBound - range.lowerBound)
        return 1 + min(3, max(0, Int(share * 4)))
    }

    /// The legend's words for the marks.
    public var legend: [String] {
        if track.schedule != nil { return ["● done", "✗ missed", "~ skipped", "· not due"] }
        guard let range else { return ["\(track.name): no value"] }
        let low = Track.formatted(range.lowerBound)
        let high = Track.formatted(range.upperBound)
        return ["░ ▒ ▓ █ \(track.name) from \(low) to \(high)"]
    }

    /// The days with a value up to today, of those shown.
    public func daysWithValue(in days: some Sequence<EntryDate>) -> Int {
        days.count { $0 <= today && values[$0] != nil }
    }
}
