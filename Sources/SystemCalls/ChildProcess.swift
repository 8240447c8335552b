#if canImport(Glibc)
    @preconcurrency import Glibc
#elseif canImport(Musl)
    @preconcurrency import Musl
#elseif canImport(Darwin)
    @preconcurrency import Darwin
#endif

/// The bounded child running now (``ChildProcess/capture(_:within:environment:)``), for the
/// SIGINT handler to kill with its group; 0 when none. A global: a signal handler is a C
/// function and can reach nothing else.
nonisolated(unsafe) private var boundedChild: pid_t = 0

/// How a child process ended.
public enum ChildStatus: Equatable, Sendable {
    case exited(Int32)
    case signaled(Int32)

    /// Whether it exited with status 0.
    public var succeeded: Bool { self == .exited(0) }
}

/// Starts programs with `posix_spawn`, in nightly's own process group.
///
/// Foundation's `Process` puts its child in a new process group on Linux, where a terminal
/// editor is stopped as soon as it reads the terminal; `posix_spawn` without
/// `POSIX_SPAWN_SETPGROUP` keeps the child in the foreground group, as git does.
public enum ChildProcess {
    /// Runs `arguments` (the first is looked up on `PATH`) sharing nightly's terminal, and
    /// waits for it. While it runs, nightly ignores SIGINT and SIGQUIT, as git does for its
    /// editor, so Ctrl-C reaches the child alone; the child gets the default actions back.
    public static func runInForeground(_ arguments: [String]) -> ChildStatus {
        let previousInterrupt = signal(SIGINT, SIG_IGN)
        let previousQuit = signal(SIGQUIT, SIG_IGN)
        defer {
            signal(SIGINT, previousInterrupt)
            signal(SIGQUIT, previousQuit)
        }
        guard let pid = spawn(arguments, output: nil) else { return .exited(127) }
        return wait(for: pid)
    }

    /// Runs `arguments` with standard input from /dev/null and output and errors captured
    /// together; returns the status and the text.
    /// - Parameter environment: Variables to set for the child on top of nightly's own.
    public static func capture(_ arguments: [String], environment: [String: String] = [:]) -> (ChildStatus, String) {
        var fds: [Int32] = [0, 0]
        guard pipe(&fds) == 0 else { return (.exited(127), "cannot create a pipe") }
        guard let pid = spawn(arguments, output: fds[1], environment: environment) else {
            close(fds[0])
            close(fds[1])
            return (.exited(127), "\(arguments.first ?? "") not found")
        }
        close(fds[1])
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let got = buffer.withUnsafeMutableBytes { read(fds[0], $0.baseAddress, 4096) }
            if got < 0 && errno == EINTR { continue }
            if got <= 0 { break }
            bytes += buffer[0..<got]
        }
        close(fds[0])
        return (wait(for: pid), String(decoding: bytes, as: UTF8.self))
    }

    /// Runs `arguments` as ``capture(_:environment:)`` does, but in a session of its own and
    /// for `seconds` at most: a child that has not ended by then is killed with its whole
    /// process group (SIGKILL), so no git or ssh it started is left waiting on a silent host,
    /// and the status is `nil`. In its own session it has no terminal: it cannot hold nightly's,
    /// nor open `/dev/tty` to ask for a password. Being out of the terminal's process group, it
    /// would not get a Ctrl-C either: a SIGINT to nightly meanwhile kills its group too, then
    /// ends nightly as Ctrl-C does, so no orphaned git is left holding the journal's lock.
    public static func capture(
        _ arguments: [String], within seconds: Double, environment: [String: String] = [:]
    ) -> (status: ChildStatus?, output: String) {
        var fds: [Int32] = [0, 0]
        guard pipe(&fds) == 0 else { return (.exited(127), "cannot create a pipe") }
        _ = fcntl(fds[0], F_SETFD, FD_CLOEXEC)
        guard let pid = spawn(arguments, output: fds[1], environment: environment, newSession: true) else {
            close(fds[0])
            close(fds[1])
            return (.exited(127), "\(arguments.first ?? "") not found")
        }
        close(fds[1])
        boundedChild = pid
        let previousInterrupt = signal(SIGINT) { _ in
            // Only async-signal-safe calls: kill, signal, raise.
            if boundedChild > 0 { kill(-boundedChild, SIGKILL) }
            signal(SIGINT, SIG_DFL)
            raise(SIGINT)
        }
        defer {
            signal(SIGINT, previousInterrupt)
            boundedChild = 0
            close(fds[0])
        }
        let deadline = monotonicSeconds() + seconds
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let left = deadline - monotonicSeconds()
            guard left > 0 else {
                // Its session's leader is its process group's too: -pid reaches git and ssh.
                kill(-pid, SIGKILL)
                _ = wait(for: pid)
                return (nil, String(decoding: bytes, as: UTF8.self))
            }
            var ready = pollfd(fd: fds[0], events: Int16(POLLIN), revents: 0)
            let polled = poll(&ready, 1, Int32(min(left * 1000 + 1, 60_000)))
            if polled < 0 && errno != EINTR { break }
            if polled <= 0 { continue }
            let got = buffer.withUnsafeMutableBytes { read(fds[0], $0.baseAddress, 4096) }
            if got < 0 && errno == EINTR { continue }
            if got <= 0 { break }
            bytes += buffer[0..<got]
        }
        return (wait(for: pid), String(decoding: bytes, as: UTF8.self))
    }

    /// Seconds on a clock that only goes forward, for deadlines.
    private static func monotonicSeconds() -> Double {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
    }

    /// Runs `arguments` sharing nightly's terminal with `input` on its standard input, as git
    /// feeds its pager, and waits for it; `nil` when it could not be started. A child that
    /// quits before reading everything (`q` in less) is not an error. SIGINT and SIGQUIT are
    /// ignored meanwhile, so Ctrl-C reaches the child alone.
    public static func feeding(
        _ input: [UInt8], to arguments: [String], environment: [String: String] = [:]
    ) -> ChildStatus? {
        var fds: [Int32] = [0, 0]
        guard pipe(&fds) == 0 else { return nil }
        // The child must not hold the write end, or it never sees the end of its input.
        _ = fcntl(fds[1], F_SETFD, FD_CLOEXEC)
        guard let pid = spawn(arguments, input: fds[0], output: nil, environment: environment) else {
            close(fds[0])
            close(fds[1])
            return nil
        }
        close(fds[0])
        let previousPipe = signal(SIGPIPE, SIG_IGN)
        let previousInterrupt = signal(SIGINT, SIG_IGN)
        let previousQuit = signal(SIGQUIT, SIG_IGN)
        defer {
            signal(SIGPIPE, previousPipe)
            signal(SIGINT, previousInterrupt)
            signal(SIGQUIT, previousQuit)
        }
        _ = input.withUnsafeBytes { Platform.writeAll($0, to: fds[1]) }
        close(fds[1])
        return wait(for: pid)
    }

    /// Runs `arguments` as a filter: the file at `inputPath` on its standard input, its
    /// standard output returned as bytes (errors go to nightly's own standard error). `nil`
    /// when the file cannot be opened or the program started.
    public static func filter(_ arguments: [String], inputPath: String) -> (status: ChildStatus, output: [UInt8])? {
        let input = open(inputPath, O_RDONLY | O_CLOEXEC)
        guard input >= 0 else { return nil }
        defer { close(input) }
        var fds: [Int32] = [0, 0]
        guard pipe(&fds) == 0 else { return nil }
        _ = fcntl(fds[0], F_SETFD, FD_CLOEXEC)
        guard let pid = spawn(arguments, input: input, output: fds[1], errorsToo: false) else {
            close(fds[0])
            close(fds[1])
            return nil
        }
        close(fds[1])
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let got = buffer.withUnsafeMutableBytes { read(fds[0], $0.baseAddress, 65536) }
            if got < 0 && errno == EINTR { continue }
            if got <= 0 { break }
            bytes += buffer[0..<got]
        }
        close(fds[0])
        return (wait(for: pid), bytes)
    }

    private static func spawn(
        _ arguments: [String], input: Int32? = nil, output: Int32?, errorsToo: Bool = true,
        environment: [String: String] = [:], newSession: Bool = false
    ) -> pid_t? {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        if let input {
            posix_spawn_file_actions_adddup2(&actions, input, 0)
            if input != 0 { posix_spawn_file_actions_addclose(&actions, input) }
        }
        if let output {
            if input == nil { posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0) }
            posix_spawn_file_actions_adddup2(&actions, output, 1)
            if errorsToo { posix_spawn_file_actions_adddup2(&actions, output, 2) }
        }
        // Last, after the dup2s: the child gets standard input, output and error and nothing
        // else nightly holds (a journal file being written, the lock, a log, another child's
        // pipe), whichever thread opened it.
        closeEverythingAboveStandardStreams(&actions)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in [SIGINT, SIGQUIT, SIGTERM, SIGHUP, SIGTSTP, SIGPIPE] {
            sigaddset(&defaults, signal)
        }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        var mask = sigset_t()
        sigemptyset(&mask)
        posix_spawnattr_setsigmask(&attributes, &mask)
        var flags = Int32(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK)
        if newSession { flags |= setSession }
        posix_spawnattr_setflags(&attributes, Int16(flags))

        var cArguments: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { for argument in cArguments { free(argument) } }
        var pid = pid_t()
        if environment.isEmpty {
            return posix_spawnp(&pid, arguments[0], &actions, &attributes, &cArguments, environ) == 0 ? pid : nil
        }
        var cEnvironment: [UnsafeMutablePointer<CChar>?] = mergedEnvironment(environment).map { strdup($0) } + [nil]
        defer { for variable in cEnvironment { free(variable) } }
        let result = posix_spawnp(&pid, arguments[0], &actions, &attributes, &cArguments, &cEnvironment)
        return result == 0 ? pid : nil
    }

    /// `POSIX_SPAWN_SETSID` (glibc 2.26 and later, macOS 10.15): the child calls `setsid`.
    /// Swift's Glibc module does not declare it, being a GNU extension; its value is glibc's.
    private static var setSession: Int32 {
        #if canImport(Darwin)
            return Int32(POSIX_SPAWN_SETSID)
        #else
            return 0x80
        #endif
    }

    /// Adds `posix_spawn_file_actions_addclosefrom_np(actions, 3)` where the C library has it
    /// (glibc 2.34 and later). Swift's Glibc module does not declare it, so it is looked up once
    /// by name; without it every descriptor nightly opens is close-on-exec, which is the rule.
    private static func closeEverythingAboveStandardStreams(_ actions: inout posix_spawn_file_actions_t) {
        #if canImport(Glibc)
            if let closeFrom = addCloseFrom { _ = closeFrom(&actions, 3) }
        #endif
    }

    #if canImport(Glibc)
        private typealias Actions = UnsafeMutablePointer<posix_spawn_file_actions_t>
        private typealias AddCloseFrom = @convention(c) (Actions, Int32) -> Int32
        private static let addCloseFrom: AddCloseFrom? = {
            guard let handle = dlopen(nil, RTLD_NOW),
                let symbol = dlsym(handle, "posix_spawn_file_actions_addclosefrom_np")
            else { return nil }
            return unsafeBitCast(symbol, to: AddCloseFrom.self)
        }()
    #endif

    /// nightly's environment as `NAME=value` lines, with `overrides` replacing or adding.
    private static func mergedEnvironment(_ overrides: [String: String]) -> [String] {
        var lines: [String] = []
        var entry = environ
        while let pointer = entry.pointee {
            let line = String(cString: pointer)
            let name = line.prefix { $0 != "=" }
            if overrides[String(name)] == nil { lines.append(line) }
            entry += 1
        }
        return lines + overrides.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
    }

    private static func wait(for pid: pid_t) -> ChildStatus {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 {
            if errno != EINTR { return .exited(127) }
        }
        let signal = status & 0x7F
        if signal == 0 { return .exited((status >> 8) & 0xFF) }
        return .signaled(signal)
    }
}
