import ArgumentParser
import JournalChanges
import JournalFormat
import JournalGit
import NightlyCore
import NightlySettings

struct StepCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "step",
        abstract: "List, tick, untick or add action steps.",
        usage: """
            nightly step [--date <date>] [--journal <dir>]
            nightly step (--done | --carry | --undo) [<number>] [--date <date>] [--journal <dir>]
            nightly step --add <text> [--date <date>] [--journal <dir>]
            """,
        discussion: """
            A step is written at night for the next day, so with no --date, the steps due today are \
            those of the latest earlier entry with an open step (today's own entry when none has). \
            With no flag, lists them. N counts the day's steps from 1; without N, --done ticks the \
            first open step. --undo with no N and no --date undoes exactly the last tick or carry \
            nightly made (by step --done, the ritual or the language server), says which, and refuses \
            when there is none; with N or --date it unticks that day's step N (the last ticked one \
            without N). --carry carries the day's step N (the first open one without N) to today: \
            it is marked carried where it was and added, open, to today's Action step, in one \
            commit, as the ritual carries it. A carried step (`- [ ] text → DATE`) is neither open nor missed: it is listed \
            as [>]. --add adds a step to today's entry (the plan for tomorrow).
            """
    )

    enum Change: EnumerableFlag {
        case done, carry, undo

        static func help(for value: Change) -> ArgumentHelp? {
            switch value {
            case .done: return "Mark the step done ([x])."
            case .carry: return "Carry the open step to today's entry."
            case .undo: return "Mark the step not done ([ ])."
            }
        }
    }

    @OptionGroup var journalOptions: JournalOptions

    @Flag(exclusivity: .exclusive) var change: Change?

    @Option(name: .customLong("add"), help: ArgumentHelp("Add a step to the day's entry.", valueName: "text"))
    var newStep: String?

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("The day of the steps (see above for the default).", valueName: "date"))
    var date: DateArgument?

    @Argument(help: "Which step, counting from 1.")
    var number: Int?

    @Flag(help: "List the steps as JSON.")
    var json = false

    func validate() throws {
        if let number, number < 1 { throw ValidationError("Steps are counted from 1.") }
        if newStep != nil, change != nil || number != nil {
            throw ValidationError("--add takes no step number and goes without --done, --carry or --undo.")
        }
        if change == nil, number != nil {
            throw ValidationError("A step number goes with --done, --carry or --undo.")
        }
        if json, change != nil || newStep != nil {
            throw ValidationError("--json lists the steps; it goes without --done, --carry, --undo and --add.")
        }
        if let newStep, newStep.trimmingSpaces().isEmpty || newStep.contains(where: \.isNewline) {
            throw ValidationError("--add takes the step's text, on one line.")
        }
    }

    func run() throws {
        try reportingFailures {
            let setup = try journalOptions.setup()
            if let newStep { return try add(newStep, setup: setup) }
            guard let change else {
                let entry = try chosenDay(setup)
                if json { return writeOut(try ReportJSON.encode(StepsReport(entry))) }
                guard let entry else { return print("No open action steps for today.") }
                return list(entry)
            }
            let transaction = try setup.transaction(door: "nightly step")
            if change == .undo, number == nil, date == nil { return try undo(transaction, setup: setup) }
            guard let entry = try chosenDay(setup) else {
                let what = change == .undo ? "no ticked action step" : "no open action step"
                throw NightlyError.nothingToDo("\(what) in today's entry or an earlier one")
            }
            let index = try stepIndex(in: entry, change: change)
            if change == .carry {
                let step = try transaction.carry(index, of: entry, to: setup.today)
                report(transaction.commit(), in: setup.journal)
                return print("[>] \(shownOnTerminal(step.text)) (carried to \(setup.today.iso))")
            }
            let step = try transaction.setStep(index, to: change == .done ? .done : .open, in: entry)
            report(transaction.commit(), in: setup.journal)
            print("\(step.done ? "[x]" : "[ ]") \(shownOnTerminal(step.text))")
        }
    }

    /// Undoes the last tick or carry nightly made, and says which it was.
    private func undo(_ transaction: DayTransaction, setup: NightlySetup) throws {
        let (record, step) = try transaction.undoLastStepChange()
        report(transaction.commit(), in: setup.journal)
        switch record.to {
        case .carried(let day):
            print("Undone: the carry of \"\(shownOnTerminal(record.text))\" from \(record.day.iso) to \(day.iso)")
        default:
            print("Undone: the tick of \"\(shownOnTerminal(record.text))\" (\(record.day.iso))")
        }
        print("\(step.done ? "[x]" : "[ ]") \(shownOnTerminal(step.text))")
    }

    /// The day `--date` names (its entry must exist), else the day whose steps are due today.
    private func chosenDay(_ setup: NightlySetup) throws -> EntrySteps? {
        if let date {
            let day = try date.resolve(today: setup.today)
            guard let entry = try setup.journal.actionSteps(on: day) else {
                throw JournalError.noEntry(date: day, path: setup.journal.displayPath(setup.journal.url(for: day)))
            }
            return entry
        }
        // A number names a step of the day whose steps are due, whatever their state.
        let wanted: (ActionStep) -> Bool =
            number != nil ? { _ in true } : change == .undo ? { $0.done } : { $0.isOpen }
        return try PlannedSteps.day(in: setup.journal, today: setup.today, where: wanted)
    }

    private func list(_ entry: EntrySteps) {
        print("\(shownOnTerminal(entry.path)):")
        for (number, step) in entry.steps.enumerated() {
            let carried = step.carriedTo.map { " (carried to \($0.iso))" } ?? ""
            print(
                "  \(number + 1). \(step.done ? "[x]" : step.carriedTo != nil ? "[>]" : "[ ]") \(shownOnTerminal(step.text))\(carried)"
            )
        }
    }

    /// Adds `text` as an open step to the day's entry, creating it from the template if needed.
    private func add(_ text: String, setup: NightlySetup) throws {
        let journal = setup.journal
        let day = try date?.resolve(today: setup.today) ?? setup.today
        let transaction = try setup.transaction(door: "nightly step")
        try transaction.append("- [ ] \(text)", to: .actionStep, on: day)
        report(transaction.commit(), in: journal)
        print("Added to \(journal.displayPath(journal.url(for: day))): [ ] \(text)")
    }

    private func stepIndex(in entry: EntrySteps, change: Change) throws -> Int {
        if let number { return number - 1 }
        let found =
            change == .undo
            ? entry.steps.lastIndex { $0.done }
            : entry.steps.firstIndex { $0.isOpen }
        guard let found else {
            let what = change == .undo ? "no ticked action step" : "no open action step"
            throw NightlyError.nothingToDo("\(entry.path): \(what)")
        }
        return found
    }
}

/// `nightly step --json`: the day whose steps are listed, and its steps numbered as `--done`
/// counts them; `null` and no steps when no day has any due.
private struct StepsReport: Encodable {
    struct Step: Encodable {
        var number: Int
        var text: String
        var done: Bool
        @NullWhenAbsent var carriedTo: EntryDate?
        var line: Int
    }

    @NullWhenAbsent var date: EntryDate?
    @NullWhenAbsent var path: String?
    var steps: [Step]

    init(_ entry: EntrySteps?) {
        date = entry?.date
        path = entry?.path
        steps = (entry?.steps ?? []).enumerated().map { index, step in
            Step(number: index + 1, text: step.text, done: step.done, carriedTo: step.carriedTo, line: step.line)
        }
    }
}
