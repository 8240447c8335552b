import Foundation

/// The shell scripts tests run as programs: editors, and stand-ins for tools on `PATH`.
///
/// Tests run in parallel, and a child another test starts while a script is being written
/// inherits every descriptor that does not close on exec. Foundation's file writing opens
/// without `O_CLOEXEC`, so a long-lived child (a tmux server, say) could keep a script open for
/// writing, and running it then fails with "Text file busy" (`ETXTBSY`) for as long as that
/// child lives. This writes through a descriptor that closes on exec, into a new file renamed
/// into place, so that a script being run is never the one written.
enum ExecutableScript {
    /// Writes `text` to `url` as a file of mode 0755.
    static func write(_ text: String, to url: URL) throws {
        let temporary = url.deletingLastPathComponent().appendingPathComponent(".\(UUID().uuidString).tmp")
        let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o700)
        guard descriptor >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        do {
            defer { close(descriptor) }
            var written = 0
            let bytes = Array(text.utf8)
            while written < bytes.count {
                let count = bytes[written...].withUnsafeBytes { Foundation.write(descriptor, $0.baseAddress, $0.count) }
                guard count > 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
                written += count
            }
            guard fchmod(descriptor, 0o755) == 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        }
        guard rename(temporary.path, url.path) == 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
    }
}
