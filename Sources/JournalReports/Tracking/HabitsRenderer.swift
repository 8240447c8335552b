import JournalFormat

/// `nightly habits` as text: per habit, a graph of the shown weeks (a column per week, a row
/// per weekday, as the year heatmap) and its streaks and rate. Every mark is its own character,
/// so the graph reads the same without colour.
public struct HabitsRenderer: Sendable {
    public var palette: Palette

    public init(palette: Palette) { self.palette = palette }

    /// The marks, in the legend's order.
    public enum Mark: String, CaseIterable, Sendable {
        case done = "●"
        case missed = "✗"
        case skipped = "~"
        case notDue = "·"
        case today = "○"

        var name: String {
            switch self {
            case .done: return "done"
            case .missed: return "missed"
            case .skipped: return "skipped"
            case .notDue: return "not due"
            case .today: return "today, not marked"
            }
        }
    }

    /// A day's mark; nil for a day after today or before `kept`, the habit's first mark (left
    /// blank). A weekly habit's unmarked day is not due: any day of the week may be the one.
    public static func mark(
        _ mark: HabitMark?, on day: EntryDate, schedule: HabitSchedule, today: EntryDate, kept: EntryDate
    ) -> Mark? {
        switch mark {
        case .yes?: return day <= today ? .done : nil
        case .skip?: return day <= today ? .skipped : nil
        case .no?: return day <= today ? .missed : nil
        case nil:
            if day > today { return nil }
            if day == today { return .today }
            guard day > kept else { return nil }
            return schedule.isDue(day) && !schedule.countsWeeks ? .missed : .notDue
        }
    }

    public func render(_ report: HabitsReport) -> String {
        var lines: [String] = []
        for habit in report.habits {
            if !lines.isEmpty { lines.append("") }
            lines.append(palette.bold(habit.track.name) + "  every \(habit.schedule)")
            let names = EntryDate.weekdayAbbreviations(3)
            for row in 0..<7 {
                var line = names[row] + " "
                for week in stride(from: row, to: habit.days.count, by: 7) {
                    let (date, value) = habit.days[week]
                    guard
                        let mark = Self.mark(
                            value, on: date, schedule: habit.schedule, today: report.today,
                            kept: habit.firstMarked ?? report.today)
                    else {
                        line += " "
                        continue
                    }
                    line += paint(mark)
                }
                while line.last == " " { line.removeLast() }
                lines.append(line)
            }
            lines.append(summary(habit))
        }
        lines.append("")
        lines.append(Mark.allCases.map { "\($0.rawValue) \($0.name)" }.joined(separator: "  "))
        return lines.joined(separator: "\n") + "\n"
    }

    /// "streak 5 days · best 12 days · 80% of due days done".
    func summary(_ habit: HabitsReport.Habit) -> String {
        let rate = habit.rate.map { "\(Int(($0 * 100).rounded()))%" } ?? "no"
        let of = habit.unit == "week" ? "of weeks met" : "of due days done"
        return
            "streak \(Text.count(habit.currentStreak, habit.unit)) · best \(Text.count(habit.bestStreak, habit.unit))"
            + " · \(rate) \(of)"
    }

    private func paint(_ mark: Mark) -> String {
        switch mark {
        case .done: return palette.green(mark.rawValue)
        case .missed: return palette.paint(mark.rawValue, "31")
        case .skipped, .notDue: return palette.dim(mark.rawValue)
        case .today: return palette.inverse(mark.rawValue)
        }
    }
}
