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
    /// The text as lines, when a large message's text was read into them (``text`` is then
    /// empty).
    public var lines: LineList?

    private enum CodingKeys: String, CodingKey { case uri, languageId, version, text }
}

/// `textDocument/didOpen`.
public struct DidOpenTextDocumentParams: Codable, Sendable, CarriesLargeText {
    public var textDocument: TextDocumentItem

    public static let textPath = ["params", "textDocument", "text"]

    public mutating func restore(_ texts: [LineList]) {
        guard texts.count == 1 else { return }
        textDocument.lines = texts[0]
    }
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
    /// The text as lines, when a large message's text was read into them (``text`` is then
    /// empty).
    public var lines: LineList?

    public init(range: TextRange?, text: String) {
        self.range = range
        self.text = text
    }

    private enum CodingKeys: String, CodingKey { case range, text }
}

/// `textDocument/didChange`: changes applied in order, each to the result of the one before.
public struct DidChangeTextDocumentParams: Codable, Sendable, CarriesLargeText {
    public var textDocument: VersionedTextDocumentIdentifier
    public var contentChanges: [TextDocumentContentChangeEvent]

    public static let textPath = ["params", "contentChanges", "*", "text"]

    public mutating func restore(_ texts: [LineList]) {
        guard texts.count == contentChanges.count else { return }
        for index in texts.indices { contentChanges[index].lines = texts[index] }
    }
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
