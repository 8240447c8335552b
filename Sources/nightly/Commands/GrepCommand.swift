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
            entry starts with) are not searched unless --all is given. Exits 0 when a line matched, 1 \
            when none did, 2 on error.
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
    }

    func run() throws {
        let setup: NightlySetup
        do { setup = try journalOptions.setup() } catch { throw ExitCode(2) }  // setup() said why.
        let found: (matches: [JournalGrep.Match], problems: [String])
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
                until: try until?.lastDay(today: setup.today), tags: tagOptions.filter, includePrompts: all)
            try setup.journal.requireFolder()
            found = try grep.search(setup.journal, timeLimit: .milliseconds(Int(min(timeLimit, 1e9) * 1000)))
        } catch {
            throw fail("\(error)", status: 2)
        }
        let colour =
            color == .always
            || (color == .auto
                && Palette.auto(isTerminal: standardOutputIsTerminal, environment: setup.environment)
                    .enabled)
        let renderer = GrepRenderer(colour: colour)
        var out: [UInt8] = []
        for match in found.matches { out += renderer.render(match) }
        writeOut(out)
        for problem in found.problems { FileHandle.standardError.write(Data("nightly: \(problem)\n".utf8)) }
        if !found.problems.isEmpty { throw ExitCode(2) }
        if found.matches.isEmpty { throw ExitCode(1) }
    }
}
