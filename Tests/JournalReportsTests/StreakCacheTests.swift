import Foundation
import JournalFormat
import Testing

@testable import JournalReports

/// `nightly status` keeps what it found of the streak in `.git/nightly-streak`: a recent day
/// whose file is unchanged is not read again, an older year whose folders are unchanged is
/// passed over without stamping its days, and any change that can alter the answer is seen: at
/// once when a file is created, removed or renamed, or a recent day is changed; once git's index
/// changes or ``StreakCache/trustedFor`` has passed when an older day is changed in place. The
/// clock is set a minute ahead, so the files just written count as settled.
@Suite final class StreakCacheTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("nightly-streak-cache-\(UUID())")
    let today = EntryDate(iso: "2026-11-23")!
    /// Written every day back to 2025-07-12: the year before is passed over.
    let length = 500
    var journal: Journal { Journal(root: root) }
    var root: URL { folder.appendingPathComponent("journal") }
    var cacheURL: URL { root.appendingPathComponent(".git/\(StreakCache.fileName)") }
    let later = Date().addingTimeInterval(60)
    /// A day of the year before last: passed over when its year is vouched for.
    var older: EntryDate { today.adding(days: -400) }

    init() throws {
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent(".git"), withIntermediateDirectories: true)
        for back in 0..<length { try write(today.adding(days: -back), "Words.\n") }
    }

    deinit { try? FileManager.default.removeItem(at: folder) }

    func write(_ day: EntryDate, _ text: String, in journal: Journal? = nil) throws {
        let url = (journal ?? self.journal).url(for: day)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    /// Writes `text` over `day`'s file in place, as an editor that does not rename does: the
    /// same inode, and the same size when `text` is as long as the words were.
    func overwriteInPlace(_ day: EntryDate, with text: String, in journal: Journal? = nil) throws {
        let handle = try FileHandle(forWritingTo: (journal ?? self.journal).url(for: day))
        try handle.truncate(atOffset: 0)
        try handle.write(contentsOf: Data(text.utf8))
        try handle.close()
    }

    func status(today: EntryDate? = nil, at now: Date? = nil, journal: Journal? = nil) -> TodayStatus {
        TodayStatus(journal: journal ?? self.journal, today: today ?? self.today, now: now ?? later)
    }

    @Test func theStreakIsKeptWithItsYearsFolders() throws {
        #expect(status().streak == length)
        let cache = StreakCache(journal: journal)
        #expect(cache.records.count == length)
        #expect(cache.years.map(\.year) == [2026, 2025])
        #expect(cache.years.allSatisfy { $0.folders.count == 1 }, "\(cache.years)")
        #expect(cache.header.checked == Int64(later.timeIntervalSince1970 * 1_000_000_000))
        // Nothing changed: the cache is not written again.
        let before = try FileManager.default.attributesOfItem(atPath: cacheURL.path)[.systemFileNumber] as? Int
        #expect(status().streak == length)
        #expect(try FileManager.default.attributesOfItem(atPath: cacheURL.path)[.systemFileNumber] as? Int == before)
    }

    /// A recent day is believed while its stamp holds: emptied to its template, with its new
    /// stamp put in the cache by hand, it still counts as written, so it was not read.
    @Test func anUnchangedRecentDayIsNotReadAgain() throws {
        #expect(status().streak == length)
        let cache = StreakCache(journal: journal)
        let emptied = today.adding(days: -20)
        try write(emptied, Entry.template(for: emptied).text)
        let stamp = try #require(EntryStamper(journal).stamp(of: emptied))
        let forged = cache.records.map {
            $0.day == emptied.dayNumber ? StreakCache.Record(day: $0.day, stamp: stamp) : $0
        }
        cache.save(header: cache.header, years: cache.years, records: forged)
        #expect(status().streak == length)
        // With the stamp the day had, it is read, and ends the streak.
        cache.save(header: cache.header, years: cache.years, records: cache.records)
        #expect(status().streak == 20)
    }

    /// Emptied to blank lines of the same size as its words, or to its template.
    @Test(arguments: ["\n\n\n\n\n\n\n", ""])
    func aRecentDayChangedInPlaceIsSeenAtOnce(text: String) throws {
        #expect(status().streak == length)
        let changed = today.adding(days: -30)
        try overwriteInPlace(changed, with: text.isEmpty ? Entry.template(for: changed).text : text)
        #expect(status().streak == 30)
    }

    /// An older day emptied in place changes neither its folder nor git's index: its year is
    /// passed over (the day is not even stamped) until ``StreakCache/trustedFor`` has passed
    /// since every day was, then every day is stamped again and the change is seen.
    @Test func anOlderDayChangedInPlaceIsSeenOnceTheTrustRunsOut() throws {
        #expect(status().streak == length)
        try overwriteInPlace(older, with: "\n\n\n\n\n\n\n")
        #expect(status(at: later.addingTimeInterval(1)).streak == length)
        #expect(status(at: later.addingTimeInterval(Double(StreakCache.trustedFor))).streak == 400)
        #expect(StreakCache(journal: journal).records.count == 400)
    }

    /// nightly commits every change it makes, its editor's too: a new git index means every
    /// day is stamped again.
    @Test func anOlderDayChangedInPlaceIsSeenOnceGitsIndexChanges() throws {
        #expect(status().streak == length)
        try overwriteInPlace(older, with: Entry.template(for: older).text)
        try Data("DIRC".utf8).write(to: root.appendingPathComponent(".git/index"))
        #expect(status().streak == 400)
    }

    /// Removed, or written by renaming a new file over it (as nightly, git and most editors
    /// write): the year's folder changes, and its days are stamped again at once.
    @Test(arguments: [false, true])
    func anOlderDayRemovedOrRenamedOverIsSeenAtOnce(renamed: Bool) throws {
        #expect(status().streak == length)
        let url = journal.url(for: older)
        if renamed {
            let temporary = url.deletingLastPathComponent().appendingPathComponent(".new.tmp")
            try Data(Entry.template(for: older).text.utf8).write(to: temporary)
            #expect(rename(temporary.path, url.path) == 0)
        } else {
            try FileManager.default.removeItem(at: url)
        }
        #expect(status(at: later.addingTimeInterval(1)).streak == 400)
    }

    @Test func daysWrittenAtEitherEndLengthenTheStreak() throws {
        try FileManager.default.removeItem(at: journal.url(for: today))
        #expect(status().streak == length - 1)
        #expect(!status().written)
        try write(today.adding(days: -length), "Words.\n")
        try write(today, "Words.\n")
        #expect(status(at: later.addingTimeInterval(1)).streak == length + 1)
        #expect(StreakCache(journal: journal).records.count == length + 1)
    }

    /// The cache keeps days, not distances from today: another today (`NIGHTLY_TODAY`, the day
    /// boundary, midnight) walks the same days.
    @Test func anotherTodayWalksTheSameDays() throws {
        #expect(status().streak == length)
        #expect(status(today: today.adding(days: 1)).streak == length)
        #expect(!status(today: today.adding(days: 1)).written)
        #expect(status(today: today.adding(days: -100)).streak == length - 100)
        #expect(status(today: today.adding(days: 2)).streak == 0)
        #expect(status().streak == length)
        // And what the earlier today kept still answers for the day it moved from.
        try overwriteInPlace(today.adding(days: -5), with: "\n")
        #expect(status(today: today.adding(days: 1)).streak == 5)
    }

    /// Cut short, overwritten, emptied, or made by another version: ignored, and made again.
    @Test(arguments: ["truncated", "garbage", "empty", "other version", "huge counts"])
    func aDamagedCacheIsIgnoredAndMadeAgain(damage: String) throws {
        #expect(status().streak == length)
        var bytes = try [UInt8](Data(contentsOf: cacheURL))
        switch damage {
        case "truncated": bytes.removeLast(10)
        case "garbage": bytes = (0..<bytes.count).map { UInt8(truncatingIfNeeded: $0 &* 31) }
        case "empty": bytes = []
        case "other version": bytes[15] = UInt8(ascii: "1")
        default:
            // The year and record counts after the key, the check time and the index's stamp.
            let counts = bytes.firstIndex(of: 0x0A)! + 1 + 6 * 8
            for index in counts..<(counts + 16) { bytes[index] = 0x7F }
        }
        try Data(bytes).write(to: cacheURL)
        try overwriteInPlace(older, with: "\n")
        #expect(status().streak == 400)
        #expect(StreakCache(journal: journal).records.count == 400)
    }

    /// Cut short by another program while a prompt reads it: the records it can no longer
    /// read are not there (a mapping would have been a SIGBUS).
    @Test func aCacheCutShortWhileReadIsNotACrash() throws {
        #expect(status().streak == length)
        let cache = StreakCache(journal: journal)
        #expect(cache.stamp(of: today.adding(days: -400).dayNumber) != nil)
        try FileHandle(forWritingTo: cacheURL).truncate(atOffset: 100)
        #expect(cache.stamp(of: today.adding(days: -400).dayNumber) == nil)
        #expect(cache.records(in: older.dayNumber...today.dayNumber) == nil)
    }

    /// A journal moved to another folder keeps its files and their stamps: the answer is the
    /// same. A copy has new files: every day is stamped again, and its changes are seen.
    @Test func aMovedOrCopiedJournalIsCountedRight() throws {
        #expect(status().streak == length)
        let moved = Journal(root: folder.appendingPathComponent("moved"))
        try FileManager.default.moveItem(at: root, to: moved.root)
        #expect(status(at: later.addingTimeInterval(1), journal: moved).streak == length)
        let copy = Journal(root: folder.appendingPathComponent("copy"))
        try FileManager.default.copyItem(at: moved.root, to: copy.root)
        try overwriteInPlace(older, with: "\n", in: copy)
        #expect(status(at: later.addingTimeInterval(1), journal: copy).streak == 400)
        #expect(status(at: later.addingTimeInterval(1), journal: moved).streak == length)
    }

    /// A day that is a link leads where its folder's stamp cannot follow: it is always stamped.
    @Test func anOlderDayThatIsALinkIsStampedEveryTime() throws {
        let target = folder.appendingPathComponent("elsewhere.md")
        try Data("Words.\n".utf8).write(to: target)
        let url = journal.url(for: older)
        try FileManager.default.removeItem(at: url)
        try FileManager.default.createSymbolicLink(at: url, withDestinationURL: target)
        #expect(status().streak == length)
        #expect(StreakCache(journal: journal).entry(ofYear: older.year)?.folders == [])
        let handle = try FileHandle(forWritingTo: target)
        try handle.truncate(atOffset: 0)
        try handle.close()
        #expect(status(at: later.addingTimeInterval(1)).streak == 400)
    }

    /// A day found under another layout (a flat file in the journal folder) rests on that
    /// folder too: a file for the day created under the layout read first is seen at once.
    @Test func aDayUnderAnotherLayoutIsSeenWhenOneReadFirstAppears() throws {
        try FileManager.default.removeItem(at: journal.url(for: older))
        try Data("Words.\n".utf8).write(to: root.appendingPathComponent("\(older.iso).md"))
        #expect(status().streak == length)
        #expect(StreakCache(journal: journal).entry(ofYear: older.year)?.folders.count == 2)
        let first = root.appendingPathComponent(EntryLayout.year.relativePath(for: older))
        try Data(Entry.template(for: older).text.utf8).write(to: first)
        #expect(status(at: later.addingTimeInterval(1)).streak == 400)
    }

    /// Under the nested layout (`2025/10/19.md`) a day rests on its month's folder: the year
    /// keeps a stamp for each month folder there was, and a change in any is seen at once.
    @Test func theNestedLayoutsMonthFoldersAreStamped() throws {
        let nested = Journal(root: folder.appendingPathComponent("nested"), layout: .nested)
        try FileManager.default.createDirectory(
            at: nested.root.appendingPathComponent(".git"), withIntermediateDirectories: true)
        for back in 0..<length { try write(today.adding(days: -back), "Words.\n", in: nested) }
        #expect(status(journal: nested).streak == length)
        // 2025's year folder and its six month folders, July to December.
        #expect(StreakCache(journal: nested).entry(ofYear: older.year)?.folders.count == 7)
        try overwriteInPlace(older, with: "\n", in: nested)
        #expect(status(at: later.addingTimeInterval(1), journal: nested).streak == length)
        try FileManager.default.removeItem(at: nested.url(for: older))
        #expect(status(at: later.addingTimeInterval(1), journal: nested).streak == 400)
    }

    /// A file changed in the last ``StreakCache/settling`` seconds may change again within the
    /// same timestamp tick: neither it nor its folder is kept.
    @Test func filesChangedJustNowAreNotKept() throws {
        #expect(status().streak == length)
        try FileManager.default.removeItem(at: journal.url(for: today))
        try write(today, "New words.\n")
        #expect(TodayStatus(journal: journal, today: today).streak == length)
        let cache = StreakCache(journal: journal)
        #expect(cache.stamp(of: today.dayNumber) == nil)
        #expect(cache.stamp(of: today.adding(days: -1).dayNumber) != nil)
        #expect(cache.entry(ofYear: today.year)?.folders == [])
    }

    @Test func otherSectionTitlesDoNotUseTheCache() throws {
        #expect(status().streak == length)
        let retitled = Journal(root: root, titles: SectionTitles([.journal: "Diary"]))
        #expect(StreakCache(journal: retitled).records.isEmpty)
        #expect(StreakCache(journal: journal).records.count == length)
    }

    @Test func aJournalWithoutItsOwnGitFolderKeepsNoCache() throws {
        try FileManager.default.removeItem(at: root.appendingPathComponent(".git"))
        #expect(status().streak == length)
        #expect(!FileManager.default.fileExists(atPath: cacheURL.path))
    }
}
