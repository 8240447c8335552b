/// The command line as people type it, made into one swift-argument-parser reads: options
/// that every command shares may come before the command, a word that is no command gets a
/// suggestion instead of the ritual's usage line, and no command at all is the ritual.
enum TypedCommandLine {
    /// Options shared by the commands, with whether they take a value.
    static let sharedOptions: Set<String> = ["--journal", "--today", "--day-ends"]
    /// The flags nightly itself answers (help, version, completion scripts, and the shells'
    /// calls for an option's values); any other option before a command is the ritual's.
    static let programFlags: Set<String> = [
        "-h", "-help", "--help", "--version", "--generate-completion-script", "--experimental-dump-help",
        "---completion",
    ]
    /// What runs when no command is given.
    static let defaultCommand = "ritual"

    /// What to do with the arguments (after the program's name).
    enum Reading: Equatable {
        /// Parse these.
        case parse([String])
        /// `word` is not a command: say so, with the nearest command if one is close.
        case unknownCommand(String, suggestion: String?)
    }

    /// Moves shared options that stand before the command to just after it, so
    /// `nightly --journal ~/j show 2026-11-20` reads as `nightly show --journal ~/j 2026-11-20`,
    /// finds a first word that is no command (`nightly stat`, `nightly help opn`), and names
    /// the ritual when no command is given (`nightly`, `nightly --no-breathing`).
    ///
    /// The ritual is named here rather than made swift-argument-parser's default subcommand:
    /// a parser with a default subcommand reads the default's options again for every word it
    /// parses, which cost every other command more than half a millisecond of start-up.
    static func reading(_ arguments: [String], commands: [String]) -> Reading {
        var leading: [String] = []
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            let name = argument.split(separator: "=", maxSplits: 1).first.map(String.init) ?? argument
            guard sharedOptions.contains(name) else { break }
            leading.append(argument)
            if !argument.contains("="), index + 1 < arguments.count {
                leading.append(arguments[index + 1])
                index += 1
            }
            index += 1
        }
        let rest = Array(arguments[index...])
        guard let word = rest.first else { return .parse([defaultCommand] + leading) }
        if word.hasPrefix("-") {
            let name = word.split(separator: "=", maxSplits: 1).first.map(String.init) ?? word
            let isProgramFlag = programFlags.contains(name) && leading.isEmpty
            return .parse(isProgramFlag ? rest : [defaultCommand] + leading + rest)
        }
        if word == "help", let asked = rest.dropFirst().first, !asked.hasPrefix("-"), !commands.contains(asked) {
            return .unknownCommand(asked, suggestion: nearest(asked, among: commands))
        }
        guard commands.contains(word) || word == "help" else {
            return .unknownCommand(word, suggestion: nearest(word, among: commands))
        }
        return .parse([word] + leading + rest.dropFirst())
    }

    /// The command closest to `word`, if it is a typo away (at most a third of its letters).
    static func nearest(_ word: String, among commands: [String]) -> String? {
        let scored = commands.map { ($0, distance(word.lowercased(), $0)) }.min { $0.1 < $1.1 }
        guard let (command, score) = scored, score <= max(1, command.count / 3) else {
            return commands.first { $0.hasPrefix(word.lowercased()) && word.count >= 2 }
        }
        return command
    }

    /// Levenshtein distance, with a swap of two neighbours counted as one edit.
    static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        guard !a.isEmpty, !b.isEmpty else { return max(a.count, b.count) }
        var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { table[i][0] = i }
        for j in 0...b.count { table[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                table[i][j] = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    table[i][j] = min(table[i][j], table[i - 2][j - 2] + 1)
                }
            }
        }
        return table[a.count][b.count]
    }
}
