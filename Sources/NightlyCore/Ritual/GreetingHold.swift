import JournalReports
import NightlySettings
import SystemCalls

/// Keeps the greeting on the screen until a key is pressed, so the breathing screen, which
/// takes the whole terminal, does not cover it before anyone has read it.
public enum GreetingHold {
    /// How the hold ended.
    public enum Outcome: Equatable, Sendable {
        /// A key, or the time ran out: go on.
        case goOn
        /// `q` or Escape: end the ritual without writing.
        case quit
    }

    /// How long the greeting waits for a key before the ritual goes on by itself.
    public static let defaultSeconds = 20

    /// Shows a dim "Press any key …, or wait 20 s" line and waits for a key, at most `seconds`.
    ///
    /// Off a terminal (or in plain style), or with `seconds` 0 (`greeting_hold = 0`), it
    /// returns at once: a pipe has nobody to wait for.
    /// Ctrl-C ends nightly as it does during breathing, with the terminal restored.
    /// - Parameters:
    ///   - next: what the key begins (`breathing`).
    ///   - width: the columns the line wraps to, at spaces; nil for no limit.
    public static func wait(
        style: OutputStyle, next: String, seconds: Int = defaultSeconds, width: Int? = nil
    ) -> Outcome {
        guard style != .plain, seconds > 0, Platform.isTerminal(Platform.standardInput) else { return .goOn }
        for line in WordWrap.lines("Press any key to begin \(next), or wait \(seconds) s (q to stop)", width: width) {
            Platform.write(style == .animated(colour: true) ? "\u{1B}[2m\(line)\u{1B}[0m\n" : "\(line)\n")
        }
        TerminalGuard.enter(screen: false)
        defer { TerminalGuard.leave() }
        var reader = KeyReader()
        let deadline = Platform.monotonicNanoseconds() &+ UInt64(seconds) * 1_000_000_000
        while true {
            let now = Platform.monotonicNanoseconds()
            guard now < deadline else { return .goOn }
            for key in reader.keys(waitingAtMost: Int32(min(1000, (deadline - now) / 1_000_000 + 1))) {
                switch key {
                case .escape, .character("q"), .character("Q"): return .quit
                default: return .goOn
                }
            }
        }
    }
}
