/// A place in a document: a 0-based line and a 0-based character offset within it, counted
/// in the negotiated ``PositionEncoding``.
public struct Position: Codable, Hashable, Sendable, Comparable {
    /// The line, from 0.
    public var line: Int
    /// The offset in the line, from 0, in the session's ``PositionEncoding``.
    public var character: Int

    /// Creates a position from a 0-based line and character.
    public init(line: Int, character: Int) {
        self.line = line
        self.character = character
    }

    public static func < (lhs: Position, rhs: Position) -> Bool {
        (lhs.line, lhs.character) < (rhs.line, rhs.character)
    }
}

/// A span of a document, `end` exclusive.
public struct TextRange: Codable, Hashable, Sendable {
    public var start: Position
    public var end: Position

    public init(start: Position, end: Position) {
        self.start = start
        self.end = end
    }

    /// The whole of lines `first` to `last` (0-based), to the start of the line after.
    public init(lines first: Int, _ last: Int) {
        self.init(start: Position(line: first, character: 0), end: Position(line: last + 1, character: 0))
    }
}

/// A replacement of `range` by `newText`.
public struct TextEdit: Codable, Hashable, Sendable {
    public var range: TextRange
    public var newText: String

    public init(range: TextRange, newText: String) {
        self.range = range
        self.newText = newText
    }
}
