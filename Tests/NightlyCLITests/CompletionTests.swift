import Foundation
import Testing

/// The shell completion scripts swift-argument-parser generates, checked against the
/// subcommands `nightly --help` lists, so a new command cannot be left out of them.
@Suite struct CompletionTests {
    /// The subcommand names from the SUBCOMMANDS part of `nightly --help`.
    static func subcommands() throws -> [String] {
        let help = try NightlyProcess.run(["--help"]).out
        let listing = try #require(help.components(separatedBy: "SUBCOMMANDS:\n").last)
        // Each entry starts with two spaces and its name; wrapped help lines are indented more.
        return listing.split(separator: "\n").filter { $0.hasPrefix("  ") && !$0.hasPrefix("   ") }
            .compactMap { $0.split(separator: " ").first.map(String.init) }
            .filter { !$0.isEmpty && $0 != "See" }
    }

    @Test(arguments: ["bash", "zsh", "fish"])
    func theScriptNamesEverySubcommand(shell: String) throws {
        let names = try Self.subcommands()
        #expect(names.contains("ritual") && names.contains("breathe") && names.contains("open"))
        let result = try NightlyProcess.run(["--generate-completion-script", shell])
        #expect(result.status == 0, "\(result.err)")
        let script = result.out
        for name in names {
            switch shell {
            case "bash":
                // The top level offers `compgen -W 'add breathe … help'`.
                let words =
                    script.components(separatedBy: "compgen -W '").dropFirst().first?
                    .prefix { $0 != "'" }.split(separator: " ").map(String.init) ?? []
                #expect(words.contains(name), "bash completion lacks \(name)")
            case "zsh":
                #expect(script.contains("'\(name):"), "zsh completion lacks \(name)")  // 'name:abstract'
            default:
                #expect(script.contains("-fa '\(name)'"), "fish completion lacks \(name)")
            }
        }
    }

    /// What bash offers on Tab after `words` (the last one being completed), with nightly's
    /// script sourced: the COMP_ variables set and the function called, as bash does.
    static func bashOffers(_ words: [String], nightlyOnPath: Bool = false) throws -> Set<String> {
        let script = try NightlyProcess.run(["--generate-completion-script", "bash"]).out
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("nightly-completion-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("nightly.bash")
        try script.write(to: url, atomically: true, encoding: .utf8)
        let line = words.joined(separator: " ")
        let probe = """
            source "$1"; shift
            COMP_WORDS=("$@"); COMP_CWORD=$(($# - 1)); COMP_LINE="$*"; COMP_POINT=${#COMP_LINE}
            _nightly nightly "${@: -1}" "${@: -2:1}"
            printf '%s\\n' "${COMPREPLY[@]}"
            """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = ["--norc", "--noprofile", "-c", probe, "probe", url.path] + words
        // A value the program lists itself (`---completion`) needs the program on PATH.
        let binaryFolder = NightlyProcess.binary.deletingLastPathComponent().path
        process.environment = CleanEnvironment.variables(
            nightlyOnPath ? ["PATH": binaryFolder + ":" + CleanEnvironment.path] : [:])
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(line)")
        return Set(String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init))
    }

    @Test func bashCompletesTheSubcommandsFromAnEmptyWord() throws {
        let offered = try Self.bashOffers(["nightly", ""])
        #expect(Set(try Self.subcommands()).isSubset(of: offered), "bash offered \(offered.sorted())")
    }

    /// Values, not just option names: section kinds, breathing patterns and minutes, dates.
    @Test(arguments: [
        (["nightly", "grep", "--section", "th"], ["thought-diary"]),
        (["nightly", "breathe", "--pattern", ""], ["calm", "box", "relax", "coherent", "4-7-8"]),
        (["nightly", "breathe", "--minutes", "1"], ["1", "10", "12", "19"]),
        (["nightly", "show", "ye"], ["yesterday"]),
        (["nightly", "add", "--date", "fr"], ["friday"]),
        (["nightly", "stats", "--today", "to"], ["today"]),
    ])
    func bashCompletesValues(words: [String], expected: [String]) throws {
        let offered = try Self.bashOffers(words)
        #expect(Set(expected).isSubset(of: offered), "\(words): bash offered \(offered.sorted())")
    }

    /// Through bash's own Tab, which treats offered words as paths under `-o filenames`: in a
    /// folder holding `journal/`, `--section jo` must complete the section kind, not the folder.
    @Test(.timeLimit(.minutes(1)))
    func bashCompletesASectionKindNotAFolderOfTheSameName() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("nightly-home-\(UUID())")
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("journal"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let script = try NightlyProcess.run(["--generate-completion-script", "bash"]).out
        try script.write(to: folder.appendingPathComponent("nightly.bash"), atomically: true, encoding: .utf8)
        let session = try TmuxSession(interactiveShell: "bash --norc --noprofile -i", in: folder)
        try session.waitForScreen(containing: TmuxSession.prompt)
        try session.send("source nightly.bash", "Enter")
        try session.send("nightly grep --section jo", "Tab")
        try session.send("X")
        try session.waitUntil("the completed word and X") {
            session.screen().contains("journalX") || session.screen().contains("journal X")
                || session.screen().contains("journal/X")
        }
        #expect(session.screen().contains("--section journal X"), "\(session.screen())")
    }

    /// A track's NAME comes from the config of the journal the command line names.
    @Test func bashCompletesTheTracksTheJournalsConfigDeclares() throws {
        let journal = NightlyProcess.packageRoot.appendingPathComponent("sample-journal").path
        let offered = try Self.bashOffers(["nightly", "track", "--journal", journal, ""], nightlyOnPath: true)
        #expect(Set(["mood", "sleep", "phone-away", "cigarettes"]).isSubset(of: offered), "\(offered.sorted())")
        // trend takes a measure, quit a count with a plan, calendar --track any.
        let trend = try Self.bashOffers(["nightly", "trend", "--journal", journal, ""], nightlyOnPath: true)
        #expect(trend.isSuperset(of: ["mood", "sleep", "cigarettes"]) && !trend.contains("phone-away"), "\(trend)")
        let quit = try Self.bashOffers(["nightly", "quit", "--journal", journal, ""], nightlyOnPath: true)
        #expect(quit.contains("cigarettes") && !quit.contains("mood"), "\(quit)")
        let calendar = try Self.bashOffers(
            ["nightly", "calendar", "--journal", journal, "--track", "ph"], nightlyOnPath: true)
        #expect(calendar.contains("phone-away"), "\(calendar)")
    }

    @Test func bashCompletesJournalFolders() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("nightly-dirs-\(UUID())")
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("journal-2026"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let offered = try Self.bashOffers(["nightly", "stats", "--journal", folder.path + "/jour"])
        #expect(offered.contains(folder.path + "/journal-2026"), "bash offered \(offered.sorted())")
    }
}
