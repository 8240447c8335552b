import SystemCalls

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
/// send signals), cursor hidden, alternate screen. The saved state lives in memory reached
/// through a raw pointer, because the signal handlers that restore it may only make
/// async-signal-safe calls (`tcsetattr`, `write`, `sigaction`, `kill`) and must not meet
/// Swift's exclusivity checks, which a handler interrupting an access would trip.
///
/// - SIGINT, SIGTERM, SIGHUP, SIGQUIT: restore, then die of the same signal.
/// - SIGTSTP (Ctrl-Z): restore, stop; on SIGCONT (`fg`), enter cbreak again if nightly is
///   in the foreground, and ask for a redraw.
/// - SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP: restore, then chain to the handler
///   that was there before (the Swift runtime's backtracer, or the default).
///
/// Terminal settings are changed with SIGTTOU blocked: when nightly runs under a wrapper
/// script, the shell may take the terminal back before nightly's handler runs, and a
/// process in the background that calls `tcsetattr` would otherwise be stopped right there.
public enum TerminalGuard {
    /// Enters cbreak mode on standard input and, when `screen`, the alternate screen with
    /// the cursor hidden on standard output.
    ///
    /// Does nothing (and returns false) when standard input is not a terminal.
    @discardableResult
    public static func enter(screen: Bool = true) -> Bool {
        guard isatty(Platform.standardInput) == 1 else { return false }
        installHandlers()
        let state = guardState
        if state.pointee.saved == 0 {
            guard tcgetattr(Platform.standardInput, &state.pointee.original) == 0 else { return false }
            state.pointee.saved = 1
        }
        state.pointee.wantsScreen = screen ? 1 : 0
        applyCbreak()
        return true
    }

    /// Restores the terminal as it was before `enter()`; safe to call more than once.
    public static func leave() {
        restoreTerminal()
        guardState.pointee.saved = 0
        guardState.pointee.suspended = 0
    }

    /// Whether a signal (SIGWINCH, or SIGCONT after Ctrl-Z) asked for a full redraw; clears it.
    public static func takeRedrawRequest() -> Bool {
        let wanted = guardState.pointee.redraw != 0
        guardState.pointee.redraw = 0
        return wanted
    }

    /// Installs the restoring handlers once, without entering cbreak mode.
    public static func installHandlers() {
        guard guardState.pointee.installed == 0 else { return }
        guardState.pointee.installed = 1
        for signal in [SIGINT, SIGTERM, SIGHUP, SIGQUIT] { install(onTerminatingSignal, for: signal) }
        for signal in [SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP] {
            install(onCrashSignal, for: signal, keepPrevious: true)
        }
        install(onStopSignal, for: SIGTSTP)
        install(onContinue, for: SIGCONT)
        install(onResize, for: SIGWINCH)
    }
}

/// State the signal handlers read; only word-sized fields and a `termios`, set before use.
struct GuardState {
    var original = termios()
    /// `original` holds the settings to restore.
    var saved: Int32 = 0
    /// The alternate screen is showing.
    var active: Int32 = 0
    var installed: Int32 = 0
    var redraw: Int32 = 0
    var wantsScreen: Int32 = 1
    /// Stopped by Ctrl-Z with the terminal restored; cbreak is due again on SIGCONT.
    var suspended: Int32 = 0
}

/// Allocated once and never freed; the handlers reach it without Swift access checks.
nonisolated(unsafe) let guardState: UnsafeMutablePointer<GuardState> = {
    let state = UnsafeMutablePointer<GuardState>.allocate(capacity: 1)
    state.initialize(to: GuardState())
    return state
}()

/// The crash handlers that were installed before nightly's, by signal number.
nonisolated(unsafe) let previousActions: UnsafeMutablePointer<sigaction> = {
    let actions = UnsafeMutablePointer<sigaction>.allocate(capacity: 65)
    actions.initialize(repeating: sigaction(), count: 65)
    return actions
}()

/// Leaves the alternate screen, resets colours and shows the cursor; async-signal-safe.
private let restoreSequence: StaticString = "\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l"
private let enterSequence: StaticString = "\u{1B}[?1049h\u{1B}[?25l\u{1B}[2J"

private func applyCbreak() {
    let state = guardState
    var mode = state.pointee.original
    mode.c_lflag &= ~tcflag_t(ICANON | ECHO)
    mode.c_lflag |= tcflag_t(ISIG)
    withUnsafeMutableBytes(of: &mode.c_cc) { cc in
        cc[Int(VMIN)] = 1
        cc[Int(VTIME)] = 0
    }
    setTerminal(&mode)
    if state.pointee.active == 0 && state.pointee.wantsScreen != 0 {
        writeStatic(enterSequence)
        state.pointee.active = 1
    }
}

private func restoreTerminal() {
    let state = guardState
    if state.pointee.active != 0 {
        writeStatic(restoreSequence)
        state.pointee.active = 0
    }
    if state.pointee.saved != 0 {
        setTerminal(&state.pointee.original)
    }
}

/// `tcsetattr` with SIGTTOU blocked, so a process in the background is not stopped by it.
private func setTerminal(_ mode: UnsafePointer<termios>) {
    var block = sigset_t()
    var previous = sigset_t()
    sigemptyset(&block)
    sigaddset(&block, SIGTTOU)
    pthread_sigmask(SIG_BLOCK, &block, &previous)
    tcsetattr(Platform.standardInput, TCSANOW, mode)
    pthread_sigmask(SIG_SETMASK, &previous, nil)
}

/// Whether nightly's process group owns the terminal.
private func isInForeground() -> Bool {
    tcgetpgrp(Platform.standardInput) == getpgrp()
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
    if keepPrevious { previousActions[Int(signal)] = old }
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
    sigaction(signal, previousActions + Int(signal), nil)
    kill(getpid(), signal)
}

private func onStopSignal(_ signal: Int32) {
    let state = guardState
    let wasActive = state.pointee.active
    restoreTerminal()
    if state.pointee.saved != 0 {
        state.pointee.wantsScreen = wasActive
        state.pointee.suspended = 1
    }
    resetToDefault(SIGTSTP)
    unblock(SIGTSTP)
    kill(getpid(), SIGTSTP)
    // Stopped here until SIGCONT; `onContinue` takes the terminal back.
    install(onStopSignal, for: SIGTSTP)
}

private func onContinue(_ signal: Int32) {
    let state = guardState
    // After `bg` nightly stays out of cbreak; the next `fg` sends SIGCONT again.
    if state.pointee.suspended != 0 && state.pointee.saved != 0 && isInForeground() {
        state.pointee.suspended = 0
        applyCbreak()
    }
    state.pointee.redraw = 1
}

private func onResize(_ signal: Int32) {
    guardState.pointee.redraw = 1
}
