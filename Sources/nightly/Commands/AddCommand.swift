import ArgumentParser
import Foundation
import JournalChanges
import JournalFormat
import JournalGit
import NightlyCore
import NightlySettings
import SystemCalls

struct AddCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "add",
        abstract: "Append text to a day's Journal section without opening an editor.",
        discussion: """
            With no TEXT, reads standard input; on a terminal it first says how to end the text (Ctrl-D on a \
            line of its own). The entry is created from the template if the day has none.

            With --stamp (or stamp = true in the config), the paragraph starts with the clock's time, \
            '21:15 Walked home the long way.'; only a paragraph of today is stamped.

            With --thought, adds a thought-diary record instead: TEXT is the thought, and the other fields come \
            from --situation, --fact or --feeling, --reframe, --intensity, --time and --tags. With no TEXT on a \
            terminal, asks for each field not given, one question at a time (Enter skips; Ctrl-C or Ctrl-D \
            stops without writing); off a terminal, reads the thought from standard input. The time is the \
            clock's for a record of today unless --time gives it.
            """)

    @OptionGroup var journalOptions: JournalOptions

    @Option(parsing: .unconditional, help: ArgumentHelp("The day to add to (default: today).", valueName: "date"))
    var date: DateArgument?

    @Flag(help: "Add a thought-diary record; TEXT is the thought, or it is asked for.")
    var thought = false

    @Flag(
        inversion: .prefixedNo,
        help: "Start the paragraph with the clock's time, as HH:MM (default: the config's stamp, else no).")
    var stamp: Bool?

    @OptionGroup(title: "Thought record") var fields: ThoughtOptions

    /// Everything that is not one of add's options is text (`-3 degrees`, `- a bullet`), but a
    /// first word shaped like an option add does not know (`--day`) is refused as a typo
    /// (``UnknownOption``); `--` ends the options.
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

    func validate() throws {
        try UnknownOption.refuse(text, of: Self.self)
        if !thought && !fields.isEmpty {
            throw ValidationError(
                "--situation, --fact, --feeling, --reframe, --intensity, --time and --tags belong to a thought "
                    + "record: add --thought")
        }
        if thought, stamp == true {
            throw ValidationError("--stamp is for a Journal paragraph; a thought record takes --time.")
        }
    }

    func run() throws {
        if thought { return try addThought() }
        let input = try journalText()
        try write("Added to") { setup, day in
            try stamped(input, setup: setup, day: day)
        } save: { change, day, text in
            try change.append(text, to: .journal, on: day)
        }
    }

    /// `text` starting with the clock's time when --stamp or the config's `stamp` asks for it:
    /// only for today, since the clock's time is not a time of another day.
    private func stamped(_ text: String, setup: NightlySetup, day: EntryDate) throws -> String {
        guard stamp ?? setup.config.stamp ?? false else { return text }
        guard day == setup.today else {
            if stamp == true {
                throw fail(
                    "--stamp gives the clock's time, which is today's, not \(day.iso)'s; nothing was added", status: 64)
            }
            return text
        }
        let clock = try NightlyEnvironment(variables: setup.environment).timeOfDay()
        return clock.stamp(String(text.drop { $0.isWhitespace }))
    }

    /// TEXT, or standard input when there is none; empty is a usage error. On a terminal a
    /// hint says first how to end the text, as `git commit` does, rather than wait silently.
    private func journalText() throws -> String {
        if words.isEmpty && Platform.isTerminal(Platform.standardInput) {
            Platform.write(Self.typingHint + "\n", to: Platform.standardError)
        }
        let input = words.isEmpty ? try standardInput() : words.joined(separator: " ")
        guard !input.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
            throw fail("nothing to add: give TEXT or pipe it in", status: 64)
        }
        return input
    }

    static let typingHint =
        "Type the text, then Ctrl-D on a line of its own to add it (Ctrl-C stops; nightly open edits the day "
        + "in your editor)"

    /// The record from the flags and TEXT (or standard input), or asked for on a terminal.
    private func addThought() throws {
        var record = fields.record(thought: words.isEmpty ? nil : words.joined(separator: " "))
        let asking = words.isEmpty && Platform.isTerminal(Platform.standardInput)
        if words.isEmpty && !asking { record.thought = ThoughtRecord.field(try standardInput()) }
        guard record.thought != nil || asking else {
            throw fail(
                "a thought record needs the thought: give it as TEXT or pipe it in (on a terminal, "
                    + "nightly add --thought asks for it)", status: 64)
        }
        try write("Added a thought record to") { setup, day in
            let now =
                day == setup.today ? try NightlyEnvironment(variables: setup.environment).timeOfDay().description : nil
            guard asking else {
                if record.time == nil { record.time = now }
                return record
            }
            guard let answered = ThoughtWalk(record: record, suggestedTime: now).run() else {
                throw fail("stopped; nothing was written")
            }
            return answered
        } save: { change, day, record in
            try change.addThought(record, on: day)
        }
    }

    /// Changes the day's entry (or its template) with `save` in one transaction, which commits it.
    private func write(_ done: String, _ save: @escaping (DayTransaction, EntryDate) throws -> Void) throws {
        try write(done, prepare: { _, _ in () }, save: { change, day, _ in try save(change, day) })
    }

    /// As `write(_:_:)`, with `prepare` run first, before the journal is locked, since it may
    /// wait for the person at the keyboard.
    private func write<Value>(
        _ done: String, prepare: (NightlySetup, EntryDate) throws -> Value,
        save: (DayTransaction, EntryDate, Value) throws -> Void
    ) throws {
        try reportingFailures {
            let setup = try journalOptions.setup()
            let journal = setup.journal
            let day = try date?.resolve(today: setup.today) ?? setup.today
            let value = try prepare(setup, day)
            let existed = FileManager.default.fileExists(atPath: journal.root.path)
            defer { settleNewJournal(journal, existedBefore: existed) }
            let change = try setup.transaction(door: "nightly add")
            try save(change, day, value)
            report(change.commit(), in: journal)
            print("\(done) \(journal.displayPath(journal.url(for: day)))")
        }
    }

    private func standardInput() throws -> String {
        let piped = FileHandle.standardInput.readDataToEndOfFile()
        guard let decoded = String(validating: piped, as: UTF8.self) else {
            throw fail("standard input is not valid UTF-8; nothing was added")
        }
        return decoded
    }
}
