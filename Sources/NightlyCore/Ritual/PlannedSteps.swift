import Foundation
import JournalFormat

/// Which day's action steps a command means when it names no day.
///
/// A step is written at night as "Tomorrow, I will …", so the day it is for is the day after
/// its entry: the steps due today are the ones in the latest earlier entry that has any open,
/// and ticking with no day ticks those. Only when no earlier entry has an open step is today's
/// own entry meant (a plan written in the morning).
public enum PlannedSteps {
    /// The latest entry before `today` with a step that `matches`, else today's entry when it
    /// has one; `nil` when neither has. A carried step never matches: it is due on the day it
    /// was carried to, where its copy is.
    /// - Throws: ``JournalError`` when the journal cannot be listed or an entry read.
    public static func day(
        in journal: Journal, today: EntryDate, where wanted: (ActionStep) -> Bool
    ) throws -> EntrySteps? {
        let matches = { (step: ActionStep) in !step.isCarried && wanted(step) }
        guard FileManager.default.fileExists(atPath: journal.root.path) else { return nil }
        let earlier = try journal.entryFiles().filter { $0.date < today }.reversed()
        for file in earlier {
            guard let entry = try? journal.actionSteps(on: file.date), entry.steps.contains(where: matches) else {
                continue
            }
            return entry
        }
        guard let entry = try journal.actionSteps(on: today), entry.steps.contains(where: matches) else { return nil }
        return entry
    }
}
