import Foundation

/// The one way nightly writes a file into the journal (an entry, a setup file, a photo): never
/// through a symbolic link that leads out of the folder, and never reading through one what
/// it then writes in.
///
/// A link may come with a `git pull` (`.gitignore -> ../../.bashrc`), so every file nightly
/// writes or appends to is checked on the way from the journal folder to its name: each link
/// there (a year folder, the file itself, dangling or not) must resolve inside the journal.
/// Links that stay inside are followed, as before. The write itself goes to the resolved
/// path, which has no links left, through ``AtomicFile``, whose rename never follows one.
///
/// The check and the write are one: the folder the file goes in is opened from a descriptor of
/// the journal a component at a time with `O_NOFOLLOW`, and the temporary file is created,
/// renamed and flushed in that folder's descriptor. A local process that swaps a folder for a
/// link after the check therefore cannot make nightly write outside: the write is refused,
/// naming the link.
public struct ConfinedWriter: Sendable {
    /// The folder nothing may be written outside of, standardised.
    public let root: URL

    /// Told of each write, with the path it goes to (no links left), before it happens.
    public var watcher: (any WriteWatcher)?

    public init(root: URL, watcher: (any WriteWatcher)? = nil) {
        self.root = root.standardizedFileURL
        self.watcher = watcher
    }

    /// The first symbolic link on the way from ``root`` to `url` that resolves to a place
    /// outside it, with where it leads; `nil` when there is none.
    public func linkLeaving(_ url: URL) -> (link: URL, target: String)? {
        let rootPath = root.path
        let path = url.standardizedFileURL.path
        guard path.hasPrefix(rootPath + "/") else { return nil }
        let inside = ResolvedPath.of(rootPath) ?? rootPath
        var current = root
        for component in path.dropFirst(rootPath.count + 1).split(separator: "/") {
            current.appendPathComponent(String(component))
            var status = stat()
            guard lstat(current.path, &status) == 0, status.st_mode & S_IFMT == S_IFLNK else { continue }
            let target = ResolvedPath.of(current.path) ?? current.path
            if target != inside, !target.hasPrefix(inside + "/") { return (current, target) }
        }
        return nil
    }

    /// Refuses `url` when it is not in ``root`` or a link on the way leads out of it.
    /// - Throws: ``JournalError/linkLeavesJournal(link:target:)``, naming the link, or
    ///   ``JournalError/outsideJournal(path:journal:)``.
    public func requireInside(_ url: URL) throws {
        _ = try resolved(url)
    }

    /// Writes `bytes` to `url` atomically (see ``AtomicFile/write(_:to:)``), creating missing
    /// folders, after ``requireInside(_:)``; nothing is written when that refuses.
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
        let target = try resolved(url)
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
        let inside = ResolvedPath.of(root.path) ?? root.path
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
                let leadsTo = ResolvedPath.of(walked.path) ?? walked.path
                if leadsTo != inside, !leadsTo.hasPrefix(inside + "/") {
                    throw JournalError.linkLeavesJournal(link: Self.displayPath(walked), target: leadsTo)
                }
                throw JournalError.writeFailed(
                    path: url.path, reason: "\(Self.displayPath(walked)) became a symbolic link during the write")
            }
            guard next >= 0 else {
                throw JournalError.writeFailed(path: url.path, reason: "cannot open \(walked.path): \(reason)")
            }
            descriptor = next
        }
        return descriptor
    }

    private func errorText() -> String { String(cString: strerror(errno)) }

    /// The bytes of `url`, `nil` when there is no such file, after ``requireInside(_:)``: a
    /// file read to be written back (a setup file nightly appends to) must not bring in the
    /// bytes of one outside. It is opened without following a link or waiting on a FIFO, and
    /// anything but a regular file is an error.
    public func read(_ url: URL) throws -> [UInt8]? {
        let target = try resolved(url)
        let descriptor = open(target.path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else {
            if errno == ENOENT { return nil }
            throw JournalError.unreadable(path: url.path, reason: String(cString: strerror(errno)))
        }
        var status = stat()
        let isRegular = fstat(descriptor, &status) == 0 && status.st_mode & S_IFMT == S_IFREG
        close(descriptor)
        guard isRegular else { throw JournalError.unreadable(path: url.path, reason: "not a regular file") }
        return try Journal.read(target)
    }

    /// Refuses to write over anything but a regular file (a FIFO, a folder), before a write
    /// waits on it or fails halfway.
    private func requireRegularOrMissing(_ target: URL, named url: URL) throws {
        var status = stat()
        guard lstat(target.path, &status) == 0 else { return }
        guard status.st_mode & S_IFMT == S_IFREG else {
            throw JournalError.writeFailed(path: url.path, reason: "not a regular file; nightly does not write over it")
        }
    }

    /// Where `url` leads, with no links left, once checked.
    private func resolved(_ url: URL) throws -> URL {
        let path = url.standardizedFileURL.path
        if let (link, target) = linkLeaving(url) {
            throw JournalError.linkLeavesJournal(link: Self.displayPath(link), target: target)
        }
        guard let target = ResolvedPath.of(path) else {
            throw JournalError.writeFailed(path: path, reason: "too many symbolic links (a loop)")
        }
        // A path spelt another way (through a link to the journal folder) is fine when it
        // ends up inside it.
        let inside = ResolvedPath.of(root.path) ?? root.path
        guard target.hasPrefix(inside + "/") else {
            throw JournalError.outsideJournal(path: path, journal: root.path)
        }
        return URL(fileURLWithPath: target)
    }

    /// Where `path` really leads once every symbolic link on it is followed, even when its end
    /// does not exist yet or is a dangling link; `nil` for a loop of links.
    public static func resolvedPath(_ path: String) -> String? {
        ResolvedPath.of(path)
    }

    /// `url`'s path relative to the current folder when it is inside it.
    static func displayPath(_ url: URL) -> String {
        let current = FileManager.default.currentDirectoryPath
        let path = url.standardizedFileURL.path
        return path.hasPrefix(current + "/") ? String(path.dropFirst(current.count + 1)) : path
    }
}
