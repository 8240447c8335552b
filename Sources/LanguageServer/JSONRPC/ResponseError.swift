/// A JSON-RPC error answer. A handler throws one to answer a request with an error.
public struct ResponseError: Error, Equatable, Sendable, Codable, CustomStringConvertible {
    public var code: Int
    public var message: String

    /// Creates an error with a JSON-RPC or LSP error code.
    public init(code: Int, message: String) {
        self.code = code
        self.message = message
    }

    public var description: String { "\(message) (\(code))" }

    /// The body was not JSON.
    public static func parseError(_ message: String) -> Self { Self(code: -32700, message: message) }
    /// Valid JSON, but not a request or notification; or a request after `shutdown`.
    public static func invalidRequest(_ message: String) -> Self { Self(code: -32600, message: message) }
    /// No handler for the method.
    public static func methodNotFound(_ method: String) -> Self {
        Self(code: -32601, message: "unknown method \(method)")
    }
    /// The params do not fit the method.
    public static func invalidParams(_ message: String) -> Self { Self(code: -32602, message: message) }
    /// A handler failed.
    public static func internalError(_ message: String) -> Self { Self(code: -32603, message: message) }
    /// A request before `initialize`.
    public static let serverNotInitialized = Self(code: -32002, message: "the server is not initialized yet")
    /// The request failed for a reason the user should see (LSP's RequestFailed).
    public static func requestFailed(_ message: String) -> Self { Self(code: -32803, message: message) }
}
