import TextLines

/// The bytes of an entry with a table of its lines.
///
/// A line ends at `\n`, `\r\n` or a lone `\r`, the three breaks CommonMark knows, as
/// ``LineRanges`` splits every text; the break belongs to the line it ends. Lines are numbered
/// from 1.
struct SourceText: Sendable, Equatable {
    let bytes: [UInt8]
    /// Byte offset where each line starts.
    private(set) var lineStarts: [Int] = []
    /// Byte offset where each line's content ends (before its break).
    private(set) var contentEnds: [Int] = []

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        var starts: [Int] = []
        var ends: [Int] = []
        bytes.withUnsafeBufferPointer { buffer in
            // Counted first, so the two tables are made at their size, not grown by doubling
            // (which holds a table and a half at once, 40 MB more for a 100 MB entry).
            var count = 0
            var counting = LineRanges(buffer)
            while counting.next() != nil { count += 1 }
            starts.reserveCapacity(count)
            ends.reserveCapacity(count)
            var lines = LineRanges(buffer)
            while let line = lines.next() {
                starts.append(line.lowerBound)
                ends.append(line.upperBound)
            }
        }
        lineStarts = starts
        contentEnds = ends
    }

    var lineCount: Int { lineStarts.count }

    /// Whether the last line is followed by a line break (true for an empty text).
    var endsWithLineBreak: Bool { contentEnds.last.map { $0 < bytes.count } ?? true }

    /// The byte range of line `line`'s content, without its break.
    func contentRange(ofLine line: Int) -> Range<Int> {
        lineStarts[line - 1]..<contentEnds[line - 1]
    }

    /// The byte range of line `line` including its break.
    func fullRange(ofLine line: Int) -> Range<Int> {
        lineStarts[line - 1]..<(line < lineCount ? lineStarts[line] : bytes.count)
    }

    /// Line `line`'s content as text.
    func content(ofLine line: Int) -> String {
        String(decoding: bytes[contentRange(ofLine: line)], as: UTF8.self)
    }

    /// Whether line `line` holds only spaces and tabs.
    func isBlank(line: Int) -> Bool {
        bytes[contentRange(ofLine: line)].allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
    }

    /// The 1-based line that holds byte `offset`.
    func line(containing offset: Int) -> Int {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if lineStarts[mid] <= offset { low = mid } else { high = mid - 1 }
        }
        return low + 1
    }

    /// The location of byte `offset`.
    func location(of offset: Int) -> SourceLocation {
        guard lineCount > 0 else { return SourceLocation(line: 1, column: 1) }
        let line = line(containing: offset)
        return SourceLocation(line: line, column: offset - lineStarts[line - 1] + 1)
    }

    /// The range from the start of line `first` to the end of line `last`'s content.
    func sourceRange(lines: ClosedRange<Int>) -> SourceRange {
        let start = SourceLocation(line: lines.lowerBound, column: 1)
        let endLine = lines.upperBound
        let end = SourceLocation(line: endLine, column: contentEnds[endLine - 1] - lineStarts[endLine - 1] + 1)
        return start..<end
    }
}
