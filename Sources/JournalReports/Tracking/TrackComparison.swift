import JournalFormat

/// How a measure (a scale, number or count) differs on days a habit was done or not, or on days
/// an action step was ticked or not: what `nightly insights` says of the tracks.
///
/// Only days with a value of the measure count. A habit's `yes` days are its "with" side, its
/// `no` days the "without" side (a skip or no mark counts on neither); for action steps, a day
/// with at least one ticked is "with", any other day "without". Nothing is said when either
/// side has fewer than ``minimumDays`` days.
public struct TrackComparison: Sendable, Equatable, Encodable {
    /// The fewest days on each side a comparison is drawn from.
    public static let minimumDays = 7

    /// The measure's name.
    public var measure: String
    /// The habit's name, or `action step`.
    public var by: String
    /// The measure's mean on the days with, and without, rounded to two decimals.
    public var with: Double
    public var without: Double
    public var daysWith: Int
    public var daysWithout: Int
    /// "mood 7.1 on days you did meditate, 5.9 on days you did not (34 and 12 days)".
    public var sentence: String

    /// The comparisons of each measure of `tracks` with each habit and with ticked action
    /// steps, over `summaries` up to `today`, in the config's order; those with too few days
    /// on a side are left out.
    public static func all(tracks: [Track], summaries: [EntrySummary], today: EntryDate) -> [TrackComparison] {
        let days = summaries.filter { ($0.date.map { $0 <= today }) ?? false }
        let history = TrackHistory(tracks: tracks, summaries: days)
        var ticked: [EntryDate: Bool] = [:]
        for day in days { ticked[day.date!] = day.actionStepsDone > 0 }
        var comparisons: [TrackComparison] = []
        for measure in tracks where measure.isMeasure {
            let values = history.days(of: measure.name).compactMap { day in day.value.number.map { (day.date, $0) } }
            for habit in tracks where habit.schedule != nil {
                let marks = history.values[habit.name] ?? [:]
                let comparison = TrackComparison(
                    measure: measure.name, by: habit.name, values: values,
                    side: { marks[$0] == .habit(.yes) ? true : marks[$0] == .habit(.no) ? false : nil },
                    phrase: "you did \(habit.name)")
                if let comparison { comparisons.append(comparison) }
            }
            let comparison = TrackComparison(
                measure: measure.name, by: "action step", values: values, side: { ticked[$0] ?? false },
                phrase: "you ticked an action step")
            if let comparison { comparisons.append(comparison) }
        }
        return comparisons
    }

    /// - Parameter side: Whether a day is on the "with" side, the "without" side, or neither (nil).
    init?(
        measure: String, by: String, values: [(EntryDate, Double)], side: (EntryDate) -> Bool?, phrase: String
    ) {
        var with: [Double] = []
        var without: [Double] = []
        for (date, number) in values {
            switch side(date) {
            case true?: with.append(number)
            case false?: without.append(number)
            case nil: break
            }
        }
        guard with.count >= Self.minimumDays, without.count >= Self.minimumDays,
            let meanWith = TrackTrend.mean(with), let meanWithout = TrackTrend.mean(without)
        else { return nil }
        self.measure = measure
        self.by = by
        self.with = meanWith
        self.without = meanWithout
        daysWith = with.count
        daysWithout = without.count
        sentence =
            "\(measure) \(Self.tenths(with)) on days \(phrase), \(Self.tenths(without)) on days you did not "
            + "(\(with.count) and \(without.count) days)."
    }

    /// The mean of `numbers` with one decimal: `7.1`, `6.0`.
    static func tenths(_ numbers: [Double]) -> String {
        let tenths = Int((numbers.reduce(0, +) / Double(numbers.count) * 10).rounded())
        let sign = tenths < 0 ? "-" : ""
        return "\(sign)\(abs(tenths) / 10).\(abs(tenths) % 10)"
    }
}
