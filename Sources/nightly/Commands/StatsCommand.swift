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
            let filter = tagOptions.filter
            // Habit awards only for a journal that declares a habit (HabitAwards).
            let tracks = setup.config.tracks
            // Only what the report shows is read: the words always; the tags for a filter; the
            // front matter for tracked habits. A step's area tags are read in any case.
            var parts: EntrySummary.Parts = .words
            if !filter.isEmpty { parts.insert(.tags) }
            if !tracks.isEmpty { parts.insert(.frontMatter) }
            let scan = try options.scan(setup, parts: parts)
            let days =
                filter.isEmpty ? scan : JournalScan(days: scan.days.filter(filter.matches), problems: scan.problems)
            var stats = ProgressStats(days, today: setup.today, areas: setup.config.focusAreas)
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
