import ArgumentParser
import Foundation
import JournalFormat
import JournalReports
import NightlySettings

/// `nightly review`: one page that looks back on a week, a month or any range of days.
struct ReviewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "review",
        abstract: "Look back on a week, a month or any range of days on one page.",
        discussion: """
            PERIOD is week (Monday to Sunday, this week; the default), month (this month), or any \
            range or day nightly understands, such as 'last week', november or 2025 (see DATES in \
            nightly(1)). The page shows the days written and their words, each day's first line, \
            the action steps planned, done and carried, the thought records, the tags used and \
            the awards unlocked in the period, and the tracks: each scale, number and count's days \
            with a value, mean and range, each habit's marks a day. Only the period's days are read.
            """)

    @OptionGroup var options: ReportOptions

    // Unrecognized words are the period too, so `review last week` works.
    @Argument(
        parsing: .allUnrecognized,
        help: ArgumentHelp("week, month, or a range such as 'last week' (default: week).", valueName: "period"),
        completion: .list(["week", "month", "last", "this"] + DateArgument.completions))
    var words: [String] = []

    @Flag(help: "Print the review as JSON.")
    var json = false

    func validate() throws { try DateArgument.validate(words: words, of: Self.self) }

    func run() throws {
        try reportingFailures {
            let setup = try options.setup()
            try setup.journal.requireFolder()
            let period = try period(today: setup.today)
            let (review, problems) = try Review.read(
                setup.journal, from: period.firstDay, to: period.lastDay, today: setup.today,
                tracks: setup.config.tracks, areas: setup.config.focusAreas)
            for problem in problems { FileHandle.standardError.write(Data("nightly: \(problem)\n".utf8)) }
            writeOut(
                json
                    ? try ReportJSON.encode(review)
                    : WordWrap.report(
                        ReviewRenderer.render(review, palette: reportPalette()),
                        width: ReportWidth.current(environment: setup.environment)))
        }
    }

    /// `week` and `month` are this week's and this month's days; anything else is a date.
    private func period(today: EntryDate) throws -> DateRange {
        switch words.map({ $0.lowercased() }) {
        case [], ["week"]: return try DateArgument(words: ["this", "week"])!.resolveRange(today: today)
        case ["month"]: return try DateArgument(words: ["this", "month"])!.resolveRange(today: today)
        default: return try DateArgument(words: words)!.resolveRange(today: today)
        }
    }
}
