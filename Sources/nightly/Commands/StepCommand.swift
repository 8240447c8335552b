import ArgumentParser
import JournalChanges
import JournalFormat
import JournalGit
import JournalReports
import NightlyCore
import NightlySettings

struct StepCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "step",
        abstract: "List, tick, untick, carry or add action steps.",
        usage: """
            nightly step [--date <date>] [--json] [--journal <dir>]
            nightly step (--done | --undo) [<number>] [--date <date>] [--journal <dir>]
            nightly step --carry <number> [--to <date>] [--date <date>] [--journal <dir>]
            nightly step --add <text>... [--date <date>] [--journal <dir>]
            """,
        discussion: """
            A step is written at night for the next day, so with no --date, the steps due today are \
            the open steps of the last written day before today, however long ago, and those snoozed \
            to today (carried from an earlier day to today's entry); today's own steps when neither \
            has any (a plan written in the morning). With no flag, lists them, a step open 3 days or \
            more since it was first planned marked stale. N counts the listed steps from 1 (with \
            --date, that day's); without N, --done ticks the first open step. --undo with no N and \
            no --date undoes exactly the last tick or carry nightly made (by step --done, the ritual \
            or the language server), says which, and refuses when there is none; with N or --date \
            it unticks that step (the last ticked one without N). --carry N carries step N to \
            today's entry, or with --to to any later day: it leaves today's list and comes back on \
            that day. A carried step (`- [ ] text → DATE`) is neither open nor missed: it is \
            listed as [>], and a dropped one (`- [ ] ~~text~~`) as [-]. --add adds steps to today's \
            entry (the plan for tomorrow), several at once, or one a line from standard input with \
            `-`, in one commit.
            """
    )

    enum Change: EnumerableFlag {
        case done, undo

        static func help(for value: Change) -> ArgumentHelp? {
            value == .done ? "Mark the step done ([x])." : "Mark the step not done ([ ])."
        }
    }

    @OptionGroup var journalOptions: JournalOptions

    @Flag(exclusivity: .exclusive) var change: Change?

    @Option(
        name: .customLong("add"), parsing: .upToNextOption,
        help: ArgumentHelp(
            "Add steps to the day's entry, one per text; - reads one a line from standard input.",
            valueName: "text"))
    var newSteps: [String] = []

    @Option(
        name: .customLong("carry"),
        help: ArgumentHelp("Carry step N to today's entry, or to the day --to names.", valueName: "number"))
    var carried: Int?

    @Option(
        name: .customLong("to"), parsing: .unconditional,
        help: ArgumentHelp("The later day --carry carries the step to (default today).", valueName: "date"))
    var carryDay: DateArgument?

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
        if let carried, carried < 1 { throw ValidationError("Steps are counted from 1.") }
        let adding = !newSteps.isEmpty
        if adding, change != nil || number != nil || carried != nil {
            throw ValidationError("--add takes no step number and goes without --done, --undo or --carry.")
        }
        if carried != nil, change != nil || number != nil {
            throw ValidationError("--carry takes the step's number and goes without --done or --undo.")
        }
        if carryDay != nil, carried == nil { throw ValidationError("--to goes with --carry N.") }
        if change == nil, number != nil { throw ValidationError("A step number goes with --done or --undo.") }
        if json, change != nil || adding || carried != nil {
            throw ValidationError("--json lists the steps; it goes without --done, --undo, --carry and --add.")
        }
        for text in newSteps where text != "-" {
            if text.trimmingSpaces().isEmpty || text.contains(where: \.isNewline) {
                throw ValidationError("--add takes each step's text, on one line.")
            }
        }
        if newSteps.count(where: { $0 == "-" }) > 1 { throw ValidationError("--add reads standard input once.") }
    }

    func run() throws {
        try reportingFailures {
            let setup = try journalOptions.setup()
            if !newSteps.isEmpty { return try add(try texts(), setup: setup) }
            if let carried { return try carry(carried, setup: setup) }
            guard let change else {
                var items = try listedSteps(setup)
                if date == nil, !items.contains(where: { $0.step.isOpen }) { items = [] }
                if json { return writeOut(try ReportJSON.encode(StepsReport(items))) }
                guard !items.isEmpty else { return print("No open action steps for today.") }
                return list(items, today: setup.today)
            }
            let transaction = try setup.transaction(door: "nightly step")
            if change == .undo, number == nil, date == nil { return try undo(transaction, setup: setup) }
            let (entry, index) = try chosenStep(setup, change: change)
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

    /// Carries step `number` (of the steps due, or of `--date`'s day) to `--to`'s day, today by
    /// default (tomorrow for a step of today's own entry): a later day than its own.
    private func carry(_ number: Int, setup: NightlySetup) throws {
        let (entry, index) = try chosenStep(setup, number: number, change: nil)
        let day = try carryDay?.expression.laterDay(today: setup.today) ?? max(setup.today, entry.date.adding(days: 1))
        guard day > entry.date else {
            throw NightlyError.usage(
                "\(entry.path): step \(number) is carried to a later day than its own (\(entry.date.iso)), not \(day.iso)"
            )
        }
        guard entry.steps[index].isOpen else {
            throw NightlyError.nothingToDo("\(entry.path): step \(number) is not open, so there is nothing to carry")
        }
        let transaction = try setup.transaction(door: "nightly step")
        try transaction.carry(index, of: entry, to: day)
        report(transaction.commit(), in: setup.journal)
        let text = shownOnTerminal(entry.steps[index].text)
        print(day > setup.today ? "Snoozed to \(day.longTitle): \(text)" : "Carried to \(day.iso): \(text)")
    }

    /// The day `--date` names (its entry must exist).
    private func chosenDay(_ setup: NightlySetup) throws -> EntrySteps? {
        guard let date else { return nil }
        let day = try date.resolve(today: setup.today)
        guard let entry = try setup.journal.actionSteps(on: day) else {
            throw JournalError.noEntry(date: day, path: setup.journal.displayPath(setup.journal.url(for: day)))
        }
        return entry
    }

    /// The steps listed: `--date`'s day's, else the steps due today (``DueSteps``).
    private func listedSteps(_ setup: NightlySetup) throws -> [DueSteps.Item] {
        guard let entry = try chosenDay(setup) else {
            return try DueSteps(in: setup.journal, today: setup.today).items
        }
        return try DueSteps.items(of: entry, in: setup.journal, today: setup.today)
    }

    /// The step `--done`, `--undo` or `--carry` means: `number` of `--date`'s day or of the
    /// steps due today, else the first open one (the last ticked one for `--undo`).
    private func chosenStep(
        _ setup: NightlySetup, number: Int? = nil, change: Change?
    ) throws -> (EntrySteps, Int) {
        let number = number ?? self.number
        let day = try chosenDay(setup)
        var listed = try listedSteps(setup).map { ($0.entry, $0.index) }
        if listed.isEmpty, day == nil, let own = try setup.journal.actionSteps(on: setup.today) {
            // Nothing due: a number still names a step of today's own entry, whatever its state.
            listed = own.steps.indices.map { (own, $0) }
        }
        if let number {
            guard listed.indices.contains(number - 1) else {
                let days = Set(listed.map(\.0.date))
                let path = day?.path ?? listed.first?.0.path ?? "today's steps"
                let count = days.count > 1 ? "\(listed.count) are due" : "the entry has \(listed.count)"
                throw JournalError.noSuchItem(path: path, message: "no action step \(number); \(count)")
            }
            return listed[number - 1]
        }
        let found =
            change == .undo
            ? listed.last { $0.0.steps[$0.1].done }
            : listed.first { $0.0.steps[$0.1].isOpen }
        guard let found else {
            let what = change == .undo ? "no ticked action step" : "no open action step"
            if let day { throw NightlyError.nothingToDo("\(day.path): \(what)") }
            throw NightlyError.nothingToDo("\(what) in today's entry or an earlier one")
        }
        return found
    }

    private func list(_ items: [DueSteps.Item], today: EntryDate) {
        var shownDay: EntryDate?
        for (number, item) in items.enumerated() {
            if item.entry.date != shownDay {
                print("\(shownOnTerminal(item.entry.path)):\(Self.when(item.entry.date, today: today))")
                shownDay = item.entry.date
            }
            let step = item.step
            let carried = step.isCarried ? step.carriedTo.map { " (carried to \($0.iso))" } ?? "" : ""
            let stale = item.isStale ? " (stale: open \(item.ageDays) days)" : ""
            let box = step.done ? "[x]" : step.isCarried ? "[>]" : step.isDropped ? "[-]" : "[ ]"
            print("  \(number + 1). \(box) \(shownOnTerminal(step.text))\(carried)\(stale)")
        }
    }

    /// When a day before today was, after its path: " (yesterday)", " (Friday, 3 days ago)".
    private static func when(_ day: EntryDate, today: EntryDate) -> String {
        let days = day.days(to: today)
        switch days {
        case ...0: return ""
        case 1: return " (yesterday)"
        default: return " (\(day.weekdayName), \(days) days ago)"
        }
    }

    /// The texts of `--add`, `-` replaced by standard input's lines (blank ones left out).
    private func texts() throws -> [String] {
        var texts: [String] = []
        for text in newSteps {
            guard text == "-" else {
                texts.append(text)
                continue
            }
            while let line = readLine() {
                let step = line.trimmingSpaces()
                if !step.isEmpty { texts.append(step) }
            }
        }
        guard !texts.isEmpty else { throw NightlyError.usage("--add - read no step from standard input") }
        return texts
    }

    /// Adds `texts` as open steps to the day's entry, creating it from the template if needed,
    /// in one commit.
    private func add(_ texts: [String], setup: NightlySetup) throws {
        let journal = setup.journal
        let day = try date?.resolve(today: setup.today) ?? setup.today
        let transaction = try setup.transaction(door: "nightly step")
        for text in texts { try transaction.append("- [ ] \(text)", to: .actionStep, on: day) }
        report(transaction.commit(), in: journal)
        for text in texts { print("Added to \(journal.displayPath(journal.url(for: day))): [ ] \(text)") }
    }
}

/// `nightly step --json`: the first day whose steps are listed, and the steps numbered as
/// `--done` counts them, each with its day, its age since first planned and whether it is
/// stale; `null` and no steps when no day has any due.
private struct StepsReport: Encodable {
    struct Step: Encodable {
        var number: Int
        var text: String
        var done: Bool
        @NullWhenAbsent var carriedTo: EntryDate?
        var dropped: Bool
        var line: Int
        var date: EntryDate
        var ageDays: Int
        var stale: Bool

        enum CodingKeys: String, CodingKey {
            case number, text, done, carriedTo, dropped, line, date, stale
            case ageDays = "age_days"
        }
    }

    @NullWhenAbsent var date: EntryDate?
    @NullWhenAbsent var path: String?
    var steps: [Step]

    init(_ items: [DueSteps.Item]) {
        date = items.first?.entry.date
        path = items.first?.entry.path
        steps = items.enumerated().map { number, item in
            let step = item.step
            return Step(
                number: number + 1, text: step.text, done: step.done, carriedTo: step.carriedTo,
                dropped: step.isDropped, line: step.line, date: item.entry.date, ageDays: item.ageDays,
                stale: item.isStale)
        }
    }
}
