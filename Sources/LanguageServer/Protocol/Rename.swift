/// `textDocument/rename`.
public struct RenameParams: Codable, Sendable {
    public var textDocument: TextDocumentIdentifier
    public var position: Position
    public var newName: String
}

/// `textDocument/prepareRename`'s result: what would be renamed, and its current name.
public struct PrepareRenameResult: Codable, Hashable, Sendable {
    public var range: TextRange
    public var placeholder: String

    public init(range: TextRange, placeholder: String) {
        self.range = range
        self.placeholder = placeholder
    }
}

extension ServerCapabilities {
    public struct RenameOptions: Encodable, Sendable {
        public var prepareProvider: Bool

        public init(prepareProvider: Bool) { self.prepareProvider = prepareProvider }
    }
}
