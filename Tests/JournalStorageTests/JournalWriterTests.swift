import Foundation
import JournalFormat
@_spi(JournalWrites) import JournalStorage
import TestSupport
import Testing

/// The writer writes the change JournalFormat worked out, byte for byte, through the checked
/// writer, and tells its watcher first; a change that is no change writes nothing.
@Suite struct JournalWriterTests {
    /// Counts the writes it is told of, and can refuse them.
    final class Watcher: WriteWatcher, @unchecked Sendable {
        var targets: [String] = []
        var refuses = false
        func willWrite(_ pieces: [ArraySlice<UInt8>], to target: URL) throws -> Int {
            if refuses { throw JournalError.writeFailed(path: target.path, reason: "refused by the watcher") }
            targets.append(target.lastPathComponent)
            return 0
        }
    }

    let day = EntryDate(year: 2026, month: 11, day: 24)
    let original = Array("## Action step\n\n- [ ] Call Ana\n- [x] Walk\n".utf8)

    /// A journal holding ``original`` on ``day``, written by a writer whose watcher is returned.
    private func written() throws -> (TemporaryFolder, Journal, Watcher, JournalWriter) {
        let folder = try TemporaryFolder()
        let journal = Journal(root: folder.url)
        let watcher = Watcher()
        let writer = JournalWriter(journal, watcher: watcher)
        try writer.save(Entry.parse(original, date: day, path: "x.md"), to: journal.url(for: day))
        return (folder, journal, watcher, writer)
    }

    @Test func aSpliceIsWrittenAsTheChangeMakesItAndTheWatcherIsToldFirst() throws {
        let (folder, journal, watcher, writer) = try written()
        defer { withExtendedLifetime(folder) {} }
        let steps = try #require(try journal.actionSteps(on: day))
        let change = try #require(try steps.setting(0, to: .done).change)
        let (step, outcome) = try writer.setActionStep(0, to: .done, in: steps)
        #expect(step.done && outcome != nil)
        #expect(Array(try Data(contentsOf: journal.url(for: day))) == change.newBytes)
        #expect(watcher.targets == ["2026-11-24.md", "2026-11-24.md"])
    }

    @Test func aStepAlreadyInItsStateWritesNothing() throws {
        let (folder, journal, watcher, writer) = try written()
        defer { withExtendedLifetime(folder) {} }
        let steps = try #require(try journal.actionSteps(on: day))
        let (_, outcome) = try writer.setActionStep(1, done: true, in: steps)
        #expect(outcome == nil && watcher.targets.count == 1)
    }

    @Test func aWriteTheWatcherRefusesLeavesTheFileAsItWas() throws {
        let (folder, journal, watcher, writer) = try written()
        defer { withExtendedLifetime(folder) {} }
        watcher.refuses = true
        #expect(throws: JournalError.self) { try writer.append("More.", to: .journal, on: day) }
        #expect(Array(try Data(contentsOf: journal.url(for: day))) == original)
    }

    @Test func aWriteRemovesTheTemporaryFilesKilledWritesLeftInItsFolder() throws {
        let folder = try TemporaryFolder()
        let journal = Journal(root: folder.url)
        let url = journal.url(for: day)
        let leftover = url.deletingLastPathComponent()
            .appendingPathComponent(TemporaryFileName.name(for: url.lastPathComponent, suffix: "a1B2c3"))
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("half".utf8).write(to: leftover)
        try JournalWriter(journal).append("First words.", to: .journal, on: day)
        #expect(TemporaryFileName.leftovers(in: url.deletingLastPathComponent().path).isEmpty)
        #expect(try journal.load(day)?.text.contains("First words.") == true)
    }
}
