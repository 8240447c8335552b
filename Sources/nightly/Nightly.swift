import ArgumentParser

@main
struct Nightly: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "nightly",
        abstract: "A plain-text Markdown journal for the terminal.",
        subcommands: [ListsCommand.self]
    )
}
