import JournalFormat

/// The days from `firstDay` to `lastDay`, both included: what `last week`, `november` or
/// `2025` names where a command takes a range (see ``DateExpression/resolveRange(today:)``).
/// A single day is a range of one day.
public struct DateRange: Sendable, Equatable, CustomStringConvertible {
    public let firstDay: EntryDate
    public let lastDay: EntryDate

    /// The days from `firstDay` to `lastDay`; the caller guarantees `firstDay <= lastDay`.
    public init(firstDay: EntryDate, lastDay: EntryDate) {
        precondition(firstDay <= lastDay, "a range ends before it starts: \(firstDay) to \(lastDay)")
        self.firstDay = firstDay
        self.lastDay = lastDay
    }

    /// The range of one day.
    public init(day: EntryDate) { self.init(firstDay: day, lastDay: day) }

    /// Whether `day` lies in the range, its ends included.
    public func contains(_ day: EntryDate) -> Bool { firstDay <= day && day <= lastDay }

    /// How many days the range holds (1 for a single day).
    public var dayCount: Int { firstDay.days(to: lastDay) + 1 }

    /// `YYYY-MM-DD..YYYY-MM-DD`, or one date for a single day.
    public var description: String { firstDay == lastDay ? firstDay.iso : "\(firstDay.iso)..\(lastDay.iso)" }
}
