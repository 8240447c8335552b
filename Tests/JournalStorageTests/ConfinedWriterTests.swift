import Foundation
import JournalFormat
import TestSupport
import Testing

@testable @_spi(JournalWrites) import JournalStorage

/// The writer's check and its write are one: a folder swapped for a link after the check
/// cannot make it write outside the journal.
@Suite struct ConfinedWriterTests {
    @Test func aFolderSwappedForALinkAfterTheCheckIsRefusedByName() throws {
        let folder = try TemporaryFolder()
        let journal = folder.url.appendingPathComponent("journal")
        let outside = folder.url.appendingPathComponent("outside")
        let year = journal.appendingPathComponent("2026")
        try FileManager.default.createDirectory(at: year, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        let entry = year.appendingPathComponent("2026-11-20.md")
        let yearPath = ConfinedPaths.resolvedPath(year.path)!
        ConfinedWriter.betweenCheckAndWrite = { target in
            guard target.path.hasPrefix(yearPath + "/") else { return }
            try? FileManager.default.removeItem(at: year)
            try? FileManager.default.createSymbolicLink(at: year, withDestinationURL: outside)
        }
        defer { ConfinedWriter.betweenCheckAndWrite = nil }
        var message = ""
        #expect(throws: JournalError.self) {
            do { try ConfinedWriter(root: journal).write(Array("## Journal\n".utf8), to: entry) } catch {
                message = "\(error)"
                throw error
            }
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: outside.path).isEmpty)
        #expect(message.contains("2026") && message.contains("outside"), "\(message)")
    }

    @Test func aWriteCreatesItsFolderAndKeepsTheFilesMode() throws {
        let folder = try TemporaryFolder()
        let entry = folder.url.appendingPathComponent("2026/2026-11-20.md")
        try ConfinedWriter(root: folder.url).write(Array("one\n".utf8), to: entry)
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: entry.path)
        try ConfinedWriter(root: folder.url).write(Array("two\n".utf8), to: entry)
        #expect(try String(contentsOf: entry, encoding: .utf8) == "two\n")
        let mode = try FileManager.default.attributesOfItem(atPath: entry.path)[.posixPermissions] as? Int
        #expect(mode == 0o640)
        #expect(TemporaryFileName.leftovers(in: entry.deletingLastPathComponent().path).isEmpty)
    }
}
