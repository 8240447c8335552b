import ArgumentParser
import Foundation
import NightlyCore
import SystemCalls

@main
struct Nightly: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "nightly",
        abstract: "A plain-text Markdown journal for the terminal.",
        discussion: """
            With no command, nightly runs the bedtime ritual: breathe, then write. Entries are one \
            Markdown file per day in the journal folder; see nightly-journal(5).
            """,
        version: "0.1.0",
        subcommands: [
            AddCommand.self,
            BreatheCommand.self,
            CalendarCommand.self,
            CheckCommand.self,
            ConfigCommand.self,
            EncryptCommand.self,
            ExportCommand.self,
            GrepCommand.self,
            HabitsCommand.self,
            ImportCommand.self,
            InitCommand.self,
            InsightsCommand.self,
            ListsCommand.self,
            LogCommand.self,
            LspCommand.self,
            MergeDriverCommand.self,
            OnThisDayCommand.self,
            OpenCommand.self,
            QuitCommand.self,
            RemindCommand.self,
            ReviewCommand.self,
            RitualCommand.self,
            ShowCommand.self,
            StatsCommand.self,
            StatusCommand.self,
            StepCommand.self,
            SyncCommand.self,
            TagsCommand.self,
            TrackCommand.self,
            TrendCommand.self,
        ]
    )

    /// As swift-argument-parser's, except that `grep` keeps grep's contract, and `status` its
    /// own: every error, a usage error too, exits 2 (1 means "not written", 0 "written").
    static func main() {
        // Past `ulimit -f` a write fails with EFBIG, reported like a full disk, instead of the
        // signal killing nightly halfway through a write.
        Platform.ignoreFileSizeLimitSignal()
        if let bad = Platform.firstArgumentNotUTF8() {
            FileHandle.standardError.write(Data("nightly: argument \(bad) is not valid UTF-8; nothing was done\n".utf8))
            exit(withError: ExitCode(1))
        }
        let commands = configuration.subcommands.compactMap { $0.configuration.commandName }
        let arguments: [String]
        switch TypedCommandLine.reading(Array(CommandLine.arguments.dropFirst()), commands: commands) {
        case .parse(let read):
            arguments = read
        case .unknownCommand(let word, let suggestion):
            let hint = suggestion.map { "; did you mean '\($0)'?" } ?? "; see nightly --help for the commands"
            FileHandle.standardError.write(Data("nightly: '\(word)' is not a nightly command\(hint)\n".utf8))
            exit(withError: ExitCode(64))
        }
        if BashCompletionScript.isRequested(by: arguments) {
            print(BashCompletionScript.text)
            exit(withError: nil)
        }
        do {
            var command = try parseAsRoot(arguments)
            try command.run()
        } catch {
            if exitCode(for: error) == .validationFailure, ["grep", "status"].contains(arguments.first) {
                FileHandle.standardError.write(Data((fullMessage(for: error) + "\n").utf8))
                exit(withError: ExitCode(2))
            }
            exit(withError: error)
        }
    }
}
