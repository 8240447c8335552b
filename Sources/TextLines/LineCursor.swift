/// The line of each offset into a text, asked in increasing order, found in one pass over its
/// lines as ``LineRanges`` splits them: for a caller that turns many byte offsets into lines and
/// columns (references, symbols) without counting line breaks by hand.
///
/// An offset on a line's break is on that line; the offset where a break ends starts the next
/// line, so the end of a text that ends with a break is on a last, empty line. An offset before
/// the last one asked starts the walk again from the text's start.
public struct LineCursor {
    @usableFromInline let lines: [TextLine]
    @usableFromInline var index = 0

    /// A cursor over the lines of `bytes`.
    public init(_ bytes: [UInt8]) { lines = LineRanges.lines(of: bytes) }

    /// The 0-based line `offset` is on, and the offset at which that line starts.
    @inlinable public mutating func line(of offset: Int) -> (line: Int, start: Int) {
        if index > 0, offset < start(ofLine: index) { index = 0 }
        while index < lines.count, lines[index].hasLineBreak, lines[index].end <= offset { index += 1 }
        return (index, start(ofLine: index))
    }

    @inlinable func start(ofLine line: Int) -> Int {
        line < lines.count ? lines[line].start : lines.last?.end ?? 0
    }
}
