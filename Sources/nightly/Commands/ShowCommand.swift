import ArgumentParser
import JournalFormat
import JournalReports
import NightlySettings

struct ShowCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "show",
        abstract: "Print a day's entry, or its structure as JSON.",
        discussion: "DATE is \(DateExpression.accepted). The JSON is described in nightly-journal(5).")

    @OptionGroup var journalOptions: JournalOptions

    // Unrecognized words are the date too, so `show -1` and `show last friday` both work.
    @Argument(
        parsing: .allUnrecognized, help: ArgumentHelp("The day to show (default: today).", valueName: "date"),
        completion: .list(DateArgument.completions))
    var words: [String] = []

    @Flag(help: "Print the parsed entry as JSON.")
    var json = false

    /// For a program that shows the output on a terminal through a pipe, as fzf's preview does.
    @Flag(help: "Show the entry's control characters visibly (^[) even when not on a terminal.")
    var visibleControls = false

    func validate() throws { try DateArgument.validate(words: words, of: Self.self) }

    func run() throws {
        try reportingFailures {
            let setup = try journalOptions.setup()
            let journal = setup.journal
            let day = try DateArgument(words: words)?.resolve(today: setup.today) ?? setup.today
            guard let entry = try journal.load(day) else {
                throw JournalError.noEntry(date: day, path: journal.displayPath(journal.url(for: day)))
            }
            if json {
                writeOut(try ReportJSON.encode(EntryReport(entry)))
            } else if standardOutputIsTerminal || visibleControls {
                // On a terminal the entry's control characters are shown, never sent; piped,
                // its bytes are written exactly, unless what reads the pipe is a terminal's
                // (fzf's preview).
                writeOut(TerminalText.visible(entry.bytes))
            } else {
                writeOut(entry.bytes)
            }
        }
    }
}
