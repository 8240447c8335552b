import ArgumentParser

@main
struct Nightly: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "nightly",
        abstract: "A plain-text Markdown journal for the terminal.",
        discussion: "Entries are one Markdown file per day in the journal folder; see nightly-journal(5).",
        subcommands: [
            AddCommand.self,
            CalendarCommand.self,
            CheckCommand.self,
            GrepCommand.self,
            InsightsCommand.self,
            ShowCommand.self,
            StatsCommand.self,
            StepCommand.self,
        ]
    )
}
