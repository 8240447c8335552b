import ArgumentParser
import JournalFormat
import NightlyCore

struct StepCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "step",
        abstract: "Tick or untick an action step.",
        usage: "nightly step (--done | --undo) [<number>] [--date <date>] [--journal <dir>]",
        discussion:
            "N counts the day's action steps from 1. Without N, --done ticks the first open step and --undo unticks the last ticked one."
    )

    enum Change: EnumerableFlag {
        case done, undo

        static func help(for value: Change) -> ArgumentHelp? {
            value == .done ? "Mark the step done ([x])." : "Mark the step not done ([ ])."
        }
    }

    @OptionGroup var journalOptions: JournalOptions

    @Flag(exclusivity: .exclusive) var change: Change

    @Option(parsing: .unconditional, help: ArgumentHelp("The day of the step (default: today).", valueName: "date"))
    var date: DateArgument?

    @Argument(help: "Which step, counting from 1.")
    var number: Int?

    func validate() throws {
        if let number, number < 1 { throw ValidationError("Steps are counted from 1.") }
    }

    func run() throws {
        try reportingFailures {
            let setup = try journalOptions.setup()
            let journal = setup.journal
            let day = try date?.resolve(today: setup.today) ?? setup.today
            let url = journal.url(for: day)
            let lock = try JournalLock(folder: journal.root, command: "nightly step")
            defer { lock.release() }
            guard let entry = try journal.load(day) else {
                throw JournalError.noEntry(date: day, path: journal.displayPath(url))
            }
            let index = try stepIndex(in: entry)
            let edited = try entry.settingActionStep(index, done: change == .done)
            if edited.bytes != entry.bytes {
                noteHardLinks(try journal.save(edited, to: url), path: journal.displayPath(url))
                commitEntry(url, day: day, setup: setup)
            }
            let step = edited.actionSteps[index]
            print("\(step.done ? "[x]" : "[ ]") \(step.text)")
        }
    }

    private func stepIndex(in entry: Entry) throws -> Int {
        if let number { return number - 1 }
        let found =
            change == .done
            ? entry.actionSteps.firstIndex { !$0.done }
            : entry.actionSteps.lastIndex { $0.done }
        guard let found else {
            let what = change == .done ? "no open action step" : "no ticked action step"
            throw NightlyError.nothingToDo("\(entry.path): \(what)")
        }
        return found
    }
}
