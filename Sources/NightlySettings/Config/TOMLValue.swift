/// A value of a TOML document, as ``TOMLReader`` reads it.
enum TOMLValue: Equatable {
    case string(String)
    case integer(Int)
    case boolean(Bool)
    case array([TOMLValue])
    case table(TOMLTable)
    /// A float, a date or a time: valid TOML that no key of nightly's takes, kept as written.
    case unsupported(kind: String, text: String)

    /// What the value is, for messages ("must be a string, not a whole number").
    var kind: String {
        switch self {
        case .string: return "a string"
        case .integer: return "a whole number"
        case .boolean: return "true or false"
        case .array: return "a list"
        case .table: return "a table"
        case .unsupported(let kind, _): return kind
        }
    }
}

/// A TOML table: its keys in the order written, each with the line that set it.
struct TOMLTable: Equatable {
    struct Entry: Equatable {
        var value: TOMLValue
        /// The 1-based line where the key was set (for a table, its header or first key).
        var line: Int
    }

    private(set) var keys: [String] = []
    private(set) var entries: [String: Entry] = [:]

    subscript(key: String) -> Entry? { entries[key] }

    mutating func set(_ key: String, _ entry: Entry) {
        if entries[key] == nil { keys.append(key) }
        entries[key] = entry
    }
}
