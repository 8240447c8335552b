import ArgumentParser
import JournalFormat
import JournalReports
import NightlySettings

/// `nightly onthisday`: what was written on this day in earlier years (and, in a journal
/// younger than a year, a week and a month ago).
struct OnThisDayCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "onthisday",
        abstract: "Show what you wrote on this day in earlier years.",
        discussion: """
            The same day in every earlier year, newest first; while the journal is younger than a \
            year, also the same weekday a week ago and the same day a month ago. Each day shows its \
            date, how long ago it was and the first lines you wrote (never the template's prompts), \
            or the whole entry with --full. DATE is \(DateExpression.accepted).
            """)

    @OptionGroup var options: ReportOptions

    // Unrecognized words are the date too, so `onthisday last friday` works.
    @Argument(
        parsing: .allUnrecognized, help: ArgumentHelp("The day to look back from (default: today).", valueName: "date"),
        completion: .list(DateArgument.completions))
    var words: [String] = []

    @Flag(help: "Show the whole entries, not their first lines.")
    var full = false

    @Flag(help: "Print the days as JSON.")
    var json = false

    func validate() throws { try DateArgument.validate(words: words, of: Self.self) }

    func run() throws {
        try reportingFailures {
            let setup = try options.setup()
            let journal = setup.journal
            try journal.requireFolder()
            let day = try DateArgument(words: words)?.resolve(today: setup.today) ?? setup.today
            let memories = try OnThisDay(day).memories(in: journal)
            var texts: [EntryDate: String] = [:]
            if full {
                let prompts = journal.templatePrompts()
                for memory in memories {
                    guard let entry = try journal.load(memory.preview.date) else { continue }
                    texts[memory.preview.date] = JournalLog.text(of: entry.bytes, prompts: prompts)
                }
            }
            let report = OnThisDayReport(date: day, memories: memories, texts: texts)
            writeOut(
                json
                    ? try ReportJSON.encode(report)
                    : WordWrap.report(
                        Self.render(report, palette: reportPalette()),
                        width: ReportWidth.current(environment: setup.environment)))
        }
    }

    /// Each day as a heading line (date, how long ago, file), then its first lines indented, or
    /// its whole text; a friendly line when there is nothing.
    static func render(_ report: OnThisDayReport, palette: Palette) -> String {
        guard !report.memories.isEmpty else {
            return "Nothing written on \(report.date.day) \(report.date.monthName) in earlier years yet.\n"
        }
        return report.memories.map { memory in
            let heading = palette.paint(palette.journal("\(memory.date.iso) · \(memory.ago) · \(memory.path)"), "33")
            let body = palette.journal(memory.text ?? memory.lines.map { "  " + $0 }.joined(separator: "\n"))
            return heading + "\n" + (memory.text == nil ? "" : "\n") + body + "\n"
        }.joined(separator: "\n")
    }
}
