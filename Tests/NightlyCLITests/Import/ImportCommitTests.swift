import Foundation
import Testing

/// An import is one commit or nothing: killed part-way, the next run commits what the dead
/// run wrote with the rest, in one commit; an error part-way puts back every file written;
/// a photo already in the journal is committed with the entries that link to it, and `sync`
/// commits the photos entries link to.
@Suite final class ImportCommitTests: ScratchJournalTests {
    /// A jrnl journal file of `days` days from 1 January 2020, one entry each.
    func manyDays(_ days: Int) throws -> URL {
        var lines: [String] = []
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = .withFullDate
        for day in 0..<days {
            let date = calendar.date(byAdding: .day, value: day, to: Date(timeIntervalSince1970: 1_577_836_800))!
            lines.append("[\(formatter.string(from: date)) 21:00] Day \(day).\nA short entry.\n")
        }
        let url = folder.appendingPathComponent("many-days.txt")
        try Data(lines.joined(separator: "\n").utf8).write(to: url)
        return url
    }

    /// A Day One export folder: an entry on 13 March without a photo, one on 14 March with a
    /// photo of `photoSize` bytes.
    func dayOneFolder(photoSize: Int = 3) throws -> URL {
        let export = folder.appendingPathComponent("dayone")
        let md5 = "00112233445566778899aabbccddeeff"
        try FileManager.default.createDirectory(
            at: export.appendingPathComponent("photos"), withIntermediateDirectories: true)
        try Data(repeating: 0xD8, count: photoSize).write(to: export.appendingPathComponent("photos/\(md5).jpeg"))
        let json = """
            {"entries": [
              {"creationDate": "2026-03-13T10:00:00Z", "timeZone": "UTC", "text": "No photo."},
              {"creationDate": "2026-03-14T10:00:00Z", "timeZone": "UTC", "text": "![](dayone-moment://P1)",
               "photos": [{"identifier": "P1", "md5": "\(md5)", "type": "jpeg"}]}]}
            """
        try Data(json.utf8).write(to: export.appendingPathComponent("Journal.json"))
        return export
    }

    func git(_ arguments: [String]) throws -> String { try ImportFixtures.git(arguments, in: journal) }

    /// Thousands of files reach git in a pathspec file, not on its command line: with the
    /// stack at 512 KB the kernel's limit on a command's arguments (a quarter of the stack) is
    /// 128 KB, which 3,000 paths pass as 25,000 pass the usual 2 MB.
    @Test(.timeLimit(.minutes(5))) func anImportPastTheArgumentLimitIsCommitted() throws {
        try ImportFixtures.gitInit(journal)
        let source = try manyDays(3000)
        let result = try NightlyProcess.run(
            ["import", "jrnl", source.path], environment: environment, in: folder, limits: "ulimit -s 512")
        #expect(result.status == 0, "\(result.err)")
        #expect(try git(["ls-files"]).split(separator: "\n").filter { $0.hasSuffix(".md") }.count == 3000)
        #expect(try git(["status", "--porcelain"]).isEmpty)
        #expect(try git(["log", "-1", "--format=%s"]).contains("Import 3000 entries"))
    }

    @Test(.timeLimit(.minutes(5))) func aKilledImportIsFinishedByTheNextRunInOneCommit() throws {
        try ImportFixtures.gitInit(journal)
        let source = try manyDays(2000)
        let process = Process()
        process.executableURL = NightlyProcess.binary
        process.arguments = ["import", "jrnl", source.path]
        process.environment = environment.merging(
            ["PATH": CleanEnvironment.path, "HOME": folder.path, "TZ": "UTC", "LANG": "C.UTF-8"]
        ) { _, new in new }
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        // Killed once it has written some days, long before it writes the last.
        let deadline = Date().addingTimeInterval(120)
        let firstYear = journal.appendingPathComponent("2020")
        while process.isRunning, Date() < deadline,
            ((try? FileManager.default.contentsOfDirectory(atPath: firstYear.path))?.count ?? 0) < 20
        {
            usleep(2000)
        }
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        #expect(process.terminationReason == .uncaughtSignal, "the import ended before it could be killed")
        #expect(try git(["log", "--oneline", "--all"]).isEmpty, "killed before its commit")
        let again = try run(["import", "jrnl", source.path])
        #expect(again.status == 0, "\(again.err)")
        #expect(try git(["log", "--format=%s"]) == "Import 2000 entries from jrnl\n")
        #expect(try git(["status", "--porcelain"]).isEmpty, "every file the dead run wrote is committed")
        #expect(try git(["ls-tree", "-r", "--name-only", "HEAD"]).split(separator: "\n").count == 2000)
        // `git revert` of the import leaves nothing behind.
        try ImportFixtures.git(["revert", "--no-edit", "HEAD"], in: journal)
        #expect(try git(["ls-tree", "-r", "--name-only", "HEAD"]).isEmpty)
    }

    @Test func aPhotoAlreadyInTheJournalIsCommittedWithTheImport() throws {
        try ImportFixtures.gitInit(journal)
        let export = try dayOneFolder()
        // As a run killed after writing the photo and before its day left it.
        let photo = journal.appendingPathComponent("2026/photos/00112233445566778899aabbccddeeff.jpeg")
        try FileManager.default.createDirectory(
            at: photo.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: export.appendingPathComponent("photos/00112233445566778899aabbccddeeff.jpeg"), to: photo)
        let result = try run(["import", "dayone", export.path])
        #expect(result.status == 0, "\(result.err)")
        #expect(try git(["log", "--format=%s"]) == "Import 2 entries from Day One\n")
        #expect(try git(["status", "--porcelain"]).isEmpty)
        #expect(
            try git(["ls-tree", "-r", "--name-only", "HEAD"]).contains(
                "2026/photos/00112233445566778899aabbccddeeff.jpeg"))
    }

    @Test func aPhotosFolderLinkedOutOfTheJournalWritesNothing() throws {
        try ImportFixtures.gitInit(journal)
        let outside = folder.appendingPathComponent("outside")
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(
            at: journal.appendingPathComponent("2026"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            at: journal.appendingPathComponent("2026/photos"), withDestinationURL: outside)
        let result = try run(["import", "dayone", try dayOneFolder().path])
        #expect(result.status == 1)
        #expect(result.err.contains("nothing was imported"), "\(result.err)")
        #expect(!FileManager.default.fileExists(atPath: journal.appendingPathComponent("2026/2026-03-13.md").path))
        #expect(try FileManager.default.contentsOfDirectory(atPath: outside.path).isEmpty)
        #expect(try git(["status", "--porcelain"]) == "?? 2026/\n" || git(["status", "--porcelain"]).isEmpty)
    }

    @Test func anErrorPartWayPutsBackEveryFileWritten() throws {
        try ImportFixtures.gitInit(journal)
        let export = try dayOneFolder(photoSize: 400_000)
        // The day of the 13th is written, then the photo goes past the file-size limit.
        let result = try NightlyProcess.run(
            ["import", "dayone", export.path], environment: environment, in: folder, limits: "ulimit -f 64")
        #expect(result.status == 1)
        #expect(result.err.contains("nothing was imported"), "\(result.err)")
        #expect(result.err.contains("every file it wrote was put back"), "\(result.err)")
        #expect(!FileManager.default.fileExists(atPath: journal.appendingPathComponent("2026/2026-03-13.md").path))
        #expect(!FileManager.default.fileExists(atPath: journal.appendingPathComponent("2026/photos").path))
        #expect(try git(["status", "--porcelain"]).isEmpty)
        #expect(try git(["log", "--oneline", "--all"]).isEmpty)
    }

    @Test func syncCommitsThePhotosEntriesLinkTo() throws {
        try ImportFixtures.gitInit(journal)
        let day = journal.appendingPathComponent("2026/2026-03-14.md")
        try FileManager.default.createDirectory(
            at: journal.appendingPathComponent("2026/photos"), withIntermediateDirectories: true)
        try Data("# 14 March\n\n## Journal\n\n![](photos/linked.jpeg)\n".utf8).write(to: day)
        try Data([0xFF, 0xD8]).write(to: journal.appendingPathComponent("2026/photos/linked.jpeg"))
        try Data([0xFF, 0xD8]).write(to: journal.appendingPathComponent("2026/photos/stray.jpeg"))
        let result = try run(["sync"])
        #expect(result.status == 0, "\(result.err)")
        #expect(result.out.contains("Committed 1 entry and 1 photo."), "\(result.out)")
        let files = try git(["ls-tree", "-r", "--name-only", "HEAD"])
        #expect(files.contains("2026/photos/linked.jpeg"))
        #expect(!files.contains("stray.jpeg"))
    }

    @Test func syncLeavesTheFilesOfAnUnfinishedImportForItsNextRun() throws {
        try ImportFixtures.gitInit(journal)
        let day = journal.appendingPathComponent("2026/2026-03-14.md")
        try FileManager.default.createDirectory(at: day.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("# 14 March\n\n## Journal\n\n### 21:00 Imported.\n".utf8).write(to: day)
        // What a killed import leaves in the git folder: the files it was writing.
        try Data(#"{"files": ["2026/2026-03-14.md"], "sources": ["jrnl"]}"#.utf8)
            .write(to: journal.appendingPathComponent(".git/nightly-import"))
        let result = try run(["sync"])
        #expect(result.status == 0, "\(result.err)")
        #expect(result.out.contains("An import from jrnl stopped before its commit"), "\(result.out)")
        #expect(try git(["status", "--porcelain"]) == "?? 2026/\n")
    }
}
