import JournalFormat

extension DateExpression {
    /// The later day a step is snoozed to (`nightly step --carry N --to DATE`, the ritual's
    /// "later: which day?"): the day the expression names, where a weekday alone (`friday`),
    /// which elsewhere is the most recent one, is the next one after `today`, as a person
    /// putting something off means it.
    /// - Throws: as ``supportedDay(today:)``.
    public func laterDay(today: EntryDate) throws -> EntryDate {
        let day = try supportedDay(today: today)
        let word = text.trimmingSpaces().lowercased()
        guard day <= today, EntryDate.weekdayNames.contains(where: { $0.lowercased() == word }) else { return day }
        return try NightlyError.requireSupported(day.adding(days: 7), named: "'\(text)'")
    }
}
