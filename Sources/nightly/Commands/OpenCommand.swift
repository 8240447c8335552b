import ArgumentParser
import Foundation
import JournalChanges
import JournalFormat
import JournalGit
import NightlyCore
import NightlySettings
import SystemCalls

/// `nightly open [DATE]`: one day's entry in the editor, as the ritual opens it.
struct OpenCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "open",
        abstract: "Open a day's entry in your editor (today by default).",
        discussion: """
            DATE is \(DateExpression.accepted). A day after today that has no entry yet is created \
            only when you say so: on a terminal open asks, elsewhere it takes --future.
            """
    )

    @OptionGroup var journalOptions: JournalOptions

    @Argument(
        parsing: .allUnrecognized, help: ArgumentHelp("The day (default: today).", valueName: "date"),
        completion: .list(DateArgument.completions))
    var words: [String] = []

    @Flag(help: "Create a day after today without asking, to plan ahead.")
    var future = false

    func validate() throws { try DateArgument.validate(words: words) }

    func run() throws {
        let setup = try journalOptions.setup()
        let day: EntryDate
        do {
            day = try DateArgument(words: words)?.resolve(today: setup.today) ?? setup.today
        } catch let error as NightlyError {
            throw fail(error.description, status: error.exitStatus)
        }
        try confirmFutureDay(day, setup: setup)
        let existed = FileManager.default.fileExists(atPath: setup.journal.root.path)
        defer { settleNewJournal(setup.journal, existedBefore: existed) }
        // Held while the editor is open too, so a sync cannot change the file under it.
        let change: DayTransaction
        do {
            change = try setup.transaction(door: "nightly open")
        } catch {
            throw fail(error.description, status: error.exitStatus)
        }
        let result: EntryEditing.Result
        do {
            result = try EntryEditing(editor: setup.editor).edit(day, in: change)
        } catch {
            throw fail("\(error)")
        }
        guard result.editor == .finished else {
            throw fail(
                EditorLauncher.message(
                    for: result.editor, choice: setup.editor, path: result.url.path, removed: result.removedEmpty))
        }
        report(result.change, in: setup.journal)
    }

    /// Creates a day after today only when the person means it (planning ahead is fine; a
    /// mistyped year is not): asked on a terminal, else only with `--future`. A day that has
    /// an entry already opens without asking.
    private func confirmFutureDay(_ day: EntryDate, setup: NightlySetup) throws {
        guard !future, let distance = FutureDay(day, today: setup.today, journal: setup.journal)?.distance else {
            return
        }
        guard Platform.isTerminal(Platform.standardInput) else {
            throw fail("\(distance) and has no entry yet; to create it, run: nightly open --future \(day.iso)")
        }
        guard KeyPrompt.confirm("\(distance). Create it?") else {
            throw fail("\(day.iso) was not created")
        }
    }
}
