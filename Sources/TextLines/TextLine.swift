/// One line of a text, as UTF-8 offsets from the text's start.
public struct TextLine: Sendable, Hashable {
    /// Where the line starts.
    public var start: Int
    /// Where its content ends: at its line break, or at the text's end.
    public var contentEnd: Int
    /// Where its line break ends, and the next line starts (the text's end for a last line
    /// without a break).
    public var end: Int

    @inlinable public init(start: Int, contentEnd: Int, end: Int) {
        self.start = start
        self.contentEnd = contentEnd
        self.end = end
    }

    /// The content, without the line break.
    @inlinable public var content: Range<Int> { start..<contentEnd }

    /// The line with its break.
    @inlinable public var full: Range<Int> { start..<end }

    /// Whether a line break ends the line.
    @inlinable public var hasLineBreak: Bool { end > contentEnd }
}
