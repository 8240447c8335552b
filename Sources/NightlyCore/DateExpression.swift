import JournalFormat

/// A day as a person names it on the command line: `today`, `yesterday`, `-3`, `2026-11-01`,
/// a weekday (`friday`, the most recent one, today included) or `last friday` (before today).
public struct DateExpression: Sendable, Equatable {
    public let text: String

    public init(_ text: String) { self.text = text }

    /// The day the expression names, counted from `today`; `nil` when it names none.
    public func resolve(today: EntryDate) -> EntryDate? {
        let words = text.lowercased().split(separator: " ").map(String.init)
        switch words.count {
        case 1:
            let word = words[0]
            if word == "today" { return today }
            if word == "yesterday" { return Self.back(1, from: today) }
            if word.hasPrefix("-"), let days = Int(word.dropFirst()), days >= 0 { return Self.back(days, from: today) }
            if let date = EntryDate(iso: word) { return date }
            if let weekday = Self.weekday(word) { return Self.mostRecent(weekday, onOrBefore: today) }
        case 2 where words[0] == "last":
            if let weekday = Self.weekday(words[1]), let yesterday = Self.back(1, from: today) {
                return Self.mostRecent(weekday, onOrBefore: yesterday)
            }
            if words[1] == "week" { return Self.back(7, from: today) }
        default:
            break
        }
        return nil
    }

    /// What the command line accepts, for help and error text.
    public static let accepted = "today, yesterday, -N (days ago), YYYY-MM-DD, a weekday, or 'last WEEKDAY'"

    private static func weekday(_ word: String) -> Int? {
        let names = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"]
        if let index = names.firstIndex(of: word) { return index + 1 }
        if word.count >= 3, let index = names.firstIndex(where: { $0.hasPrefix(word) }) { return index + 1 }
        return nil
    }

    private static func mostRecent(_ weekday: Int, onOrBefore day: EntryDate) -> EntryDate? {
        back((day.weekday - weekday + 7) % 7, from: day)
    }

    /// The day `days` before `day`; `nil` before 0001-01-01, where the calendar ends.
    private static func back(_ days: Int, from day: EntryDate) -> EntryDate? {
        guard days <= earliest.days(to: day) else { return nil }
        return day.adding(days: -days)
    }

    private static let earliest = EntryDate(year: 1, month: 1, day: 1)
}
