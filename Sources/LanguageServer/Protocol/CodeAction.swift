/// `textDocument/codeAction`.
public struct CodeActionParams: Codable, Sendable {
    public var textDocument: TextDocumentIdentifier
    public var range: TextRange
}

/// Edits to documents, by URI.
public struct WorkspaceEdit: Codable, Hashable, Sendable {
    public var changes: [String: [TextEdit]]

    public init(changes: [String: [TextEdit]]) { self.changes = changes }
}

/// A command the client asks the server to run (`workspace/executeCommand`).
public struct Command: Codable, Hashable, Sendable {
    public var title: String
    public var command: String
    public var arguments: [String]?

    public init(title: String, command: String, arguments: [String]? = nil) {
        self.title = title
        self.command = command
        self.arguments = arguments
    }
}

/// A fix or refactoring: an edit the client applies, or a command it sends back.
public struct CodeAction: Codable, Hashable, Sendable {
    public var title: String
    public var kind: String?
    public var edit: WorkspaceEdit?
    public var command: Command?

    public init(title: String, kind: String? = "quickfix", edit: WorkspaceEdit? = nil, command: Command? = nil) {
        self.title = title
        self.kind = kind
        self.edit = edit
        self.command = command
    }
}

/// `workspace/executeCommand`; the journal's commands take strings.
public struct ExecuteCommandParams: Codable, Sendable {
    public var command: String
    public var arguments: [String]?
}
