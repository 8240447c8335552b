import NightlySettings
import SystemCalls

extension KeyPrompt {
    /// Asks a question whose safe answer is no, shown as `question [y/N]`; true only for `y`.
    ///
    /// In a terminal the answer is one key press (cbreak mode, restored after): `y` is yes, any
    /// other key (`n`, Enter, Escape, Ctrl-D) is no, and so is a terminal that hangs up.
    /// Otherwise a line is read, and yes is a line that starts with `y`; end of input is no.
    public static func confirm(_ question: String) -> Bool {
        Platform.write("\(question) [y/N] ")
        guard Platform.isTerminal(Platform.standardInput) else {
            let yes = readLine()?.trimmingSpaces().lowercased().first == "y"
            Platform.write("\n")
            return yes
        }
        TerminalGuard.enter(screen: false)
        defer { TerminalGuard.leave() }
        // Waits again when a signal (a resize, say) interrupts the wait.
        while !Platform.waitReadable(Platform.standardInput, milliseconds: 1000) {}
        let yes = Platform.read(Platform.standardInput).first.map { $0 | 0x20 } == UInt8(ascii: "y")
        Platform.write(yes ? "y\n" : "n\n")
        return yes
    }
}
