import Foundation

/// Reads entry files by their path relative to the journal folder, through one descriptor of
/// that folder opened once: a report that reads thousands of files builds no `URL` and makes no
/// `stat` per file, only `openat`, `read` until the end, and `close`, as a C reader would.
public final class EntryFileReader: Sendable {
    private let root: URL
    private let descriptor: Int32

    /// Opens `journal`'s folder; when it cannot be opened, every read takes the slow path of
    /// ``Journal/read(_:)`` and reports its error.
    public init(_ journal: Journal) {
        root = journal.root
        descriptor = open(journal.root.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    }

    deinit { if descriptor >= 0 { close(descriptor) } }

    /// The bytes of `file`.
    /// - Throws: ``JournalError/unreadable(path:reason:)``, with the same reasons as
    ///   ``Journal/read(_:)``.
    public func read(_ file: EntryFile) throws -> [UInt8] {
        let fileDescriptor = descriptor >= 0 ? openat(descriptor, file.relativePath, O_RDONLY | O_CLOEXEC) : -1
        // Errors are rare: Journal.read words them, so messages stay as they were.
        guard fileDescriptor >= 0 else { return try Journal.read(file.url) }
        return try read({ file.url }, from: fileDescriptor)
    }

    /// The bytes of `file`, or `nil` when the file itself is a symbolic link (its folders are
    /// followed): for a caller that checks only those files for links leaving the journal
    /// (`export json`), where a `URL` and an `lstat` per file and per folder cost more than
    /// reading it.
    /// - Throws: ``JournalError/unreadable(path:reason:)``, as ``read(_:)``.
    public func readUnlessLink(_ file: EntryFile) throws -> [UInt8]? {
        try readUnlessLink(relativePath: file.relativePath)
    }

    /// ``readUnlessLink(_:)`` of the entry file at `relativePath`: handing over an
    /// ``EntryFile`` from a list copied it, and the copy retained the journal's `URL`, which
    /// every worker of `export json` shares (a contended count, 2% of its CPU).
    public func readUnlessLink(relativePath: String) throws -> [UInt8]? {
        let fileDescriptor =
            descriptor >= 0 ? openat(descriptor, relativePath, O_RDONLY | O_CLOEXEC | O_NOFOLLOW) : -1
        if fileDescriptor < 0, errno == ELOOP { return nil }
        let url = { self.root.appendingPathComponent(relativePath) }
        guard fileDescriptor >= 0 else { return try Journal.read(url()) }
        return try read(url, from: fileDescriptor)
    }

    /// Reads `fileDescriptor` (of the file at `url`, named in errors) to its end, and closes it.
    private func read(_ url: () -> URL, from fileDescriptor: Int32) throws -> [UInt8] {
        defer { close(fileDescriptor) }
        // Entries are a few KB: one read fills a buffer on the stack, a second finds the end.
        return try withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 16 * 1024) { chunk in
            var bytes: [UInt8] = []
            while true {
                let count = Foundation.read(fileDescriptor, chunk.baseAddress, chunk.count)
                if count == 0 { return bytes }
                if count < 0 {
                    if errno == EINTR { continue }
                    throw JournalError.unreadable(path: url().path, reason: String(cString: strerror(errno)))
                }
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: chunk[..<count]))
            }
        }
    }
}
