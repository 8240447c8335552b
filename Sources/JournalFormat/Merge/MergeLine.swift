/// One line of a version being merged: its text, the break that ends it, and what the merge
/// compares.
///
/// Lines are compared by ``key``: the text with a task item's checkbox state blanked, so that
/// `- [ ] call Sam` and `- [x] call Sam` are the same line whose tick is merged on its own
/// (ticks win). The break is not compared, so a line keeps the break of the version it is
/// taken from.
struct MergeLine: Hashable, Sendable {
    /// The line without its break.
    var content: [UInt8]
    /// `\n`, `\r\n`, `\r`, or empty for a last line without one.
    var ending: [UInt8]
    /// ``content`` with the checkbox state, if any, replaced by a space.
    private(set) var key: [UInt8]
    /// Offset in ``content`` of the character between a task item's brackets.
    private(set) var checkboxOffset: Int?

    init(content: [UInt8], ending: [UInt8]) {
        self.content = content
        self.ending = ending
        checkboxOffset = TaskCheckbox.find(in: content, line: 0..<content.count)?.stateOffset
        key = content
        if let checkboxOffset { key[checkboxOffset] = UInt8(ascii: " ") }
    }

    /// Whether the line is a ticked task item (`[x]` or `[X]`).
    var isTicked: Bool {
        guard let checkboxOffset else { return false }
        return content[checkboxOffset] != UInt8(ascii: " ")
    }

    /// The line with its checkbox ticked or not; other lines unchanged.
    func ticked(_ done: Bool) -> MergeLine {
        guard let checkboxOffset, isTicked != done else { return self }
        var copy = self
        copy.content[checkboxOffset] = done ? UInt8(ascii: "x") : UInt8(ascii: " ")
        return copy
    }

    /// Whether the line holds only spaces and tabs.
    var isBlank: Bool { content.allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") } }

    /// The lines of `bytes`, split where ``SourceText`` splits them.
    static func lines(of bytes: [UInt8]) -> [MergeLine] {
        let source = SourceText(bytes)
        return (1..<(source.lineCount + 1)).map { line in
            let content = source.contentRange(ofLine: line)
            let full = source.fullRange(ofLine: line)
            return MergeLine(
                content: Array(bytes[content]), ending: Array(bytes[content.upperBound..<full.upperBound]))
        }
    }
}
