import Foundation

/// What the suites that write through the binary share: a temporary folder, removed after
/// each test, with the journal at `journal/` in it and today fixed at 2026-11-23.
class ScratchJournalTests {
    let folder: URL
    let environment: [String: String]

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("nightly-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        environment = ["NIGHTLY_JOURNAL": folder.appendingPathComponent("journal").path, "NIGHTLY_TODAY": "2026-11-23"]
    }

    deinit { try? FileManager.default.removeItem(at: folder) }

    var journal: URL { folder.appendingPathComponent("journal") }

    /// Today's entry file.
    var todayFile: URL { journal.appendingPathComponent("2026/2026-11-23.md") }

    /// Runs nightly in the folder, with the journal and today set.
    func run(_ arguments: [String], stdin: String = "") throws -> NightlyProcess.Result {
        try NightlyProcess.run(arguments, stdin: Data(stdin.utf8), environment: environment, in: folder)
    }
}
