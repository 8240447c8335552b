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
final class StreakCache: @unchecked Sendable {  // Immutable once made; the mapping is read-only.
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
    /// The records, latest first, read from the mapped file only where asked for.
    private var mapping: (base: UnsafeRawPointer, size: Int)?
    private var recordsOffset = 0
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
        map()
    }

    deinit {
        if let mapping { munmap(UnsafeMutableRawPointer(mutating: mapping.base), mapping.size) }
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
        return record(at: index).stamp
    }

    /// The records of the days in `days`, latest first, when the cache holds every one of them.
    func records(in days: ClosedRange<Int>) -> [Record]? {
        guard let top = index(of: days.upperBound), top + days.count <= recordCount else { return nil }
        let found = (top..<(top + days.count)).map(record(at:))
        return found.last?.day == days.lowerBound ? found : nil
    }

    /// Every record, latest first (what a test reads of the cache).
    var records: [Record] { (0..<recordCount).map(record(at:)) }

    /// The first and last day kept, latest first.
    var span: (latest: Int, earliest: Int)? {
        recordCount == 0 ? nil : (record(at: 0).day, record(at: recordCount - 1).day)
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
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { return }
        let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        close(descriptor)
        if written != bytes.count || rename(temporary, url.path) != 0 { unlink(temporary) }
    }

    // MARK: The file

    /// Eight fields of eight bytes: day, layout rank, the stamp's five, whether it is a link.
    private static let recordSize = 8 * 8

    private static func fields(of stamp: EntryStamp) -> [Int64] {
        [Int64(bitPattern: stamp.device), Int64(bitPattern: stamp.inode), stamp.size, stamp.modified, stamp.changed]
    }

    /// Maps the file and reads its header and years; leaves the cache empty when the key
    /// differs or the parts do not add up to the file's size.
    private func map() {
        guard let url else { return }
        let descriptor = open(url.path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_size > key.count else { return }
        let size = Int(status.st_size)
        guard let base = mmap(nil, size, PROT_READ, MAP_PRIVATE, descriptor, 0), base != MAP_FAILED else { return }
        let raw = UnsafeRawBufferPointer(start: base, count: size)
        guard raw.starts(with: key), let parsed = Self.parse(raw, from: key.count),
            parsed.recordsOffset + parsed.recordCount * Self.recordSize == size
        else {
            munmap(base, size)
            return
        }
        mapping = (UnsafeRawPointer(base), size)
        header = parsed.header
        years = parsed.years
        recordsOffset = parsed.recordsOffset
        recordCount = parsed.recordCount
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
            (0...100_000).contains(yearCount), recordCount >= 0, recordCount <= raw.count / recordSize
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

    private func record(at index: Int) -> Record {
        let base = mapping!.base + recordsOffset + index * Self.recordSize
        func field(_ number: Int) -> Int64 {
            Int64(littleEndian: base.loadUnaligned(fromByteOffset: number * 8, as: Int64.self))
        }
        let stamp = EntryStamp(
            layoutRank: Int(field(1)), device: UInt64(bitPattern: field(2)), inode: UInt64(bitPattern: field(3)),
            size: field(4), modified: field(5), changed: field(6), isLink: field(7) != 0)
        return Record(day: Int(field(0)), stamp: stamp)
    }

    /// The index of `day`'s record: found by its distance from the latest, and searched for
    /// past a gap (a day changed too lately to be kept).
    private func index(of day: Int) -> Int? {
        guard recordCount > 0 else { return nil }
        func dayAt(_ index: Int) -> Int {
            Int(
                Int64(
                    littleEndian: mapping!.base.loadUnaligned(
                        fromByteOffset: recordsOffset + index * Self.recordSize, as: Int64.self)))
        }
        let offset = dayAt(0) - day
        if offset >= 0, offset < recordCount, dayAt(offset) == day { return offset }
        var low = 0
        var high = recordCount
        while low < high {
            let middle = (low + high) / 2
            if dayAt(middle) > day { low = middle + 1 } else { high = middle }
        }
        return low < recordCount && dayAt(low) == day ? low : nil
    }
}
