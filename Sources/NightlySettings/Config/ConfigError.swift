/// A config file nightly cannot use, with where the problem is.
public struct ConfigError: Error, Equatable, CustomStringConvertible {
    public var path: String
    /// 1-based line, when known.
    public var line: Int?
    /// The key, dotted (`breathing.pattern`), when the problem is one key.
    public var key: String?
    public var message: String

    public init(path: String, line: Int?, key: String?, message: String) {
        self.path = path
        self.line = line
        self.key = key
        self.message = message
    }

    /// `path:line: key 'k': message`, the shape compilers use, so editors can jump there.
    public var description: String {
        var text = path
        if let line { text += ":\(line)" }
        text += ": "
        if let key { text += "key '\(key)': " }
        return text + message
    }
}
