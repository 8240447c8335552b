import ArgumentParser
import JournalFormat
import JournalReports
import NightlyCore

struct StatsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "stats",
        abstract: "Show streaks, words, action steps, this week's chart and the awards.",
        discussion:
            "The rules (what counts as a written day, when a streak breaks) and the JSON are in nightly-stats(1).")

    @OptionGroup var options: ReportOptions
    @OptionGroup var tagOptions: TagOptions

    @Flag(help: "Print the report as JSON.")
    var json = false

    func run() throws {
        try reportingFailures {
            let setup = try options.setup()
            let scan = try options.scan(setup)
            let filter = tagOptions.filter
            let days =
                filter.isEmpty ? scan : JournalScan(days: scan.days.filter(filter.matches), problems: scan.problems)
            var stats = ProgressStats(days, today: setup.today, areas: setup.config.focusAreas)
            // Habit awards only for a journal that declares a habit (HabitAwards).
            let tracks = setup.config.tracks
            stats.awards += HabitAwards.evaluate(
                tracks: tracks, history: TrackHistory(tracks: tracks, summaries: days.days), today: setup.today)
            writeOut(
                json
                    ? try ReportJSON.encode(stats)
                    : WordWrap.report(
                        StatsRenderer(palette: reportPalette()).render(stats),
                        width: ReportWidth.current(environment: setup.environment)))
        }
    }
}
