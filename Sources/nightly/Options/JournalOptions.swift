import ArgumentParser
import Foundation
import JournalFormat
import NightlyCore
import NightlySettings

/// `--journal`, shared by every command that reads or writes entries.
struct JournalOptions: ParsableArguments {
    @Option(
        name: .long,
        help: ArgumentHelp(
            "The journal folder (default: $NIGHTLY_JOURNAL, else the config's journal, else ~/journal).",
            valueName: "dir"),
        completion: .directory)
    var journal: String?

    /// The journal, the layered config and today (see `NightlySetup`); a bad config file ends
    /// the command with exit 78 (EX_CONFIG), a bad today or day boundary with exit 1.
    func setup(today: String? = nil, dayEnds: String? = nil) throws -> NightlySetup {
        do {
            return try NightlySetup.load(journalFlag: journal, todayFlag: today, dayEndsFlag: dayEnds)
        } catch let error as ConfigError {
            throw fail(error.description, status: 78)
        } catch let error as NightlyError {
            throw fail(error.description, status: error.exitStatus)
        }
    }
}

/// A DATE argument, resolved against today. Options that take one parse it unconditionally
/// (`--date -2`), since `-N` would otherwise read as an option.
struct DateArgument: ExpressibleByArgument {
    let expression: DateExpression

    init?(argument: String) {
        expression = DateExpression(argument)
    }

    /// Rejects a word of a positional date that is a mistyped option (`--jsn`), which
    /// `.allUnrecognized` would otherwise take for part of the date; a first one is named
    /// with `command`'s nearest option (``UnknownOption``).
    static func validate(words: [String], of command: ParsableCommand.Type) throws {
        try UnknownOption.refuse(words, of: command)
        if let option = words.first(where: { $0.hasPrefix("--") }) {
            throw ValidationError("Unknown option '\(option)'.")
        }
    }

    /// The words of a positional date (`last friday`); `nil` when there are none.
    init?(words: [String]) {
        guard !words.isEmpty else { return nil }
        expression = DateExpression(words.joined(separator: " "))
    }

    /// What shells offer for a date: the words people type most (`last` and `next` start
    /// `last friday` and `next monday`).
    static let completions =
        ["today", "yesterday", "tomorrow", "-1", "-2", "-7", "last", "next"]
        + EntryDate.weekdayNames.map { $0.lowercased() }

    static var defaultCompletionKind: CompletionKind { .list(completions) }

    /// The one day the argument names (`last week` is the day a week ago).
    /// - Throws: ``NightlyError/badDate(_:)`` when it names no single day, a usage error when
    ///   it names one outside ``EntryDate/supported``.
    func resolve(today: EntryDate) throws -> EntryDate {
        try expression.supportedDay(today: today)
    }

    /// The days the argument names (`last week` is Monday to Sunday of the previous week,
    /// `november` the whole month; a single day is a range of one).
    /// - Throws: ``NightlyError/badDate(_:)`` when it names no day, a usage error when it
    ///   names one outside ``EntryDate/supported``.
    func resolveRange(today: EntryDate) throws -> DateRange {
        try expression.supportedRange(today: today)
    }

    /// Where `--since X` starts: the first day of X's range.
    func firstDay(today: EntryDate) throws -> EntryDate { try resolveRange(today: today).firstDay }

    /// Where `--until X` ends: the last day of X's range.
    func lastDay(today: EntryDate) throws -> EntryDate { try resolveRange(today: today).lastDay }
}
