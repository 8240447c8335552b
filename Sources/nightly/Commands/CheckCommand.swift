import ArgumentParser
import JournalReports
import NightlyCore

struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Report problems in entries as path:line: severity: message.",
        discussion:
            "Exits 1 when any problem is an error (a file that is not UTF-8 or cannot be read, two files for one day, unclosed front matter is only a warning)."
    )

    @OptionGroup var journalOptions: JournalOptions

    @Argument(help: ArgumentHelp("Entry files to check (default: every entry in the journal).", valueName: "path"))
    var paths: [String] = []

    func run() throws {
        try reportingFailures {
            let journal = try journalOptions.setup().journal
            if paths.isEmpty { try journal.requireFolder() }
            let check =
                paths.isEmpty ? try JournalCheck(journal: journal) : JournalCheck(paths: paths, journal: journal)
            for finding in check.findings { print(finding) }
            if check.hasErrors { throw ExitCode(1) }
        }
    }
}
