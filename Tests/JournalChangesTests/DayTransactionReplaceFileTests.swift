import Foundation
import JournalFormat
import Testing

@testable import JournalChanges

/// ``DayTransaction/replaceFile(_:at:)``: a file that is not an entry (the journal's
/// `.nightly.toml`) written over in a change, and put back, byte for byte, by a roll-back.
@Suite final class DayTransactionReplaceFileTests {
    let folder: URL
    let journal: Journal
    let today = EntryDate(year: 2026, month: 11, day: 23)

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("nightly-replace-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        journal = Journal(root: folder, layout: .year)
    }

    deinit { try? FileManager.default.removeItem(at: folder) }

    private var config: URL { folder.appendingPathComponent(".nightly.toml") }

    @Test func aRollBackPutsTheOldBytesBackAndRemovesANewFile() throws {
        let before: [UInt8] = Array("commit = true\r\n".utf8)
        try Data(before).write(to: config)
        let change = try DayTransaction(journal: journal, today: today, commits: false, door: "test")
        try change.replaceFile(before + Array("\r\n[track.walk]\r\nkind = \"habit\"\r\n".utf8), at: config)
        try change.setTrack(Track(name: "walk", kind: .habit(.daily)), to: .habit(.yes), on: today)
        #expect(try Journal.read(config) != before)
        #expect(change.rollBack().isEmpty)
        #expect(try Journal.read(config) == before)
        #expect(!FileManager.default.fileExists(atPath: journal.url(for: today).path))

        try FileManager.default.removeItem(at: config)
        let second = try DayTransaction(journal: journal, today: today, commits: false, door: "test")
        try second.replaceFile(Array("[track.walk]\nkind = \"habit\"\n".utf8), at: config)
        #expect(second.rollBack().isEmpty)
        #expect(!FileManager.default.fileExists(atPath: config.path))
    }

    @Test func theFileIsInTheOutcomeWhenCommitted() throws {
        let change = try DayTransaction(journal: journal, today: today, commits: false, door: "test")
        try change.replaceFile(Array("[track.walk]\nkind = \"habit\"\n".utf8), at: config)
        #expect(change.commit().otherFiles.map(\.standardizedFileURL) == [config.standardizedFileURL])
    }
}
