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

    /// Everything that is not one of add's options is text, whatever it starts with
    /// (`-3 degrees`, `- a bullet`); `--` ends the options.
    @Argument(
        parsing: .allUnrecognized,
        help: "The text to add; words are joined with spaces. Anything that is not an option of add is text.")
    var text: [String] = []

    /// The words of the text: the first `--` ends the options, and is not text.
    private var words: [String] {
        guard let terminator = text.firstIndex(of: "--") else { return text }
        var words = text
        words.remove(at: terminator)
        return words
    }

    func run() throws {
        var input = words.joined(separator: " ")
        if words.isEmpty {
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
            let existed = FileManager.default.fileExists(atPath: journal.root.path)
            defer { settleNewJournal(journal, existedBefore: existed) }
            try JournalLock.holding(journal.root, command: "nightly add") {
                let (entry, _) = try journal.loadOrTemplate(day)
                let outcome = try journal.save(try entry.appending(input, to: .journal), to: url)
                noteHardLinks(outcome, path: journal.displayPath(url))
                commitEntry(url, day: day, setup: setup)
            }
            print("Added to \(journal.displayPath(url))")
        }
    }
}
