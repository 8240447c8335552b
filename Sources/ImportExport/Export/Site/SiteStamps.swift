import Foundation
import JournalFormat

/// The stamps an export judges its inputs and its files by, without reading them: `fstatat`
/// through descriptors of the journal's and the site's folders and of the entries' folders in
/// both, opened once, so an entry or a page costs a look-up of its own name. Links are not
/// followed: an entry that is a link has no stamp (it is read and checked on every run), and
/// neither has a site file that is one.
final class SiteStamps: Sendable {
    private let journalFolder: Int32
    private let siteFolder: Int32
    /// Each entries' folder (`2026`, `2026/11`, or `""` for the journal's own) opened in the
    /// journal and in the site; -1 where it cannot be (the site has no such folder yet). Empty
    /// when there are more than ``mostFoldersOpen``: then each file is found from the top.
    private let folders: [(journal: Int32, site: Int32)]
    /// The entries' folders' paths, with a `/` after each but the journal's own.
    private let folderPaths: [String]
    /// Two descriptors a folder: a journal in month folders for 40 years would pass the usual
    /// limit of 1,024 open files.
    static let mostFoldersOpen = 200
    /// Nanoseconds since 1970 on the clock file systems stamp files with, taken before any
    /// entry is looked at (see ``entry(_:)``).
    let start: Int64

    /// - Parameter folders: The entries' folders, relative to the journal, each once.
    init(journal: Journal, site: URL, folders: [String]) {
        var now = timespec()
        #if os(Linux)
            clock_gettime(CLOCK_REALTIME_COARSE, &now)
        #else
            clock_gettime(CLOCK_REALTIME, &now)
        #endif
        start = Self.nanoseconds(now)
        let journalFolder = Foundation.open(journal.root.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        let siteFolder = Foundation.open(site.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        func open(_ folder: String, in parent: Int32) -> Int32 {
            guard parent >= 0 else { return -1 }
            // The site's folders are not followed through links, as nothing is written through one.
            return openat(parent, folder.isEmpty ? "." : folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC | O_NOFOLLOW)
        }
        self.folders =
            folders.count > Self.mostFoldersOpen
            ? [] : folders.map { (open($0, in: journalFolder), open($0, in: siteFolder)) }
        folderPaths = folders.map { $0.isEmpty ? "" : $0 + "/" }
        self.journalFolder = journalFolder
        self.siteFolder = siteFolder
    }

    deinit {
        for descriptor in [journalFolder, siteFolder] + folders.flatMap({ [$0.journal, $0.site] })
        where descriptor >= 0 {
            close(descriptor)
        }
    }

    /// The digest of the entry file at `relativePath`'s stamp (which file it is, its size, its
    /// mode and the times it was written and changed), or `nil` when it is not a regular file
    /// or its stamp cannot be trusted yet.
    ///
    /// A file last changed at or after ``start`` may change again within the same tick of the
    /// file system's clock, after this export read it, and keep its stamp (git's "racily
    /// clean" files): its page is made again by the next run. `start` is read from the coarse
    /// clock the kernel stamps files with, so a change made after it is never stamped before
    /// it. A file system that keeps coarser times (FAT's two seconds, whole milliseconds) is
    /// trusted only two seconds after the change.
    /// - Parameters:
    ///   - folder: The entry's folder, by its place in the folders given at the start.
    ///   - name: The file's name in it.
    func entry(inFolder folder: Int, named name: String) -> UInt64? {
        let found =
            folders.isEmpty
            ? Self.regularFile(folderPaths[folder] + name, in: journalFolder)
            : Self.regularFile(name, in: folders[folder].journal)
        guard let status = found else { return nil }
        let latest = max(Self.nanoseconds(status.st_mtim), Self.nanoseconds(status.st_ctim))
        let coarse = status.st_mtim.tv_nsec % 1_000_000 == 0
        guard latest < start - (coarse ? 2_000_000_000 : 0) else { return nil }
        return Self.digest(status)
    }

    /// The digest of the stamp of the page `name` in the site's copy of the entries' folder
    /// `folder`, `nil` when it is missing or not a regular file.
    func page(inFolder folder: Int, named name: String) -> UInt64? {
        guard !folders.isEmpty else { return siteFile(folderPaths[folder] + name) }
        return Self.regularFile(name, in: folders[folder].site).map(Self.digest)
    }

    /// The digest of the site file at `path`'s stamp, `nil` when it is missing or not a
    /// regular file.
    func siteFile(_ path: String) -> UInt64? {
        guard siteFolder >= 0, let status = Self.regularFile(path, in: siteFolder) else { return nil }
        return Self.digest(status)
    }

    /// The stamp of the running nightly's own executable (which file it is, its size and when
    /// it was written), so that a new build's pages replace an old one's even when the version
    /// it reports is the same. Not its change time: a hard link to it (perf's build-id cache
    /// makes one) is not a new nightly.
    static func executable() -> UInt64 {
        var status = stat()
        // Without /proc, the version alone tells one nightly from another.
        guard stat("/proc/self/exe", &status) == 0 else { return 0 }
        var digest = SiteDigest()
        for field in [
            UInt64(status.st_dev), UInt64(status.st_ino), UInt64(status.st_size),
            UInt64(bitPattern: nanoseconds(status.st_mtim)),
        ] {
            digest.add(field)
        }
        return digest.value
    }

    private static func regularFile(_ path: String, in folder: Int32) -> stat? {
        guard folder >= 0 else { return nil }
        var status = stat()
        guard fstatat(folder, path, &status, AT_SYMLINK_NOFOLLOW) == 0, status.st_mode & S_IFMT == S_IFREG else {
            return nil
        }
        return status
    }

    private static func digest(_ status: stat) -> UInt64 {
        var digest = SiteDigest()
        for field in [
            UInt64(status.st_dev), UInt64(status.st_ino), UInt64(status.st_mode), UInt64(status.st_size),
            UInt64(bitPattern: nanoseconds(status.st_mtim)), UInt64(bitPattern: nanoseconds(status.st_ctim)),
        ] {
            digest.add(field)
        }
        return digest.value
    }

    private static func nanoseconds(_ time: timespec) -> Int64 {
        Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec)
    }
}
