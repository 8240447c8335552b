import ArgumentParser
import JournalFormat
import JournalReports

struct HabitsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "habits",
        abstract: "Show each habit's last weeks, its streaks and its completion rate.",
        discussion: """
            For each habit the config declares ([track.NAME] with kind = "habit"), in the config's \
            order: a graph of the last weeks, Monday to Sunday, a mark a day (● done, ✗ missed, ~ skipped, \
            · not due, ○ today not yet marked; days still to come are blank), the current and the best \
            streak, and the share of due days done (of weeks met, for a week or N/week habit). The \
            rules and the JSON are in nightly-stats(1), HABITS.
            """)

    @OptionGroup var options: ReportOptions

    @Option(help: ArgumentHelp("The whole weeks shown, this one the last (default: 12).", valueName: "N"))
    var weeks = 12

    @Flag(help: "Print the habits as JSON.")
    var json = false

    func validate() throws {
        guard (1...520).contains(weeks) else { throw ValidationError("--weeks takes a number from 1 to 520.") }
    }

    func run() throws {
        try reportingFailures {
            let setup = try options.setup()
            let report = try HabitsReport(
                tracks: setup.config.tracks, in: setup.journal, today: setup.today, weeks: weeks)
            if json {
                return writeOut(report.habits.isEmpty ? "[]\n" : try ReportJSON.encode(HabitsReportJSON(report)))
            }
            guard !report.habits.isEmpty else {
                return writeOut(
                    "No habit is declared: add a [track.NAME] table with kind = \"habit\" to the config "
                        + "(see nightly(1), TRACKING).\n")
            }
            writeOut(HabitsRenderer(palette: reportPalette()).render(report))
        }
    }
}
