/// A `--format` string: text with `{name}` placeholders filled in from a table, and `{{` and
/// `}}` for braces. `status`, `log` and `grep` read their `--format` this way, so one syntax,
/// documented once in nightly(1), serves them all.
public struct PlaceholderFormat: Sendable, Equatable {
    public var format: String
    /// The placeholders the command fills in, without braces.
    public var keys: [String]
    /// The command's name, for the error: "'{x}' is not a log format".
    public var command: String

    /// Checks `format` once, so a bad one is refused before any output.
    /// - Throws: ``UnknownPlaceholder`` for a `{…}` not in `keys`, or a lone brace.
    public init(_ format: String, keys: [String], command: String) throws {
        self.format = format
        self.keys = keys
        self.command = command
        _ = try fill(Dictionary(uniqueKeysWithValues: keys.map { ($0, "") }))
    }

    /// The format with each placeholder replaced by its value in `values`, made visible
    /// (``TerminalText``) when `terminal`: the values are the journal's, the format the user's.
    /// - Throws: ``UnknownPlaceholder`` for a `{…}` that has no value, or a lone brace.
    public func fill(_ values: [String: String], terminal: Bool = false) throws -> String {
        var result = ""
        var rest = Substring(format)
        while let open = rest.firstIndex(where: { $0 == "{" || $0 == "}" }) {
            result += rest[..<open]
            let after = rest.index(after: open)
            if after < rest.endIndex, rest[after] == rest[open] {
                result.append(rest[open])
                rest = rest[rest.index(after: after)...]
                continue
            }
            guard rest[open] == "{", let close = rest[after...].firstIndex(of: "}"),
                let value = values[String(rest[after..<close])]
            else {
                throw UnknownPlaceholder(format: format, keys: keys.sorted(), command: command)
            }
            result += terminal ? TerminalText.visible(value) : value
            rest = rest[rest.index(after: close)...]
        }
        return result + rest
    }

    /// A `--format` with a `{…}` that is not a placeholder, or a lone brace.
    public struct UnknownPlaceholder: Error, CustomStringConvertible {
        public var format: String
        public var keys: [String]
        public var command: String
        public var description: String {
            "'\(format)' is not a \(command) format: the placeholders are "
                + keys.map { "{\($0)}" }.joined(separator: ", ") + ", and {{ and }} for braces"
        }
    }
}
