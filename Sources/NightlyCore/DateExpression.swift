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
            if word == "yesterday" { return today.adding(days: -1) }
            if word.hasPrefix("-"), let days = Int(word.dropFirst()), days >= 0 { return today.adding(days: -days) }
            if let date = EntryDate(iso: word) { return date }
            if let weekday = Self.weekday(word) { return Self.mostRecent(weekday, onOrBefore: today) }
        case 2 where words[0] == "last":
            if let weekday = Self.weekday(words[1]) {
                return Self.mostRecent(weekday, onOrBefore: today.adding(days: -1))
            }
            if words[1] == "week" { return today.adding(days: -7) }
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

    private static func mostRecent(_ weekday: Int, onOrBefore day: EntryDate) -> EntryDate {
        day.adding(days: -((day.weekday - weekday + 7) % 7))
    }
}
