import JournalFormat

/// Walking a month calendar day by day: a pure state machine that a key reader drives. The
/// cursor moves by a day or a week (into the months around, never past today) and by a month;
/// the commands that read or edit the cursor's day are the caller's to carry out.
public struct CalendarWalk: Sendable, Equatable {
    public enum Command: Sendable, Equatable {
        /// Moves the cursor by days (a week is 7).
        case move(Int)
        /// Moves the cursor to the same day of another month (its last day when shorter).
        case month(Int)
        case show, edit, quit, ignore
    }

    /// What the caller does after a command.
    public enum Outcome: Sendable, Equatable {
        case redraw
        /// Nothing changed: the move would have passed today, or the key means nothing.
        case stay
        case show(EntryDate)
        case edit(EntryDate)
        case quit
    }

    public private(set) var cursor: EntryDate
    public let today: EntryDate

    public var year: Int { cursor.year }
    public var month: Int { cursor.month }

    /// Starts on `cursor`, or on today when `cursor` is after it.
    public init(cursor: EntryDate, today: EntryDate) {
        self.cursor = min(cursor, today)
        self.today = today
    }

    /// Where the cursor starts for a month: today in today's month, else the month's last
    /// written day, else its last day.
    public static func start(year: Int, month: Int, written: some Sequence<EntryDate>, today: EntryDate) -> EntryDate {
        if (year, month) == (today.year, today.month) { return today }
        let last = EntryDate(year: year, month: month, day: EntryDate.daysIn(month: month, year: year))
        return written.filter { $0.year == year && $0.month == month }.max() ?? min(last, today)
    }

    public mutating func handle(_ command: Command) -> Outcome {
        switch command {
        case .move(let days):
            let target = cursor.adding(days: days)
            guard target <= today, target != cursor else { return .stay }
            cursor = target
        case .month(let offset):
            let (year, month) = MonthCalendar.month(cursor.year, cursor.month, by: offset)
            guard (year, month) <= (today.year, today.month), year >= 1 else { return .stay }
            let day = min(cursor.day, EntryDate.daysIn(month: month, year: year))
            cursor = min(EntryDate(year: year, month: month, day: day), today)
        case .show: return .show(cursor)
        case .edit: return .edit(cursor)
        case .quit: return .quit
        case .ignore: return .stay
        }
        return .redraw
    }
}
