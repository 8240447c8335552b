import Foundation
import Testing

/// `nightly check` over a journal with every kind of finding at once, against a golden file
/// recorded before check's fast path existed: the text, the order and the exit status must stay
/// exactly as they were, whichever way check reads the entries.
@Suite final class CheckEveryFindingTests {
    let folder: URL
    let journal: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("nightly-check-\(UUID().uuidString)")
        journal = folder.appendingPathComponent("journal")
        let fixtures = NightlyProcess.packageRoot.appendingPathComponent("Tests/NightlyCLITests/Fixtures")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: fixtures.appendingPathComponent("check-journal"), to: journal)
        try FileManager.default.copyItem(
            at: fixtures.appendingPathComponent("check-outside"), to: folder.appendingPathComponent("outside"))
        try addWhatFixturesCannotHold()
    }

    deinit {
        try? FileManager.default.removeItem(at: folder)
    }

    /// Links, a folder where an entry should be, leftovers of killed writes and an odd lock.
    private func addWhatFixturesCannotHold() throws {
        let files = FileManager.default
        func link(_ path: String, to destination: String) throws {
            try files.createSymbolicLink(
                atPath: journal.appendingPathComponent(path).path, withDestinationPath: destination)
        }
        try link("2026/2026-11-20.md", to: folder.appendingPathComponent("outside/outside.md").path)
        try link("2026/2026-11-21.md", to: "../2026-11-10.md")
        try link("2026/2026-11-22.md", to: folder.appendingPathComponent("ghost.md").path)
        try link("2024", to: folder.appendingPathComponent("outside/2024").path)
        try link("2023", to: "archive/2023")
        try link("2025/07", to: folder.appendingPathComponent("outside/07").path)
        try files.createDirectory(
            at: journal.appendingPathComponent("2026/2026-11-08.md"), withIntermediateDirectories: false)
        for leftover in ["2026/.2026-11-05.md.nightly-Ab12Cd", ".2026-11-10.md.nightly-Zz99Yy"] {
            try Data("half a write\n".utf8).write(to: journal.appendingPathComponent(leftover))
        }
        try files.createDirectory(
            at: journal.appendingPathComponent(".nightly.lock"), withIntermediateDirectories: false)
    }

    /// One run of check, as the golden file shows it: the temporary folder named `$TMP`.
    private func check(_ arguments: [String], in directory: URL) throws -> String {
        let result = try NightlyProcess.run(
            ["check"] + arguments, environment: ["NIGHTLY_TODAY": "2026-11-23"], in: directory)
        #expect(result.err.isEmpty, "\(result.err)")
        let resolved = folder.resolvingSymlinksInPath().path
        let text = "$ nightly check \(arguments.joined(separator: " "))\n\(result.out)exit \(result.status)\n"
        return text.replacingOccurrences(of: resolved, with: "$TMP").replacingOccurrences(of: folder.path, with: "$TMP")
    }

    @Test func everyKindOfFindingMatchesTheGoldenFile() throws {
        var output = try check(["--journal", "journal"], in: folder)
        output += try check(["--journal", "."], in: journal)
        output += try check(["--journal", "../.."], in: journal.appendingPathComponent("2025/06"))
        output += try check(["--journal", journal.path], in: URL(fileURLWithPath: "/"))
        try Golden.check(output, "check-every-finding.txt")
    }
}
