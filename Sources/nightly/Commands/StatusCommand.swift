import ArgumentParser
import Foundation
import JournalFormat
import JournalReports
import NightlyCore
import NightlySettings

/// `nightly status`: one line for a shell prompt, fast at any journal size.
struct StatusCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "status",
        abstract: "Say whether today is written and how long the streak is, for a shell prompt.",
        discussion: """
            Prints 'written today · 12-day streak' or 'not written yet · 11-day streak'. Reads \
            today's entry and walks back only as far as the streak goes. FMT may hold {streak}, \
            {date}, {written} (yes or no), {mark} (✓ or ✗) and {line}. Exits 0 when today is \
            written, 1 when not, 2 on error. Prompt snippets for bash, zsh, fish and starship are in \
            nightly(1).
            """)

    @OptionGroup var options: ReportOptions

    @Flag(help: "Print {\"date\", \"written\", \"streak\"} as JSON.")
    var json = false

    @Option(help: ArgumentHelp("Print this instead of the line; see the placeholders above.", valueName: "fmt"))
    var format: String?

    func validate() throws {
        if json, format != nil { throw ValidationError("Give --json or --format, not both.") }
    }

    func run() throws {
        let setup: NightlySetup
        do { setup = try options.setup() } catch { throw ExitCode(2) }  // setup() said why.
        do { try setup.journal.requireFolder() } catch { throw fail("\(error)", status: 2) }
        let status = TodayStatus(journal: setup.journal, today: setup.today) { problem in
            FileHandle.standardError.write(Data("nightly: \(problem)\n".utf8))
        }
        do {
            if json {
                writeOut(try ReportJSON.encode(status))
            } else {
                writeOut(try format.map(status.formatted) ?? status.line)
                writeOut("\n")
            }
        } catch {
            throw fail("\(error)", status: 2)
        }
        if !status.written { throw ExitCode(1) }
    }
}
