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
        let base = try fixedToday() ?? boundary.day(at: now)
        var today = base
        if let flag {
            guard let date = DateExpression(flag).resolve(today: base) else { throw NightlyError.badDate(flag) }
            today = date
        }
        guard Self.supportedToday.contains(today) else {
            throw NightlyError.badEnvironment(
                "today (\(today.iso)) is too close to the ends of the calendar: reports and the ritual look a year "
                    + "around today, so today must lie from \(Self.supportedToday.lowerBound.iso) to "
                    + "\(Self.supportedToday.upperBound.iso)")
        }
        return today
    }

    /// The days that can be today: a year's margin inside the calendar nightly knows (years 1
    /// to 9999), so the ritual's yesterday, the week chart and the year heatmap's whole weeks
    /// stay inside it.
    public static let supportedToday =
        EntryDate(year: 2, month: 1, day: 1)...EntryDate(year: 9998, month: 12, day: 31)
}
