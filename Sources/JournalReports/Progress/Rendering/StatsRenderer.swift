import JournalFormat

/// `nightly stats` as text: the numbers, the week's chart and the awards.
public struct StatsRenderer: Sendable {
    public var palette: Palette

    public init(palette: Palette) { self.palette = palette }

    public func render(_ stats: ProgressStats) -> String {
        var lines: [String] = []
        lines.append(row("Streak", streakText(stats.currentStreak) + todayNote(stats)))
        lines.append(row("Longest", streakText(stats.longestStreak)))
        lines.append(
            row("Written", "\(Text.count(stats.writtenDays, "day")), \(Text.count(stats.words, "word"))"))
        let steps = stats.actionSteps
        let percent = steps.total == 0 ? "" : " (\(Text.percent(steps.done, of: steps.total))%)"
        lines.append(
            row(
                "Steps",
                "\(Text.grouped(steps.done)) of \(Text.grouped(steps.total)) done\(percent); this week \(steps.thisWeekDone) of \(steps.thisWeekTotal)"
            ))
        let areaWidth = stats.stepsByArea.map(\.area.count).max() ?? 0
        for area in stats.stepsByArea {
            lines.append(Text.padded("", 10) + palette.journal(area.line(width: areaWidth)))
        }
        lines.append(row("Thoughts", Text.count(stats.thoughtRecords, "record")))
        lines.append("")
        let withSteps = stats.stepsPerDay.contains { $0.planned > 0 }
        lines.append(palette.bold("This week") + (withSteps ? "  (words per day · steps done)" : "  (words per day)"))
        lines += weekChart(stats.week, steps: withSteps ? stats.stepsPerDay : [], today: stats.today)
        lines.append("")
        let unlocked = stats.awards.filter(\.unlocked).count
        lines.append(palette.bold("Awards") + "  (\(unlocked) of \(stats.awards.count) unlocked)")
        let width = stats.awards.map(\.title.count).max() ?? 0
        for award in stats.awards {
            if let day = award.unlockedOn {
                lines.append("  " + palette.green("✓ " + Text.padded(award.title, width)) + "  \(day.iso)")
            } else {
                let progress = "\(Text.grouped(award.progress.current)) of \(Text.grouped(award.progress.target))"
                lines.append("  · \(Text.padded(award.title, width))  \(award.howToUnlock) (\(progress))")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private func row(_ label: String, _ value: String) -> String {
        palette.bold(Text.padded(label, 10)) + value
    }

    private func streakText(_ streak: Streak) -> String {
        guard let start = streak.start, let end = streak.end else { return "0 days" }
        let span = start == end ? start.iso : "\(start.iso) to \(end.iso)"
        return "\(Text.count(streak.days, "day")) (\(span))"
    }

    private func todayNote(_ stats: ProgressStats) -> String {
        guard let end = stats.currentStreak.end, end < stats.today else { return "" }
        return "; write today to make it \(stats.currentStreak.days + 1)"
    }

    /// A line a day: the words' bar, and beside it, when `steps` has the week's, a `■` a step
    /// done (`□` a step still open) in a column of its own.
    private func weekChart(_ week: [WeekChart.Day], steps: [WeekChart.Steps], today: EntryDate) -> [String] {
        let most = max(1, week.map(\.words).max() ?? 1)
        let words = week.map { day -> (plain: String, painted: String) in
            if day.future { return ("", "") }
            guard day.written else { return ("· not written", palette.dim("· not written")) }
            let bar = String(repeating: "█", count: max(1, (day.words * 30 + most / 2) / most))
            let count = " \(Text.grouped(day.words))"
            return (bar + count, palette.green(bar) + count)
        }
        let column = words.map(\.plain.count).max() ?? 0
        return week.indices.map { index in
            let day = week[index]
            let label = "\(day.date.shortWeekday) \(Text.right(String(day.date.day), 2)) \(day.date.shortMonth)"
            let marker = day.date == today ? ">" : " "
            var line = "\(marker)\(label)"
            if !words[index].plain.isEmpty { line += "  " + words[index].painted }
            if index < steps.count, steps[index].planned > 0 {
                let day = steps[index]
                let padding = String(repeating: " ", count: column - words[index].plain.count)
                // A box a step up to ten; a day with more shows its counts alone.
                let boxes =
                    day.planned > 10
                    ? ""
                    : String(repeating: "■", count: day.done) + String(repeating: "□", count: day.planned - day.done)
                line +=
                    padding + (words[index].plain.isEmpty ? "  " : "   ") + palette.green(boxes)
                    + (boxes.isEmpty ? "" : " ") + "\(day.done) of \(day.planned)"
            }
            return line
        }
    }
}

extension EntryDate {
    /// `Mon` to `Sun`.
    var shortWeekday: String { String(weekdayName.prefix(3)) }
    /// `Jan` to `Dec`.
    var shortMonth: String { String(monthName.prefix(3)) }
}
