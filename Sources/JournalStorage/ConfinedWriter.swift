import Foundation
import JournalFormat

/// The one way nightly writes a file into the journal (an entry, a setup file, a photo): never
/// through a symbolic link that leads out of the folder, and never reading through one what
/// it then writes in. Every path is first checked against the journal's bounds
/// (``ConfinedPaths``: each link on the way from the journal folder to the name, a year folder
/// or the file itself, dangling or not, must resolve inside the journal); the write itself goes
/// to the resolved path, which has no links left, through ``AtomicFile``, whose rename never
/// follows one.
///
/// The check and the write are one: the folder the file goes in is opened from a descriptor of
/// the journal a component at a time with `O_NOFOLLOW`, and the temporary file is created,
/// renamed and flushed in that folder's descriptor. A local process that swaps a folder for a
/// link after the check therefore cannot make nightly write outside: the write is refused,
/// naming the link.
///
/// Only the transaction's library (JournalChanges, and JournalGit's logged writer beneath it)
/// imports it, with `@_spi(JournalWrites)`.
@_spi(JournalWrites)
public struct ConfinedWriter: Sendable {
    /// The bounds every write is checked against.
    public let paths: ConfinedPaths

    /// The folder nothing may be written outside of, standardised.
    public var root: URL { paths.root }

    /// Told of each write, with the path it goes to (no links left), before it happens.
    public var watcher: (any WriteWatcher)?

    public init(root: URL, watcher: (any WriteWatcher)? = nil) {
        self.paths = ConfinedPaths(root: root)
        self.watcher = watcher
    }

    /// The bytes of `url` read through the bounds (see ``ConfinedPaths/read(_:)``).
    public func read(_ url: URL) throws -> [UInt8]? { try paths.read(url) }

    /// Writes `bytes` to `url` atomically (see ``AtomicFile/write(_:to:)``), creating missing
    /// folders, after ``ConfinedPaths/requireInside(_:)``; nothing is written when that refuses.
    @discardableResult
    public func write(_ bytes: [UInt8], to url: URL) throws -> AtomicFile.Outcome {
        try write(pieces: [bytes[...]], to: url)
    }

    /// Writes `bytes` with `splice` made, as ``write(_:to:)`` writes.
    @discardableResult
    public func write(_ bytes: [UInt8], splicing splice: ByteSplice, to url: URL) throws -> AtomicFile.Outcome {
        let pieces = [bytes[..<splice.range.lowerBound], splice.bytes[...], bytes[splice.range.upperBound...]]
        return try write(pieces: pieces, to: url)
    }

    /// Called between the check of the path and the write; tests swap a folder for a link here.
    nonisolated(unsafe) static var betweenCheckAndWrite: ((URL) -> Void)?

    /// Checks `url`, then writes `pieces` through descriptors opened beneath the journal.
    private func write(pieces: [ArraySlice<UInt8>], to url: URL) throws -> AtomicFile.Outcome {
        let target = try paths.resolved(url)
        try requireRegularOrMissing(target, named: url)
        let ownLinks = try watcher?.willWrite(pieces, to: target) ?? 0
        try AtomicFile.createFolders(target.deletingLastPathComponent().path, reportingFor: target.path)
        Self.betweenCheckAndWrite?(target)
        let folder = try openFolder(of: target, named: url)
        defer { close(folder) }
        var outcome = try AtomicFile.write(
            pieces: pieces, named: target.lastPathComponent, inFolder: folder, reportingFor: target.path)
        outcome.otherHardLinks = max(0, outcome.otherHardLinks - ownLinks)
        return outcome
    }

    /// Opens the folder `target` goes in (a path with no links, inside the journal) from a
    /// descriptor of the journal, one component at a time, never following a link: one that
    /// appeared since the check is refused by name.
    private func openFolder(of target: URL, named url: URL) throws -> Int32 {
        let inside = ConfinedPaths.resolvedPath(root.path) ?? root.path
        var descriptor = open(inside, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw JournalError.writeFailed(path: url.path, reason: "cannot open \(inside): \(errorText())")
        }
        var walked = root
        for component in target.deletingLastPathComponent().path.dropFirst(inside.count).split(separator: "/") {
            let name = String(component)
            walked.appendPathComponent(name)
            var next = openat(descriptor, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
            if next < 0, errno == ENOENT, mkdirat(descriptor, name, 0o700) == 0 || errno == EEXIST {
                next = openat(descriptor, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
            }
            let reason = errorText()
            var status = stat()
            let isLink =
                next < 0 && fstatat(descriptor, name, &status, AT_SYMLINK_NOFOLLOW) == 0
                && status.st_mode & S_IFMT == S_IFLNK
            close(descriptor)
            if isLink {
                let leadsTo = ConfinedPaths.resolvedPath(walked.path) ?? walked.path
                if leadsTo != inside, !leadsTo.hasPrefix(inside + "/") {
                    throw JournalError.linkLeavesJournal(link: ConfinedPaths.displayPath(walked), target: leadsTo)
                }
                throw JournalError.writeFailed(
                    path: url.path,
                    reason: "\(ConfinedPaths.displayPath(walked)) became a symbolic link during the write")
            }
            guard next >= 0 else {
                throw JournalError.writeFailed(path: url.path, reason: "cannot open \(walked.path): \(reason)")
            }
            descriptor = next
        }
        return descriptor
    }

    private func errorText() -> String { String(cString: strerror(errno)) }

    /// Refuses to write over anything but a regular file (a FIFO, a folder), before a write
    /// waits on it or fails halfway.
    private func requireRegularOrMissing(_ target: URL, named url: URL) throws {
        var status = stat()
        guard lstat(target.path, &status) == 0 else { return }
        guard status.st_mode & S_IFMT == S_IFREG else {
            throw JournalError.writeFailed(path: url.path, reason: "not a regular file; nightly does not write over it")
        }
    }
}
