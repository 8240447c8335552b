/// Matches as `path:line:text` (context lines as `path-line-text`), coloured the way
/// `grep --color` colours them.
/// On a terminal (`terminal`), the line's text and its path are made visible
/// (``TerminalText``) piece by piece, so the colours around a match stay nightly's own.
public struct GrepRenderer: Sendable {
    public var colour: Bool
    public var terminal: Bool

    public init(colour: Bool, terminal: Bool = false) {
        self.colour = colour
        self.terminal = terminal
    }

    public func render(_ match: JournalGrep.Match) -> [UInt8] {
        let mark = match.isContext ? "-" : ":"
        let path = terminal ? TerminalText.visible(match.path) : match.path
        guard colour else {
            return Array("\(path)\(mark)\(match.line)\(mark)".utf8) + journal(match.text[...]) + [0x0A]
        }
        var out = Array((paint(path, "35") + paint(mark, "36") + paint("\(match.line)", "32") + paint(mark, "36")).utf8)
        var offset = 0
        for range in match.ranges where !range.isEmpty {
            out += journal(match.text[offset..<range.lowerBound])
            out += Array("\u{1B}[01;31m\u{1B}[K".utf8) + journal(match.text[range]) + Array("\u{1B}[m\u{1B}[K".utf8)
            offset = range.upperBound
        }
        return out + journal(match.text[offset...]) + [0x0A]
    }

    private func journal(_ bytes: ArraySlice<UInt8>) -> [UInt8] {
        terminal ? TerminalText.visible(bytes) : Array(bytes)
    }

    /// The line between groups of lines that do not follow one another, with context.
    public var separator: [UInt8] { Array((colour ? paint("--", "36") : "--").utf8) + [0x0A] }

    private func paint(_ text: String, _ code: String) -> String { "\u{1B}[\(code)m\u{1B}[K\(text)\u{1B}[m\u{1B}[K" }
}
