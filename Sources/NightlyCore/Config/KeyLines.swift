/// Finds the line where each key of a TOML document is set, for error messages.
///
/// TOML libraries report lines for syntax errors only; this scan covers the plain shapes a
/// config file has (`[table]` headers and `key = value` lines, bare, quoted or dotted keys).
struct KeyLines {
    private var lines: [String: Int] = [:]

    init(text: String) {
        var table = ""
        var number = 0
        for rawLine in text.split(separator: "\n", omittingEmptySubsequences: false) {
            number += 1
            let line = String(rawLine).trimmingSpaces()
            if line.hasPrefix("[") {
                let name = line.drop { $0 == "[" }.prefix { $0 != "]" }
                table = Self.normalize(String(name))
                if lines[table] == nil { lines[table] = number }
                continue
            }
            guard !line.hasPrefix("#"), let equals = line.firstIndex(of: "=") else { continue }
            let key = Self.normalize(String(line[..<equals]))
            // A dotted key (`a.b.c = 1`) also sets the tables it names on the way.
            let parts = (table.isEmpty ? key : "\(table).\(key)").split(separator: ".")
            for end in parts.indices {
                let path = parts[...end].joined(separator: ".")
                if lines[path] == nil { lines[path] = number }
            }
        }
    }

    /// The line of `key` (dotted path), or of its table, or nil.
    func line(of key: String) -> Int? {
        if let line = lines[key] { return line }
        var parts = key.split(separator: ".")
        while !parts.isEmpty {
            parts.removeLast()
            if let line = lines[parts.joined(separator: ".")] { return line }
        }
        return nil
    }

    private static func normalize(_ key: String) -> String {
        key.split(separator: ".").map { part in
            var text = String(part).trimmingSpaces()
            if text.count >= 2, let first = text.first, first == "\"" || first == "'", text.last == first {
                text = String(text.dropFirst().dropLast())
            }
            return text
        }.joined(separator: ".")
    }
}
