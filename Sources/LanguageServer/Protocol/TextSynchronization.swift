/// `{ uri }`, naming a document.
public struct TextDocumentIdentifier: Codable, Hashable, Sendable {
    public var uri: String
    public init(uri: String) { self.uri = uri }
}

/// The document as the client opened it.
public struct TextDocumentItem: Codable, Sendable {
    public var uri: String
    public var languageId: String?
    public var version: Int
    public var text: String
}

/// `textDocument/didOpen`.
public struct DidOpenTextDocumentParams: Codable, Sendable {
    public var textDocument: TextDocumentItem
}

/// `{ uri, version }`.
public struct VersionedTextDocumentIdentifier: Codable, Sendable {
    public var uri: String
    public var version: Int?
}

/// One change: `text` replaces `range`, or the whole document when there is no range.
public struct TextDocumentContentChangeEvent: Codable, Sendable {
    public var range: TextRange?
    public var text: String

    public init(range: TextRange?, text: String) {
        self.range = range
        self.text = text
    }
}

/// `textDocument/didChange`: changes applied in order, each to the result of the one before.
public struct DidChangeTextDocumentParams: Codable, Sendable {
    public var textDocument: VersionedTextDocumentIdentifier
    public var contentChanges: [TextDocumentContentChangeEvent]
}

/// `textDocument/didClose` and `textDocument/didSave`.
public struct TextDocumentParams: Codable, Sendable {
    public var textDocument: TextDocumentIdentifier
}

/// Requests about a place in a document (completion, on-type formatting's base).
public struct TextDocumentPositionParams: Codable, Sendable {
    public var textDocument: TextDocumentIdentifier
    public var position: Position
}
