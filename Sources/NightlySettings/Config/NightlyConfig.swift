import JournalFormat

/// Settings from the config files; every field is optional, so files layer over each other.
///
/// Precedence, highest first: command-line flags, environment (`NIGHTLY_JOURNAL`,
/// `NIGHTLY_EDITOR`), the journal's `.nightly.toml`, the user's
/// `${XDG_CONFIG_HOME:-~/.config}/nightly/config.toml`, built-in defaults. The journal's file
/// wins over the user's because it travels with the journal, as a repository's git config
/// wins over the global one; `journal` itself is only read from the user's file.
public struct NightlyConfig: Equatable, Sendable {
    public var journal: String?
    public var editor: String?
    /// `year`, `flat` or `nested` (see `EntryLayout`).
    public var layout: String?
    public var reducedMotion: Bool?
    /// Whether add, step and the other writing commands commit the entry they changed when the
    /// journal is a git repository (default: yes).
    public var commit: Bool?
    /// Whether `nightly add` starts each paragraph with the clock time, as `--stamp` does
    /// (default: no).
    public var stamp: Bool?
    /// When the day ends for a night owl, `HH:MM` before noon (see `DayBoundary`).
    public var dayEnds: String?
    /// A quotes file, one quote a line; relative paths are inside the journal.
    public var quotesFile: String?
    /// How many seconds the ritual's greeting waits for a key before the breathing begins by
    /// itself; 0 does not wait (default: 20).
    public var greetingHold: Int?
    /// Whether the ritual's greeting shows a line of what was written on this day in an
    /// earlier year (or, in a young journal, a week or a month ago) (default: yes).
    public var onThisDay: Bool?
    /// How `nightly open TEXT` offers several matching days on a terminal: `builtin` (its own
    /// list, the default) or `fzf` (when fzf is on `PATH`, with a preview of each day).
    public var picker: String?
    /// When the journal is synced by itself: `manual` (only `nightly sync`, the default) or
    /// `after-ritual` (once the night's entry is committed, within ``syncSeconds``).
    public var sync: String?
    /// How many seconds a sync after the ritual may take before it is given up and left to the
    /// next sync (default: ``SyncSchedule/defaultSeconds``).
    public var syncSeconds: Int?
    public var breathingPattern: BreathingPattern?
    public var cycles: Int?
    public var minutes: Int?
    /// Section titles by kind: `poem`, `journal`, `action_step`, `thought_diary`.
    public var sectionTitles: [String: String] = [:]
    public var profile = Profile()
    /// What is tracked night after night, `[track.NAME]` tables in the order written.
    public var tracks: [Track] = []
    /// Each focus area's goal, `[focus.NAME] goal = "…"`, by the area's name.
    public var focusGoals: [String: String] = [:]

    public init() {}

    /// Whether the ritual syncs the journal once the night's entry is committed.
    public var syncsAfterRitual: Bool { sync == SyncSchedule.afterRitual }

    /// The focus areas, as `[profile] focus` lists them, then any other that only has a
    /// `[focus.NAME]` table (by name), each with its goal.
    public var focusAreas: [FocusArea] {
        let named = profile.focus ?? []
        let others = focusGoals.keys.filter { name in !named.contains(name) }.sorted()
        return (named + others).map { FocusArea(name: $0, goal: focusGoals[$0]) }
    }

    /// What `nightly init` asks about the user; shown in the greeting.
    public struct Profile: Equatable, Sendable {
        public var name: String?
        /// "In one year, I will have …"
        public var goal: String?
        /// How reaching the goal will feel.
        public var feeling: String?
        public var why: String?
        public var focus: [String]?
        /// A daily reminder time, `HH:MM`.
        public var reminder: String?
        public init() {}
    }

    /// This configuration with every field `other` sets taking its place.
    public func overlaid(with other: NightlyConfig) -> NightlyConfig {
        var result = self
        result.journal = other.journal ?? journal
        result.editor = other.editor ?? editor
        result.layout = other.layout ?? layout
        result.reducedMotion = other.reducedMotion ?? reducedMotion
        result.commit = other.commit ?? commit
        result.stamp = other.stamp ?? stamp
        result.dayEnds = other.dayEnds ?? dayEnds
        result.quotesFile = other.quotesFile ?? quotesFile
        result.greetingHold = other.greetingHold ?? greetingHold
        result.onThisDay = other.onThisDay ?? onThisDay
        result.picker = other.picker ?? picker
        result.sync = other.sync ?? sync
        result.syncSeconds = other.syncSeconds ?? syncSeconds
        result.focusGoals.merge(other.focusGoals) { _, new in new }
        result.breathingPattern = other.breathingPattern ?? breathingPattern
        if other.cycles != nil || other.minutes != nil {
            result.cycles = other.cycles
            result.minutes = other.minutes
        }
        result.sectionTitles.merge(other.sectionTitles) { _, new in new }
        result.profile.name = other.profile.name ?? profile.name
        result.profile.goal = other.profile.goal ?? profile.goal
        result.profile.feeling = other.profile.feeling ?? profile.feeling
        result.profile.why = other.profile.why ?? profile.why
        result.profile.focus = other.profile.focus ?? profile.focus
        result.profile.reminder = other.profile.reminder ?? profile.reminder
        // A track the other file declares takes the place of one of the same name; new ones follow.
        for track in other.tracks {
            if let index = result.tracks.firstIndex(where: { $0.name == track.name }) {
                result.tracks[index] = track
            } else {
                result.tracks.append(track)
            }
        }
        return result
    }
}

/// The values of the config's `sync` key.
public enum SyncSchedule {
    /// Only `nightly sync` syncs (the default).
    public static let manual = "manual"
    /// The ritual syncs once the night's entry is committed.
    public static let afterRitual = "after-ritual"
    /// How long a sync after the ritual may take, in seconds, unless `sync_timeout` says.
    public static let defaultSeconds = 10
}
