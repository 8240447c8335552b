import Foundation
import Testing

/// The command line as people type it: free text that starts with a dash, shared options
/// before the command, a mistyped command, and one exit status for a date nightly cannot read.
@Suite final class CommandLineTests {
    let folder: URL
    var journal: URL { folder.appendingPathComponent("journal") }
    var today: URL { journal.appendingPathComponent("2026/2026-11-23.md") }

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("nightly-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: folder) }

    private func run(_ arguments: [String]) throws -> NightlyProcess.Result {
        try NightlyProcess.run(arguments, environment: ["NIGHTLY_TODAY": "2026-11-23"], in: folder)
    }

    @Test(arguments: [
        (["-3 degrees tonight"], "-3 degrees tonight"), (["- a bullet"], "- a bullet"),
        (["--", "--help"], "--help"), (["warm", "--", "--date", "-2"], "warm --date -2"), (["-x", "y"], "-x y"),
    ])
    func everyWordAfterAddThatIsNotAnOptionIsText(words: [String], text: String) throws {
        let result = try run(["add", "--journal", journal.path] + words)
        #expect(result.status == 0, "\(result.err)")
        #expect(try String(contentsOf: today, encoding: .utf8).contains("\n\n\(text)\n\n## Action step"))
    }

    @Test func addsOwnOptionsStillWork() throws {
        #expect(try run(["add", "--journal", journal.path, "--date", "yesterday", "-1 is yesterday"]).status == 0)
        #expect(FileManager.default.fileExists(atPath: journal.appendingPathComponent("2026/2026-11-22.md").path))
        let help = try run(["add", "--help"])
        #expect(help.status == 0 && help.out.contains("USAGE: nightly add"))
    }

    @Test func sharedOptionsMayComeBeforeTheCommand() throws {
        let sample = NightlyProcess.packageRoot.appendingPathComponent("sample-journal").path
        let show = try run(["--journal", sample, "show", "2026-11-20"])
        #expect(show.status == 0, "\(show.err)")
        #expect(show.out.hasPrefix("---\nmood: 7\n") && show.out.contains("---\n# Friday, 20 November 2026\n"))
        let stats = try run(["--journal=\(sample)", "--today", "2026-11-20", "stats", "--json"])
        #expect(stats.status == 0, "\(stats.err)")
        #expect(stats.out.contains("\"today\": \"2026-11-20\""))
    }

    @Test func noCommandIsTheRitualAndTheProgramsOwnFlagsStayItsOwn() throws {
        // The ritual's own option with no command runs the ritual; an unknown one is its error.
        let ritual = try run(["--journal", journal.path, "--no-breathing", "--bogus"])
        #expect(ritual.status == 64)
        #expect(ritual.err.contains("Unknown option '--bogus'"), "\(ritual.err)")
        #expect(ritual.err.contains("nightly ritual"), "\(ritual.err)")
        let help = try run(["--help"])
        #expect(help.status == 0 && help.out.contains("USAGE: nightly <subcommand>"))
        #expect(help.out.contains("ritual                  The bedtime ritual (the default)"), "\(help.out)")
        let version = try run(["--version"])
        #expect(version.status == 0 && version.out == "0.1.0\n")
        let ritualHelp = try run(["--no-breathing", "--help"])
        #expect(ritualHelp.status == 0 && ritualHelp.out.contains("USAGE: nightly ritual"), "\(ritualHelp.out)")
    }

    @Test(arguments: [
        (["stat"], "'stat' is not a nightly command; did you mean 'stats'?"),
        (["opne"], "'opne' is not a nightly command; did you mean 'open'?"),
        (["help", "opn"], "'opn' is not a nightly command; did you mean 'open'?"),
        (["frobnicate"], "'frobnicate' is not a nightly command; see nightly --help for the commands"),
    ])
    func aMistypedCommandGetsASuggestion(arguments: [String], message: String) throws {
        let result = try run(arguments)
        #expect(result.status == 64)
        #expect(result.err == "nightly: \(message)\n")
    }

    @Test(arguments: [
        ["show", "blah"], ["open", "blah"], ["add", "--date", "blah", "words"], ["step", "--done", "--date", "blah"],
        ["stats", "--today", "blah"], ["calendar", "--today", "blah"], ["insights", "--today", "blah"],
    ])
    func aDateNightlyCannotReadExits64InEveryCommand(arguments: [String]) throws {
        let result = try run(arguments + ["--journal", journal.path])
        #expect(result.status == 64, "\(result.err)")
        #expect(result.err.contains("'blah' is not a day nightly knows"), "\(result.err)")
    }

    @Test func grepKeepsGrepsExitStatusForABadDate() throws {
        try FileManager.default.createDirectory(at: journal, withIntermediateDirectories: true)
        #expect(try run(["grep", "x", "--since", "blah", "--journal", journal.path]).status == 2)
    }
}
