/// `workspace/symbol`.
public struct WorkspaceSymbolParams: Codable, Sendable {
    public var query: String
}

/// A named place in the workspace, for an editor's symbol search.
public struct SymbolInformation: Codable, Hashable, Sendable {
    public var name: String
    /// 1 file, 13 variable, 20 key, 24 event, …
    public var kind: Int
    public var location: Location
    public var containerName: String?

    public init(name: String, kind: Int, location: Location, containerName: String? = nil) {
        self.name = name
        self.kind = kind
        self.location = location
        self.containerName = containerName
    }
}
