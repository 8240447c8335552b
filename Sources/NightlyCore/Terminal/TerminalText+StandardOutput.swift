import JournalReports
import SystemCalls

extension TerminalText {
    /// `text`, holding the journal's or the config's words, as it may be written to standard
    /// output: its control characters shown (``visible(_:)-(String)``) when that is a terminal,
    /// exactly as written when it is a pipe or a file.
    public static func forStandardOutput(_ text: String) -> String {
        Platform.isTerminal(Platform.standardOutput) ? visible(text) : text
    }
}
