/// A named part of a document, for outlines and breadcrumbs.
public struct DocumentSymbol: Codable, Hashable, Sendable {
    public var name: String
    public var detail: String?
    /// 2 module, 3 namespace, 15 string, 23 struct, …
    public var kind: Int
    public var range: TextRange
    public var selectionRange: TextRange
    public var children: [DocumentSymbol]?

    public init(
        name: String, detail: String? = nil, kind: Int, range: TextRange, selectionRange: TextRange,
        children: [DocumentSymbol]? = nil
    ) {
        self.name = name
        self.detail = detail
        self.kind = kind
        self.range = range
        self.selectionRange = selectionRange
        self.children = children
    }
}

/// A foldable run of lines, both 0-based and inclusive.
public struct FoldingRange: Codable, Hashable, Sendable {
    public var startLine: Int
    public var endLine: Int
    public var kind: String?

    public init(startLine: Int, endLine: Int, kind: String? = "region") {
        self.startLine = startLine
        self.endLine = endLine
        self.kind = kind
    }
}
