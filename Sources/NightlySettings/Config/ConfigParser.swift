import Foundation
import JournalFormat

/// Reads a config file's TOML into a `NightlyConfig`, strictly: an unknown key or a value of
/// the wrong kind is an error naming the file, the line and the key.
public enum ConfigParser {
    /// The keys a file may set, with what each must be.
    static let schema: [String: ValueKind] = [
        "journal": .string, "editor": .string, "layout": .choice(["year", "flat", "nested"]),
        "reduced_motion": .bool, "commit": .bool, "on_this_day": .bool, "quotes_file": .string,
        "day_ends": .dayBoundary, "greeting_hold": .integer(0...600),
        "picker": .choice(["builtin", "fzf"]), "stamp": .bool,
        "sync": .choice([SyncSchedule.manual, SyncSchedule.afterRitual]), "sync_timeout": .integer(1...600),
        "breathing": .table, "breathing.pattern": .pattern,
        "breathing.cycles": .integer(1...1000),
        "breathing.minutes": .integer(BreathingPlan.minutesRange),
        "sections": .table, "sections.poem": .string, "sections.journal": .string,
        "sections.action_step": .string, "sections.thought_diary": .string,
        "profile": .table, "profile.name": .string, "profile.goal": .string,
        "profile.feeling": .string, "profile.why": .string, "profile.focus": .strings,
        "profile.reminder": .time,
    ]

    enum ValueKind {
        case string, bool, table, pattern, strings, time, dayBoundary
        case integer(ClosedRange<Int>)
        case choice([String])
    }

    /// Reads the file at `path`; a missing file is an empty configuration.
    ///
    /// - Throws: `ConfigError` for an unreadable file, bad TOML, an unknown key or a bad value.
    public static func load(path: String) throws -> NightlyConfig {
        guard FileManager.default.fileExists(atPath: path) else { return NightlyConfig() }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw ConfigError(path: path, line: nil, key: nil, message: "cannot be read")
        }
        guard let text = String(validating: data, as: UTF8.self) else {
            let location = TextEncoding.firstInvalidUTF8(in: Array(data))
            throw ConfigError(
                path: path, line: location?.line, key: nil,
                message: "is not valid UTF-8 (column \(location?.column ?? 1)); nightly reads a config file as UTF-8")
        }
        return try parse(text, path: path)
    }

    /// The line of the file at `path` that sets `key` (dotted, `sections.poem`), when the file
    /// reads and sets it.
    static func line(of key: String, inFile path: String) -> Int? {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8), let table = try? TOMLReader.read(text)
        else { return nil }
        var entry: TOMLTable.Entry?
        var current = table
        for part in key.split(separator: ".") {
            entry = current[String(part)]
            guard let found = entry else { return nil }
            if case .table(let inner) = found.value { current = inner }
        }
        return entry?.line
    }

    /// Parses config `text`; `path` is only used in errors.
    public static func parse(_ text: String, path: String) throws -> NightlyConfig {
        let table: TOMLTable
        do {
            table = try TOMLReader.read(text)
        } catch {
            throw ConfigError(
                path: path, line: error.line, key: nil, message: "\(error.message) (column \(error.column))")
        }
        var config = NightlyConfig()
        var lines: [String: Int] = [:]
        if let tracks = table["track"] {
            guard case .table(let inner) = tracks.value else {
                throw ConfigError(path: path, line: tracks.line, key: "track", message: "must be tables [track.NAME]")
            }
            config.tracks = try TrackTables.read(inner, path: path)
        }
        if let focus = table["focus"] {
            guard case .table(let inner) = focus.value else {
                throw ConfigError(path: path, line: focus.line, key: "focus", message: "must be tables [focus.NAME]")
            }
            config.focusGoals = try FocusTables.read(inner, path: path)
        }
        try walk(table, prefix: "", path: path) { key, entry in
            lines[key] = entry.line
            try assign(
                entry.value, to: key, in: &config,
                fail: { message in ConfigError(path: path, line: entry.line, key: key, message: message) })
        }
        if config.cycles != nil && config.minutes != nil {
            throw ConfigError(
                path: path, line: lines["breathing.minutes"], key: "breathing.minutes",
                message: "set either breathing.cycles or breathing.minutes, not both")
        }
        return config
    }

    private static func walk(
        _ table: TOMLTable, prefix: String, path: String, _ visit: (String, TOMLTable.Entry) throws -> Void
    ) throws {
        for key in table.keys {
            let dotted = prefix.isEmpty ? key : "\(prefix).\(key)"
            let entry = table[key]!
            if dotted == "track" || dotted == "focus" { continue }  // TrackTables and FocusTables read them.
            guard let kind = schema[dotted] else {
                let known =
                    (prefix.isEmpty ? ["track", "focus"] : [])
                    + schema.keys.filter { !$0.contains(".") || $0.hasPrefix(prefix + ".") }
                // A key appended at the end of a file lands in its last table.
                if !prefix.isEmpty, schema[key] != nil, !key.contains(".") {
                    throw ConfigError(
                        path: path, line: entry.line, key: dotted,
                        message: "unknown key in [\(prefix)]; '\(key)' is a top-level key: move it above the first "
                            + "[table] line of the file")
                }
                let hint = prefix.isEmpty ? "" : " in [\(prefix)]"
                throw ConfigError(
                    path: path, line: entry.line, key: dotted,
                    message: "unknown key\(hint); known keys: \(known.sorted().joined(separator: ", "))")
            }
            if case .table = kind {
                guard case .table(let inner) = entry.value else {
                    throw ConfigError(
                        path: path, line: entry.line, key: dotted, message: "must be a table [\(dotted)]")
                }
                try walk(inner, prefix: dotted, path: path, visit)
            } else {
                try visit(dotted, entry)
            }
        }
    }

    private static func assign(
        _ value: TOMLValue, to key: String, in config: inout NightlyConfig,
        fail: (String) -> ConfigError
    ) throws {
        let kind = schema[key]!
        func string() throws -> String {
            guard case .string(let text) = value else { throw fail("must be a string, not \(value.kind)") }
            return text
        }
        switch kind {
        case .string, .table: break
        case .bool:
            guard case .boolean(let flag) = value else { throw fail("must be true or false, not \(value.kind)") }
            switch key {
            case "reduced_motion": config.reducedMotion = flag
            case "on_this_day": config.onThisDay = flag
            case "stamp": config.stamp = flag
            default: config.commit = flag
            }
            return
        case .integer(let range):
            guard case .integer(let number) = value, range.contains(number) else {
                throw fail("must be a whole number from \(range.lowerBound) to \(range.upperBound)")
            }
            switch key {
            case "breathing.minutes": config.minutes = number
            case "greeting_hold": config.greetingHold = number
            case "sync_timeout": config.syncSeconds = number
            default: config.cycles = number
            }
            return
        case .choice(let options):
            let text: String?
            switch value {
            case .integer(let number): text = String(number)
            case .string(let string): text = string
            default: text = nil
            }
            guard let text, options.contains(text) else {
                throw fail("must be one of \(options.joined(separator: ", "))")
            }
            switch key {
            case "layout": config.layout = text
            case "picker": config.picker = text
            case "sync": config.sync = text
            default: config.minutes = Int(text)
            }
            return
        case .pattern:
            do {
                config.breathingPattern = try BreathingPattern(parsing: try string())
            } catch let error as BreathingPatternError {
                throw fail(error.description)
            }
            return
        case .strings:
            guard case .array(let array) = value else { throw fail("must be a list of strings") }
            var items: [String] = []
            for item in array {
                guard case .string(let text) = item else { throw fail("must be a list of strings") }
                items.append(text)
            }
            config.profile.focus = items
            return
        case .dayBoundary:
            let text = try string()
            guard DayBoundary(text) != nil else { throw fail("must be a time from 00:00 to 11:59, such as \"04:00\"") }
            config.dayEnds = text
            return
        case .time:
            let text = try string()
            guard ClockTime(text) != nil else {
                throw fail("must be a time as HH:MM (or H:MM) on a 24-hour clock, such as \"21:30\"")
            }
            config.profile.reminder = text
            return
        }
        let text = try string()
        switch key {
        case "journal": config.journal = text
        case "editor": config.editor = text
        case "quotes_file": config.quotesFile = text
        case "profile.name": config.profile.name = text
        case "profile.goal": config.profile.goal = text
        case "profile.feeling": config.profile.feeling = text
        case "profile.why": config.profile.why = text
        default:
            // A heading is one line of text: a blank title would match nothing it writes.
            guard !text.trimmingSpaces().isEmpty, !text.contains(where: \.isNewline) else {
                throw fail("must be a title on one line, not empty")
            }
            config.sectionTitles[String(key.dropFirst("sections.".count))] = text
        }
    }
}
