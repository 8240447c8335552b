import ArgumentParser
import JournalFormat
import NightlyCore

struct ShowCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "show",
        abstract: "Print a day's entry, or its structure as JSON.",
        discussion: "DATE is \(DateExpression.accepted). The JSON is described in nightly-journal(5).")

    @OptionGroup var journalOptions: JournalOptions

    @Argument(help: ArgumentHelp("The day to show (default: today).", valueName: "date"))
    var date: DateArgument?

    @Flag(help: "Print the parsed entry as JSON.")
    var json = false

    func run() throws {
        try reportingFailures {
            let journal = journalOptions.resolve()
            let day = try date?.resolve() ?? NightlyEnvironment().today()
            guard let entry = try journal.load(day) else {
                throw JournalError.noEntry(date: day, path: journal.displayPath(journal.url(for: day)))
            }
            if json {
                writeOut(try ReportJSON.encode(EntryReport(entry)))
            } else {
                writeOut(entry.bytes)
            }
        }
    }
}
