import Foundation

/// Where the config files are, and the two read and layered in order.
public enum ConfigFiles {
    /// `${XDG_CONFIG_HOME:-~/.config}/nightly/config.toml`.
    public static func userPath(environment: [String: String]) -> String {
        let base: String
        if let xdg = environment["XDG_CONFIG_HOME"], xdg.hasPrefix("/") {
            base = xdg
        } else {
            let home = environment["HOME"] ?? NSHomeDirectory()
            base = home + "/.config"
        }
        return base + "/nightly/config.toml"
    }

    /// `.nightly.toml` in the journal folder.
    public static func journalPath(journal: URL) -> String {
        journal.appendingPathComponent(".nightly.toml").path
    }

    /// The user's file alone: it says where the journal is.
    public static func loadUser(environment: [String: String]) throws -> NightlyConfig {
        try ConfigParser.load(path: userPath(environment: environment))
    }

    /// The user's file with the journal's `.nightly.toml` over it.
    ///
    /// - Throws: `ConfigError` from either file. A `journal` or `editor` key in the journal's
    ///   file is one: the first would move the journal from inside it, and the second would let
    ///   a pulled commit choose the command `nightly open` runs.
    public static func load(user: NightlyConfig, journal: URL) throws -> NightlyConfig {
        let path = journalPath(journal: journal)
        let local = try ConfigParser.load(path: path)
        for (key, value) in [("journal", local.journal), ("editor", local.editor)] where value != nil {
            throw ConfigError(
                path: path, line: ConfigParser.line(of: key, inFile: path), key: key,
                message: "belongs in the user's config file, not in the journal")
        }
        return user.overlaid(with: local)
    }

    /// Every configured section title must read back as its own section, or text added to that
    /// section would go nowhere: not blank of words, not another section's title.
    /// - Parameter files: The files the config came from, most important first; the error names
    ///   the first that sets the key.
    static func checkTitles(_ config: NightlyConfig, files: [String]) throws {
        let titles = NightlySetup.sectionTitles(config)
        for (name, kind) in NightlySetup.sectionKeys.sorted(by: { $0.key < $1.key })
        where config.sectionTitles[name] != nil && !titles.readsBack(kind) {
            let key = "sections.\(name)"
            let found = files.lazy.compactMap { file in ConfigParser.line(of: key, inFile: file).map { (file, $0) } }
                .first
            throw ConfigError(
                path: found?.0 ?? files[0], line: found?.1, key: key,
                message: "'\(config.sectionTitles[name]!)' would not be read back as this section: "
                    + "it has no words, or another section already has that title")
        }
    }
}
