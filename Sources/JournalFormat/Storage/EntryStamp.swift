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
    /// Whether the day's name is a symbolic link (the stamp is of the file it leads to): its
    /// folder's stamp says nothing of where the link leads, so such a day is always stamped.
    public var isLink: Bool

    public init(
        layoutRank: Int, device: UInt64, inode: UInt64, size: Int64, modified: Int64, changed: Int64,
        isLink: Bool = false
    ) {
        self.layoutRank = layoutRank
        self.device = device
        self.inode = inode
        self.size = size
        self.modified = modified
        self.changed = changed
        self.isLink = isLink
    }

    /// The stamp of what `status` says, at layout rank 0.
    public init(_ status: stat, isLink: Bool = false) {
        self.init(
            layoutRank: 0, device: UInt64(status.st_dev), inode: UInt64(status.st_ino), size: Int64(status.st_size),
            modified: Self.nanoseconds(status.st_mtim), changed: Self.nanoseconds(status.st_ctim), isLink: isLink)
    }

    /// The stamp of a name that is not there: a folder's absence is part of what a day's answer
    /// rests on (a file created there would be read first).
    public static let absent = EntryStamp(layoutRank: 0, device: 0, inode: 0, size: 0, modified: 0, changed: 0)

    /// The later of the two times, in nanoseconds since 1970: the last time the file changed.
    public var lastChange: Int64 { max(modified, changed) }

    private static func nanoseconds(_ time: timespec) -> Int64 {
        Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec)
    }
}

/// Takes the stamps of a journal's days and folders: `fstatat` on each path relative to the
/// journal folder, opened once, so a day costs a look-up of two names, not of the whole path.
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
            let path = layout.relativePath(for: date)
            var status = stat()
            guard fstatat(descriptor, path, &status, AT_SYMLINK_NOFOLLOW) == 0 else {
                if errno == ENOENT || errno == ENOTDIR || errno == ELOOP { continue }
                return nil
            }
            var isLink = false
            if status.st_mode & S_IFMT == S_IFLNK {
                // Following the link, as reading does, so the stamp is of what is read.
                isLink = true
                guard fstatat(descriptor, path, &status, 0) == 0 else {
                    if errno == ENOENT || errno == ENOTDIR || errno == ELOOP { continue }
                    return nil
                }
            }
            guard status.st_mode & S_IFMT == S_IFREG else { return nil }
            var stamp = EntryStamp(status, isLink: isLink)
            stamp.layoutRank = rank
            return stamp
        }
        return nil
    }

    /// The stamp of the folder at `relativePath` (`""` for the journal folder), following a
    /// link as reading does: ``EntryStamp/absent`` when nothing is there, `nil` when it is not a
    /// folder or cannot be looked at (then nothing can rest on it).
    public func folderStamp(_ relativePath: String) -> EntryStamp? {
        guard descriptor >= 0 else { return nil }
        var status = stat()
        guard fstatat(descriptor, relativePath.isEmpty ? "." : relativePath, &status, 0) == 0 else {
            return errno == ENOENT || errno == ENOTDIR ? .absent : nil
        }
        guard status.st_mode & S_IFMT == S_IFDIR else { return nil }
        return EntryStamp(status)
    }

    /// The number of layouts a day's file is looked for under: ranks run below it.
    public var layoutCount: Int { journal.layoutPreference.count }

    /// The folders whose names decide which file is read for a day of `year` found under the
    /// layout of `rank` (and so not under any before it), the journal folder as `""`: a file
    /// created, removed or renamed in any of them changes its stamp. Of the nested layout's
    /// month folders, only those in `months` (bit 0 January); one created later changes the
    /// year folder, which is always listed then.
    public func folders(ofYear year: Int, upToRank rank: Int, months: UInt16 = 0xFFF) -> [String] {
        // As EntryLayout's paths name them, without a date to format: a prompt asks for each
        // year of the streak.
        let digits = String(year)
        let yearFolder = String(repeating: "0", count: max(0, 4 - digits.count)) + digits
        var folders: [String] = []
        for layout in journal.layoutPreference.prefix(rank + 1) {
            switch layout {
            case .flat: folders.append("")
            case .year: folders.append(yearFolder)
            case .nested:
                folders.append(yearFolder)
                for month in 1...12 where months & (1 << (month - 1)) != 0 {
                    folders.append(yearFolder + (month < 10 ? "/0" : "/") + String(month))
                }
            }
        }
        var seen: Set<String> = []
        return folders.filter { seen.insert($0).inserted }
    }
}
