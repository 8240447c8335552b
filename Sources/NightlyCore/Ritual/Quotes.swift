import Foundation
import NightlySettings

/// Short quotes for the greeting: a bundled set written for nightly, plus the user's own.
public enum Quotes {
    /// Written for this project; short enough to read in one breath.
    public static let bundled = [
        "The day is done. What is written stays; what is undone can wait for morning.",
        "A few honest lines tonight are worth more than a perfect page someday.",
        "Breathe out the day. Keep only what you want to remember.",
        "Small steps, taken nightly, walk a long way.",
        "You showed up tonight. That is the whole trick.",
        "Write it down, and let your mind stop holding it.",
        "Not every day is good, but every day has something worth a line.",
        "Slow is smooth, and smooth is kind to yourself.",
        "Tomorrow needs only one step from you, not all of them.",
        "A thought is not a fact. Tonight you get to check.",
        "Rest is part of the work.",
        "The page does not judge. It only listens.",
    ]

    /// The user's quotes: non-empty lines of `path`, `#` lines skipped; none when unreadable.
    public static func load(path: String) -> [String] {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return [] }
        return text.split(whereSeparator: \.isNewline).map { String($0).trimmingSpaces() }
            .filter { !$0.isEmpty && !$0.hasPrefix("#") }
    }

    /// The quote for a day: the same all day, a different one most days.
    public static func pick(dayNumber: Int, from quotes: [String]) -> String? {
        guard !quotes.isEmpty else { return nil }
        let index = ((dayNumber % quotes.count) + quotes.count) % quotes.count
        return quotes[index]
    }
}
