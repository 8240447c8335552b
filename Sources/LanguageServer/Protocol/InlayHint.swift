/// `textDocument/inlayHint`.
public struct InlayHintParams: Codable, Sendable {
    public var textDocument: TextDocumentIdentifier
    public var range: TextRange
}

/// A label the editor shows inside the text without it being part of it.
public struct InlayHint: Codable, Hashable, Sendable {
    public var position: Position
    public var label: String
    public var paddingLeft: Bool?

    public init(position: Position, label: String, paddingLeft: Bool? = true) {
        self.position = position
        self.label = label
        self.paddingLeft = paddingLeft
    }
}
