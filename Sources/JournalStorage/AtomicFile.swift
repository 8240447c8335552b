import Foundation
import JournalFormat

#if canImport(Glibc)
    import Glibc
    private let posixWrite = Glibc.write
#elseif canImport(Darwin)
    import Darwin
    private let posixWrite = Darwin.write
#endif

/// Writes that either happen completely or not at all.
///
/// The bytes go to a temporary file in the same folder, which is flushed to disk and renamed
/// over the target, and then the folder itself is flushed so the rename survives a power cut.
/// A failure at any step (a full disk, say) removes the temporary file and leaves the target
/// exactly as it was.
public enum AtomicFile {
    /// What a write did beyond writing.
    public struct Outcome: Sendable, Equatable {
        /// Other names the file had (hard links): they still show the old bytes, since the
        /// write replaced this name with a new file.
        public var otherHardLinks = 0
    }

    /// Writes `bytes` to `url`, creating missing folders (mode 0700).
    ///
    /// A new file gets mode 0600; an existing file keeps its mode, and its owner and group
    /// where the process may set them. A symbolic link is written through: the file it points
    /// to is replaced, and the link stays. A read-only file is refused, not replaced.
    /// - Throws: ``JournalError/writeFailed(path:reason:)``.
    @discardableResult
    public static func write(_ bytes: [UInt8], to link: URL) throws -> Outcome {
        try write(pieces: [bytes[...]], to: link)
    }

    /// Writes `bytes` with `splice` made, as ``write(_:to:)`` writes, without copying them into
    /// one array first.
    @discardableResult
    public static func write(_ bytes: [UInt8], splicing splice: ByteSplice, to link: URL) throws -> Outcome {
        let pieces = [bytes[..<splice.range.lowerBound], splice.bytes[...], bytes[splice.range.upperBound...]]
        return try write(pieces: pieces, to: link)
    }

    /// Writes the concatenation of `pieces`, as ``write(_:to:)`` writes.
    private static func write(pieces: [ArraySlice<UInt8>], to link: URL) throws -> Outcome {
        let url = link.resolvingSymlinksInPath()
        let path = url.path
        let folder = url.deletingLastPathComponent().path
        try createFolders(folder, reportingFor: path)
        let folderDescriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard folderDescriptor >= 0 else { throw failure(path, "cannot open \(folder): \(errorText())") }
        defer { close(folderDescriptor) }
        return try write(
            pieces: pieces, named: url.lastPathComponent, inFolder: folderDescriptor, reportingFor: path,
            refusingLink: false)
    }

    /// Writes the concatenation of `pieces` to the file `name` in the open folder
    /// `folderDescriptor`, as ``write(_:to:)`` writes: the temporary file is made, renamed and
    /// the folder flushed all through that descriptor, so no link swapped in on the way to the
    /// folder can redirect any step. With `refusingLink`, a link at `name` itself is refused;
    /// otherwise the rename replaces it (its mode is the target's when there is one).
    /// - Throws: ``JournalError/writeFailed(path:reason:)``, naming `path`.
    static func write(
        pieces: [ArraySlice<UInt8>], named name: String, inFolder folderDescriptor: Int32, reportingFor path: String,
        refusingLink: Bool = true
    ) throws -> Outcome {
        var existing = stat()
        let exists = fstatat(folderDescriptor, name, &existing, refusingLink ? AT_SYMLINK_NOFOLLOW : 0) == 0
        if exists, existing.st_mode & S_IFMT == S_IFLNK {
            throw failure(path, "it is a symbolic link; nightly does not write through it")
        }
        let mode: mode_t = exists ? existing.st_mode & 0o7777 : 0o600
        if exists, mode & 0o222 == 0 || faccessat(folderDescriptor, name, W_OK, 0) != 0 {
            throw failure(path, "the file is read-only (mode \(String(mode, radix: 8)))")
        }
        let (descriptor, temporary) = try createTemporary(for: name, inFolder: folderDescriptor, reportingFor: path)
        var renamed = false
        defer {
            if !renamed { unlinkat(folderDescriptor, temporary, 0) }
        }
        do {
            defer { close(descriptor) }
            for piece in pieces { try writeAll(piece, to: descriptor, path: path) }
            guard fchmod(descriptor, mode) == 0 else { throw failure(path, errorText()) }
            // Root editing another user's journal leaves it theirs; anyone else keeps what
            // they may (their own group), and the rest is not an error.
            if exists { _ = fchown(descriptor, existing.st_uid, existing.st_gid) }
            guard fsync(descriptor) == 0 else { throw failure(path, "fsync: \(errorText())") }
        }
        guard renameat(folderDescriptor, temporary, folderDescriptor, name) == 0 else {
            throw failure(path, "rename: \(errorText())")
        }
        renamed = true
        fsync(folderDescriptor)
        return Outcome(otherHardLinks: exists ? max(0, Int(existing.st_nlink) - 1) : 0)
    }

    /// Creates `.NAME.nightly-XXXXXX` in the folder, as `mkostemp` would: exclusively, mode
    /// 0600, close-on-exec (no editor, pager or git nightly starts meanwhile inherits it), and
    /// never through a link.
    private static func createTemporary(
        for name: String, inFolder folderDescriptor: Int32, reportingFor path: String
    ) throws -> (descriptor: Int32, name: String) {
        let letters = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
        for _ in 0..<100 {
            let suffix = String((0..<6).map { _ in letters.randomElement()! })
            let temporary = TemporaryFileName.name(for: name, suffix: suffix)
            let descriptor = openat(
                folderDescriptor, temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
            if descriptor >= 0 { return (descriptor, temporary) }
            if errno != EEXIST { break }
        }
        throw failure(path, "cannot create a temporary file: \(errorText())")
    }

    /// Removes the temporary files killed writes left in `folder`. Call it only while no other
    /// write to that folder can be under way (nightly holds the journal's lock).
    public static func removeLeftovers(in folder: String) {
        for name in TemporaryFileName.leftovers(in: folder) { unlink("\(folder)/\(name)") }
    }

    /// Creates `folder` and its missing parents with mode 0700.
    public static func createFolders(_ folder: String, reportingFor path: String) throws {
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder) {
            guard isFolder.boolValue else { throw failure(path, "\(folder) is not a folder") }
            return
        }
        do {
            try FileManager.default.createDirectory(
                atPath: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        } catch {
            throw failure(path, "cannot create \(folder): \(error.localizedDescription)")
        }
    }

    private static func writeAll(_ bytes: ArraySlice<UInt8>, to descriptor: Int32, path: String) throws {
        try bytes.withUnsafeBytes { buffer in
            var written = 0
            while written < buffer.count, let base = buffer.baseAddress {
                let result = posixWrite(descriptor, base + written, buffer.count - written)
                if result < 0 {
                    if errno == EINTR { continue }
                    throw failure(path, errorText())
                }
                written += result
            }
        }
    }

    private static func errorText() -> String { String(cString: strerror(errno)) }

    private static func failure(_ path: String, _ reason: String) -> JournalError {
        .writeFailed(path: path, reason: reason)
    }
}
