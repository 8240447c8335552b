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
    ///
    /// - Parameter numbers: Each summary's numbers as ``reader(for:)`` reads them, when the
    ///   scan that read the summaries read them too (`insights`); else they are read here, in
    ///   blocks on all cores, each block adding up its own sides, joined in the days' order (so
    ///   the sums are those of one pass).
    public static func all(
        tracks: [Track], summaries: [EntrySummary], today: EntryDate, numbers: [[Double?]]? = nil
    ) -> [TrackComparison] {
        let measures = tracks.filter(\.isMeasure)
        guard !measures.isEmpty else { return [] }
        let habits = tracks.filter { $0.schedule != nil }
        var sides = SideSums(measures: measures.count, habits: habits.count)
        if let numbers, numbers.count == summaries.count {
            // By index: a summary is read where it lies, not copied.
            for index in summaries.indices where summaries[index].date.map({ $0 <= today }) ?? false {
                sides.add(numbers[index], ticked: summaries[index].actionStepsDone > 0)
            }
        } else {
            let reader = reader(for: tracks)
            let blockSize = 512
            let blocks = Array(stride(from: 0, to: summaries.count, by: blockSize))
            let added = concurrentMap(blocks, chunk: 1) { start in
                var block = SideSums(measures: measures.count, habits: habits.count)
                for summary in summaries[start..<min(start + blockSize, summaries.count)] {
                    guard let date = summary.date, date <= today, !summary.frontMatter.isEmpty else { continue }
                    block.add(reader.numbers(in: summary), ticked: summary.actionStepsDone > 0)
                }
                return block
            }
            for block in added { sides.append(block) }
        }
        var comparisons: [TrackComparison] = []
        for (index, measure) in measures.enumerated() {
            let row = index * (habits.count + 1)
            for (offset, habit) in habits.enumerated() {
                if let comparison = TrackComparison(
                    measure: measure.name, by: habit.name, sides: sides.sides[row + offset],
                    phrase: "you did \(habit.name)")
                {
                    comparisons.append(comparison)
                }
            }
            if let comparison = TrackComparison(
                measure: measure.name, by: "action step", sides: sides.sides[row + habits.count],
                phrase: "you ticked an action step")
            {
                comparisons.append(comparison)
            }
        }
        return comparisons
    }

    /// What the comparisons of `tracks` read of each day: their measures, then their habits.
    public static func reader(for tracks: [Track]) -> TrackReader {
        TrackReader(tracks.filter(\.isMeasure) + tracks.filter { $0.schedule != nil })
    }

    /// Each measure's sides: one pair per habit, then one for ticked action steps.
    struct SideSums {
        let measures: Int
        let habits: Int
        var sides: [Sides]

        init(measures: Int, habits: Int) {
            self.measures = measures
            self.habits = habits
            sides = Array(repeating: Sides(), count: measures * (habits + 1))
        }

        /// Adds a day: `numbers` are its measures, then its habits' marks as numbers (yes 1, no
        /// 0, skip or none nil).
        mutating func add(_ numbers: [Double?], ticked: Bool) {
            for measure in 0..<measures {
                guard let number = numbers[measure] else { continue }
                let row = measure * (habits + 1)
                for habit in 0..<habits {
                    if let mark = numbers[measures + habit] { sides[row + habit].add(number, with: mark == 1) }
                }
                sides[row + habits].add(number, with: ticked)
            }
        }

        /// `later`'s days after these.
        mutating func append(_ later: SideSums) {
            for index in sides.indices {
                sides[index].with += later.sides[index].with
                sides[index].without += later.sides[index].without
            }
        }
    }

    /// A measure's values on the days with and without.
    struct Sides {
        var with: [Double] = []
        var without: [Double] = []

        mutating func add(_ number: Double, with isWith: Bool) {
            if isWith { with.append(number) } else { without.append(number) }
        }
    }

    init?(measure: String, by: String, sides: Sides, phrase: String) {
        let (with, without) = (sides.with, sides.without)
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
