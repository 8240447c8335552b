/// The one ATX heading rule of the readers that do without cmark (CommonMark 0.31, 4.2): up to
/// three spaces, one to six `#`, then a space, a tab or the line's end. The quick readers
/// (``PlainLine``), the tag places, the sections an unclosed fence hides and the reports'
/// previews all ask it; the full parse asks cmark, and `ATXHeadingTests` holds the two to one
/// answer, as `fuzz-quick-readers` does for whole entries.
public enum ATXHeading {
    /// The level (1 to 6) of the heading `line` opens, or `nil` when it opens none. `line` is
    /// the line's content, without its line break.
    @inlinable public static func level<Line: Collection<UInt8>>(of line: Line) -> Int? {
        var index = line.startIndex
        var indent = 0
        while index < line.endIndex, line[index] == UInt8(ascii: " ") {
            indent += 1
            if indent > 3 { return nil }
            index = line.index(after: index)
        }
        var level = 0
        while index < line.endIndex, line[index] == UInt8(ascii: "#") {
            level += 1
            index = line.index(after: index)
        }
        guard (1...6).contains(level) else { return nil }
        guard index < line.endIndex else { return level }
        return line[index] == UInt8(ascii: " ") || line[index] == UInt8(ascii: "\t") ? level : nil
    }
}
