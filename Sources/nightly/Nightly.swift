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
            CheckCommand.self,
            InitCommand.self,
            OpenCommand.self,
            RitualCommand.self,
            ShowCommand.self,
            StepCommand.self,
        ],
        defaultSubcommand: RitualCommand.self
    )
}
