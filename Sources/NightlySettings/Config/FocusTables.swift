import JournalFormat

/// Reads the config's `[focus.NAME]` tables, each a focus area's goal, strictly, as the rest
/// of the file is read: an unknown key or a goal that is not a line of text is an error naming
/// the file, the line and the key.
enum FocusTables {
    /// The goals of `table` (the value of `focus`), by the area's name.
    static func read(_ table: TOMLTable, path: String) throws -> [String: String] {
        var goals: [String: String] = [:]
        for name in table.keys {
            let entry = table[name]!
            let dotted = "focus.\(name)"
            guard case .table(let fields) = entry.value else {
                throw ConfigError(
                    path: path, line: entry.line, key: dotted, message: "must be a table [\(dotted)] with goal = \"…\"")
            }
            for key in fields.keys where key != "goal" {
                throw ConfigError(
                    path: path, line: fields[key]!.line, key: "\(dotted).\(key)",
                    message: "unknown key for a focus area; it takes goal")
            }
            guard let goal = fields["goal"] else { continue }
            guard case .string(let text) = goal.value, !text.trimmingSpaces().isEmpty,
                !text.contains(where: \.isNewline)
            else {
                throw ConfigError(
                    path: path, line: goal.line, key: "\(dotted).goal", message: "must be a goal on one line, not empty"
                )
            }
            goals[name] = text
        }
        return goals
    }
}
