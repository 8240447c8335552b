import ArgumentParser
import JournalFormat
import JournalReports
import NightlyCore

struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Report problems in entries as path:line: severity: message.",
        discussion:
            "Exits 1 when any problem is an error (a file that is not UTF-8 or cannot be read, two files for one day, unclosed front matter is only a warning). A tracked value its track cannot take ([track.NAME] in the config) is a warning on its front matter line."
    )

    @OptionGroup var journalOptions: JournalOptions

    @Argument(help: ArgumentHelp("Entry files to check (default: every entry in the journal).", valueName: "path"))
    var paths: [String] = []

    @Flag(help: "Print {\"findings\": [{\"path\", \"line\", \"severity\", \"message\"}]} as JSON.")
    var json = false

    func run() throws {
        try reportingFailures {
            let setup = try journalOptions.setup()
            let journal = setup.journal
            let tracks = setup.config.tracks
            if paths.isEmpty { try journal.requireFolder() }
            let check =
                paths.isEmpty
                ? try JournalCheck(journal: journal, tracks: tracks)
                : JournalCheck(paths: paths, journal: journal, tracks: tracks)
            if json {
                writeOut(try ReportJSON.encode(CheckReport(check)))
            } else {
                for finding in check.findings { print(finding) }
            }
            if check.hasErrors { throw ExitCode(1) }
        }
    }
}

/// `nightly check --json`: every finding, in the order the plain output lists them.
private struct CheckReport: Encodable {
    struct Finding: Encodable {
        var path: String
        var line: Int
        var severity: String
        var message: String
    }

    var findings: [Finding]

    init(_ check: JournalCheck) {
        findings = check.findings.map {
            Finding(path: $0.path, line: $0.line, severity: $0.severity.rawValue, message: $0.message)
        }
    }
}
