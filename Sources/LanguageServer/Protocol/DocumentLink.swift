/// A range of a document that leads to another (`textDocument/documentLink`).
public struct DocumentLink: Codable, Hashable, Sendable {
    public var range: TextRange
    public var target: String?
    public var tooltip: String?

    public init(range: TextRange, target: String?, tooltip: String? = nil) {
        self.range = range
        self.target = target
        self.tooltip = tooltip
    }
}

extension ServerCapabilities {
    public struct DocumentLinkOptions: Encodable, Sendable {
        public var resolveProvider = false

        public init() {}
    }
}
