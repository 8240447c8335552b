/// Text in Markdown or plain text.
public struct MarkupContent: Codable, Hashable, Sendable {
    /// `markdown` or `plaintext`.
    public var kind: String
    public var value: String

    public init(markdown value: String) {
        self.kind = "markdown"
        self.value = value
    }
}

/// `textDocument/hover`'s result.
public struct Hover: Codable, Hashable, Sendable {
    public var contents: MarkupContent
    public var range: TextRange?

    public init(contents: MarkupContent, range: TextRange?) {
        self.contents = contents
        self.range = range
    }
}
