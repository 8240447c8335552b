#if canImport(Glibc)
    @preconcurrency import Glibc
#elseif canImport(Musl)
    @preconcurrency import Musl
#elseif canImport(Darwin)
    @preconcurrency import Darwin
#endif

/// Puts the terminal in cbreak mode and guarantees it comes back on every exit path.
///
/// cbreak here means: no line buffering, no echo, `ISIG` kept (so Ctrl-C and Ctrl-Z still
/// send signals), cursor hidden, alternate screen. The saved state lives in plain globals
/// because the signal handlers that restore it may only make async-signal-safe calls:
/// `tcsetattr`, `write`, `sigaction`, `kill`.
///
/// - SIGINT, SIGTERM, SIGHUP, SIGQUIT: restore, then die of the same signal.
/// - SIGTSTP (Ctrl-Z): restore, stop; on `fg`, enter cbreak again and ask for a redraw.
/// - SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP: restore, then chain to the handler
///   that was there before (the Swift runtime's backtracer, or the default).
public enum TerminalGuard {
    /// Enters cbreak mode on standard input and, when `screen`, the alternate screen with
    /// the cursor hidden on standard output.
    ///
    /// Does nothing (and returns false) when standard input is not a terminal.
    @discardableResult
    public static func enter(screen: Bool = true) -> Bool {
        guard isatty(Platform.standardInput) == 1 else { return false }
        installHandlers()
        if guardState.saved == 0 {
            guard tcgetattr(Platform.standardInput, &guardState.original) == 0 else { return false }
            guardState.saved = 1
        }
        guardState.wantsScreen = screen ? 1 : 0
        applyCbreak()
        return true
    }

    /// Restores the terminal as it was before `enter()`; safe to call more than once.
    public static func leave() {
        restoreTerminal()
        guardState.saved = 0
    }

    /// Whether a signal (SIGWINCH, or SIGCONT after Ctrl-Z) asked for a full redraw; clears it.
    public static func takeRedrawRequest() -> Bool {
        let wanted = guardState.redraw != 0
        guardState.redraw = 0
        return wanted
    }

    /// Installs the restoring handlers once, without entering cbreak mode.
    public static func installHandlers() {
        guard guardState.installed == 0 else { return }
        guardState.installed = 1
        for signal in [SIGINT, SIGTERM, SIGHUP, SIGQUIT] { install(onTerminatingSignal, for: signal) }
        for signal in [SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP] {
            install(onCrashSignal, for: signal, keepPrevious: true)
        }
        install(onStopSignal, for: SIGTSTP)
        install(onContinueOrResize, for: SIGCONT)
        install(onContinueOrResize, for: SIGWINCH)
    }
}

/// State the signal handlers read; only word-sized fields and a `termios`, set before use.
struct GuardState {
    var original = termios()
    var saved: Int32 = 0
    var active: Int32 = 0
    var installed: Int32 = 0
    var redraw: Int32 = 0
    var wantsScreen: Int32 = 1
    var previous: [SignalAction] = Array(repeating: SignalAction(), count: 65)
}

typealias SignalAction = sigaction

nonisolated(unsafe) var guardState = GuardState()

/// Leaves the alternate screen, resets colours and shows the cursor; async-signal-safe.
private let restoreSequence: StaticString = "\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l"
private let enterSequence: StaticString = "\u{1B}[?1049h\u{1B}[?25l\u{1B}[2J"

private func applyCbreak() {
    var mode = guardState.original
    mode.c_lflag &= ~tcflag_t(ICANON | ECHO)
    mode.c_lflag |= tcflag_t(ISIG)
    withUnsafeMutableBytes(of: &mode.c_cc) { cc in
        cc[Int(VMIN)] = 1
        cc[Int(VTIME)] = 0
    }
    tcsetattr(Platform.standardInput, TCSANOW, &mode)
    if guardState.active == 0 && guardState.wantsScreen != 0 {
        writeStatic(enterSequence)
        guardState.active = 1
    }
}

private func restoreTerminal() {
    if guardState.active != 0 {
        writeStatic(restoreSequence)
        guardState.active = 0
    }
    if guardState.saved != 0 {
        tcsetattr(Platform.standardInput, TCSANOW, &guardState.original)
    }
}

private func writeStatic(_ text: StaticString) {
    Platform.writeAll(
        UnsafeRawBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount),
        to: Platform.standardOutput)
}

private func install(
    _ handler: @convention(c) (Int32) -> Void, for signal: Int32, keepPrevious: Bool = false
) {
    var action = sigaction()
    #if canImport(Darwin)
        action.__sigaction_u.__sa_handler = handler
    #else
        action.__sigaction_handler.sa_handler = handler
    #endif
    sigemptyset(&action.sa_mask)
    action.sa_flags = 0
    var old = sigaction()
    sigaction(signal, &action, &old)
    if keepPrevious { guardState.previous[Int(signal)] = old }
}

private func resetToDefault(_ signal: Int32) {
    var action = sigaction()
    #if canImport(Darwin)
        action.__sigaction_u.__sa_handler = SIG_DFL
    #else
        action.__sigaction_handler.sa_handler = SIG_DFL
    #endif
    sigemptyset(&action.sa_mask)
    sigaction(signal, &action, nil)
}

private func unblock(_ signal: Int32) {
    var set = sigset_t()
    sigemptyset(&set)
    sigaddset(&set, signal)
    sigprocmask(SIG_UNBLOCK, &set, nil)
}

private func onTerminatingSignal(_ signal: Int32) {
    restoreTerminal()
    resetToDefault(signal)
    // `raise` would not do: a Dispatch worker may be the thread that runs this handler.
    kill(getpid(), signal)
}

private func onCrashSignal(_ signal: Int32) {
    restoreTerminal()
    // Chain: put the previous handler back; the faulting instruction runs again on return
    // (or the re-sent signal arrives) and whoever was there before handles it.
    var previous = guardState.previous[Int(signal)]
    sigaction(signal, &previous, nil)
    kill(getpid(), signal)
}

private func onStopSignal(_ signal: Int32) {
    let wasActive = guardState.active
    restoreTerminal()
    resetToDefault(SIGTSTP)
    unblock(SIGTSTP)
    kill(getpid(), SIGTSTP)
    // Stopped here until `fg` sends SIGCONT; then take the terminal back.
    install(onStopSignal, for: SIGTSTP)
    if guardState.saved != 0 {
        guardState.wantsScreen = wasActive
        applyCbreak()
    }
    guardState.redraw = 1
}

private func onContinueOrResize(_ signal: Int32) {
    guardState.redraw = 1
}
