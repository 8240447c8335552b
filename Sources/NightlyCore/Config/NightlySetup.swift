import Foundation
import JournalFormat

/// Everything a command needs to know before it starts: the journal, the layered config and
/// today's date.
///
/// The journal is `--journal`, else `NIGHTLY_JOURNAL`, else the user config's `journal`,
/// else `~/journal`. `NIGHTLY_TODAY` (`YYYY-MM-DD`) fixes today, for tests and demos.
public struct NightlySetup: Sendable {
    public var journal: Journal
    public var config: NightlyConfig
    public var today: EntryDate
    public var environment: [String: String]

    /// Reads the config files and resolves the journal.
    /// - Throws: `ConfigError` for a bad config file or value; `NightlyError` for a bad
    ///   `NIGHTLY_TODAY`.
    public static func load(journalFlag: String?, environment: NightlyEnvironment = NightlyEnvironment()) throws
        -> NightlySetup
    {
        let user = try ConfigFiles.loadUser(environment: environment.variables)
        let root = environment.journalFolder(flag: journalFlag, configured: user.journal)
        let config = try ConfigFiles.load(user: user, journal: root)
        let layout = config.layout.flatMap(EntryLayout.init(rawValue:)) ?? .year
        return NightlySetup(
            journal: Journal(root: root, layout: layout), config: config, today: try environment.today(),
            environment: environment.variables)
    }

    /// Section titles from the config, by kind.
    public var sectionTitles: [SectionKind: String] {
        let kinds: [String: SectionKind] = [
            "poem": .poem, "journal": .journal, "action_step": .actionStep, "thought_diary": .thoughtDiary,
        ]
        var titles: [SectionKind: String] = [:]
        for (key, title) in config.sectionTitles { if let kind = kinds[key] { titles[kind] = title } }
        return titles
    }

    /// The editor, chosen as git chooses.
    public var editor: EditorChoice {
        EditorChoice.resolve(environment: environment, configured: config.editor) {
            isExecutableOnPath($0, path: environment["PATH"])
        }
    }

    /// How to draw, from the terminal, the environment and `reduced_motion`.
    public func outputStyle(reducedMotionFlag: Bool) -> OutputStyle {
        OutputStyle.detect(
            reducedMotion: reducedMotionFlag || (config.reducedMotion ?? false), environment: environment)
    }
}
