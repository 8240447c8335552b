import ArgumentParser
import JournalFormat
import JournalReports
import NightlyCore
import NightlySettings

struct TrendCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "trend",
        abstract: "Show a scale, number or count by week.",
        discussion: """
            For each Monday-to-Sunday week from --since (default: the last 12 weeks, this one \
            included) to today: the mean, lowest and highest of the days that have a value, and how \
            many days. A week without values is listed with none. On a terminal a sparkline of the \
            weekly means follows, then the mean of all the days. A habit or an unknown NAME exits 64.
            """)

    @OptionGroup var options: ReportOptions

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "The first day (its week is the first), default 11 weeks before this one.", valueName: "date"))
    var since: DateArgument?

    @Flag(help: "Print the weeks as JSON.")
    var json = false

    @Argument(
        help: ArgumentHelp("The scale, number or count, as the config names it.", valueName: "name"),
        completion: .custom { words, _, _ in TrackNames.completions(words) { $0.isMeasure } })
    var name: String

    func run() throws {
        try reportingFailures {
            let setup = try options.setup()
            let track = try TrackCommand.track(named: name, in: setup.config)
            guard track.isMeasure else {
                throw NightlyError.usage(
                    "\(track.name) is a habit: trend shows a scale, number or count; review shows a habit's marks")
            }
            let today = setup.today
            let first = try since?.resolve(today: today) ?? today.startOfWeek.adding(days: -77)
            guard first <= today else { throw NightlyError.usage("--since \(first.iso) is after today, \(today.iso)") }
            try setup.journal.requireFolder()
            let history = try TrackHistory(tracks: [track], in: setup.journal, days: first...today)
            let trend = TrackTrend(track: track, values: history.days(of: track.name), from: first, to: today)
            writeOut(json ? try ReportJSON.encode(trend) : render(trend))
        }
    }

    private func render(_ trend: TrackTrend) -> String {
        let palette = reportPalette()
        func number(_ value: Double?) -> String { value.map(Track.formatted) ?? "-" }
        var lines = [palette.bold(palette.journal("\(trend.name) (\(trend.kind)) by week"))]
        let header = ["week of", "mean", "min", "max", "days"]
        var rows: [[String]] = []
        for week in trend.weeks {
            rows.append([week.start.iso, number(week.mean), number(week.min), number(week.max), String(week.days)])
        }
        let widths = header.indices.map { column in ([header] + rows).map { $0[column].count }.max() ?? 0 }
        func line(_ cells: [String]) -> String {
            "  "
                + cells.enumerated().map { column, cell in
                    let pad = String(repeating: " ", count: widths[column] - cell.count)
                    return column == 0 ? cell + pad : pad + cell
                }.joined(separator: "  ")
        }
        lines.append(palette.dim(line(header)))
        lines += rows.map(line)
        if standardOutputIsTerminal { lines.append("  " + trend.sparkline) }
        lines.append(
            trend.mean.map { "  mean \(Track.formatted($0)) over \(CountedNoun.of(trend.days, "day"))" }
                ?? "  no values in these weeks")
        return lines.joined(separator: "\n") + "\n"
    }
}
