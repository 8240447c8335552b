import Foundation

/// A calendar day in the proleptic Gregorian calendar, the unit a journal entry covers.
///
/// Dates compare and hash by day; arithmetic works on day numbers, so it needs no time zone.
public struct EntryDate: Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
    public let year: Int
    public let month: Int
    public let day: Int

    /// Creates a date; the caller guarantees that the day exists (see ``init(validYear:month:day:)``).
    public init(year: Int, month: Int, day: Int) {
        precondition(Self.isValid(year: year, month: month, day: day), "no such day: \(year)-\(month)-\(day)")
        self.year = year
        self.month = month
        self.day = day
    }

    /// Creates a date, or `nil` when the day does not exist (2026-02-30).
    public init?(validYear year: Int, month: Int, day: Int) {
        guard Self.isValid(year: year, month: month, day: day) else { return nil }
        self.init(year: year, month: month, day: day)
    }

    /// Parses `YYYY-MM-DD` exactly: four digits, two digits, two digits, a real day.
    public init?(iso text: some StringProtocol) {
        let bytes = Array(text.utf8)
        guard bytes.count == 10, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-"),
            let year = Self.number(bytes[0..<4]), let month = Self.number(bytes[5..<7]),
            let day = Self.number(bytes[8..<10])
        else { return nil }
        self.init(validYear: year, month: month, day: day)
    }

    /// `YYYY-MM-DD`.
    public var iso: String {
        "\(Self.pad(year, 4))-\(Self.pad(month, 2))-\(Self.pad(day, 2))"
    }

    public var description: String { iso }

    /// The date `days` later (or earlier, when negative), held to the calendar's ends
    /// (0001-01-01 and 9999-12-31) so that a look-back or look-ahead near them never traps.
    public func adding(days: Int) -> EntryDate {
        let (sum, overflow) = dayNumber.addingReportingOverflow(days)
        return EntryDate(dayNumber: overflow ? (days < 0 ? Int.min : Int.max) : sum)
    }

    /// Days from `self` to `other`: positive when `other` is later.
    public func days(to other: EntryDate) -> Int {
        other.dayNumber - dayNumber
    }

    /// ISO weekday: 1 is Monday, 7 is Sunday.
    public var weekday: Int {
        // Day 0 (1970-01-01) was a Thursday.
        ((dayNumber % 7) + 7 + 3) % 7 + 1
    }

    /// The Monday that starts the date's week (weeks run Monday to Sunday, as ISO 8601 has
    /// them); the date itself on a Monday. Never before the calendar's first day, a Monday.
    public var startOfWeek: EntryDate { adding(days: 1 - weekday) }

    /// The day the given instant falls on in `timeZone`.
    public static func today(now: Date = Date(), timeZone: TimeZone = .current) -> EntryDate {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let parts = calendar.dateComponents([.year, .month, .day], from: now)
        return EntryDate(year: parts.year!, month: parts.month!, day: parts.day!)
    }

    public static func < (lhs: EntryDate, rhs: EntryDate) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }

    public init(from decoder: Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        guard let date = EntryDate(iso: text) else {
            throw DecodingError.dataCorrupted(
                .init(codingPath: decoder.codingPath, debugDescription: "not a YYYY-MM-DD date: \(text)"))
        }
        self = date
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(iso)
    }

    /// Days since 1970-01-01 (Howard Hinnant's days_from_civil).
    public var dayNumber: Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146097 + dayOfEra - 719468
    }

    /// The date `dayNumber` days after 1970-01-01 (civil_from_days), held to the calendar's
    /// ends: a number before 0001-01-01 is that day, one after 9999-12-31 that day.
    public init(dayNumber: Int) {
        let z = min(max(dayNumber, Self.firstDayNumber), Self.lastDayNumber) + 719468
        let era = (z >= 0 ? z : z - 146096) / 146097
        let dayOfEra = z - era * 146097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let mp = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * mp + 2) / 5 + 1
        let month = mp < 10 ? mp + 3 : mp - 9
        self.init(year: yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month: month, day: day)
    }

    /// Every day the type can hold: years 1 to 9999.
    public static let calendarDays = EntryDate(year: 1, month: 1, day: 1)...EntryDate(year: 9999, month: 12, day: 31)

    /// The day numbers of 0001-01-01 and 9999-12-31.
    private static let firstDayNumber = -719_162
    private static let lastDayNumber = 2_932_896

    /// The days nightly reads, writes and takes as today: a year inside ``calendarDays`` at both
    /// ends, so that every look-back and look-ahead of a report, an award, a streak or the
    /// ritual (a year at most) stays inside the calendar. A day outside it is refused where it
    /// comes in (a DATE, `--today`, `NIGHTLY_TODAY`, an import's date, a server argument),
    /// and a file named for one is not an entry.
    public static let supported = EntryDate(year: 2, month: 1, day: 1)...EntryDate(year: 9998, month: 12, day: 31)

    /// Whether the day lies in ``supported``.
    public var isSupported: Bool { Self.supported.contains(self) }

    /// Number of days in the month.
    public static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: return isLeap(year) ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    public static func isLeap(_ year: Int) -> Bool {
        (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
    }

    private static func isValid(year: Int, month: Int, day: Int) -> Bool {
        (1...9999).contains(year) && (1...12).contains(month) && day >= 1 && day <= daysIn(month: month, year: year)
    }

    private static func number(_ digits: ArraySlice<UInt8>) -> Int? {
        var value = 0
        for byte in digits {
            guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
        }
        return value
    }

    private static func pad(_ value: Int, _ width: Int) -> String {
        let digits = String(value)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}
