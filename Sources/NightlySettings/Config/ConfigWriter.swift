/// Writes a `NightlyConfig` as TOML that `ConfigParser` reads back, with comments.
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
        return lines.joined(separator: "\n") + "\n"
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
