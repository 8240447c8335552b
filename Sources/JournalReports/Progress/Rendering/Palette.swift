import JournalFormat

/// ANSI colours for reports, or none. Colour is only ever added to text that already says the
/// same thing with a symbol, so output without it reads the same.
///
/// A palette also knows whether the output is a terminal: there the journal's own text goes
/// through ``journal(_:)``, which shows its control characters instead of sending them
/// (``TerminalText``), with or without colour.
public struct Palette: Sendable, Equatable {
    public var enabled: Bool
    /// Whether the output is a terminal, so the journal's text must be made visible.
    public var terminal: Bool

    public static let plain = Palette(enabled: false)
    public static let ansi = Palette(enabled: true)

    public init(enabled: Bool, terminal: Bool = false) {
        self.enabled = enabled
        self.terminal = terminal
    }

    /// Colour when standard output is a terminal, `NO_COLOR` is unset or empty and `TERM` is
    /// not `dumb`, as `grep --color=auto` decides; the journal's text made visible on any
    /// terminal, `NO_COLOR` or not.
    public static func auto(isTerminal: Bool, environment: [String: String]) -> Palette {
        let noColor = !(environment["NO_COLOR"] ?? "").isEmpty
        return Palette(enabled: isTerminal && !noColor && environment["TERM"] != "dumb", terminal: isTerminal)
    }

    /// Text from the journal (or its config), made visible on a terminal
    /// (``TerminalText/visible(_:)-(String)``) and kept exactly as written elsewhere.
    public func journal(_ text: String) -> String { terminal ? TerminalText.visible(text) : text }

    /// `text` wrapped in the SGR sequence `code` (such as `32` or `01;31`).
    public func paint(_ text: String, _ code: String) -> String {
        enabled && !text.isEmpty ? "\u{1B}[\(code)m\(text)\u{1B}[m" : text
    }

    public func green(_ text: String) -> String { paint(text, "32") }
    public func bold(_ text: String) -> String { paint(text, "1") }
    public func dim(_ text: String) -> String { paint(text, "2") }
    public func inverse(_ text: String) -> String { paint(text, "7") }
}

/// Small text helpers shared by the renderers.
enum Text {
    /// `part` as a whole percentage of `whole`, rounded to the nearest (7 of 18 is 39).
    static func percent(_ part: Int, of whole: Int) -> Int {
        (part * 200 + whole) / (whole * 2)
    }

    /// `12345` as `12,345`, the same in every locale so output is stable.
    static func grouped(_ number: Int) -> String { CountedNoun.grouped(number) }

    /// `text` padded with spaces on the right to `width` characters.
    static func padded(_ text: String, _ width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - text.count))
    }

    /// `text` padded on the left to `width` characters.
    static func right(_ text: String, _ width: Int) -> String {
        String(repeating: " ", count: max(0, width - text.count)) + text
    }

    /// `1 day`, `2 days`.
    static func count(_ number: Int, _ singular: String, _ plural: String? = nil) -> String {
        CountedNoun.of(number, singular, plural, grouped: true)
    }
}
