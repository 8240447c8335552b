/// The documents the client has open, by URI, kept in sync with incremental changes.
public struct DocumentStore: Sendable {
    private var documents: [String: TextDocument] = [:]
    /// The encoding every position of this session uses.
    public var encoding: PositionEncoding

    /// An empty store whose positions count in `encoding`.
    public init(encoding: PositionEncoding = .utf16) { self.encoding = encoding }

    /// The open document at `uri`, or nil.
    public subscript(uri: String) -> TextDocument? { documents[uri] }

    /// The open document at `uri`.
    /// - Throws: ``ResponseError`` when the client has not opened it.
    public func document(_ uri: String) throws -> TextDocument {
        guard let document = documents[uri] else { throw ResponseError.invalidParams("\(uri) is not open") }
        return document
    }

    /// Keeps a document the client opened (`didOpen`), replacing one of the same URI.
    public mutating func open(_ item: TextDocumentItem) {
        documents[item.uri] = TextDocument(
            uri: item.uri, version: item.version, lines: item.lines ?? LineList(text: item.text))
    }

    /// Applies a `didChange`.
    /// - Throws: ``ResponseError`` for a document that is not open or a range out of order.
    public mutating func change(_ params: DidChangeTextDocumentParams) throws {
        guard var document = documents.removeValue(forKey: params.textDocument.uri) else {
            throw ResponseError.invalidParams("\(params.textDocument.uri) is not open")
        }
        defer { documents[params.textDocument.uri] = document }
        try document.apply(params.contentChanges, version: params.textDocument.version, encoding: encoding)
    }

    /// Forgets a document the client closed (`didClose`).
    public mutating func close(_ uri: String) { documents[uri] = nil }
}
