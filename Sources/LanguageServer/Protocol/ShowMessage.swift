/// `window/showMessage`: a message the editor shows the user.
public struct ShowMessageParams: Codable, Sendable, Equatable {
    /// What kind of message it is, as the protocol numbers them.
    public enum Kind: Int, Codable, Sendable {
        case error = 1, warning, info, log
    }

    public var type: Kind
    public var message: String

    public init(type: Kind, message: String) {
        self.type = type
        self.message = message
    }
}
