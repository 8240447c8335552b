import NightlySettings
import SystemCalls

/// Asks one question answered by a line of text, in a terminal or from a pipe.
///
/// The terminal stays in its own line mode while the person types, so backspace, Ctrl-U and
/// the rest work as everywhere else and there is nothing to restore: Ctrl-C ends nightly
/// the usual way, and Ctrl-D ends the input.
public enum LineQuestion {
    /// What came back from a question.
    public enum Answer<Value> {
        case value(Value)
        /// An empty line (Enter).
        case skipped
        /// End of input (Ctrl-D, or the pipe closed): the person wants to stop.
        case ended
    }

    /// Shows `question` and reads a line; an answer `read` refuses is asked again, with
    /// `retry` shown first.
    /// - Parameters:
    ///   - question: shown as is, followed by a space; the cursor waits after it.
    ///   - retry: why the last answer was refused and what would do.
    ///   - read: the value of a non-empty answer (trimmed), or nil to ask again.
    public static func ask<Value>(
        _ question: String, retry: String = "That doesn't look right; try again, or press Enter to skip.",
        read: (String) -> Value?
    ) -> Answer<Value> {
        while true {
            Platform.write("\(question) ")
            guard let line = readLine() else {
                Platform.write("\n")
                return .ended
            }
            let answer = line.trimmingSpaces()
            if answer.isEmpty { return .skipped }
            if let value = read(answer) { return .value(value) }
            Platform.write("\(retry)\n")
        }
    }
}
