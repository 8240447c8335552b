import Foundation

/// Reads entry files by their path relative to the journal folder, through one descriptor of
/// that folder and one of each year folder, opened once: a report that reads thousands of files
/// builds no `URL` and makes no `stat` per file, only `openat` of the file's name in its year
/// folder, `read` until the end, and `close`, as a C reader would. (Opened from the journal
/// folder, each file's path was looked up a folder at a time: a twentieth of `export json`'s
/// CPU went to those lookups.)
public final class EntryFileReader: Sendable {
    private let root: URL
    private let descriptor: Int32
    /// The year folders (`2026`) in the journal folder when the reader was made, by year.
    private let years: [Int: Int32]

    /// Opens `journal`'s folder and its year folders; when the folder cannot be opened, every
    /// read takes the slow path of ``Journal/read(_:)`` and reports its error.
    public init(_ journal: Journal) {
        root = journal.root
        descriptor = Foundation.open(journal.root.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        years = descriptor >= 0 ? Self.openYearFolders(in: descriptor) : [:]
    }

    deinit {
        for folder in years.values { close(folder) }
        if descriptor >= 0 { close(descriptor) }
    }

    /// The bytes of `file`.
    /// - Throws: ``JournalError/unreadable(path:reason:)``, with the same reasons as
    ///   ``Journal/read(_:)``.
    public func read(_ file: EntryFile) throws -> [UInt8] {
        let fileDescriptor = open(file, flags: O_RDONLY | O_CLOEXEC)
        // Errors are rare: Journal.read words them, so messages stay as they were.
        guard fileDescriptor >= 0 else { return try Journal.read(file.url) }
        return try read(file, from: fileDescriptor)
    }

    /// The bytes of `file`, or `nil` when the file itself is a symbolic link (its folders are
    /// followed): for a caller that checks only those files for links leaving the journal
    /// (`export json`), where a `URL` and an `lstat` per file and per folder cost more than
    /// reading it.
    /// - Throws: ``JournalError/unreadable(path:reason:)``, as ``read(_:)``.
    public func readUnlessLink(_ file: EntryFile) throws -> [UInt8]? {
        let fileDescriptor = open(file, flags: O_RDONLY | O_CLOEXEC | O_NOFOLLOW)
        if fileDescriptor < 0, errno == ELOOP { return nil }
        guard fileDescriptor >= 0 else { return try Journal.read(file.url) }
        return try read(file, from: fileDescriptor)
    }

    /// `file` opened with `flags`: by its name in its year folder when that folder was open,
    /// else by its path from the journal folder (the path's folders followed either way).
    private func open(_ file: EntryFile, flags: Int32) -> Int32 {
        guard descriptor >= 0 else { return -1 }
        return file.relativePath.withCString { path in
            if let year = Self.year(leading: path), let folder = years[year] {
                return openat(folder, path + 5, flags)
            }
            return openat(descriptor, path, flags)
        }
    }

    /// The year of a path that starts with a year folder (`2026/`).
    private static func year(leading path: UnsafePointer<CChar>) -> Int? {
        var year = 0
        for offset in 0..<4 {
            let digit = Int(UInt8(bitPattern: path[offset])) - Int(UInt8(ascii: "0"))
            guard (0...9).contains(digit) else { return nil }
            year = year * 10 + digit
        }
        return path[4] == CChar(UInt8(ascii: "/")) ? year : nil
    }

    /// The four-digit folders of the journal folder `descriptor`, opened, by year.
    private static func openYearFolders(in descriptor: Int32) -> [Int: Int32] {
        let listing = dup(descriptor)
        guard listing >= 0, let folder = fdopendir(listing) else {
            if listing >= 0 { close(listing) }
            return [:]
        }
        defer { closedir(folder) }
        var years: [Int: Int32] = [:]
        while let entry = readdir(folder) {
            let opened: (Int, Int32)? = withUnsafePointer(to: entry.pointee.d_name) { name in
                name.withMemoryRebound(to: CChar.self, capacity: 256) { name in
                    guard name[4] == 0, let year = Self.year(leading: "\(String(cString: name))/") else { return nil }
                    let folder = openat(descriptor, name, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
                    return folder >= 0 ? (year, folder) : nil
                }
            }
            if let (year, folder) = opened { years[year] = folder }
        }
        return years
    }

    /// Reads `fileDescriptor` to its end, and closes it.
    private func read(_ file: EntryFile, from fileDescriptor: Int32) throws -> [UInt8] {
        defer { close(fileDescriptor) }
        // Entries are a few KB: one read fills a buffer on the stack, a second finds the end.
        return try withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 16 * 1024) { chunk in
            var bytes: [UInt8] = []
            while true {
                let count = Foundation.read(fileDescriptor, chunk.baseAddress, chunk.count)
                if count == 0 { return bytes }
                if count < 0 {
                    if errno == EINTR { continue }
                    throw JournalError.unreadable(path: file.url.path, reason: String(cString: strerror(errno)))
                }
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: chunk[..<count]))
            }
        }
    }
}
