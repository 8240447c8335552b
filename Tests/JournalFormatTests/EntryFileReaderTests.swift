import Foundation
import TestSupport
import Testing

@testable import JournalFormat

/// `EntryFileReader` opens each file by its path from the journal folder, opened once: every
/// layout reads the file its path names, a year folder made after the reader too, a linked year
/// folder is followed, and a file that is a link is told apart from one that is not.
@Suite struct EntryFileReaderTests {
    let folder: TemporaryFolder
    let journal: Journal

    init() throws {
        folder = try TemporaryFolder()
        journal = Journal(root: folder.url)
    }

    func write(_ text: String, at relativePath: String) throws {
        let url = folder.url.appendingPathComponent(relativePath)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    func file(_ relativePath: String) throws -> EntryFile {
        let date = try #require(EntryLayout.date(ofRelativePath: relativePath))
        return EntryFile(date: date, relativePath: relativePath, root: folder.url)
    }

    @Test func everyLayoutReadsTheFileItsPathNames() throws {
        let paths = ["2026/2026-11-23.md", "2026-11-24.md", "2026/11/25.md", "2025/2025-01-01.md"]
        for path in paths { try write("# \(path)\n", at: path) }
        let reader = EntryFileReader(journal)
        for path in paths {
            #expect(try reader.read(file(path)) == Array("# \(path)\n".utf8))
            #expect(try reader.readUnlessLink(file(path)) == Array("# \(path)\n".utf8))
        }
    }

    @Test func aYearFolderMadeAfterTheReaderIsReadThroughTheJournalFolder() throws {
        try write("# old\n", at: "2026/2026-11-23.md")
        let reader = EntryFileReader(journal)
        try write("# new year\n", at: "2027/2027-01-01.md")
        #expect(try reader.read(file("2027/2027-01-01.md")) == Array("# new year\n".utf8))
    }

    @Test func aLinkedFileIsToldApartAndAMissingOneIsAnErrorNamingIt() throws {
        try write("# elsewhere\n", at: "elsewhere.md")
        try FileManager.default.createDirectory(
            at: folder.url.appendingPathComponent("2026"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: folder.url.appendingPathComponent("2026/2026-11-23.md").path, withDestinationPath: "../elsewhere.md"
        )
        let reader = EntryFileReader(journal)
        #expect(try reader.readUnlessLink(file("2026/2026-11-23.md")) == nil)
        #expect(try reader.read(file("2026/2026-11-23.md")) == Array("# elsewhere\n".utf8))
        #expect {
            try reader.read(file("2026/2026-11-24.md"))
        } throws: { error in
            "\(error)".contains("2026/2026-11-24.md")
        }
    }

    @Test func aLinkedYearFolderIsFollowed() throws {
        try write("# archived\n", at: "archive/2024/2024-05-01.md")
        try FileManager.default.createSymbolicLink(
            atPath: folder.url.appendingPathComponent("2024").path, withDestinationPath: "archive/2024")
        let reader = EntryFileReader(journal)
        #expect(try reader.readUnlessLink(file("2024/2024-05-01.md")) == Array("# archived\n".utf8))
    }
}
