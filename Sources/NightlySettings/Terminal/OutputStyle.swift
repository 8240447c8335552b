import SystemCalls

/// How nightly may draw: animation, one calm line per step, or plain lines for pipes.
public enum OutputStyle: Equatable, Sendable {
    /// Full-screen animation with escape codes; `colour` false under `NO_COLOR`.
    case animated(colour: Bool)
    /// One text cue per phase, no cursor movement: for reduced motion and screen readers.
    case reducedMotion
    /// Plain lines, no escape byte at all: a pipe, CI, or `TERM=dumb`.
    case plain

    /// Chooses the style from the terminal, the environment and the user's wish.
    ///
    /// Animation needs standard input and output to be terminals and `TERM` set and not
    /// `dumb`. `NO_COLOR` (set, non-empty) removes colour, not motion.
    public static func detect(
        reducedMotion: Bool, inputIsTerminal: Bool = Platform.isTerminal(Platform.standardInput),
        outputIsTerminal: Bool = Platform.isTerminal(Platform.standardOutput),
        environment: [String: String]
    ) -> OutputStyle {
        let term = environment["TERM"] ?? ""
        guard inputIsTerminal, outputIsTerminal, !term.isEmpty, term != "dumb" else { return .plain }
        if reducedMotion { return .reducedMotion }
        let noColour = !(environment["NO_COLOR"] ?? "").isEmpty
        return .animated(colour: !noColour)
    }

    /// Whether escape codes may be written.
    public var allowsEscapes: Bool {
        if case .animated = self { return true }
        return false
    }
}
