import JournalFormat

/// Reads the config's `[track.NAME]` tables into ``Track``s, strictly, as the rest of the file
/// is read: an unknown kind or key, min above max, a quit before its start is an error naming
/// the file, the line and the key.
enum TrackTables {
    /// The keys a `[track.NAME]` table may set, by kind.
    static let keys: [String: Set<String>] = [
        "scale": ["kind", "ask", "min", "max"],
        "number": ["kind", "ask", "unit"],
        "habit": ["kind", "ask", "every"],
        "count": ["kind", "ask", "start", "quit", "baseline", "cost", "currency"],
    ]

    /// The tracks of `table` (the value of `track`), in the order written.
    static func read(_ table: TOMLTable, path: String) throws -> [Track] {
        var tracks: [Track] = []
        for name in table.keys {
            let entry = table[name]!
            let dotted = "track.\(name)"
            guard Track.isValidName(name) else {
                throw ConfigError(
                    path: path, line: entry.line, key: dotted,
                    message: "a track's name takes lowercase letters, digits, '-' and '_' (it is the front matter key)")
            }
            guard case .table(let fields) = entry.value else {
                throw ConfigError(path: path, line: entry.line, key: dotted, message: "must be a table [\(dotted)]")
            }
            tracks.append(try track(name, fields, line: entry.line, path: path))
        }
        return tracks
    }

    private static func track(_ name: String, _ fields: TOMLTable, line: Int, path: String) throws -> Track {
        let prefix = "track.\(name)"
        func fail(_ key: String?, _ message: String) -> ConfigError {
            ConfigError(
                path: path, line: key.flatMap { fields[$0]?.line } ?? line,
                key: key.map { "\(prefix).\($0)" } ?? prefix,
                message: message)
        }
        guard let kindEntry = fields["kind"] else {
            throw fail(nil, "a track needs kind = \"scale\", \"number\", \"habit\" or \"count\"")
        }
        guard case .string(let kindWord) = kindEntry.value, let allowed = keys[kindWord] else {
            throw fail("kind", "must be one of scale, number, habit, count")
        }
        for key in fields.keys where !allowed.contains(key) {
            throw fail(key, "unknown key for a \(kindWord) track; it takes \(allowed.sorted().joined(separator: ", "))")
        }
        func string(_ key: String) throws -> String? {
            guard let entry = fields[key] else { return nil }
            guard case .string(let text) = entry.value, !text.trimmingSpaces().isEmpty else {
                throw fail(key, "must be a string, not empty")
            }
            return text
        }
        func integer(_ key: String) throws -> Int? {
            guard let entry = fields[key] else { return nil }
            guard case .integer(let number) = entry.value, abs(number) <= 1_000_000 else {
                throw fail(key, "must be a whole number from -1000000 to 1000000")
            }
            return number
        }
        func decimal(_ key: String) throws -> Double? {
            guard let entry = fields[key] else { return nil }
            switch entry.value {
            case .integer(let number) where number >= 0: return Double(number)
            case .unsupported("a number with a fraction", let text):
                if let number = Double(text.replacing("_", with: "")), number.isFinite, number >= 0 { return number }
            default: break
            }
            throw fail(key, "must be a number of 0 or more, such as 20 or 0.45")
        }
        func date(_ key: String) throws -> EntryDate? {
            guard let entry = fields[key] else { return nil }
            let text: String
            switch entry.value {
            case .string(let string): text = string
            case .unsupported("a date or a time", let string): text = string
            default: throw fail(key, "must be a date as YYYY-MM-DD")
            }
            guard let day = EntryDate(iso: text) else { throw fail(key, "must be a date as YYYY-MM-DD, not '\(text)'") }
            guard day.isSupported else {
                throw fail(
                    key,
                    "\(day.iso) lies outside the days nightly keeps (\(EntryDate.supported.lowerBound.iso) to "
                        + "\(EntryDate.supported.upperBound.iso))")
            }
            return day
        }
        let ask = try string("ask")
        switch kindWord {
        case "scale":
            let min = try integer("min") ?? 1
            let max = try integer("max") ?? 10
            guard min < max else {
                throw fail(fields["max"] == nil ? "min" : "max", "min (\(min)) must be below max (\(max))")
            }
            return Track(name: name, kind: .scale(min: min, max: max), ask: ask)
        case "number":
            return Track(name: name, kind: .number(unit: try string("unit")), ask: ask)
        case "habit":
            let every = try string("every") ?? "day"
            guard let schedule = HabitSchedule(every: every) else {
                throw fail("every", "must be \"day\", \"weekdays\", \"week\" or \"N/week\" (N from 1 to 7)")
            }
            return Track(name: name, kind: .habit(schedule), ask: ask)
        default:
            let plan = QuitPlan(
                start: try date("start"), quit: try date("quit"), baseline: try decimal("baseline"),
                cost: try decimal("cost"), currency: try string("currency"))
            if let start = plan.start, let quit = plan.quit, quit <= start {
                throw fail("quit", "the quit date (\(quit.iso)) must come after the start (\(start.iso))")
            }
            if plan.quit != nil, plan.start != nil, plan.baseline == nil {
                throw fail("quit", "a quit plan with a start needs baseline, the count a day before it")
            }
            let hasPlan = plan != QuitPlan()
            if hasPlan, plan.quit == nil {
                throw fail(nil, "a quit plan needs quit, the date to stop by")
            }
            return Track(name: name, kind: .count(hasPlan ? plan : nil), ask: ask)
        }
    }
}
