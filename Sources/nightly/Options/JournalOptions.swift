import ArgumentParser
import Foundation
import JournalFormat
import NightlyCore

/// `--journal`, shared by every command that reads or writes entries.
struct JournalOptions: ParsableArguments {
    @Option(
        name: .long,
        help: ArgumentHelp(
            "The journal folder (default: $NIGHTLY_JOURNAL, else ~/journal).", valueName: "dir"))
    var journal: String?

    /// The journal these options name.
    func resolve(_ environment: NightlyEnvironment = NightlyEnvironment()) -> Journal {
        Journal(root: environment.journalFolder(flag: journal))
    }
}

/// A DATE argument, resolved against today.
struct DateArgument: ExpressibleByArgument {
    let expression: DateExpression

    init?(argument: String) {
        expression = DateExpression(argument)
    }

    func resolve(_ environment: NightlyEnvironment = NightlyEnvironment()) throws -> EntryDate {
        guard let date = expression.resolve(today: try environment.today()) else {
            throw NightlyError.badDate(expression.text)
        }
        return date
    }
}
