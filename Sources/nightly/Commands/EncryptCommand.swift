import ArgumentParser
import Foundation
import JournalFormat
import JournalGit
import NightlyCore
import NightlySettings

/// `nightly encrypt`: the journal's Markdown files reach the remote as ciphertext (git-crypt).
struct EncryptCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "encrypt",
        abstract: "Encrypt the journal on its git remote with git-crypt; the files here stay plain text.",
        discussion: """
            Needs git-crypt (on Debian: apt-get install git-crypt); nightly installs nothing. The key \
            is kept in .git/git-crypt and in a file outside the journal, never in the repository. \
            See Privacy in the README and nightly(1).
            """,
        subcommands: [Initialize.self, ExportKey.self, Unlock.self])

    struct Initialize: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "init", abstract: "Set up encryption, commit the entries as ciphertext and export the key.")

        @OptionGroup var journalOptions: JournalOptions

        @Option(
            name: .customLong("key-file"),
            help: ArgumentHelp(
                "Where to export the key (default: $XDG_DATA_HOME/nightly/FOLDER.git-crypt-key).", valueName: "file"),
            completion: .file())
        var keyFile: String?

        func run() throws {
            let setup = try journalOptions.setup()
            let key = keyFile.map { URL(fileURLWithPath: $0) } ?? EncryptCommand.defaultKeyFile(for: setup)
            let lock = try EncryptCommand.lock(setup, "nightly encrypt init")
            defer { lock?.release() }
            try EncryptCommand.report { try EncryptCommand.encryption(setup).initialize(keyFile: key) }
        }
    }

    struct ExportKey: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "export-key", abstract: "Write the key to FILE (outside the journal), for another clone.")

        @OptionGroup var journalOptions: JournalOptions

        @Argument(help: ArgumentHelp("A new file outside the journal.", valueName: "file"), completion: .file())
        var file: String

        func run() throws {
            let setup = try journalOptions.setup()
            let url = URL(fileURLWithPath: file)
            try EncryptCommand.report {
                try EncryptCommand.encryption(setup).exportKey(to: url)
                return ["Exported the key to \(url.path)."]
            }
        }
    }

    struct Unlock: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "unlock",
            abstract: "Unlock this clone with the key in FILE; a wrong key leaves it as it was.")

        @OptionGroup var journalOptions: JournalOptions

        @Argument(
            help: ArgumentHelp("The key file encrypt init or export-key wrote.", valueName: "file"), completion: .file()
        )
        var file: String

        func run() throws {
            let setup = try journalOptions.setup()
            let lock = try EncryptCommand.lock(setup, "nightly encrypt unlock")
            defer { lock?.release() }
            try EncryptCommand.report { try EncryptCommand.encryption(setup).unlock(with: URL(fileURLWithPath: file)) }
        }
    }

    static func encryption(_ setup: NightlySetup) -> JournalEncryption {
        JournalEncryption(repository: GitRepository(folder: setup.journal.root.path))
    }

    /// The journal's lock, held while git and git-crypt change the clone, so no sync or add
    /// runs meanwhile; taking it also cleans up after a git killed with an earlier nightly.
    /// `nil` when there is no journal folder (the command then says why).
    static func lock(_ setup: NightlySetup, _ command: String) throws -> JournalLock? {
        guard FileManager.default.fileExists(atPath: setup.journal.root.path) else { return nil }
        do {
            return try JournalLock(folder: setup.journal.root, command: command)
        } catch {
            throw fail(error.description, status: error.exitStatus)
        }
    }

    /// `$XDG_DATA_HOME/nightly/FOLDER.git-crypt-key` (default `~/.local/share`): beside no
    /// journal, named after this one.
    static func defaultKeyFile(for setup: NightlySetup) -> URL {
        let data =
            setup.environment["XDG_DATA_HOME"].flatMap { $0.hasPrefix("/") ? URL(fileURLWithPath: $0) : nil }
            ?? URL(fileURLWithPath: setup.environment["HOME"] ?? NSHomeDirectory()).appendingPathComponent(
                ".local/share")
        return data.appendingPathComponent("nightly/\(setup.journal.root.lastPathComponent).git-crypt-key")
    }

    /// Prints what `work` did, a line each, or its failure with exit 1.
    static func report(_ work: () throws -> [String]) throws {
        do {
            print(try work().joined(separator: "\n"))
        } catch let error as JournalEncryption.Failure {
            throw fail(error.description)
        } catch {
            throw fail("\(error)")
        }
    }
}
