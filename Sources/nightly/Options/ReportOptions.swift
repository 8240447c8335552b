import ArgumentParser
import Foundation
import JournalFormat
import JournalReports
import NightlyCore
import NightlySettings

/// What every progress report takes: the journal, a fixed today and the night owl's boundary.
struct ReportOptions: ParsableArguments {
    @OptionGroup var journalOptions: JournalOptions

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "Report as if today were this day (default: $NIGHTLY_TODAY, else the clock).", valueName: "date"),
        completion: .list(DateArgument.completions))
    var today: String?

    @Option(
        name: .customLong("day-ends"),
        help: ArgumentHelp(
            "When a day ends, before noon, for night owls (default: $NIGHTLY_DAY_ENDS, else the config's day_ends, else 00:00).",
            valueName: "HH:MM"))
    var dayEnds: String?

    /// The journal, the config and today under `--today` and `--day-ends`.
    func setup() throws -> NightlySetup { try journalOptions.setup(today: today, dayEnds: dayEnds) }

    /// Reads the whole journal once (or only `days`), warning on standard error about files it
    /// had to leave out.
    func scan(
        _ setup: NightlySetup, days: ClosedRange<EntryDate>? = nil, parts: EntrySummary.Parts = .all,
        tracks: TrackReader? = nil
    ) throws -> JournalScan {
        try setup.journal.requireFolder()
        let scan = try JournalScan(journal: setup.journal, days: days, parts: parts, tracks: tracks)
        for problem in scan.problems {
            FileHandle.standardError.write(Data("nightly: \(problem)\n".utf8))
        }
        return scan
    }
}

/// Whether standard output is a terminal.
var standardOutputIsTerminal: Bool { isatty(STDOUT_FILENO) == 1 }

/// Text from the journal as it may be printed: its control characters shown visibly on a
/// terminal (``TerminalText``), its bytes exactly as written anywhere else.
func shownOnTerminal(_ text: String) -> String { standardOutputIsTerminal ? TerminalText.visible(text) : text }

/// The palette for report output: colour on a terminal unless `NO_COLOR` is set.
func reportPalette(_ environment: NightlyEnvironment = NightlyEnvironment()) -> Palette {
    Palette.auto(isTerminal: standardOutputIsTerminal, environment: environment.variables)
}
