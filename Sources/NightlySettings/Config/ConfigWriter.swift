import JournalFormat

/// Writes a `NightlyConfig` as TOML that `ConfigParser` reads back, with comments: every key it
/// holds, so `nightly init` run again rewrites the file without dropping a track, its quit plan
/// or any other setting (`ConfigWriterRoundTripTests` holds it to that).
public enum ConfigWriter {
    public static func text(_ config: NightlyConfig) -> String {
        var lines = ["# nightly configuration; every key is described in nightly(1), FILES.", ""]
        func add(_ key: String, _ value: String?) {
            if let value { lines.append("\(key) = \(quoted(value))") }
        }
        add("journal", config.journal)
        add("editor", config.editor)
        add("layout", config.layout)
        if let reduced = config.reducedMotion { lines.append("reduced_motion = \(reduced)") }
        if let commit = config.commit { lines.append("commit = \(commit)") }
        if let stamp = config.stamp { lines.append("stamp = \(stamp)") }
        add("quotes_file", config.quotesFile)
        if let seconds = config.greetingHold { lines.append("greeting_hold = \(seconds)") }
        if let onThisDay = config.onThisDay { lines.append("on_this_day = \(onThisDay)") }
        add("day_ends", config.dayEnds)
        add("picker", config.picker)
        add("sync", config.sync)
        if let seconds = config.syncSeconds { lines.append("sync_timeout = \(seconds)") }
        let breathing = config.breathingPattern != nil || config.cycles != nil || config.minutes != nil
        if breathing {
            lines += ["", "[breathing]"]
            add("pattern", config.breathingPattern?.description)
            if let cycles = config.cycles { lines.append("cycles = \(cycles)") }
            if let minutes = config.minutes { lines.append("minutes = \(minutes)") }
        }
        if !config.sectionTitles.isEmpty {
            lines += ["", "[sections]"]
            for key in config.sectionTitles.keys.sorted() { add(key, config.sectionTitles[key]) }
        }
        let profile = config.profile
        if profile != NightlyConfig.Profile() {
            lines += ["", "[profile]"]
            add("name", profile.name)
            add("goal", profile.goal)
            add("feeling", profile.feeling)
            add("why", profile.why)
            if let focus = profile.focus { lines.append("focus = [\(focus.map(quoted).joined(separator: ", "))]") }
            add("reminder", profile.reminder)
        }
        for area in config.focusAreas {
            guard let goal = area.goal else { continue }
            lines += ["", "[focus.\(tableKey(area.name))]"]
            add("goal", goal)
        }
        for track in config.tracks { lines += [""] + table(of: track) }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `track`'s `[track.NAME]` table, one line each, with every key it sets.
    static func table(of track: Track) -> [String] {
        var lines = ["[track.\(track.name)]", "kind = \(quoted(track.kind.word))"]
        if let ask = track.ask { lines.append("ask = \(quoted(ask))") }
        switch track.kind {
        case .scale(let min, let max):
            if min != 1 { lines.append("min = \(min)") }
            if max != 10 { lines.append("max = \(max)") }
        case .number(let unit):
            if let unit { lines.append("unit = \(quoted(unit))") }
        case .habit(let every):
            if every != .daily { lines.append("every = \(quoted(every.description))") }
        case .count(let plan):
            guard let plan else { break }
            if let start = plan.start { lines.append("start = \(quoted(start.iso))") }
            if let quit = plan.quit { lines.append("quit = \(quoted(quit.iso))") }
            if let baseline = plan.baseline { lines.append("baseline = \(decimal(baseline))") }
            if let cost = plan.cost { lines.append("cost = \(decimal(cost))") }
            if let currency = plan.currency { lines.append("currency = \(quoted(currency))") }
        }
        return lines
    }

    /// A number of 0 or more as TOML writes it: `20`, or `0.45` with its fraction.
    static func decimal(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }

    /// `bytes` (a config file, maybe empty) with a `[track.NAME]` table for each of `tracks`
    /// after its last line, every byte before kept as it was; new lines end as the file's lines do.
    public static func adding(_ tracks: [Track], to bytes: [UInt8]) -> [UInt8] {
        guard !tracks.isEmpty else { return bytes }
        let ending = LineEnding.dominant(in: bytes).rawValue
        var text = ""
        if let last = bytes.last, last != UInt8(ascii: "\n"), last != UInt8(ascii: "\r") { text += ending }
        for track in tracks {
            if !(bytes.isEmpty && text.isEmpty) { text += ending }
            text += table(of: track).map { $0 + ending }.joined()
        }
        return bytes + Array(text.utf8)
    }

    /// A table name's part as TOML reads it back: bare when it can be, else quoted.
    static func tableKey(_ name: String) -> String {
        let bare =
            !name.isEmpty
            && name.unicodeScalars.allSatisfy { scalar in
                scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar))
                    || scalar == "_" || scalar == "-"
            }
        return bare ? name : quoted(name)
    }

    /// A TOML basic string.
    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case "\r": result += "\\r"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    result +=
                        "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count)
                        + String(scalar.value, radix: 16)
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }
}
