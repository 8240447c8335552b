/// The one table of English weekday and month names: titles, reports, calendars, exports and
/// the date words people type all read from it.
extension EntryDate {
    /// "Monday" to "Sunday", Monday first as ``weekday`` counts: `weekdayNames[weekday - 1]`.
    public static let weekdayNames = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
    /// "January" to "December": `monthNames[month - 1]`.
    public static let monthNames = [
        "January", "February", "March", "April", "May", "June",
        "July", "August", "September", "October", "November", "December",
    ]

    /// The weekday's English name, "Monday" to "Sunday".
    public var weekdayName: String { Self.weekdayNames[weekday - 1] }

    /// The month's English name, "January" to "December".
    public var monthName: String { Self.monthNames[month - 1] }

    /// The weekday names shortened to their first `length` letters, Monday first ("Mon", or
    /// "Mo" for two).
    public static func weekdayAbbreviations(_ length: Int) -> [String] {
        weekdayNames.map { String($0.prefix(length)) }
    }

    /// "Monday, 23 November 2026": the title line of a new entry.
    public var longTitle: String { "\(weekdayName), \(day) \(monthName) \(year)" }
}
