import Foundation
import JournalFormat
import NightlySettings
import Testing

@testable import JournalGit

@Suite final class MergeDriverTests {
    let folder: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("nightly-driver-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: folder) }

    /// Writes the three versions as git would hand them over, and returns their paths.
    func versions(base: [UInt8], ours: [UInt8], theirs: [UInt8]) throws -> (String, String, String) {
        let paths = ["base", "ours", "theirs"].map { folder.appendingPathComponent(".merge_file_\($0)").path }
        for (path, bytes) in zip(paths, [base, ours, theirs]) {
            try Data(bytes).write(to: URL(fileURLWithPath: path))
        }
        return (paths[0], paths[1], paths[2])
    }

    let base = Array("# Day\n\n## Journal\n\nMorning.\n".utf8)

    @Test func theMergeIsWrittenIntoOurs() throws {
        let (base, ours, theirs) = try versions(
            base: base, ours: base + Array("\nLaptop.\n".utf8), theirs: base + Array("\nDesktop.\n".utf8))
        let outcome = MergeDriver().merge(base: base, ours: ours, theirs: theirs, path: "2026/2026-11-23.md")
        #expect(outcome == MergeDriver.Outcome(status: 0, message: nil))
        #expect(
            try String(contentsOfFile: ours, encoding: .utf8)
                == "# Day\n\n## Journal\n\nMorning.\n\nLaptop.\n\nDesktop.\n")
    }

    @Test func linesChangedOnBothSidesAreKeptAndSaidSo() throws {
        let (base, ours, theirs) = try versions(
            base: base, ours: Array("# Day\n\n## Journal\n\nMorning run.\n".utf8),
            theirs: Array("# Day\n\n## Journal\n\nMorning swim.\n".utf8))
        let outcome = MergeDriver().merge(base: base, ours: ours, theirs: theirs, path: "2026/2026-11-23.md")
        #expect(outcome.status == 0)
        #expect(
            outcome.message?.contains("2026/2026-11-23.md: both machines changed the same lines in one place") == true)
        #expect(
            try String(contentsOfFile: ours, encoding: .utf8)
                == "# Day\n\n## Journal\n\n\(EntryMerge.note)\nMorning run.\n\nMorning swim.\n")
    }

    /// One machine carried the first step to the next day while the other ticked the second:
    /// the day ends with both, and counts the carried step nowhere but where it was carried.
    @Test func aCarriedStepAndATickOnTheOtherMachineBothStay() throws {
        let steps = "# Day\n\n## Action step\n\n"
        let (base, ours, theirs) = try versions(
            base: Array((steps + "- [ ] buy running shoes\n- [ ] call Sam\n").utf8),
            ours: Array((steps + "- [ ] buy running shoes → 2026-11-24\n- [ ] call Sam\n").utf8),
            theirs: Array((steps + "- [ ] buy running shoes\n- [x] call Sam\n").utf8))
        let outcome = MergeDriver().merge(base: base, ours: ours, theirs: theirs, path: "2026/2026-11-23.md")
        #expect(outcome == MergeDriver.Outcome(status: 0, message: nil))
        let merged = try Data(contentsOf: URL(fileURLWithPath: ours))
        #expect(
            String(decoding: merged, as: UTF8.self)
                == steps + "- [ ] buy running shoes → 2026-11-24\n- [x] call Sam\n")
        let summary = try EntrySummary.read(Array(merged), date: nil, path: "2026/2026-11-23.md")
        #expect(summary.actionStepsDone == 1 && summary.actionStepsTotal == 1 && summary.actionStepsCarried == 1)
    }

    @Test func invalidUTF8FallsBackToGitsConflictMarkers() throws {
        let (base, ours, theirs) = try versions(
            base: base, ours: Array("# Day\n\n## Journal\n\nMorning \u{FF}".utf8).dropLast(2) + [0xFF, 0x0A],
            theirs: Array("# Day\n\n## Journal\n\nEvening.\n".utf8))
        let outcome = MergeDriver().merge(base: base, ours: ours, theirs: theirs, path: "2026/2026-11-23.md")
        #expect(outcome.status == 1)
        #expect(outcome.message?.contains("the ours version is not UTF-8") == true, "\(outcome.message ?? "")")
        let merged = try Data(contentsOf: URL(fileURLWithPath: ours))
        let text = String(decoding: merged, as: UTF8.self)
        #expect(text.contains("<<<<<<< ours\n"))
        #expect(text.contains("=======\nEvening.\n>>>>>>> theirs\n"))
    }

    @Test func invalidUTF8ThatGitMergesCleanlyIsMerged() throws {
        let latin1 = Array("# Day\n\nCaf".utf8) + [0xE9, 0x0A, 0x0A] + Array("## Journal\n\nMorning.\n".utf8)
        let (base, ours, theirs) = try versions(
            base: latin1, ours: latin1 + Array("\nLaptop.\n".utf8), theirs: [0x23, 0x20] + latin1.dropFirst(2))
        let outcome = MergeDriver().merge(base: base, ours: ours, theirs: theirs, path: "2026-11-23.md")
        #expect(outcome.status == 0)
        #expect(outcome.message?.contains("merged by git instead") == true)
        #expect(Array(try Data(contentsOf: URL(fileURLWithPath: ours))) == latin1 + Array("\nLaptop.\n".utf8))
    }

    @Test(arguments: [
        ("2026/2026-11-23.md", "2026-11-23", ""),
        ("2026-11-23.md", "2026-11-23", ""),
        ("2026/11/23.md", "2026-11-23", ""),
        ("life/journal/2026/2026-11-23.md", "2026-11-23", "life/journal"),
        ("notes/todo.md", nil, ""),
    ])
    func theDayAndJournalFolderComeFromThePath(path: String, day: String?, journal: String) {
        #expect(MergeDriver.date(ofRepositoryPath: path)?.iso == day)
        #expect(MergeDriver.journalFolder(ofRepositoryPath: path) == journal)
    }
}

@Suite final class MergeDriverSetupTests {
    let folder: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("nightly-setup-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: folder) }

    @Test func theDriverIsPlainNightlyWhenItIsOnThePath() throws {
        let bin = folder.appendingPathComponent("bin")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        _ = FileManager.default.createFile(
            atPath: bin.appendingPathComponent("nightly").path, contents: Data(), attributes: [.posixPermissions: 0o755]
        )
        #expect(
            MergeDriverSetup.driverCommand(executable: "/opt/x/nightly", searchPath: bin.path)
                == "nightly merge-driver %O %A %B %P")
        #expect(
            MergeDriverSetup.driverCommand(executable: "/opt/my tools/nightly", searchPath: "/nonexistent")
                == "'/opt/my tools/nightly' merge-driver %O %A %B %P")
    }

    @Test func missingLinesAreAppendedOnceInTheFilesOwnLineEnding() throws {
        let file = folder.appendingPathComponent(".gitattributes")
        try Data("*.png binary\r\n*.md text".utf8).write(to: file)
        let files = LoggedFiles(root: folder, door: "test")
        defer { files.end() }
        #expect(try MergeDriverSetup.appendMissing(["a", "*.md text", "b"], to: file, in: files))
        #expect(try String(contentsOf: file, encoding: .utf8) == "*.png binary\r\n*.md text\r\na\r\nb\r\n")
        #expect(try !MergeDriverSetup.appendMissing(["a", "b"], to: file, in: files))
        #expect(try String(contentsOf: file, encoding: .utf8) == "*.png binary\r\n*.md text\r\na\r\nb\r\n")
    }
}
