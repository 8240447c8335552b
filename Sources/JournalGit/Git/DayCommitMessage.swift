import JournalFormat

/// The one message format of the commits nightly makes for entries: `Journal 2026-11-24`, or
/// `Journal 3 days, 2026-11-22 to 2026-11-24` when a change spans several.
public enum DayCommitMessage {
    public static func message(for days: [EntryDate]) -> String {
        let dates = Set(days).sorted()
        guard let first = dates.first, let last = dates.last else { return "Journal" }
        return dates.count == 1 ? "Journal \(first.iso)" : "Journal \(dates.count) days, \(first.iso) to \(last.iso)"
    }
}
