import LanguageServer

/// UTF-8 offsets into a run of a document's lines, turned into LSP positions.
struct LineOffsets {
    /// The first line of the run, 0-based in the document.
    let firstLine: Int
    /// The UTF-8 offset at which each line of the run starts, from the run's start.
    let starts: [Int]

    /// Offsets for lines `range` of `document`.
    init(_ document: TextDocument, lines range: Range<Int>) {
        firstLine = range.lowerBound
        var starts: [Int] = []
        starts.reserveCapacity(range.count)
        var offset = 0
        for line in range {
            starts.append(offset)
            offset += document.lines.utf8Count(ofLine: line)
        }
        self.starts = starts
    }

    /// The line (0-based, in the document) and UTF-8 column of `offset`.
    func location(of offset: Int) -> (line: Int, column: Int) {
        // The last line start at or before `offset`.
        var low = 0, high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return (firstLine + low, offset - starts[low])
    }

    /// The LSP position of `offset`.
    func position(of offset: Int, in document: TextDocument, encoding: PositionEncoding) -> Position {
        let (line, column) = location(of: offset)
        return document.position(line: line, utf8Column: column, encoding: encoding)
    }

    /// The UTF-8 offset of `position` (clamped to its line).
    func offset(of position: Position, in document: TextDocument, encoding: PositionEncoding) -> Int {
        let index = min(max(position.line - firstLine, 0), starts.count - 1)
        return starts[index] + document.utf8Column(of: position, encoding: encoding)
    }
}

extension TextDocument {
    /// The range from the start of line `first` to the end of line `last` (0-based), line break excluded.
    func range(lines first: Int, _ last: Int, encoding: PositionEncoding) -> TextRange {
        let end = position(line: last, utf8Column: content(ofLine: last).utf8.count, encoding: encoding)
        return TextRange(start: Position(line: first, character: 0), end: end)
    }
}
