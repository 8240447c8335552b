import Foundation

/// What stat(2) says of a day's file, without reading it: which file it is (the layout it was
/// found under, its device and inode), its size and the times it was last written and changed.
/// A file whose stamp is unchanged holds the bytes it held when the stamp was taken, as git's
/// index assumes of the files it tracks; `nightly status` keeps the stamps of a streak's days
/// (`StreakCache`) so that a long streak is not read again on every prompt.
public struct EntryStamp: Sendable, Equatable {
    /// The file's place among the layouts ``Journal/url(for:)`` looks under, in its order.
    public var layoutRank: Int
    public var device: UInt64
    public var inode: UInt64
    public var size: Int64
    /// Nanoseconds since 1970 of the last write (`st_mtim`) and of the last change of the
    /// file or its inode (`st_ctim`, which no program can set back).
    public var modified: Int64
    public var changed: Int64

    public init(layoutRank: Int, device: UInt64, inode: UInt64, size: Int64, modified: Int64, changed: Int64) {
        self.layoutRank = layoutRank
        self.device = device
        self.inode = inode
        self.size = size
        self.modified = modified
        self.changed = changed
    }
}

/// Takes the stamps of a journal's days: `fstatat` on each day's path relative to the journal
/// folder, opened once, so a day costs a look-up of two names, not of the whole path.
public final class EntryStamper: Sendable {
    private let journal: Journal
    private let descriptor: Int32

    public init(_ journal: Journal) {
        self.journal = journal
        descriptor = open(journal.root.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    }

    deinit { if descriptor >= 0 { close(descriptor) } }

    /// The stamp of the file ``Journal/isWritten(_:)`` would read for `date`; `nil` when the
    /// day has no file, or the first name found is not a regular file (then only reading tells).
    public func stamp(of date: EntryDate) -> EntryStamp? {
        guard descriptor >= 0 else { return nil }
        for (rank, layout) in journal.layoutPreference.enumerated() {
            var status = stat()
            // Following a link, as reading does, so the stamp is of what is read.
            guard fstatat(descriptor, layout.relativePath(for: date), &status, 0) == 0 else {
                if errno == ENOENT || errno == ENOTDIR || errno == ELOOP { continue }
                return nil
            }
            guard status.st_mode & S_IFMT == S_IFREG else { return nil }
            return EntryStamp(
                layoutRank: rank, device: UInt64(status.st_dev), inode: UInt64(status.st_ino),
                size: Int64(status.st_size), modified: Self.nanoseconds(status.st_mtim),
                changed: Self.nanoseconds(status.st_ctim))
        }
        return nil
    }

    private static func nanoseconds(_ time: timespec) -> Int64 {
        Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec)
    }
}
