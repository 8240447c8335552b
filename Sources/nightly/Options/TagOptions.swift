import ArgumentParser
import Foundation
import JournalFormat
import JournalReports
import NightlyCore
import NightlySettings

/// `--tag TAG`, for the commands that can read only the entries carrying a tag.
struct TagOptions: ParsableArguments {
    @Option(
        name: .customLong("tag"),
        help: ArgumentHelp(
            "Only entries carrying this tag (front matter, inline #tag or a thought record's); repeat for entries carrying all.",
            valueName: "tag"),
        completion: .custom { words, _, _ in TagOptions.completions(words) })
    var tags: [String] = []

    var filter: TagFilter { TagFilter(tags) }

    /// The journal's tags, most used first, for the shell: the journal is the one the command
    /// line names with `--journal`, else the configured one.
    static func completions(_ words: [String]) -> [String] {
        let journalFlag = words.firstIndex(of: "--journal").flatMap { index in
            index + 1 < words.count ? words[index + 1] : nil
        }
        guard let setup = try? NightlySetup.load(journalFlag: journalFlag, todayFlag: nil, dayEndsFlag: nil),
            let scan = try? JournalScan(journal: setup.journal)
        else { return [] }
        return TagIndex(scan.days, today: setup.today).tags.map(\.name)
    }
}
