import JournalFormat
import JournalReports

/// "All of today's steps are done.": said once, by the change that ticked the last open step of
/// the day whose steps are due today (the last written day before today, or today's own), when
/// no step due today is left open (``DueSteps``: a step snoozed to today counts too). It is
/// worked out from the day's summary before and after the change, as awards are, so it is said
/// by the one door that made the tick and never again.
enum FinishedSteps {
    static let line = "All of today's steps are done."

    /// The days among `changes` that had an open step before, have none after, and on which a
    /// step was ticked in this change (`ticked`), kept only when they are today or the day
    /// whose steps are due today.
    /// - Parameter saved: days whose last open step an editor ticked and saved (the language
    ///   server's tick, taken in from the file as saved, so the change has no "before" here).
    static func days(
        in changes: [ChangedDay], ticked: Set<EntryDate>, saved: Set<EntryDate> = [], journal: Journal,
        today: EntryDate
    ) -> [EntryDate] {
        let finished =
            changes.filter { change in
                guard ticked.contains(change.date), let before = change.before, let after = change.after else {
                    return false
                }
                return open(before) > 0 && open(after) == 0 && after.actionStepsDone > before.actionStepsDone
            }.map(\.date) + saved.sorted()
        guard !finished.isEmpty else { return [] }
        let reviewed = try? WrittenDays(journal).before(today)?.date
        let due = finished.filter { $0 == today || $0 == reviewed }
        // The day's own steps are done; today's list may hold more (a step snoozed to today).
        guard !due.isEmpty, (try? DueSteps(in: journal, today: today))?.open.isEmpty == true else { return [] }
        return due
    }

    /// Steps still to do: neither ticked, carried nor dropped.
    private static func open(_ summary: EntrySummary) -> Int {
        summary.actionStepsTotal - summary.actionStepsDone
    }
}
