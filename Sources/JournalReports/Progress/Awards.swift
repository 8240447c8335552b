import JournalFormat

/// The defined set of awards, in the order they are shown, and when each was unlocked.
///
/// Every award is decided by walking the days in date order up to today; an award unlocks on
/// the first day its count reaches the target, and stays unlocked.
public enum Awards {
    /// What an award counts, day by day.
    enum Measure: Int, CaseIterable {
        case writtenDays, streak, thoughtRecords, stepsDone, words, reframes, fullWeeks, comebacks
    }

    struct Definition {
        var id: String
        var title: String
        var howToUnlock: String
        var measure: Measure
        var target: Int
    }

    static let definitions: [Definition] = [
        Definition(
            id: "first-entry", title: "First entry", howToUnlock: "Write your first entry.", measure: .writtenDays,
            target: 1),
        Definition(
            id: "streak-7", title: "A week in a row", howToUnlock: "Write 7 days in a row.", measure: .streak,
            target: 7),
        Definition(
            id: "streak-30", title: "A month in a row", howToUnlock: "Write 30 days in a row.", measure: .streak,
            target: 30),
        Definition(
            id: "streak-100", title: "A hundred in a row", howToUnlock: "Write 100 days in a row.", measure: .streak,
            target: 100),
        Definition(
            id: "streak-365", title: "A year in a row", howToUnlock: "Write 365 days in a row.", measure: .streak,
            target: 365),
        Definition(
            id: "first-thought", title: "First thought record",
            howToUnlock: "Write a record in the Thought diary.", measure: .thoughtRecords, target: 1),
        Definition(
            id: "steps-10", title: "Ten steps taken", howToUnlock: "Tick 10 action steps.", measure: .stepsDone,
            target: 10),
        Definition(
            id: "full-week", title: "A full week",
            howToUnlock: "Write on every day of one week, Monday to Sunday.", measure: .fullWeeks, target: 1),
        Definition(
            id: "reframes-10", title: "Ten reframes", howToUnlock: "Write 10 thought records with a reframe.",
            measure: .reframes, target: 10),
        Definition(
            id: "comeback", title: "Welcome back", howToUnlock: "Write again after a break of 7 days or more.",
            measure: .comebacks, target: 1),
        Definition(
            id: "days-100", title: "A hundred days", howToUnlock: "Write on 100 days, in a row or not.",
            measure: .writtenDays, target: 100),
        Definition(
            id: "words-10000", title: "Ten thousand words", howToUnlock: "Write 10,000 words in all.",
            measure: .words, target: 10_000),
    ]

    /// Every award, locked or unlocked, for the written history up to `today`.
    public static func evaluate(_ days: some Sequence<EntrySummary>, today: EntryDate) -> [Award] {
        var walk = AwardWalk(today: today)
        for day in days { walk.add(day) }
        return walk.awards
    }

    /// A running count per measure.
    struct Totals {
        private var counts = [Int](repeating: 0, count: Measure.allCases.count)

        subscript(measure: Measure) -> Int {
            get { counts[measure.rawValue] }
            set { counts[measure.rawValue] = newValue }
        }
    }
}
