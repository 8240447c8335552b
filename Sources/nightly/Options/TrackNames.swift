import JournalFormat
import NightlySettings

/// The tracks the config declares, for the shell's completion of a NAME (`nightly track mo<Tab>`):
/// the journal's config too, the journal being the one the command line names with `--journal`,
/// else the configured one.
enum TrackNames {
    static func completions(_ words: [String], where wanted: (Track) -> Bool = { _ in true }) -> [String] {
        let journalFlag = words.firstIndex(of: "--journal").flatMap { index in
            index + 1 < words.count ? words[index + 1] : nil
        }
        guard let setup = try? NightlySetup.load(journalFlag: journalFlag, todayFlag: nil, dayEndsFlag: nil) else {
            return []
        }
        return setup.config.tracks.filter(wanted).map(\.name)
    }
}
