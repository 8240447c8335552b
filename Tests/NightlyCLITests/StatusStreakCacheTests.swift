import Foundation
import JournalFormat
import JournalReports
import Testing

/// `nightly status` through the binary on a git journal written every day for 500 days, with
/// the streak cache (`.git/nightly-streak`) an earlier prompt left: after each change a user,
/// an editor, git or nightly makes, the line is the one a full read of the journal gives.
///
/// A prompt keeps only files left alone for two seconds (``StreakCache``'s settling), which a
/// test does not wait for: the earlier prompt is the library's, with its clock 3 s ahead.
@Suite final class StatusStreakCacheTests: ScratchJournalTests {
    let today = EntryDate(iso: "2026-11-23")!
    let length = 500
    /// A day of the year before: its year is passed over while its folder is unchanged.
    var older: EntryDate { today.adding(days: -400) }
    var cache: URL { journal.appendingPathComponent(".git/nightly-streak") }

    override init() throws {
        try super.init()
        _ = try GitSandbox.git(["init", "--quiet", journal.path])
        _ = try GitSandbox.git(["-C", journal.path, "config", "user.name", "Writer"])
        _ = try GitSandbox.git(["-C", journal.path, "config", "user.email", "writer@example.com"])
        for back in 0..<length { try write(today.adding(days: -back), "Words.\n") }
        try commit("Entries")
    }

    func file(_ day: EntryDate) -> URL { journal.appendingPathComponent(EntryLayout.year.relativePath(for: day)) }

    func write(_ day: EntryDate, _ text: String) throws {
        try FileManager.default.createDirectory(
            at: file(day).deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: file(day))
    }

    func commit(_ message: String) throws {
        _ = try GitSandbox.git(["-C", journal.path, "add", "-A"])
        _ = try GitSandbox.git(["-C", journal.path, "commit", "--quiet", "-m", message])
    }

    /// Writes `day`'s template over its words in place, as an editor that does not rename
    /// does: the same inode, and the folder unchanged.
    func emptyInPlace(_ day: EntryDate) throws {
        let handle = try FileHandle(forWritingTo: file(day))
        try handle.truncate(atOffset: 0)
        try handle.write(contentsOf: Data(Entry.template(for: day).text.utf8))
        try handle.close()
    }

    /// The cache a prompt leaves once the files have settled.
    func prime(_ root: URL? = nil) {
        _ = TodayStatus(journal: Journal(root: root ?? journal), today: today, now: Date().addingTimeInterval(3))
    }

    func status(_ arguments: [String] = []) throws -> String {
        let result = try run(["status"] + arguments)
        #expect(result.err.isEmpty, "\(result.err)")
        return result.out
    }

    @Test func theCacheAnswersAsAFullReadDoes() throws {
        prime()
        #expect(FileManager.default.fileExists(atPath: cache.path))
        #expect(try status() == "written today · 500-day streak\n")
        try FileManager.default.removeItem(at: cache)
        #expect(try status() == "written today · 500-day streak\n")
    }

    @Test func todayWrittenWithNightlyAddCounts() throws {
        try FileManager.default.removeItem(at: file(today))
        try commit("Not today yet")
        prime()
        #expect(try run(["status"]).status == 1)
        #expect(try status() == "not written yet · 499-day streak\n")
        #expect(try run(["add", "Walked home."]).status == 0)
        #expect(try status() == "written today · 500-day streak\n")
    }

    @Test func anOlderDayRemovedEndsTheStreak() throws {
        prime()
        try FileManager.default.removeItem(at: file(older))
        #expect(try status() == "written today · 400-day streak\n")
    }

    /// An editor that writes a new file and renames it over the day.
    @Test func anOlderDayRewrittenByRenamingIsSeen() throws {
        prime()
        let temporary = file(older).deletingLastPathComponent().appendingPathComponent(".\(older.iso).md.swp")
        try Data(Entry.template(for: older).text.utf8).write(to: temporary)
        #expect(rename(temporary.path, file(older).path) == 0)
        #expect(try status() == "written today · 400-day streak\n")
    }

    @Test func aRecentDayEmptiedInPlaceToItsTemplateIsSeen() throws {
        prime()
        try emptyInPlace(today.adding(days: -10))
        #expect(try status() == "written today · 10-day streak\n")
    }

    /// Edited outside nightly, in place, and committed: git's index changed, so every day is
    /// looked at again.
    @Test func anOlderDayEmptiedInPlaceAndCommittedIsSeen() throws {
        prime()
        try emptyInPlace(older)
        try commit("Emptied by hand")
        #expect(try status() == "written today · 400-day streak\n")
    }

    /// A cache that cannot be believed is not used: the change it would hide is seen.
    @Test(arguments: ["missing", "cut short", "overwritten"])
    func aDamagedOrMissingCacheIsNotBelieved(damage: String) throws {
        prime()
        try emptyInPlace(older)
        switch damage {
        case "missing": try FileManager.default.removeItem(at: cache)
        case "cut short": try FileHandle(forWritingTo: cache).truncate(atOffset: 100)
        default: try Data(repeating: 0x41, count: 4096).write(to: cache)
        }
        #expect(try status() == "written today · 400-day streak\n")
    }

    @Test func aMovedJournalKeepsItsStreak() throws {
        prime()
        let moved = folder.appendingPathComponent("moved")
        try FileManager.default.moveItem(at: journal, to: moved)
        let result = try NightlyProcess.run(
            ["status", "--journal", moved.path], environment: environment, in: folder)
        #expect(result.out == "written today · 500-day streak\n", "\(result.err)")
        try Data("\n".utf8).write(to: moved.appendingPathComponent("2026/2026-11-20.md"))
        let changed = try NightlyProcess.run(
            ["status", "--journal", moved.path], environment: environment, in: folder)
        #expect(changed.out == "written today · 3-day streak\n", "\(changed.err)")
    }

    /// The cache keeps days, not distances from today: another today (`NIGHTLY_TODAY`,
    /// `--today`, the day boundary) walks the same days.
    @Test func anotherTodayCountsFromThere() throws {
        prime()
        #expect(try status(["--today", "2026-11-24"]) == "not written yet · 500-day streak\n")
        #expect(try status(["--today", "2026-08-15"]) == "written today · 400-day streak\n")
        #expect(try status(["--today", "2026-11-25"]) == "not written yet · no streak\n")
        #expect(try status() == "written today · 500-day streak\n")
    }
}
