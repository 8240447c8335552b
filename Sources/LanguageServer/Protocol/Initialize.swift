/// `initialize` params: only what the server reads.
public struct InitializeParams: Codable, Sendable {
    public struct WorkspaceFolder: Codable, Sendable {
        public var uri: String
        public var name: String?
    }

    public struct ClientCapabilities: Codable, Sendable {
        public struct General: Codable, Sendable {
            public var positionEncodings: [String]?
        }
        public var general: General?
    }

    public var processId: Int?
    public var rootUri: String?
    public var rootPath: String?
    public var workspaceFolders: [WorkspaceFolder]?
    public var capabilities: ClientCapabilities?

    /// The encodings the client offers, in its order of preference.
    public var offeredEncodings: [String] { capabilities?.general?.positionEncodings ?? [] }

    /// The workspace's folder: the first workspace folder, else the root URI, else the root path.
    public var workspacePath: String? {
        if let uri = workspaceFolders?.first?.uri ?? rootUri, let path = DocumentURI.path(of: uri) { return path }
        return rootPath
    }
}

/// What the server can do, as sent in the `initialize` result.
public struct ServerCapabilities: Encodable, Sendable {
    public struct OnTypeFormattingOptions: Encodable, Sendable {
        public var firstTriggerCharacter: String
        public var moreTriggerCharacter: [String]?

        public init(firstTriggerCharacter: String, moreTriggerCharacter: [String]? = nil) {
            self.firstTriggerCharacter = firstTriggerCharacter
            self.moreTriggerCharacter = moreTriggerCharacter
        }
    }

    public struct CompletionOptions: Encodable, Sendable {
        public var triggerCharacters: [String]

        public init(triggerCharacters: [String]) { self.triggerCharacters = triggerCharacters }
    }

    public struct ExecuteCommandOptions: Encodable, Sendable {
        public var commands: [String]

        public init(commands: [String]) { self.commands = commands }
    }

    public struct TextDocumentSyncOptions: Encodable, Sendable {
        public var openClose = true
        /// 2: incremental.
        public var change = 2
        public var save = false
    }

    public var positionEncoding: String
    public var textDocumentSync = TextDocumentSyncOptions()
    public var documentOnTypeFormattingProvider: OnTypeFormattingOptions?
    public var documentFormattingProvider: Bool?
    public var documentRangeFormattingProvider: Bool?
    public var completionProvider: CompletionOptions?
    public var codeActionProvider: Bool?
    public var executeCommandProvider: ExecuteCommandOptions?
    public var documentSymbolProvider: Bool?
    public var foldingRangeProvider: Bool?
    public var definitionProvider: Bool?
    public var hoverProvider: Bool?
    public var documentLinkProvider: DocumentLinkOptions?
    public var referencesProvider: Bool?
    public var renameProvider: RenameOptions?
    public var workspaceSymbolProvider: Bool?
    public var inlayHintProvider: Bool?

    public init(positionEncoding: PositionEncoding) {
        self.positionEncoding = positionEncoding.rawValue
    }
}

/// The `initialize` result.
public struct InitializeResult: Encodable, Sendable {
    public struct ServerInfo: Encodable, Sendable {
        public var name: String
        public var version: String?
    }

    public var capabilities: ServerCapabilities
    public var serverInfo: ServerInfo

    public init(capabilities: ServerCapabilities, name: String, version: String?) {
        self.capabilities = capabilities
        self.serverInfo = ServerInfo(name: name, version: version)
    }
}
