/// `textDocument/onTypeFormatting`: `ch` was typed (inserted by the client) before `position`.
public struct DocumentOnTypeFormattingParams: Codable, Sendable {
    public var textDocument: TextDocumentIdentifier
    public var position: Position
    public var ch: String
}

/// `textDocument/formatting` and `textDocument/rangeFormatting` (which has a range).
public struct DocumentFormattingParams: Codable, Sendable {
    public var textDocument: TextDocumentIdentifier
    public var range: TextRange?
}
