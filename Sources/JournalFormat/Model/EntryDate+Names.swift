extension EntryDate {
    static let weekdayNames = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
    static let monthNames = [
        "January", "February", "March", "April", "May", "June",
        "July", "August", "September", "October", "November", "December",
    ]

    /// The weekday's English name, "Monday" to "Sunday".
    public var weekdayName: String { Self.weekdayNames[weekday - 1] }

    /// The month's English name, "January" to "December".
    public var monthName: String { Self.monthNames[month - 1] }

    /// "Monday, 23 November 2026": the title line of a new entry.
    public var longTitle: String { "\(weekdayName), \(day) \(monthName) \(year)" }
}
