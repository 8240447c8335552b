import Foundation

/// The journal folder's bounds: which paths stay inside it, through symbolic links. Every file
/// nightly reads to write back, and every file it writes (JournalStorage's ``ConfinedWriter``
/// is built on this), is checked here first.
///
/// A link may come with a `git pull` (`.gitignore -> ../../.bashrc`), so each link on the way
/// from the journal folder to a name (a year folder, the file itself, dangling or not) must
/// resolve inside the journal. Links that stay inside are followed.
public struct ConfinedPaths: Sendable {
    /// The folder nothing may be read from or written outside of, standardised.
    public let root: URL

    public init(root: URL) {
        self.root = root.standardizedFileURL
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

    /// Where `url` leads, with no links left, once checked: the path a write goes to.
    /// - Throws: as ``requireInside(_:)``, and for a loop of links.
    public func resolved(_ url: URL) throws -> URL {
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
    public static func displayPath(_ url: URL) -> String {
        let current = FileManager.default.currentDirectoryPath
        let path = url.standardizedFileURL.path
        return path.hasPrefix(current + "/") ? String(path.dropFirst(current.count + 1)) : path
    }
}
