import ArgumentParser
import Foundation
import JournalFormat
import JournalGit
import NightlyCore

/// `nightly sync [--setup]`: commit the entries, merge the other machines' work, push.
struct SyncCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sync",
        abstract: "Commit your entries, merge what other machines wrote, and push.",
        discussion: """
            Commits changed entry files only (anything else you staged stays staged), fetches \
            the upstream branch, merges it (entries with nightly's merge driver, so no words are \
            lost) and pushes. Never rebases, never forces. Exit status: 0 synced or no remote \
            set, 3 the remote could not be reached (your entries stay committed here), 75 the \
            journal is locked by another nightly, 1 anything else, such as conflicts to resolve.
            """
    )

    @OptionGroup var journalOptions: JournalOptions

    @Flag(help: "Register nightly's merge driver for entry files (.gitattributes, git config), then sync.")
    var setup = false

    func run() throws {
        let journal = try journalOptions.setup().journal
        let folder = journal.root.path
        let repository = GitRepository(folder: folder)
            .withNonInteractiveSSH(inherited: ProcessInfo.processInfo.environment)
        guard repository.gitIsInstalled else { throw fail(GitRepository.gitNotFound) }
        guard repository.isWorkTree else {
            throw fail("\(folder) is not a git repository; run `git init` there, or nightly init, first")
        }
        let driverCommand = MergeDriverSetup.driverCommand(
            executable: runningExecutable(), searchPath: ProcessInfo.processInfo.environment["PATH"])
        let lock: JournalLock
        do {
            lock = try JournalLock(folder: URL(fileURLWithPath: folder), command: "nightly sync")
        } catch {
            throw fail(error.description, status: error.exitStatus)
        }
        defer { lock.release() }
        if setup {
            let done = try reportingJournalErrors {
                try MergeDriverSetup(repository: repository).run(driverCommand: driverCommand, commit: false)
            }
            print(done.isEmpty ? "The merge driver is already set up." : done.joined(separator: "\n"))
        }
        let outcome = JournalSync(repository: repository, driverCommand: driverCommand, journal: journal).run {
            print($0)
        }
        guard outcome.exitStatus == 0 else { throw fail(outcome.message(folder: folder), status: outcome.exitStatus) }
        print(outcome.message(folder: folder))
    }
}

/// The running nightly's absolute path, for git to run it as the merge driver.
func runningExecutable() -> String {
    if let path = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") { return path }
    let argument = CommandLine.arguments[0]
    if argument.hasPrefix("/") { return argument }
    return URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent(argument)
        .standardizedFileURL.path
}

/// Runs `work`, turning a `JournalError` into nightly's failure message.
func reportingJournalErrors<Result>(_ work: () throws -> Result) throws -> Result {
    do {
        return try work()
    } catch let error as JournalError {
        throw fail(error.description)
    }
}
