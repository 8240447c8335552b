/// A range in a document named by URI: go-to-definition's and references' answer.
public struct Location: Codable, Hashable, Sendable {
    public var uri: String
    public var range: TextRange

    public init(uri: String, range: TextRange) {
        self.uri = uri
        self.range = range
    }
}

/// `textDocument/references`.
public struct ReferenceParams: Codable, Sendable {
    public struct Context: Codable, Sendable {
        public var includeDeclaration: Bool
    }
    public var textDocument: TextDocumentIdentifier
    public var position: Position
    public var context: Context?
}
