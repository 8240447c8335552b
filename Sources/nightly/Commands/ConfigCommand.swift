import ArgumentParser
import Foundation
import NightlySettings

/// `nightly config journal`: a setting as every command resolves it, for the editor setups and
/// scripts that need the journal folder (docs/editors/). They used to look only at
/// `$NIGHTLY_JOURNAL` and `~/journal`, and missed the `journal =` that `nightly init` writes.
struct ConfigCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "config",
        abstract: "Print a setting as nightly resolves it: journal, the journal folder.",
        discussion: """
            'nightly config journal' prints the absolute path of the journal folder every command \
            uses: --journal, else $NIGHTLY_JOURNAL, else the config's journal, else ~/journal. \
            The folder need not exist yet. A bad config file exits 78.
            """)

    /// The settings that can be asked for.
    enum Key: String, ExpressibleByArgument, CaseIterable {
        case journal
    }

    @Argument(help: "The setting to print: journal.")
    var key: Key

    @OptionGroup var journalOptions: JournalOptions

    func run() throws {
        let setup = try journalOptions.setup()
        switch key {
        case .journal: writeOut(setup.journal.root.path + "\n")
        }
    }
}
