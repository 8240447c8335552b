import JournalFormat

/// The streak, this week and any award: kept minimal and in one place, so the progress work
/// can replace it.
public struct WeekSummary: Equatable, Sendable {
    /// Consecutive written days ending today, or yesterday when today is not written yet.
    public var streak: Int
    /// Monday to Sunday of today's week, in calendar order, with whether each is written.
    public var week: [(date: EntryDate, written: Bool)]
    public var today: EntryDate
    /// An award unlocked today, if any.
    public var award: String?

    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.streak == rhs.streak && lhs.today == rhs.today && lhs.award == rhs.award
            && lhs.week.map(\.date) == rhs.week.map(\.date) && lhs.week.map(\.written) == rhs.week.map(\.written)
    }

    /// Computes the summary from the set of written days.
    public init(written: Set<EntryDate>, today: EntryDate) {
        self.today = today
        var day = written.contains(today) ? today : today.adding(days: -1)
        var streak = 0
        while written.contains(day) {
            streak += 1
            day = day.adding(days: -1)
        }
        self.streak = streak
        let monday = today.adding(days: 1 - today.weekday)
        week = (0..<7).map { offset in
            let date = monday.adding(days: offset)
            return (date, written.contains(date))
        }
        if written.contains(today) {
            if written.count == 1 {
                award = "First entry"
            } else if [7, 30, 100, 365].contains(streak) {
                award = "\(streak)-day streak"
            }
        }
    }

    /// The days of `journal` that have text beyond the template.
    public static func writtenDays(in journal: Journal) -> Set<EntryDate> {
        let files = (try? journal.entryFiles()) ?? []
        var days = Set<EntryDate>()
        for file in files {
            if let entry = try? journal.load(file.date), entry.isWritten { days.insert(file.date) }
        }
        return days
    }

    /// "Streak: 3 days" or "No streak yet".
    public var streakLine: String {
        switch streak {
        case 0: return "No streak yet — tonight can start one."
        case 1: return "Streak: 1 day"
        default: return "Streak: \(streak) days"
        }
    }

    /// Two aligned rows: weekday names, then `x` for written, `-` for not, blank for later.
    public var weekLines: [String] {
        let names = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
        let marks = week.map { day in day.date > today ? "   " : day.written ? " x " : " - " }
        return [
            "This week  " + names.joined(separator: " "),
            String(("           " + marks.joined(separator: " ")).reversed().drop { $0 == " " }.reversed()),
        ]
    }
}
