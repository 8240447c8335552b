/// A place in an entry's text: 1-based line, 1-based column counted in UTF-8 bytes
/// (as cmark-gfm and vim's `col()` count).
public struct SourceLocation: Hashable, Comparable, Sendable, Codable {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }
}

/// The span of text a model value was read from.
public typealias SourceRange = Range<SourceLocation>
