import Foundation

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
    /// The temporary files' names, as a `.gitignore` pattern: only a killed process leaves one.
    public static let temporaryFilePattern = ".*.nightly-*"

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

        var existing = stat()
        let exists = stat(path, &existing) == 0
        let mode: mode_t = exists ? existing.st_mode & 0o7777 : 0o600
        if exists, mode & 0o222 == 0 || access(path, W_OK) != 0 {
            throw failure(path, "the file is read-only (mode \(String(mode, radix: 8)))")
        }

        var template = Array("\(folder)/.\(url.lastPathComponent)\(temporaryMarker)XXXXXX".utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else { throw failure(path, "cannot create a temporary file: \(errorText())") }
        let temporary = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        var renamed = false
        defer {
            if !renamed { unlink(temporary) }
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
        guard rename(temporary, path) == 0 else { throw failure(path, "rename: \(errorText())") }
        renamed = true
        syncFolder(folder)
        return Outcome(otherHardLinks: exists ? max(0, Int(existing.st_nlink) - 1) : 0)
    }

    /// What sits between a temporary file's target name and mkstemp's six characters.
    private static let temporaryMarker = ".nightly-"

    /// Whether `name` is one of ``write(_:to:)``'s temporary files: `.NAME.nightly-XXXXXX`,
    /// with six letters or digits. Only a killed write leaves one behind.
    public static func isTemporaryFileName(_ name: String) -> Bool {
        guard name.hasPrefix("."), let marker = name.range(of: temporaryMarker, options: .backwards) else {
            return false
        }
        let suffix = name[marker.upperBound...]
        return marker.lowerBound > name.index(after: name.startIndex) && suffix.utf8.count == 6
            && suffix.unicodeScalars.allSatisfy {
                $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0))
            }
    }

    /// The temporary files killed writes left in `folder`, by name.
    public static func leftovers(in folder: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter(isTemporaryFileName).sorted()
    }

    /// Removes the temporary files killed writes left in `folder`. Call it only while no other
    /// write to that folder can be under way (nightly holds the journal's lock).
    public static func removeLeftovers(in folder: String) {
        for name in leftovers(in: folder) { unlink("\(folder)/\(name)") }
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

    private static func syncFolder(_ folder: String) {
        let descriptor = open(folder, O_RDONLY | O_DIRECTORY)
        guard descriptor >= 0 else { return }
        fsync(descriptor)
        close(descriptor)
    }

    private static func errorText() -> String { String(cString: strerror(errno)) }

    private static func failure(_ path: String, _ reason: String) -> JournalError {
        .writeFailed(path: path, reason: reason)
    }
}
