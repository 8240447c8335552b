#if canImport(Glibc)
    @preconcurrency import Glibc
#elseif canImport(Musl)
    @preconcurrency import Musl
#elseif canImport(Darwin)
    @preconcurrency import Darwin
#endif

/// The few POSIX calls nightly needs, behind names that read the same on every libc.
///
/// Everything that differs between Glibc and Darwin (how `termios` flags are typed, how
/// `sigaction` stores its handler, how `posix_spawn` attributes are declared) stays here.
public enum Platform {
    /// Standard input, output and error.
    public static let standardInput: Int32 = 0
    public static let standardOutput: Int32 = 1
    public static let standardError: Int32 = 2

    /// Whether `descriptor` is a terminal.
    public static func isTerminal(_ descriptor: Int32) -> Bool { isatty(descriptor) == 1 }

    /// Nanoseconds on the monotonic clock, which never jumps with the wall clock.
    public static func monotonicNanoseconds() -> UInt64 {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return UInt64(now.tv_sec) * 1_000_000_000 + UInt64(now.tv_nsec)
    }

    /// Nanoseconds since 1970 on the wall clock; only for comparing with other programs'
    /// timestamps (the benchmark's launch time), never for scheduling.
    public static func wallClockNanoseconds() -> UInt64 {
        var now = timespec()
        clock_gettime(CLOCK_REALTIME, &now)
        return UInt64(now.tv_sec) * 1_000_000_000 + UInt64(now.tv_nsec)
    }

    /// Writes all of `bytes` to `descriptor`, retrying on interruption; async-signal-safe.
    @discardableResult
    public static func writeAll(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) -> Bool {
        guard var base = bytes.baseAddress else { return true }
        var remaining = bytes.count
        while remaining > 0 {
            let written = systemWrite(descriptor, base, remaining)
            if written < 0 {
                if errno == EINTR { continue }
                return false
            }
            remaining -= written
            base += written
        }
        return true
    }

    /// Writes a string to `descriptor`.
    public static func write(_ text: String, to descriptor: Int32 = standardOutput) {
        var text = text
        text.withUTF8 { _ = writeAll(UnsafeRawBufferPointer($0), to: descriptor) }
    }

    /// The terminal's size in columns and rows, or nil when `descriptor` is not a terminal.
    public static func terminalSize(_ descriptor: Int32 = standardOutput) -> TerminalSize? {
        var size = winsize()
        guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0
        else { return nil }
        return TerminalSize(columns: Int(size.ws_col), rows: Int(size.ws_row))
    }

    /// Waits until `descriptor` is readable or `milliseconds` pass; true when readable.
    ///
    /// A signal ends the wait early (and returns false), so callers re-check their flags.
    public static func waitReadable(_ descriptor: Int32, milliseconds: Int32) -> Bool {
        var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        let ready = poll(&request, 1, milliseconds)
        return ready > 0 && (request.revents & Int16(POLLIN | POLLHUP | POLLERR)) != 0
    }

    /// Ignores SIGXFSZ, so a write past the file-size limit fails with EFBIG instead of
    /// killing the process.
    public static func ignoreFileSizeLimitSignal() {
        signal(SIGXFSZ, SIG_IGN)
    }

    /// The position (from 1) of the first command-line argument whose bytes are not valid
    /// UTF-8, read from the raw `argv`: Swift's `CommandLine.arguments` has already replaced
    /// such bytes with U+FFFD.
    public static func firstArgumentNotUTF8() -> Int? {
        (1..<Int(CommandLine.argc)).first { index in
            CommandLine.unsafeArgv[index].map { String(validatingCString: $0) == nil } ?? false
        }
    }

    /// Sleeps for `milliseconds` (or until a signal arrives).
    public static func sleep(milliseconds: Int32) {
        _ = poll(nil, 0, max(0, milliseconds))
    }

    /// Reads up to `count` bytes from `descriptor`; empty at end of file or on error.
    public static func read(_ descriptor: Int32, count: Int = 64) -> [UInt8] {
        var buffer = [UInt8](repeating: 0, count: count)
        while true {
            let got = buffer.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, count) }
            if got < 0 && errno == EINTR { return [] }
            return got > 0 ? Array(buffer[0..<got]) : []
        }
    }

    /// CPU time this process has used (user plus system), in microseconds.
    public static func cpuMicroseconds() -> UInt64 {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        let user = UInt64(usage.ru_utime.tv_sec) * 1_000_000 + UInt64(usage.ru_utime.tv_usec)
        let system = UInt64(usage.ru_stime.tv_sec) * 1_000_000 + UInt64(usage.ru_stime.tv_usec)
        return user + system
    }

    /// The value of an environment variable, nil when unset.
    public static func environment(_ name: String) -> String? {
        guard let value = getenv(name) else { return nil }
        return String(cString: value)
    }
}

/// `write(2)`, named apart from `Platform.write`.
private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, buffer, count)
}

/// `read(2)`, named apart from `Platform.read`.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int)
    -> Int
{
    read(descriptor, buffer, count)
}

/// Columns and rows of a terminal.
public struct TerminalSize: Equatable, Sendable {
    public var columns: Int
    public var rows: Int
    public init(columns: Int, rows: Int) {
        self.columns = columns
        self.rows = rows
    }
}
