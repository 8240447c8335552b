import ArgumentParser
import Foundation
import JournalFormat
import NightlyCore

/// `nightly open [DATE]`: one day's entry in the editor, as the ritual opens it.
struct OpenCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "open",
        abstract: "Open a day's entry in your editor (today by default).",
        discussion: "DATE is today, yesterday, -N (N days ago) or YYYY-MM-DD."
    )

    @OptionGroup var journal: JournalOption

    @Argument(parsing: .allUnrecognized, help: "The day: today, yesterday, -N or YYYY-MM-DD.")
    var words: [String] = []

    func run() throws {
        let setup = try journal.setup()
        let date = words.isEmpty ? "today" : words.joined(separator: " ")
        guard let day = Self.parse(date, today: setup.today) else {
            throw ValidationError("'\(date)' is not a date: use today, yesterday, -N or YYYY-MM-DD.")
        }
        let editing = EntryEditing(journal: setup.journal, titles: setup.sectionTitles, editor: setup.editor)
        let result: EntryEditing.Result
        do {
            result = try editing.edit(day)
        } catch {
            printError("\(error)")
            throw ExitCode(1)
        }
        guard result.outcome == .finished else {
            printError(EditorLauncher.message(for: result.outcome, choice: setup.editor, path: result.url.path))
            throw ExitCode(1)
        }
        if result.removedEmpty { return }
        let outcome = EntryCommitter().commit(
            paths: [result.url.path], in: setup.journal.root.path, message: "Journal \(day.iso)")
        if case .failed(let message) = outcome {
            printError("git commit failed (\(message)); the entry stays at \(result.url.path)")
        }
    }

    // Stand-in until DateExpression arrives from main.
    static func parse(_ text: String, today: EntryDate) -> EntryDate? {
        switch text.lowercased() {
        case "today": return today
        case "yesterday": return today.adding(days: -1)
        default:
            if text.hasPrefix("-"), let days = Int(text.dropFirst()) { return today.adding(days: -days) }
            return EntryDate(iso: text)
        }
    }
}
