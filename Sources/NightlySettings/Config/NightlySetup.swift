import Foundation
import JournalFormat
import SystemCalls

/// Everything a command needs to know before it starts: the journal, the layered config and
/// today's date. The journal carries the config's section titles, so every command reads and
/// writes the user's titles.
///
/// The journal is `--journal`, else `NIGHTLY_JOURNAL`, else the user config's `journal`,
/// else `~/journal`. Today is `--today`, else `NIGHTLY_TODAY` (`YYYY-MM-DD`, for tests and
/// demos), else the clock's day, which ends at `--day-ends`, `NIGHTLY_DAY_ENDS` or the config's
/// `day_ends` for night owls.
public struct NightlySetup: Sendable {
    public var journal: Journal
    public var config: NightlyConfig
    public var today: EntryDate
    public var environment: [String: String]

    /// Reads the config files and resolves the journal and today.
    /// - Throws: `ConfigError` for a bad config file or value; `NightlyError` for a bad today
    ///   or day boundary.
    public static func load(
        journalFlag: String?, todayFlag: String? = nil, dayEndsFlag: String? = nil,
        environment: NightlyEnvironment = NightlyEnvironment()
    ) throws -> NightlySetup {
        let user = try ConfigFiles.loadUser(environment: environment.variables)
        let root = environment.journalFolder(flag: journalFlag, configured: user.journal)
        let config = try ConfigFiles.load(user: user, journal: root)
        try ConfigFiles.checkTitles(
            config,
            files: [ConfigFiles.journalPath(journal: root), ConfigFiles.userPath(environment: environment.variables)])
        let layout = config.layout.flatMap(EntryLayout.init(rawValue:)) ?? .year
        let boundary = try environment.dayBoundary(flag: dayEndsFlag, configured: config.dayEnds)
        return NightlySetup(
            journal: Journal(root: root, layout: layout, titles: sectionTitles(config)), config: config,
            today: try environment.today(flag: todayFlag, boundary: boundary), environment: environment.variables)
    }

    /// The section titles of `config`'s `[sections]`.
    public static func sectionTitles(_ config: NightlyConfig) -> SectionTitles {
        var titles: [SectionKind: String] = [:]
        for (key, title) in config.sectionTitles { if let kind = sectionKeys[key] { titles[kind] = title } }
        return SectionTitles(titles)
    }

    /// The `[sections]` keys of the config, by the kind each names.
    static let sectionKeys: [String: SectionKind] = [
        "poem": .poem, "journal": .journal, "action_step": .actionStep, "thought_diary": .thoughtDiary,
    ]

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
