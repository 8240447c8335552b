import Foundation
import JournalFormat
import Testing

@testable import JournalReports

/// `nightly status` keeps the stamps of the streak's days in `.git/nightly-streak`: a day whose
/// file is unchanged is not read again, and any change to a day's file, by nightly or by an
/// editor writing in place, is seen on the next prompt. The clock is set a minute ahead, so
/// the files just written count as settled.
@Suite final class StreakCacheTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("nightly-streak-cache-\(UUID())")
    let today = EntryDate(iso: "2026-11-23")!
    var journal: Journal { Journal(root: folder) }
    var cacheURL: URL { folder.appendingPathComponent(".git/\(StreakCache.fileName)") }
    let later = Date().addingTimeInterval(60)

    init() throws {
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent(".git"), withIntermediateDirectories: true)
        for back in 0..<100 { try write(today.adding(days: -back), "Words.\n") }
    }

    deinit { try? FileManager.default.removeItem(at: folder) }

    func write(_ day: EntryDate, _ text: String) throws {
        let url = journal.url(for: day)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    func status() -> TodayStatus { TodayStatus(journal: journal, today: today, now: later) }

    @Test func theStreakIsKeptAndAnUnchangedDayIsNotReadAgain() throws {
        #expect(status().streak == 100)
        let cache = StreakCache(journal: journal)
        #expect(cache.days.count == 100)
        // The cache is believed while a stamp holds: a day emptied to its template, whose new
        // stamp is put in the cache by hand, still counts as written, so it was not read.
        let emptied = today.adding(days: -50)
        try write(emptied, Entry.template(for: emptied).text)
        let stamp = try #require(EntryStamper(journal).stamp(of: emptied))
        var forged = cache.days
        forged[emptied.dayNumber] = stamp
        cache.save(forged)
        #expect(status().streak == 100)
        // With the stamp the day had, it is read, and ends the streak.
        StreakCache(journal: journal).save(cache.days)
        #expect(status().streak == 50)
    }

    /// Days are found by their distance from the latest; past a gap (a day left out of the
    /// cache, changed too lately to be kept) they are searched for. The forged stamp beyond the
    /// gap shows the day behind it was found, not read.
    @Test func aDayPastAGapInTheCacheIsStillFound() throws {
        #expect(status().streak == 100)
        var days = StreakCache(journal: journal).days
        days[today.adding(days: -5).dayNumber] = nil
        let emptied = today.adding(days: -70)
        try write(emptied, Entry.template(for: emptied).text)
        let stamp = try #require(EntryStamper(journal).stamp(of: emptied))
        days[emptied.dayNumber] = stamp
        StreakCache(journal: journal).save(days)
        #expect(status().streak == 100)
    }

    /// Emptied to blank lines of the same size as its words, or to its template.
    @Test(arguments: ["\n\n\n\n\n\n\n", ""])
    func aDayChangedInPlaceIsReadAgain(text: String) throws {
        #expect(status().streak == 100)
        let changed = today.adding(days: -30)
        let url = journal.url(for: changed)
        // In place, as an editor that does not rename writes: same inode, maybe the same size.
        let handle = try FileHandle(forWritingTo: url)
        try handle.truncate(atOffset: 0)
        try handle.write(contentsOf: Data(text.isEmpty ? Entry.template(for: changed).text.utf8 : text.utf8))
        try handle.close()
        #expect(status().streak == 30)
    }

    @Test func aRemovedDayEndsTheStreak() throws {
        #expect(status().streak == 100)
        try FileManager.default.removeItem(at: journal.url(for: today.adding(days: -10)))
        #expect(status().streak == 10)
    }

    @Test func filesChangedJustNowAreNotKept() throws {
        #expect(TodayStatus(journal: journal, today: today).streak == 100)
        #expect(StreakCache(journal: journal).days.isEmpty)
    }

    @Test func otherSectionTitlesDoNotUseTheCache() throws {
        #expect(status().streak == 100)
        let retitled = Journal(root: folder, titles: SectionTitles([.journal: "Diary"]))
        #expect(StreakCache(journal: retitled).days.isEmpty)
        #expect(StreakCache(journal: journal).days.count == 100)
    }

    @Test func aJournalWithoutItsOwnGitFolderKeepsNoCache() throws {
        try FileManager.default.removeItem(at: folder.appendingPathComponent(".git"))
        #expect(status().streak == 100)
        #expect(!FileManager.default.fileExists(atPath: cacheURL.path))
    }
}
