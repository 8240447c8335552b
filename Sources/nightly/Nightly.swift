import ArgumentParser

@main
struct Nightly: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "nightly",
        abstract: "A plain-text Markdown journal for the terminal.",
        discussion: "With no command, nightly runs the bedtime ritual: breathe, then write.",
        subcommands: [
            BreatheCommand.self,
            InitCommand.self,
            OpenCommand.self,
            RitualCommand.self,
        ],
        defaultSubcommand: RitualCommand.self
    )
}
