import Foundation
import JournalFormat

/// Everything `nightly stats` reports, computed from the summaries and today. It is also the
/// public JSON of `nightly stats --json` (see nightly-stats(1)): keys are stable, and absent
/// values are `null`.
public struct ProgressStats: Sendable, Equatable, Encodable {
    /// Action steps as ``EntrySummary`` counts them: a step carried to a later day is in neither
    /// count where it was carried from, so it counts once, on the day it is finally ticked.
    public struct ActionSteps: Sendable, Equatable, Encodable {
        /// Ticked steps.
        public var done: Int
        /// Steps that are open or ticked; carried ones are left out.
        public var total: Int
        public var thisWeekDone: Int
        public var thisWeekTotal: Int
    }

    public var today: EntryDate
    public var currentStreak: Streak
    public var longestStreak: Streak
    /// Days with a written entry, up to today.
    public var writtenDays: Int
    /// Entry files up to today, written or not.
    public var entries: Int
    public var words: Int
    public var actionSteps: ActionSteps
    public var thoughtRecords: Int
    public var week: [WeekChart.Day]
    /// The week's action steps, day by day beside ``week``: those of each day's entry, planned
    /// (open or ticked) and ticked.
    public var stepsPerDay: [WeekChart.Steps]
    /// Steps planned and done in each focus area, over every day the report reads.
    public var stepsByArea: [AreaSteps]
    public var awards: [Award]

    /// The JSON's keys: the issue-named `steps_by_area` and `steps_per_day` among the others.
    enum CodingKeys: String, CodingKey {
        case today, currentStreak, longestStreak, writtenDays, entries, words, actionSteps, thoughtRecords, week
        case awards
        case stepsPerDay = "steps_per_day"
        case stepsByArea = "steps_by_area"
    }

    /// - Parameter areas: The focus areas whose steps are counted (``stepsByArea``).
    public init(_ scan: JournalScan, today: EntryDate, areas: [FocusArea] = []) {
        let days = scan.days(through: today)
        let written = days.filter(\.isWritten)
        let streaks = Streaks(writtenDays: written.map { $0.date! }, today: today)
        self.today = today
        currentStreak = streaks.current
        longestStreak = streaks.longest
        writtenDays = written.count
        entries = days.count
        words = written.reduce(0) { $0 + $1.wordCount }
        let monday = today.startOfWeek
        let thisWeek = days.filter { $0.date! >= monday }
        actionSteps = ActionSteps(
            done: days.reduce(0) { $0 + $1.actionStepsDone }, total: days.reduce(0) { $0 + $1.actionStepsTotal },
            thisWeekDone: thisWeek.reduce(0) { $0 + $1.actionStepsDone },
            thisWeekTotal: thisWeek.reduce(0) { $0 + $1.actionStepsTotal })
        thoughtRecords = days.reduce(0) { $0 + $1.thoughts.count }
        let recent = Dictionary(uniqueKeysWithValues: thisWeek.map { ($0.date!, $0) })
        let chart = WeekChart(recent, today: today)
        week = chart.days
        stepsPerDay = chart.steps
        stepsByArea = AreaSteps.count(areas, in: days)
        awards = Awards.evaluate(days, today: today)
    }
}
