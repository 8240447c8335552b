import Foundation
import JournalFormat

/// What `nightly status` found of the current streak, kept between prompts in the journal's git
/// folder (`.git/nightly-streak`, never committed nor synced), so that a streak of years is
/// neither read nor stamped a day at a time on every prompt.
///
/// It holds three things, each answering for one way a day's answer can change:
/// - every written day of the streak with its file's ``EntryStamp`` (inode, size, nanosecond
///   mtime and ctime, as git's index keeps its files): a day whose file still has its stamp is
///   written without being read;
/// - for each year of the streak, the stamps of the folders its days' files are found in
///   (``Year``): a file created, removed or renamed in a folder (how nightly, git and most
///   editors write) changes the folder's stamp, so while they hold, no day of the year has
///   another file, and its days need not be stamped one by one;
/// - when every day was last stamped (``checked``), and the stamp of the git index then: an
///   editor that writes a file in place changes the file and not its folder, so a year is
///   believed from its folders only for ``trustedFor`` seconds after every day was stamped, and
///   not at all once git's index has changed (nightly commits every change it makes, from its
///   editor too). The last ``recentDays`` days, the ones still edited, are always stamped.
///
/// What decides "written" besides the bytes (the section titles and the layout looked under
/// first) is the cache's key: a cache made under other settings is not used. A stamp changed in
/// the last ``settling`` seconds is not kept, so a write within the same timestamp tick as the
/// stamp cannot go unseen (git's "racily clean" entries). The cache is only ever a shortcut:
/// one that cannot be read, is cut short or does not add up is ignored, one that cannot be
/// written is not, and a journal that is not a git work tree's top folder has none.
final class StreakCache: @unchecked Sendable {  // Immutable once made; pread keeps no offset.
    static let fileName = "nightly-streak"
    /// Seconds a file must have been left alone for its stamp to be kept.
    static let settling: Int64 = 2
    /// Seconds after stamping every day during which a year whose folders are unchanged is
    /// believed without stamping its days: the longest an older day emptied in place by an
    /// editor outside nightly, with no commit since, goes unseen.
    static let trustedFor: Int64 = 60
    /// The days back from today that are always stamped, whatever their folders say.
    static let recentDays = 31

    /// A written day (its day number) and its file's stamp.
    struct Record: Sendable, Equatable {
        var day: Int
        var stamp: EntryStamp
    }

    /// A year of the streak: every day from `low` to `high` has a ``Record``; `folders` are the
    /// stamps of ``EntryStamper/folders(ofYear:upToRank:months:)`` for `rank` (the highest
    /// layout rank among its days) and `months` (the nested layout's month folders there
    /// were), empty when the year cannot be believed from its folders (a folder changed too
    /// lately, a day that is a link or was changed too lately to be kept).
    struct Year: Sendable, Equatable {
        var year: Int
        var low: Int
        var high: Int
        var rank: Int
        var months: UInt16
        var folders: [EntryStamp]
    }

    /// When every day was last stamped (nanoseconds since 1970, `Int64.min` for never) and
    /// the git index's stamp then.
    struct Header: Sendable, Equatable {
        var checked: Int64
        var index: EntryStamp
    }

    private(set) var header = Header(checked: .min, index: .absent)
    /// Latest first.
    private(set) var years: [Year] = []
    private let url: URL?
    private let key: [UInt8]
    /// The open file, whose records (latest first) are read only where asked for: with
    /// `pread`, not a mapping, so a file cut short by another program while it is read is an
    /// error to ignore, not a SIGBUS.
    private var descriptor: Int32 = -1
    private var recordsOffset = 0
    /// The day of the first (latest) record, from which the others are found by distance.
    private var latestDay = 0
    /// The records' bytes, once ``readAllRecords()`` has read them.
    private var allRecords: [UInt8]?
    private(set) var recordCount = 0

    /// Whether the journal has a place for the cache (a git folder of its own).
    var isKept: Bool { url != nil }

    /// The cache of `journal`, empty when there is none, it was made under other settings or
    /// does not add up.
    init(journal: Journal) {
        let titles = journal.sectionTitles.configured.map { "\($0.key.rawValue)=\($0.value)" }.sorted()
        key = Array("nightly-streak 2 \(journal.layout.rawValue) \(titles)\n".utf8)
        let git = journal.root.appendingPathComponent(".git")
        var status = stat()
        guard lstat(git.path, &status) == 0, status.st_mode & S_IFMT == S_IFDIR else {
            url = nil
            return
        }
        url = git.appendingPathComponent(Self.fileName)
        load()
    }

    deinit {
        if descriptor >= 0 { close(descriptor) }
    }

    /// The git index's stamp now: ``EntryStamp/absent`` when there is none.
    func indexStamp() -> EntryStamp {
        guard let url else { return .absent }
        var status = stat()
        let path = url.deletingLastPathComponent().appendingPathComponent("index").path
        return stat(path, &status) == 0 ? EntryStamp(status) : .absent
    }

    /// The year entry of `year`.
    func entry(ofYear year: Int) -> Year? {
        // Latest first, and a streak's years are consecutive: found by distance, else searched.
        if let first = years.first, first.year - year >= 0, first.year - year < years.count,
            years[first.year - year].year == year
        {
            return years[first.year - year]
        }
        return years.first { $0.year == year }
    }

    /// The stamp kept for `day`, if any.
    func stamp(of day: Int) -> EntryStamp? {
        guard let index = index(of: day) else { return nil }
        return record(at: index)?.stamp
    }

    /// The records of the days in `days`, latest first, when the cache holds every one of them.
    func records(in days: ClosedRange<Int>) -> [Record]? {
        guard let top = index(of: days.upperBound), top + days.count <= recordCount else { return nil }
        let found = (top..<(top + days.count)).compactMap(record(at:))
        return found.count == days.count && found.last?.day == days.lowerBound ? found : nil
    }

    /// Every record, latest first (what a test reads of the cache).
    var records: [Record] { (0..<recordCount).compactMap(record(at:)) }

    /// The first and last day kept, latest first.
    var span: (latest: Int, earliest: Int)? {
        guard recordCount > 0, let earliest = dayAt(recordCount - 1) else { return nil }
        return (latestDay, earliest)
    }

    /// Whether `stamp` may be kept at `now` (nanoseconds since 1970).
    static func isSettled(_ stamp: EntryStamp, now: Int64) -> Bool {
        now - stamp.lastChange >= settling * 1_000_000_000
    }

    /// Replaces the cache. The file is written to a temporary name and renamed, without a
    /// flush: a cache lost in a power cut is rebuilt.
    func save(header: Header, years: [Year], records: [Record]) {
        guard let url else { return }
        var bytes = key
        bytes.reserveCapacity(key.count + 64 + years.count * 128 + records.count * Self.recordSize)
        func append(_ field: Int64) { withUnsafeBytes(of: field.littleEndian) { bytes.append(contentsOf: $0) } }
        func append(_ stamp: EntryStamp) {
            for field in Self.fields(of: stamp) { append(field) }
        }
        append(header.checked)
        append(header.index)
        append(Int64(years.count))
        append(Int64(records.count))
        for year in years {
            for field in [year.year, year.low, year.high, year.rank, Int(year.months), year.folders.count] {
                append(Int64(field))
            }
            year.folders.forEach(append)
        }
        for record in records {
            append(Int64(record.day))
            append(Int64(record.stamp.layoutRank))
            append(record.stamp)
            append(record.stamp.isLink ? 1 : 0)
        }
        let temporary = url.path + ".\(getpid()).tmp"
        let file = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        guard file >= 0 else { return }
        let written = bytes.withUnsafeBytes { write(file, $0.baseAddress, $0.count) }
        close(file)
        if written != bytes.count || rename(temporary, url.path) != 0 { unlink(temporary) }
    }

    // MARK: The file

    /// Eight fields of eight bytes: day, layout rank, the stamp's five, whether it is a link.
    private static let recordSize = 8 * 8

    private static func fields(of stamp: EntryStamp) -> [Int64] {
        [Int64(bitPattern: stamp.device), Int64(bitPattern: stamp.inode), stamp.size, stamp.modified, stamp.changed]
    }

    /// Opens the file and reads its header and years; leaves the cache empty when the key
    /// differs or the parts do not add up to the file's size.
    private func load() {
        guard let url else { return }
        let file = open(url.path, O_RDONLY | O_CLOEXEC)
        guard file >= 0 else { return }
        var status = stat()
        // The header, and at most 16 folders a year for as many years as it says.
        let headerSize = key.count + 8 * 8
        guard fstat(file, &status) == 0, status.st_size >= headerSize,
            let start = Self.read(file, at: 0, count: headerSize),
            start.starts(with: key)
        else {
            close(file)
            return
        }
        let yearCount = Int(Self.field(start, at: key.count + 6 * 8))
        let size = Int(status.st_size)
        let prefix = min(size, headerSize + max(0, min(yearCount, 100_000)) * (6 + 16 * 5) * 8)
        guard let bytes = Self.read(file, at: 0, count: prefix),
            let parsed = bytes.withUnsafeBytes({ Self.parse($0, from: key.count) }),
            parsed.recordCount <= size / Self.recordSize,
            parsed.recordsOffset + parsed.recordCount * Self.recordSize == size
        else {
            close(file)
            return
        }
        descriptor = file
        header = parsed.header
        years = parsed.years
        recordsOffset = parsed.recordsOffset
        recordCount = parsed.recordCount
        if recordCount > 0 { latestDay = dayAt(0) ?? 0 }
    }

    /// `count` bytes of `file` from `offset`, or nil when fewer are there.
    private static func read(_ file: Int32, at offset: Int, count: Int) -> [UInt8]? {
        var bytes = [UInt8](repeating: 0, count: count)
        let got = bytes.withUnsafeMutableBytes { pread(file, $0.baseAddress, count, off_t(offset)) }
        return got == count ? bytes : nil
    }

    private static func field(_ bytes: [UInt8], at offset: Int) -> Int64 {
        bytes.withUnsafeBytes { Int64(littleEndian: $0.loadUnaligned(fromByteOffset: offset, as: Int64.self)) }
    }

    private static func parse(
        _ raw: UnsafeRawBufferPointer, from start: Int
    ) -> (header: Header, years: [Year], recordsOffset: Int, recordCount: Int)? {
        var offset = start
        func field() -> Int64? {
            guard offset + 8 <= raw.count else { return nil }
            defer { offset += 8 }
            return Int64(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: Int64.self))
        }
        func stamp() -> EntryStamp? {
            guard let device = field(), let inode = field(), let size = field(), let modified = field(),
                let changed = field()
            else { return nil }
            return EntryStamp(
                layoutRank: 0, device: UInt64(bitPattern: device), inode: UInt64(bitPattern: inode), size: size,
                modified: modified, changed: changed)
        }
        guard let checked = field(), let index = stamp(), let yearCount = field(), let recordCount = field(),
            (0...100_000).contains(yearCount), recordCount >= 0, recordCount <= Int64(Int.max / recordSize)
        else { return nil }
        var years: [Year] = []
        for _ in 0..<yearCount {
            guard let year = field(), let low = field(), let high = field(), let rank = field(), let months = field(),
                let count = field(), low <= high, (0...16).contains(count), (0...0xFFF).contains(months)
            else { return nil }
            var folders: [EntryStamp] = []
            for _ in 0..<count {
                guard let folder = stamp() else { return nil }
                folders.append(folder)
            }
            years.append(
                Year(
                    year: Int(year), low: Int(low), high: Int(high), rank: Int(rank), months: UInt16(months),
                    folders: folders))
        }
        return (Header(checked: checked, index: index), years, offset, Int(recordCount))
    }

    /// Reads every record at once, for a walk that looks at every day (one read, not two a day).
    func readAllRecords() {
        guard recordCount > 0, allRecords == nil else { return }
        allRecords = Self.read(descriptor, at: recordsOffset, count: recordCount * Self.recordSize)
    }

    /// `count` bytes of the records from `offset` into them: from memory once all are read.
    private func recordBytes(at offset: Int, count: Int) -> [UInt8]? {
        if let allRecords {
            return offset + count <= allRecords.count ? Array(allRecords[offset..<(offset + count)]) : nil
        }
        return Self.read(descriptor, at: recordsOffset + offset, count: count)
    }

    /// The record at `index`; nil when the file can no longer be read there.
    private func record(at index: Int) -> Record? {
        guard let bytes = recordBytes(at: index * Self.recordSize, count: Self.recordSize) else { return nil }
        func field(_ number: Int) -> Int64 { Self.field(bytes, at: number * 8) }
        let stamp = EntryStamp(
            layoutRank: Int(field(1)), device: UInt64(bitPattern: field(2)), inode: UInt64(bitPattern: field(3)),
            size: field(4), modified: field(5), changed: field(6), isLink: field(7) != 0)
        return Record(day: Int(field(0)), stamp: stamp)
    }

    private func dayAt(_ index: Int) -> Int? {
        if let allRecords {
            let offset = index * Self.recordSize
            guard offset + 8 <= allRecords.count else { return nil }
            return allRecords.withUnsafeBytes {
                Int(Int64(littleEndian: $0.loadUnaligned(fromByteOffset: offset, as: Int64.self)))
            }
        }
        return recordBytes(at: index * Self.recordSize, count: 8).map { Int(Self.field($0, at: 0)) }
    }

    /// The index of `day`'s record: found by its distance from the latest, and searched for
    /// past a gap (a day changed too lately to be kept).
    private func index(of day: Int) -> Int? {
        guard recordCount > 0 else { return nil }
        let offset = latestDay - day
        if offset >= 0, offset < recordCount, dayAt(offset) == day { return offset }
        var low = 0
        var high = recordCount
        while low < high {
            let middle = (low + high) / 2
            guard let found = dayAt(middle) else { return nil }
            if found > day { low = middle + 1 } else { high = middle }
        }
        return low < recordCount && dayAt(low) == day ? low : nil
    }
}
