import ArgumentParser
import Foundation
import JournalFormat
import JournalReports
import NightlyCore

/// `nightly log`: reading back, newest first, through the pager on a terminal.
struct LogCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "log",
        abstract: "Print written entries newest first, through a pager on a terminal.",
        discussion: """
            Days left as the template are skipped, and so are the template's prompts. On a terminal \
            the output goes through $NIGHTLY_PAGER, else $PAGER, else less (with LESS=FRX unless LESS \
            is set), as git log does; piped, it is plain text. DATE is any date nightly understands \
            (see DATES in nightly(1)); --since takes the first day of a range such as 'last week', \
            --until its last. KIND is poem, journal, action-step, thought-diary or other. --json \
            prints an array of {"date", "path", "line", "text"}; FMT may hold {date}, {path}, {line} \
            and {text} (see Output for scripts in nightly(1)).
            """)

    @OptionGroup var options: ReportOptions
    @OptionGroup var tagOptions: TagOptions

    @Option(
        name: [.customShort("n"), .customLong("max-count")],
        help: ArgumentHelp("Show at most N entries.", valueName: "n"))
    var limit: Int?

    @Option(
        parsing: .unconditional, help: ArgumentHelp("Only entries from this day on.", valueName: "date"),
        completion: .list(DateArgument.completions))
    var since: DateArgument?

    @Option(
        parsing: .unconditional, help: ArgumentHelp("Only entries up to this day (default: today).", valueName: "date"),
        completion: .list(DateArgument.completions))
    var until: DateArgument?

    @Option(
        help: ArgumentHelp("Show only this section of each entry.", valueName: "kind"),
        completion: .list(SectionKind.allCases.map(\.rawValue)))
    var section: String?

    @Flag(name: .customLong("no-pager"), help: "Print without a pager, even on a terminal.")
    var noPager = false

    @Flag(help: "Print the entries as a JSON array.")
    var json = false

    @Option(help: ArgumentHelp("Print each entry this way; see the placeholders above.", valueName: "fmt"))
    var format: String?

    func validate() throws {
        if json, format != nil { throw ValidationError("Give --json or --format, not both.") }
        if let format {
            // Said as grep says it, `nightly: ...` and no usage text, with a usage error's exit.
            do { _ = try PlaceholderFormat(format, keys: ReadingRow.placeholders, command: "log") } catch {
                throw fail("\(error)", status: 64)
            }
        }
        if let limit, limit < 1 { throw ValidationError("-n takes a number of entries from 1 up.") }
        if let section, SectionKind(rawValue: section) == nil {
            throw ValidationError(
                "'\(section)' is not a section kind; use poem, journal, action-step, thought-diary or other.")
        }
    }

    func run() throws {
        try reportingFailures {
            let setup = try options.setup()
            try setup.journal.requireFolder()
            let log = JournalLog(
                limit: limit, since: try since?.firstDay(today: setup.today),
                until: try until?.lastDay(today: setup.today) ?? setup.today,
                section: section.flatMap(SectionKind.init(rawValue:)), tags: tagOptions.filter)
            if json { return try printJSON(log, journal: setup.journal) }
            let found = try log.items(setup.journal)
            report(found.problems)
            if format != nil { return try printForScripts(found.items) }
            let palette = reportPalette()
            let text = found.items.map { item in
                palette.paint(palette.journal("\(item.date.iso) · \(item.path)"), "33") + "\n\n"
                    + palette.journal(item.text) + "\n"
            }.joined(separator: "\n")
            let bytes = Array(text.utf8)
            if !noPager, standardOutputIsTerminal, let pager = Pager.command(environment: setup.environment),
                Pager.show(bytes, command: pager, environment: setup.environment)
            {
                return
            }
            writeOut(bytes)
        }
    }

    /// The entries as one JSON array, one object a line (as ``ReadingRowsJSON`` writes it), each
    /// object quoted on the thread that read its entry and written out as the objects before it
    /// are; the files that could not be read are reported after.
    private func printJSON(_ log: JournalLog, journal: Journal) throws {
        let out = OutputBuffer()
        var written = 0
        let problems = try log.forEachRow(journal) { date, path, line, text in
            ReadingRow.json(date: date, path: path, line: line, text: text)
        } _: { object in
            out.write(written == 0 ? Self.arrayStart : Self.separator)
            out.write(object)
            written += 1
        }
        out.write(written == 0 ? "[]\n" : "\n]\n")
        out.flush()
        report(problems)
    }

    private static let arrayStart = Array("[\n".utf8)
    private static let separator = Array(",\n".utf8)

    /// The entries as `--format` lines, never through the pager.
    private func printForScripts(_ items: [JournalLog.Item]) throws {
        guard let format else { return }
        let out = OutputBuffer()
        let filling = try PlaceholderFormat(format, keys: ReadingRow.placeholders, command: "log")
        for item in items { out.write(try filling.fill(item.values, terminal: standardOutputIsTerminal) + "\n") }
        out.flush()
    }

    /// Says on standard error which files could not be read.
    private func report(_ problems: [String]) {
        for problem in problems { FileHandle.standardError.write(Data("nightly: \(problem)\n".utf8)) }
    }
}
