import JournalFormat

/// The week that holds today, Monday to Sunday: words and written state per day.
public struct WeekChart: Sendable, Equatable {
    public struct Day: Sendable, Equatable, Encodable {
        public var date: EntryDate
        public var written: Bool
        public var words: Int
        /// After today: not yet a day that could be written.
        public var future: Bool
    }

    /// A day's action steps: those its entry holds, planned (open or ticked, as
    /// ``EntrySummary/actionStepsTotal`` counts) and ticked.
    public struct Steps: Sendable, Equatable, Encodable {
        public var date: EntryDate
        public var planned: Int
        public var done: Int
    }

    /// Seven days, Monday first.
    public var days: [Day]
    /// The same seven days' steps.
    public var steps: [Steps]

    public init(_ summaries: [EntryDate: EntrySummary], today: EntryDate) {
        let monday = today.startOfWeek
        steps = (0..<7).map { offset in
            let date = monday.adding(days: offset)
            let summary = date <= today ? summaries[date] : nil
            return Steps(date: date, planned: summary?.actionStepsTotal ?? 0, done: summary?.actionStepsDone ?? 0)
        }
        days = (0..<7).map { offset in
            let date = monday.adding(days: offset)
            let summary = date <= today ? summaries[date] : nil
            return Day(
                date: date, written: summary?.isWritten ?? false, words: summary?.wordCount ?? 0, future: date > today)
        }
    }
}
