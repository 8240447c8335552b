import ArgumentParser
import Foundation
import JournalFormat
import NightlyCore

struct AddCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "add",
        abstract: "Append text to a day's Journal section without opening an editor.",
        discussion: "With no TEXT, reads standard input. The entry is created from the template if the day has none.")

    @OptionGroup var journalOptions: JournalOptions

    @Option(parsing: .unconditional, help: ArgumentHelp("The day to add to (default: today).", valueName: "date"))
    var date: DateArgument?

    @Argument(help: "The text to add; words are joined with spaces.")
    var text: [String] = []

    func run() throws {
        var input = text.joined(separator: " ")
        if text.isEmpty {
            let piped = FileHandle.standardInput.readDataToEndOfFile()
            guard let decoded = String(validating: piped, as: UTF8.self) else {
                throw fail("standard input is not valid UTF-8; nothing was added")
            }
            input = decoded
        }
        guard !input.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
            throw fail("nothing to add: give TEXT or pipe it in", status: 64)
        }
        try reportingFailures {
            let setup = try journalOptions.setup()
            let journal = setup.journal
            let day = try date?.resolve(today: setup.today) ?? setup.today
            let url = journal.url(for: day)
            try JournalLock.holding(journal.root, command: "nightly add") {
                let (entry, _) = try journal.loadOrTemplate(day)
                let outcome = try journal.save(try entry.appending(input, to: .journal), to: url)
                noteHardLinks(outcome, path: journal.displayPath(url))
            }
            print("Added to \(journal.displayPath(url))")
        }
    }
}
