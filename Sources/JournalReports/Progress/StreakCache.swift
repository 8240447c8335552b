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
struct StreakCache {
    static let fileName = "nightly-streak"
    /// Seconds a file must have been left alone for its stamp to be kept.
    static let settling: Int64 = 2

    /// Written days by day number.
    var days: [Int: EntryStamp] = [:]
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
        days = Self.decode(bytes[key.count...])
    }

    /// Whether `stamp` may be kept at `now` (nanoseconds since 1970).
    static func isSettled(_ stamp: EntryStamp, now: Int64) -> Bool {
        now - max(stamp.changed, stamp.modified) >= settling * 1_000_000_000
    }

    /// Replaces the cache with `days`, when they differ from what it held. The file is written
    /// to a temporary name and renamed, without a flush: a cache lost in a power cut is rebuilt.
    func save(_ newDays: [Int: EntryStamp]) {
        guard let url, newDays != days else { return }
        var bytes = key
        bytes.reserveCapacity(key.count + newDays.count * Self.fieldsPerDay * 8)
        for (day, stamp) in newDays.sorted(by: { $0.key > $1.key }) {
            for field in [
                Int64(day), Int64(stamp.layoutRank), Int64(bitPattern: stamp.device), Int64(bitPattern: stamp.inode),
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
    private static func decode(_ bytes: ArraySlice<UInt8>) -> [Int: EntryStamp] {
        let record = fieldsPerDay * 8
        var days: [Int: EntryStamp] = [:]
        days.reserveCapacity(bytes.count / record)
        bytes.withUnsafeBytes { raw in
            var offset = 0
            while offset + record <= raw.count {
                func field(_ index: Int) -> Int64 {
                    Int64(littleEndian: raw.loadUnaligned(fromByteOffset: offset + index * 8, as: Int64.self))
                }
                days[Int(field(0))] = EntryStamp(
                    layoutRank: Int(field(1)), device: UInt64(bitPattern: field(2)),
                    inode: UInt64(bitPattern: field(3)), size: field(4), modified: field(5), changed: field(6))
                offset += record
            }
        }
        return days
    }
}
