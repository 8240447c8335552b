/// A completion offered at the caret.
public struct CompletionItem: Codable, Hashable, Sendable {
    public var label: String
    /// 1 text, 12 value, 14 keyword, 21 constant, …
    public var kind: Int?
    public var detail: String?
    public var textEdit: TextEdit?
    public var filterText: String?
    /// What the client sorts by, before the label: the server's own ranking.
    public var sortText: String?

    public init(label: String, kind: Int? = nil, detail: String? = nil, textEdit: TextEdit? = nil) {
        self.label = label
        self.kind = kind
        self.detail = detail
        self.textEdit = textEdit
        self.filterText = textEdit.map { _ in label }
    }
}

/// `textDocument/completion`'s result.
public struct CompletionList: Codable, Sendable {
    public var isIncomplete: Bool
    public var items: [CompletionItem]

    public init(items: [CompletionItem]) {
        self.isIncomplete = false
        self.items = items
    }
}
