import ArgumentParser

@main
struct Nightly: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "nightly",
        abstract: "A plain-text Markdown journal for the terminal.",
        discussion: """
            With no command, nightly runs the bedtime ritual: breathe, then write. Entries are one \
            Markdown file per day in the journal folder; see nightly-journal(5).
            """,
        subcommands: [
            AddCommand.self,
            BreatheCommand.self,
            CalendarCommand.self,
            CheckCommand.self,
            GrepCommand.self,
            InitCommand.self,
            InsightsCommand.self,
            ListsCommand.self,
            MergeDriverCommand.self,
            OpenCommand.self,
            RitualCommand.self,
            ShowCommand.self,
            StatsCommand.self,
            StepCommand.self,
            SyncCommand.self,
        ],
        defaultSubcommand: RitualCommand.self
    )
}
