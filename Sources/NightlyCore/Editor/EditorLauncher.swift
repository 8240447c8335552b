import NightlySettings
import SystemCalls

/// Opens a file in the user's editor on nightly's terminal, and says how it went.
public enum EditorLauncher {
    /// What happened to the editor.
    public enum Outcome: Equatable, Sendable {
        case finished
        /// Exit 127 from the shell: the command was not found.
        case notFound
        case failed(status: Int32)
        case killed(signal: Int32)
    }

    /// Restores the terminal, then runs `choice` on `path` and waits for it.
    public static func edit(_ path: String, with choice: EditorChoice) -> Outcome {
        TerminalGuard.leave()
        switch ChildProcess.runInForeground(choice.arguments(for: path)) {
        case .exited(0): return .finished
        case .exited(127): return .notFound
        // The shell in between reports a killed editor as 128 + the signal's number.
        case .exited(let status) where (129...192).contains(status): return .killed(signal: status - 128)
        case .exited(let status): return .failed(status: status)
        case .signaled(let signal): return .killed(signal: signal)
        }
    }

    /// The message for an outcome that is not `.finished`, naming what was tried; `removed`
    /// when the entry was a new, untouched template and is gone again.
    public static func message(for outcome: Outcome, choice: EditorChoice, path: String, removed: Bool = false)
        -> String
    {
        let editor = "'\(choice.command)' (from \(choice.source))"
        let kept = removed ? "Nothing was written, so \(path) was not kept." : "\(path) is left as the editor left it."
        switch outcome {
        case .finished: return ""
        case .notFound:
            return
                "editor not found: tried \(editor). Set NIGHTLY_EDITOR, editor in the config, VISUAL or EDITOR. \(kept)"
        case .failed(let status): return "editor \(editor) exited with status \(status). \(kept)"
        case .killed(let signal): return "editor \(editor) was killed by signal \(signal). \(kept)"
        }
    }
}
