import ArgumentParser
import JournalFormat
import JournalReports
import NightlyCore

struct InsightsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "insights",
        abstract: "Show when hard moments come and what sets them off, from the thought diary.",
        discussion: "The weights and the JSON are described in nightly-stats(1).")

    @OptionGroup var options: ReportOptions
    @OptionGroup var tagOptions: TagOptions

    @Flag(help: "Print the insights as JSON.")
    var json = false

    func run() throws {
        try reportingFailures {
            let setup = try options.setup()
            // Insights read the thought records, and an entry's tags only for --tag: the scan
            // counts no words, and reads the tracked numbers the comparisons add up as it reads
            // each day.
            let tracks = setup.config.tracks
            let filter = tagOptions.filter
            let scan = try options.scan(
                setup, parts: filter.isEmpty ? [] : [.tags],
                tracks: tracks.isEmpty ? nil : TrackComparison.reader(for: tracks))
            let insights = Insights(
                filter.isEmpty ? scan.days : scan.days.map(filter.thoughts), today: setup.today, tracks: tracks,
                trackNumbers: scan.trackNumbers)
            writeOut(
                json
                    ? try ReportJSON.encode(insights)
                    : InsightsRenderer(
                        palette: reportPalette(), width: ReportWidth.current(environment: setup.environment)
                    ).render(insights))
        }
    }
}
