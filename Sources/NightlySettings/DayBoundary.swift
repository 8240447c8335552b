import Foundation
import JournalFormat

/// When a day ends, for night owls: with a boundary of 04:00, writing at 01:30 still counts for
/// the evening before. The default is midnight. Days are local time.
public struct DayBoundary: Sendable, Equatable, CustomStringConvertible {
    /// Minutes after midnight at which the next day begins, from 0 to 719 (before noon).
    public let minutes: Int

    public static let midnight = DayBoundary(minutes: 0)

    public init(minutes: Int) {
        precondition((0..<720).contains(minutes), "a day must end between 00:00 and 11:59")
        self.minutes = minutes
    }

    /// Parses a ``ClockTime`` between 00:00 and 11:59; `nil` otherwise.
    public init?(_ text: String) {
        guard let time = ClockTime(text), time.hour < 12 else { return nil }
        self.init(minutes: time.minutesSinceMidnight)
    }

    /// `HH:MM`.
    public var description: String { ClockTime(minutesSinceMidnight: minutes).description }

    /// The journal day that `instant` belongs to in `timeZone`.
    public func day(at instant: Date, timeZone: TimeZone = .current) -> EntryDate {
        EntryDate.today(now: instant.addingTimeInterval(-Double(minutes) * 60), timeZone: timeZone)
    }
}

extension NightlyEnvironment {
    /// The day boundary: `flag` (`--day-ends`), else `NIGHTLY_DAY_ENDS`, else `configured` (the
    /// config file's `day_ends`), else midnight.
    /// - Throws: ``NightlyError/badEnvironment(_:)`` for a value that is not a time before noon.
    public func dayBoundary(flag: String? = nil, configured: String? = nil) throws -> DayBoundary {
        let sources = [
            ("--day-ends", flag), ("NIGHTLY_DAY_ENDS", variables["NIGHTLY_DAY_ENDS"]), ("day_ends", configured),
        ]
        guard let (name, text) = sources.first(where: { !($0.1 ?? "").isEmpty }), let text else { return .midnight }
        guard let boundary = DayBoundary(text) else {
            throw NightlyError.badEnvironment("\(name) is '\(text)', not a time from 00:00 to 11:59")
        }
        return boundary
    }

    /// Today: `flag` (`--today`, any date expression, read against the clock), else
    /// `NIGHTLY_TODAY`, else the clock's day under `boundary`.
    public func today(flag: String? = nil, boundary: DayBoundary = .midnight, now: Date = Date()) throws
        -> EntryDate
    {
        let fixed = try fixedToday()
        let base = fixed ?? boundary.day(at: now)
        var today = base
        if let flag {
            today = try DateExpression(flag).supportedDay(today: base)
        }
        guard today.isSupported else {
            throw NightlyError.unsupported(
                today, named: flag.map { "--today '\($0)'" } ?? (fixed == nil ? "today" : "NIGHTLY_TODAY"))
        }
        return today
    }
}
