import Foundation
import JournalFormat

/// The days of the current streak that `nightly status` found written, each with its file's
/// ``EntryStamp``, kept between prompts in the journal's git folder (`.git/nightly-streak`,
/// never committed nor synced). A day whose file still has its stamp is written without being
/// read; any other is read again. So an unbroken streak of years costs a `stat` a day, not a
/// read and a parse, and a change to any of its days, by nightly or an editor, is seen.
///
/// What decides "written" besides the bytes (the section titles and the layout looked under
/// first) is the cache's key: a cache made under other settings is not used. A file changed
/// in the last ``settling`` seconds is not kept, so a write within the same timestamp tick as
/// the stamp cannot go unseen (git's "racily clean" entries). The cache is only ever a
/// shortcut: one that cannot be read or written is ignored, and a journal that is not a
/// git work tree's top folder has none.
struct StreakCache: Sendable {
    static let fileName = "nightly-streak"
    /// Seconds a file must have been left alone for its stamp to be kept.
    static let settling: Int64 = 2

    /// A written day (its day number) and its file's stamp.
    struct Record: Sendable, Equatable {
        var day: Int
        var stamp: EntryStamp
    }

    /// The written days, latest first, as the walk back from today meets them: a day is found
    /// by its distance from the first, with no table to build on every prompt.
    private(set) var records: [Record] = []

    /// Written days by day number.
    var days: [Int: EntryStamp] { Dictionary(records.map { ($0.day, $0.stamp) }) { first, _ in first } }
    private let url: URL?
    private let key: [UInt8]

    /// Whether the journal has a place for the cache (a git folder of its own).
    var isKept: Bool { url != nil }

    /// The cache of `journal`, empty when there is none or it was made under other settings.
    init(journal: Journal) {
        let titles = journal.sectionTitles.configured.map { "\($0.key.rawValue)=\($0.value)" }.sorted()
        key = Array("nightly-streak 1 \(journal.layout.rawValue) \(titles)\n".utf8)
        let git = journal.root.appendingPathComponent(".git")
        var status = stat()
        guard lstat(git.path, &status) == 0, status.st_mode & S_IFMT == S_IFDIR else {
            url = nil
            return
        }
        url = git.appendingPathComponent(Self.fileName)
        guard let url, let bytes = try? Journal.read(url), bytes.starts(with: key) else { return }
        records = Self.decode(bytes[key.count...])
    }

    /// The stamp kept for `day`, if any.
    func stamp(of day: Int) -> EntryStamp? {
        guard let first = records.first else { return nil }
        let offset = first.day - day
        if offset >= 0, offset < records.count, records[offset].day == day { return records[offset].stamp }
        // A cache with a gap (a day changed too lately to be kept): search it.
        var low = 0
        var high = records.count
        while low < high {
            let middle = (low + high) / 2
            if records[middle].day > day { low = middle + 1 } else { high = middle }
        }
        return low < records.count && records[low].day == day ? records[low].stamp : nil
    }

    /// Whether `stamp` may be kept at `now` (nanoseconds since 1970).
    static func isSettled(_ stamp: EntryStamp, now: Int64) -> Bool {
        now - max(stamp.changed, stamp.modified) >= settling * 1_000_000_000
    }

    /// Replaces the cache with `days`.
    func save(_ days: [Int: EntryStamp]) {
        save(days.map { Record(day: $0.key, stamp: $0.value) }.sorted { $0.day > $1.day })
    }

    /// Replaces the cache with `newRecords` (latest first), when they differ from what it held.
    /// The file is written to a temporary name and renamed, without a flush: a cache lost in a
    /// power cut is rebuilt.
    func save(_ newRecords: [Record]) {
        guard let url, newRecords != records else { return }
        var bytes = key
        bytes.reserveCapacity(key.count + newRecords.count * Self.fieldsPerDay * 8)
        for record in newRecords {
            let stamp = record.stamp
            for field in [
                Int64(record.day), Int64(stamp.layoutRank), Int64(bitPattern: stamp.device),
                Int64(bitPattern: stamp.inode),
                stamp.size, stamp.modified, stamp.changed,
            ] {
                withUnsafeBytes(of: field.littleEndian) { bytes.append(contentsOf: $0) }
            }
        }
        let temporary = url.path + ".\(getpid()).tmp"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { return }
        let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        close(descriptor)
        if written != bytes.count || rename(temporary, url.path) != 0 { unlink(temporary) }
    }

    private static let fieldsPerDay = 7

    /// The records after the key: seven little-endian 64-bit fields a day. A short last record
    /// (a cache cut off) is dropped.
    private static func decode(_ bytes: ArraySlice<UInt8>) -> [Record] {
        let record = fieldsPerDay * 8
        var days: [Record] = []
        days.reserveCapacity(bytes.count / record)
        bytes.withUnsafeBytes { raw in
            var offset = 0
            while offset + record <= raw.count {
                func field(_ index: Int) -> Int64 {
                    Int64(littleEndian: raw.loadUnaligned(fromByteOffset: offset + index * 8, as: Int64.self))
                }
                let stamp = EntryStamp(
                    layoutRank: Int(field(1)), device: UInt64(bitPattern: field(2)),
                    inode: UInt64(bitPattern: field(3)), size: field(4), modified: field(5), changed: field(6))
                days.append(Record(day: Int(field(0)), stamp: stamp))
                offset += record
            }
        }
        return days
    }
}
