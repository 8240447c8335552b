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

    /// Writes `bytes` to `url`, creating missing folders (mode 0700).
    ///
    /// A new file gets mode 0600; an existing file keeps its mode. A symbolic link is written
    /// through: the file it points to is replaced, and the link stays.
    /// - Throws: ``JournalError/writeFailed(path:reason:)``.
    public static func write(_ bytes: [UInt8], to link: URL) throws {
        let url = link.resolvingSymlinksInPath()
        let path = url.path
        let folder = url.deletingLastPathComponent().path
        try createFolders(folder, reportingFor: path)

        var existing = stat()
        let mode: mode_t = stat(path, &existing) == 0 ? existing.st_mode & 0o7777 : 0o600

        var template = Array("\(folder)/.\(url.lastPathComponent).nightly-XXXXXX".utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else { throw failure(path, "cannot create a temporary file: \(errorText())") }
        let temporary = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        var renamed = false
        defer {
            if !renamed { unlink(temporary) }
        }
        do {
            defer { close(descriptor) }
            try writeAll(bytes, to: descriptor, path: path)
            guard fchmod(descriptor, mode) == 0 else { throw failure(path, errorText()) }
            guard fsync(descriptor) == 0 else { throw failure(path, "fsync: \(errorText())") }
        }
        guard rename(temporary, path) == 0 else { throw failure(path, "rename: \(errorText())") }
        renamed = true
        syncFolder(folder)
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

    private static func writeAll(_ bytes: [UInt8], to descriptor: Int32, path: String) throws {
        try bytes.withUnsafeBytes { buffer in
            var written = 0
            while written < buffer.count {
                let result = posixWrite(descriptor, buffer.baseAddress! + written, buffer.count - written)
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
