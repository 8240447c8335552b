import Foundation
import JournalChanges
import JournalFormat
import NightlyCore

/// Says on standard error what a change did besides the command's own message: the awards it
/// unlocked (one line each, this once), a failed commit, broken hard links.
func report(_ outcome: DayOutcome, in journal: Journal) {
    let lines = outcome.warnings(in: journal).map { "nightly: \($0)" } + outcome.awardLines
    guard !lines.isEmpty else { return }
    FileHandle.standardError.write(Data(lines.map { $0 + "\n" }.joined().utf8))
}
