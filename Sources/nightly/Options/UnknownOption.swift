import ArgumentParser

/// The rule for commands whose free words (`.allUnrecognized`) are text or a date: a first
/// word shaped like a long option (`--day`, `--day=x`) that the command does not know is a
/// mistyped option, not text. A dash before a digit or a space (`-3 degrees`, `- a bullet`)
/// stays text, and `--` ends the options.
enum UnknownOption {
    /// Refuses `words` when the first is a long option `command` does not know, naming the
    /// nearest one it does.
    /// - Throws: `ValidationError` (exit 64).
    static func refuse(_ words: [String], of command: ParsableCommand.Type) throws {
        guard let first = words.first, let name = optionName(first) else { return }
        let known = knownOptions(of: command)
        var message = "unknown option '\(name)'"
        if let nearest = nearest(to: name, in: known) { message += "; did you mean '\(nearest)'?" }
        throw ValidationError(message + " (put '--' before text that starts with '--')")
    }

    /// `--word` of `--word` or `--word=x`; `nil` for `--`, `-3`, `- a bullet` and plain words.
    static func optionName(_ word: String) -> String? {
        guard word.hasPrefix("--"), word.count > 2 else { return nil }
        let name = word.prefix { $0 != "=" }
        guard let letter = name.dropFirst(2).first, letter.isLetter else { return nil }
        return String(name)
    }

    /// The long options the command's help lists, its shared ones included.
    static func knownOptions(of command: ParsableCommand.Type) -> [String] {
        let help = command.helpMessage(columns: 10_000)
        var names: Set<String> = ["--help"]
        for match in help.matches(of: /--([A-Za-z][A-Za-z0-9-]*)/) { names.insert(String(match.output.0)) }
        return names.sorted()
    }

    /// The option closest to `name` by edit distance, when it is close enough to be a typo.
    static func nearest(to name: String, in known: [String]) -> String? {
        let scored = known.map { (option: $0, distance: distance(name, $0)) }
        guard let best = scored.min(by: { ($0.distance, $0.option) < ($1.distance, $1.option) }) else { return nil }
        return best.distance <= max(2, (name.count - 2) / 2) ? best.option : nil
    }

    /// Levenshtein distance, in characters.
    static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a)
        let b = Array(b)
        var previous = Array(0...b.count)
        for i in 1...max(a.count, 1) where !a.isEmpty {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in 1...max(b.count, 1) where !b.isEmpty {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return a.isEmpty ? b.count : previous[b.count]
    }
}
