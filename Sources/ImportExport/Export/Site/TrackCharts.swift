import JournalFormat
import JournalReports

/// The index page's tracking section: each measure's weekly mean over the last 12 weeks as
/// bars, and each habit's last 12 weeks of marks as a grid, each an inline SVG that needs no
/// script, no file and no font of its own. A reader without sight gets the numbers: every SVG
/// is `role="img"` with an `aria-label` and a `<title>` saying them, and every bar and mark its
/// own `<title>`.
struct TrackCharts {
    static let weeks = 12

    var tracks: [Track]
    var history: TrackHistory
    var today: EntryDate

    /// The section, or nothing when the config tracks nothing.
    var html: String {
        guard !tracks.isEmpty else { return "" }
        var html = "<section class=\"tracks\">\n<h2>Tracking</h2>\n"
        for track in tracks {
            html += "<figure class=\"track\">\n<figcaption>\(HTML.escape(caption(track)))</figcaption>\n"
            html += track.isMeasure ? trend(track) : consistency(track)
            html += "</figure>\n"
        }
        return html + "</section>\n"
    }

    /// The Mondays of the last 12 weeks, oldest first, today's week last.
    private var mondays: [EntryDate] {
        let last = today.startOfWeek
        return (0..<Self.weeks).reversed().map { last.adding(days: -7 * $0) }
    }

    private func caption(_ track: Track) -> String {
        switch track.kind {
        case .scale(let min, let max): return "\(track.name): weekly mean (\(min) to \(max)), last 12 weeks"
        case .number(let unit):
            return "\(track.name): weekly mean" + (unit.map { " (\($0))" } ?? "") + ", last 12 weeks"
        case .count: return "\(track.name): weekly mean a day, last 12 weeks"
        case .habit(let every): return "\(track.name): last 12 weeks (every \(every))"
        }
    }

    /// Bars of each week's mean of the days with a value; a week without any has no bar.
    private func trend(_ track: Track) -> String {
        let means: [(monday: EntryDate, mean: Double?, days: Int)] = mondays.map { monday in
            let values = (0..<7).compactMap { history.value(of: track.name, on: monday.adding(days: $0))?.number }
            return (monday, values.isEmpty ? nil : values.reduce(0, +) / Double(values.count), values.count)
        }
        var top = means.compactMap(\.mean).max() ?? 1
        var bottom = min(0, means.compactMap(\.mean).min() ?? 0)
        if case .scale(let low, let high) = track.kind {
            top = Double(high)
            bottom = Double(min(0, low))
        }
        if top <= bottom { top = bottom + 1 }
        let width = 24, gap = 4, height = 80
        func said(_ mean: Double?) -> String { mean.map { Track.formatted(($0 * 10).rounded() / 10) } ?? "none" }
        let label =
            "\(track.name), weekly mean, last 12 weeks: " + means.map { said($0.mean) }.joined(separator: ", ")
        var svg =
            "<svg class=\"trend\" role=\"img\" aria-label=\"\(HTML.escape(label))\" width=\"\(Self.weeks * (width + gap))\" "
            + "height=\"\(height + 2)\" viewBox=\"0 0 \(Self.weeks * (width + gap)) \(height + 2)\" "
            + "xmlns=\"http://www.w3.org/2000/svg\">\n<title>\(HTML.escape(label))</title>\n"
        svg += "<line x1=\"0\" y1=\"\(height + 1)\" x2=\"\(Self.weeks * (width + gap))\" y2=\"\(height + 1)\" "
        svg += "style=\"stroke: var(--line)\"/>\n"
        for (index, week) in means.enumerated() {
            let x = index * (width + gap)
            let title =
                "Week of \(week.monday.iso): "
                + (week.mean.map { "mean \(said($0)) over \(CountedNoun.of(week.days, "day"))" } ?? "no value")
            guard let mean = week.mean else {
                svg += "<rect x=\"\(x)\" y=\"\(height)\" width=\"\(width)\" height=\"1\" style=\"fill: var(--l0)\">"
                svg += "<title>\(HTML.escape(title))</title></rect>\n"
                continue
            }
            let barHeight = max(1, Int(((mean - bottom) / (top - bottom) * Double(height)).rounded()))
            svg += "<rect class=\"bar\" x=\"\(x)\" y=\"\(height + 1 - barHeight)\" width=\"\(width)\" "
            svg +=
                "height=\"\(barHeight)\" rx=\"2\" style=\"fill: var(--l3)\"><title>\(HTML.escape(title))</title></rect>\n"
        }
        return svg + "</svg>\n"
    }

    /// A column a week, Monday at the top: yes filled, no an outline, skip a dash, no mark blank.
    private func consistency(_ track: Track) -> String {
        let cell = 12, gap = 3
        var counts: [HabitMark: Int] = [:]
        var marks = ""
        for (column, monday) in mondays.enumerated() {
            for row in 0..<7 {
                let day = monday.adding(days: row)
                guard day <= today else { continue }
                let x = column * (cell + gap), y = row * (cell + gap)
                guard case .habit(let mark)? = history.value(of: track.name, on: day) else {
                    marks += "<rect x=\"\(x)\" y=\"\(y)\" width=\"\(cell)\" height=\"\(cell)\" rx=\"2\" "
                    marks += "style=\"fill: var(--l0)\"><title>\(day.iso): no mark</title></rect>\n"
                    continue
                }
                counts[mark, default: 0] += 1
                let style: String
                switch mark {
                case .yes: style = "fill: var(--l3)"
                case .no: style = "fill: none; stroke: var(--muted)"
                case .skip: style = "fill: var(--line)"
                }
                marks += "<rect class=\"\(mark.rawValue)\" x=\"\(x)\" y=\"\(y)\" width=\"\(cell)\" height=\"\(cell)\" "
                marks += "rx=\"2\" style=\"\(style)\"><title>\(day.iso): \(mark.rawValue)</title></rect>\n"
            }
        }
        let label =
            "\(track.name), last 12 weeks: \(counts[.yes] ?? 0) yes, \(counts[.no] ?? 0) no, "
            + "\(counts[.skip] ?? 0) skipped"
        let width = Self.weeks * (cell + gap), height = 7 * (cell + gap)
        return "<svg class=\"habit\" role=\"img\" aria-label=\"\(HTML.escape(label))\" width=\"\(width)\" "
            + "height=\"\(height)\" viewBox=\"0 0 \(width) \(height)\" xmlns=\"http://www.w3.org/2000/svg\">\n"
            + "<title>\(HTML.escape(label))</title>\n" + marks + "</svg>\n"
    }
}
