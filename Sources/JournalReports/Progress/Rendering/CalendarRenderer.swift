import JournalFormat

/// The month grid and the year heatmap as text. Written days carry a symbol as well as a
/// colour, so the output reads the same without colour.
///
/// With a `width` too narrow for the year's 57 columns, the heatmap comes in parts of
/// consecutive weeks (two halves at 40 columns), each under its own month names.
public struct CalendarRenderer: Sendable {
    public var palette: Palette
    /// The terminal's width, or nil for no limit.
    public var width: Int?
    /// A track's values that mark the days instead of words (`calendar --track`).
    public var shading: TrackShading?

    public init(palette: Palette, width: Int? = nil, shading: TrackShading? = nil) {
        self.palette = palette
        self.width = width
        self.shading = shading
    }

    /// Symbols for words per day, level 0 (not written) to 4.
    public static let shades = ["·", "░", "▒", "▓", "█"]

    /// A month: `>` before today, `●` after a written day, `·` after a day still to come
    /// (dimmed too). The legend names only the marks the month shows. A `cursor` day (the
    /// calendar walked on a terminal) is in reverse video instead of today, or in brackets
    /// without colour.
    public func render(_ calendar: MonthCalendar, cursor: EntryDate? = nil) -> String {
        let title = "\(EntryDate(year: calendar.year, month: calendar.month, day: 1).monthName) \(calendar.year)"
        var lines = [palette.bold(Text.right(title, (28 + title.count) / 2))]
        lines.append(" Mo  Tu  We  Th  Fr  Sa  Su")
        for week in calendar.weeks {
            var line = ""
            for cell in week {
                guard let day = cell else {
                    line += "    "
                    continue
                }
                let number = Text.right(String(day.date.day), 2)
                if day.date == cursor, !palette.enabled {
                    line += "[" + number + "]"
                    continue
                }
                var symbol = day.written ? "●" : day.isFuture ? "·" : " "
                var colour = day.written ? "32" : ""
                if let shading {
                    let mark = shading.mark(on: day.date)
                    symbol = mark?.symbol ?? (day.isFuture ? "·" : " ")
                    colour = mark?.colour ?? ""
                }
                var text = (day.isToday ? ">" : " ") + number + symbol
                if !colour.isEmpty { text = palette.paint(text, colour) }
                if day.isFuture { text = palette.dim(text) }
                if day.date == cursor || (day.isToday && cursor == nil) { text = palette.inverse(text) }
                line += text
            }
            lines.append(trimmingTrailingSpaces(line))
        }
        lines.append("")
        var legend = shading?.legend ?? ["● written"]
        if calendar.holdsToday { legend.append("> today") }
        if calendar.hasDaysToCome { legend.append("· to come") }
        if let shading {
            let days = calendar.weeks.joined().compactMap { $0?.date }
            let marked = shading.daysWithValue(in: days)
            lines += WordWrap.pack(legend, separator: "  ", width: width)
            lines.append("\(Text.count(marked, "day")) with a value for \(shading.track.name)")
        } else {
            lines.append(
                legend.joined(separator: "  ")
                    + "   \(Text.count(calendar.writtenDays, "day")) written, \(Text.count(calendar.words, "word"))")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A year: one column per week, one row per weekday, a shade per day by words written.
    public func render(_ heatmap: YearHeatmap) -> String {
        var lines: [String] = []
        lines.append(palette.bold("\(heatmap.year)"))
        let weeks = heatmap.weeks.count
        // Parts of equal size, as few as fit; at least 8 weeks to a part, however narrow.
        let room = max(1, width.map { max(8, $0 - 4) } ?? weeks)
        let parts = max(1, (weeks + room - 1) / room)
        let size = (weeks + parts - 1) / parts
        for start in stride(from: 0, to: weeks, by: size) {
            if start > 0 { lines.append("") }
            lines += rows(Array(heatmap.weeks[start..<min(weeks, start + size)]))
        }
        lines.append("")
        if let shading {
            let days = heatmap.weeks.joined().compactMap { $0?.date }
            lines += WordWrap.pack(["· none"] + shading.legend, separator: "  ", width: width)
            lines += WordWrap.lines(
                "\(Text.count(shading.daysWithValue(in: days), "day")) with a value for \(shading.track.name)",
                width: width)
            return lines.joined(separator: "\n") + "\n"
        }
        lines += WordWrap.pack(
            ["· none", "░ 1-99", "▒ 100-249", "▓ 250-499", "█ 500+ words"], separator: "  ", width: width)
        lines += WordWrap.lines(
            "\(Text.count(heatmap.writtenDays, "day")) written, \(Text.count(heatmap.words, "word"))", width: width)
        return lines.joined(separator: "\n") + "\n"
    }

    /// The month names and seven weekday rows of `weeks`.
    private func rows(_ weeks: [[YearHeatmap.Day?]]) -> [String] {
        var lines: [String] = []
        var header = Array(repeating: " ", count: weeks.count)
        var lastMonth = 0
        var lastLabel: Int?
        for (column, week) in weeks.enumerated() {
            guard let first = week.compactMap({ $0 }).first(where: { $0.date.day <= 7 }),
                first.date.month != lastMonth, column + 3 <= header.count
            else { continue }
            lastMonth = first.date.month
            // A part may begin a week before a month does: names never touch, the later one wins.
            if let lastLabel, column < lastLabel + 4 {
                for offset in lastLabel..<lastLabel + 3 { header[offset] = " " }
            }
            lastLabel = column
            for (offset, letter) in first.date.monthName.prefix(3).enumerated() {
                header[column + offset] = String(letter)
            }
        }
        lines.append(trimmingTrailingSpaces("    " + header.joined()))
        let names = EntryDate.weekdayAbbreviations(3)
        for row in 0..<7 {
            var line = names[row] + " "
            for week in weeks {
                guard let day = week[row] else {
                    line += " "
                    continue
                }
                var symbol = Self.shades[day.level]
                if let shading {
                    let mark = shading.mark(on: day.date)
                    symbol = mark?.symbol ?? "·"
                    if let colour = mark?.colour, !colour.isEmpty { symbol = palette.paint(symbol, colour) }
                } else if day.level > 0 {
                    symbol = palette.paint(symbol, Self.colours[day.level])
                }
                line += day.isToday ? palette.inverse(symbol) : symbol
            }
            lines.append(trimmingTrailingSpaces(line))
        }
        return lines
    }

    private static let colours = ["", "32", "32", "1;32", "1;32"]

    private func trimmingTrailingSpaces(_ line: String) -> String {
        var line = line
        while line.last == " " { line.removeLast() }
        return line
    }
}
