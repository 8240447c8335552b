import NightlySettings
import SystemCalls

/// Asks one question answered by a single key, in a terminal or from a pipe.
public enum KeyPrompt {
    /// Shows `question` and returns the chosen option's key, or nil on Escape, `q` when it is
    /// not an option, or end of input. Other keys are ignored.
    ///
    /// In a terminal the answer is one key press (cbreak mode, restored after). Otherwise a
    /// line is read and its first character is the answer, so scripts can drive it.
    public static func ask(_ question: String, options: [(key: Character, label: String)]) -> Character? {
        let choices = options.map { "[\($0.key)] \($0.label)" }.joined(separator: "  ")
        Platform.write("\(question)\n  \(choices) ")
        let keys = Set(options.map(\.key))
        guard Platform.isTerminal(Platform.standardInput) else {
            let answer = readLine()?.trimmingSpaces().lowercased().first
            Platform.write("\n")
            return answer.flatMap { keys.contains($0) ? $0 : nil }
        }
        TerminalGuard.enter(screen: false)
        defer { TerminalGuard.leave() }
        var reader = KeyReader()
        while true {
            for key in reader.keys(waitingAtMost: 1000) {
                switch key {
                case .character(let character):
                    let lowered = Character(character.lowercased())
                    if keys.contains(lowered) {
                        Platform.write("\(lowered)\n")
                        return lowered
                    }
                    if lowered == "q" {
                        Platform.write("\n")
                        return nil
                    }
                case .escape:
                    Platform.write("\n")
                    return nil
                default: break
                }
            }
        }
    }
}
