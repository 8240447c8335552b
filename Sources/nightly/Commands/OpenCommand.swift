import ArgumentParser
import Foundation
import JournalChanges
import JournalFormat
import JournalGit
import JournalReports
import NightlyCore
import NightlySettings
import SystemCalls

/// `nightly open [DATE | TEXT]`: one day's entry in the editor, as the ritual opens it; the day
/// is named by its date, by what was written in it (see `OpenCommand+Text.swift`), or as the
/// written day nearest a date (`--previous`, `--next`).
struct OpenCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "open",
        abstract: "Open a day's entry in your editor (today by default), or the entry that mentions a text.",
        discussion: """
            DATE is \(DateExpression.accepted). Words that name no day are a text to find, as grep -i \
            finds it (the template's prompts aside): one entry that mentions it opens; several are \
            offered to pick from on a terminal, newest first (picker = "fzf" in the config uses fzf), \
            and elsewhere are listed with exit status 2. --previous and --next open the nearest day \
            before or after DATE (default: today) that has an entry. A day after today that has no \
            entry yet is created only when you say so: on a terminal open asks, elsewhere it takes \
            --future.
            """
    )

    @OptionGroup var journalOptions: JournalOptions

    @Argument(
        parsing: .allUnrecognized,
        help: ArgumentHelp("The day (default: today), or a text the entry mentions.", valueName: "date | text"),
        completion: .list(DateArgument.completions))
    var words: [String] = []

    @Flag(help: "Create a day after today without asking, to plan ahead.")
    var future = false

    @Flag(help: "Open the nearest day before DATE (default: today) that has an entry.")
    var previous = false

    @Flag(help: "Open the nearest day after DATE (default: today) that has an entry.")
    var next = false

    func validate() throws {
        try DateArgument.validate(words: words, of: Self.self)
        if previous && next { throw ValidationError("Give --previous or --next, not both.") }
    }

    func run() throws {
        let setup = try journalOptions.setup()
        guard let day = try chosenDay(setup) else { return }  // Left the picker.
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

    /// The day to open: the date given, the written day nearest it (`--previous`, `--next`), or
    /// the one whose entry mentions the words; `nil` when the person left the picker.
    private func chosenDay(_ setup: NightlySetup) throws -> EntryDate? {
        let argument = DateArgument(words: words)
        let date: EntryDate
        do {
            date = try argument?.resolve(today: setup.today) ?? setup.today
        } catch let error as NightlyError {
            // Digits and date punctuation alone (2026-13-45, 20/11) were meant as a date, not a text.
            let meantAsDate = words.joined().allSatisfy { $0.isNumber || "-+/.:".contains($0) }
            guard !previous, !next, !meantAsDate else { throw fail(error.description, status: error.exitStatus) }
            return try dayMentioning(words.joined(separator: " "), setup: setup, notADay: error)
        }
        guard previous || next else { return date }
        let written = WrittenDays(setup.journal)
        let found: EntryFile?
        do {
            try setup.journal.requireFolder()
            found = try previous ? written.before(date) : written.after(date, until: setup.today)
        } catch {
            throw fail("\(error)")
        }
        guard let found else {
            throw fail("no day \(previous ? "before" : "after") \(date.iso) has an entry")
        }
        return found.date
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
