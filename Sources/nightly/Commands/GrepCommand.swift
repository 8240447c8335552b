import ArgumentParser
import Foundation
import JournalFormat
import JournalReports
import NightlyCore
import NightlySettings

struct GrepCommand: ParsableCommand {
    enum ColourChoice: String, ExpressibleByArgument, CaseIterable {
        case auto, always, never
    }

    static let configuration = CommandConfiguration(
        commandName: "grep",
        abstract: "Print lines of entries that match a pattern, as path:line:text.",
        discussion: """
            PATTERN is an extended regular expression, as grep -E reads it. KIND is poem, journal, \
            action-step, thought-diary or other. The template's prompts (the HTML comments every new \
            entry starts with) are not searched unless --all is given. Matches are printed as they \
            are found, oldest day first unless --sort newest (-l lists newest first). --json prints \
            an array of {"date", "path", "line", "text"}; FMT may hold {date}, {path}, {line} and \
            {text} (see Output for scripts in nightly(1)). Exits 0 when a line matched, 1 when none did, 2 on \
            error.
            """)

    @OptionGroup var journalOptions: JournalOptions
    @OptionGroup var tagOptions: TagOptions

    @Argument(help: ArgumentHelp("An extended regular expression.", valueName: "pattern"))
    var pattern: String

    @Option(
        help: ArgumentHelp("Only lines in sections of this kind.", valueName: "kind"),
        completion: .list(SectionKind.allCases.map(\.rawValue)))
    var section: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("Only entries from this day on.", valueName: "date"))
    var since: DateArgument?

    @Option(parsing: .unconditional, help: ArgumentHelp("Only entries up to this day.", valueName: "date"))
    var until: DateArgument?

    @Flag(name: [.customShort("i"), .customLong("ignore-case")], help: "Ignore case.")
    var ignoreCase = false

    @Flag(help: "Search the template's prompts too.")
    var all = false

    @Flag(name: [.customShort("l"), .customLong("files-with-matches")], help: "Print only the files with a match.")
    var filesWithMatches = false

    @Flag(name: [.customShort("c"), .customLong("count")], help: "Print each file with a match and its count.")
    var count = false

    @Option(
        name: [.customShort("C"), .customLong("context")],
        help: ArgumentHelp("Print N lines around each match.", valueName: "n"))
    var context: Int?

    @Option(
        name: [.customShort("A"), .customLong("after-context")],
        help: ArgumentHelp("Print N lines after each match.", valueName: "n"))
    var afterContext: Int?

    @Option(
        name: [.customShort("B"), .customLong("before-context")],
        help: ArgumentHelp("Print N lines before each match.", valueName: "n"))
    var beforeContext: Int?

    @Option(help: ArgumentHelp("Which days come first: oldest or newest.", valueName: "order"))
    var sort: JournalGrep.Order?

    @Flag(help: "Print the matches as a JSON array.")
    var json = false

    @Option(help: ArgumentHelp("Print each match this way; see the placeholders above.", valueName: "fmt"))
    var format: String?

    @Option(name: [.customLong("color"), .customLong("colour")], help: "Colour matches: auto, always or never.")
    var color: ColourChoice = .auto

    @Option(
        name: .customLong("time-limit"),
        help: ArgumentHelp("Give up (exit 2) when matching takes longer than this (default: 10).", valueName: "seconds")
    )
    var timeLimit: Double = 10

    func validate() throws {
        guard timeLimit > 0, timeLimit.isFinite else {
            throw ValidationError("--time-limit takes a number of seconds above 0.")
        }
        if [context, afterContext, beforeContext].contains(where: { ($0 ?? 0) < 0 }) {
            throw ValidationError("-C, -A and -B take a number of lines from 0 up.")
        }
        let given = [("--json", json), ("--format", format != nil), ("-l", filesWithMatches), ("-c", count)]
            .filter(\.1).map(\.0)
        if given.count > 1 {
            let names = given.dropLast().joined(separator: ", ") + " and " + given.last!
            throw ValidationError("\(names) cannot be combined: give one of --json, --format, -l and -c.")
        }
        let outputs = given.count
        if outputs == 1, hasContext {
            throw ValidationError("-C, -A and -B go with the plain output, not with --json, --format, -l or -c.")
        }
    }

    private var hasContext: Bool { context != nil || afterContext != nil || beforeContext != nil }

    func run() throws {
        let setup: NightlySetup
        do { setup = try journalOptions.setup() } catch { throw ExitCode(2) }  // setup() said why.
        let output = GrepOutput(try printer(setup), terminal: standardOutputIsTerminal)
        let problems: [String]
        do {
            var kind: SectionKind?
            if let section {
                guard let known = SectionKind(rawValue: section) else {
                    throw NightlyError.badEnvironment(
                        "'\(section)' is not a section kind; use poem, journal, action-step, thought-diary or other")
                }
                kind = known
            }
            let grep = JournalGrep(
                pattern: pattern, ignoreCase: ignoreCase, section: kind, since: try since?.firstDay(today: setup.today),
                until: try until?.lastDay(today: setup.today), tags: tagOptions.filter, includePrompts: all,
                before: beforeContext ?? context ?? 0, after: afterContext ?? context ?? 0,
                order: sort ?? (filesWithMatches ? .newest : .oldest))
            try setup.journal.requireFolder()
            problems = try grep.search(
                setup.journal, timeLimit: .milliseconds(Int(min(timeLimit, 1e9) * 1000)), found: output.take)
        } catch {
            output.finish()
            throw fail("\(error)", status: 2)
        }
        output.finish()
        for problem in problems { FileHandle.standardError.write(Data("nightly: \(problem)\n".utf8)) }
        if !problems.isEmpty { throw ExitCode(2) }
        if !output.matched { throw ExitCode(1) }
    }

    /// How the matches are printed, by the options given.
    private func printer(_ setup: NightlySetup) throws -> GrepOutput.Printer {
        if json { return .json }
        if let format {
            do {
                return .format(try PlaceholderFormat(format, keys: ReadingRow.placeholders, command: "grep"))
            } catch {
                throw fail("\(error)", status: 2)
            }
        }
        if filesWithMatches { return .files }
        if count { return .counts }
        let colour =
            color == .always
            || (color == .auto
                && Palette.auto(isTerminal: standardOutputIsTerminal, environment: setup.environment)
                    .enabled)
        return .lines(GrepRenderer(colour: colour, terminal: standardOutputIsTerminal), separated: hasContext)
    }
}

extension JournalGrep.Order: ExpressibleByArgument {}
