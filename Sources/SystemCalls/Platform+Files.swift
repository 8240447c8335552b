#if canImport(Glibc)
    @preconcurrency import Glibc
#elseif canImport(Musl)
    @preconcurrency import Musl
#elseif canImport(Darwin)
    @preconcurrency import Darwin
#endif

/// Files nightly opens outside the journal's writer, always close-on-exec: Foundation's
/// `Data.write`, `FileManager.createFile` and `FileHandle(forWritingAtPath:)` open without
/// `O_CLOEXEC`, so an editor, pager or git started meanwhile (the language server writes and
/// spawns from one process) would inherit them.
extension Platform {
    /// Opens `path` for appending, creating it with `mode`; `nil` (errno set) when it cannot.
    public static func openForAppending(_ path: String, mode: mode_t = 0o600) -> Int32? {
        let descriptor = open(path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, mode)
        return descriptor >= 0 ? descriptor : nil
    }

    /// Creates `path` anew (never through a link, never over a file) holding `bytes`.
    /// - Returns: whether every byte was written; a file half written is removed.
    public static func writeNewFile(_ path: String, _ bytes: [UInt8], mode: mode_t = 0o600) -> Bool {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, mode)
        guard descriptor >= 0 else { return false }
        let written = bytes.withUnsafeBytes { writeAll($0, to: descriptor) }
        guard close(descriptor) == 0, written else {
            unlink(path)
            return false
        }
        return true
    }

    /// Appends `bytes` to `path`, creating it with `mode`.
    @discardableResult
    public static func append(_ bytes: [UInt8], to path: String, mode: mode_t = 0o600) -> Bool {
        guard let descriptor = openForAppending(path, mode: mode) else { return false }
        let written = bytes.withUnsafeBytes { writeAll($0, to: descriptor) }
        return close(descriptor) == 0 && written
    }
}
