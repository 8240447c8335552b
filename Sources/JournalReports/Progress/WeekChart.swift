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

    /// Seven days, Monday first.
    public var days: [Day]

    public init(_ summaries: [EntryDate: EntrySummary], today: EntryDate) {
        let monday = today.startOfWeek
        days = (0..<7).map { offset in
            let date = monday.adding(days: offset)
            let summary = date <= today ? summaries[date] : nil
            return Day(
                date: date, written: summary?.isWritten ?? false, words: summary?.wordCount ?? 0, future: date > today)
        }
    }
}
