/// A problem shown in the editor.
public struct LSPDiagnostic: Codable, Hashable, Sendable {
    public var range: TextRange
    /// 1 error, 2 warning, 3 information, 4 hint.
    public var severity: Int
    public var source: String
    public var message: String

    public init(range: TextRange, severity: Int, source: String, message: String) {
        self.range = range
        self.severity = severity
        self.source = source
        self.message = message
    }
}

/// `textDocument/publishDiagnostics`: the whole set for a document, replacing the last.
public struct PublishDiagnosticsParams: Codable, Sendable {
    public var uri: String
    public var version: Int?
    public var diagnostics: [LSPDiagnostic]

    public init(uri: String, version: Int?, diagnostics: [LSPDiagnostic]) {
        self.uri = uri
        self.version = version
        self.diagnostics = diagnostics
    }
}
