/// Matches as `path:line:text` (context lines as `path-line-text`), coloured the way
/// `grep --color` colours them.
public struct GrepRenderer: Sendable {
    public var colour: Bool

    public init(colour: Bool) { self.colour = colour }

    public func render(_ match: JournalGrep.Match) -> [UInt8] {
        let mark = match.isContext ? "-" : ":"
        guard colour else { return Array("\(match.path)\(mark)\(match.line)\(mark)".utf8) + match.text + [0x0A] }
        var out = Array(
            (paint(match.path, "35") + paint(mark, "36") + paint("\(match.line)", "32") + paint(mark, "36")).utf8)
        var offset = 0
        for range in match.ranges where !range.isEmpty {
            out += match.text[offset..<range.lowerBound]
            out += Array("\u{1B}[01;31m\u{1B}[K".utf8) + match.text[range] + Array("\u{1B}[m\u{1B}[K".utf8)
            offset = range.upperBound
        }
        return out + match.text[offset...] + [0x0A]
    }

    /// The line between groups of lines that do not follow one another, with context.
    public var separator: [UInt8] { Array((colour ? paint("--", "36") : "--").utf8) + [0x0A] }

    private func paint(_ text: String, _ code: String) -> String { "\u{1B}[\(code)m\u{1B}[K\(text)\u{1B}[m\u{1B}[K" }
}
