import JournalFormat

/// `nightly quit --json`: `{"name", "start", "quit", "last", "today_count", "today_target",
/// "avoided", "saved", "currency", "next_milestone"}`. Days are `YYYY-MM-DD`, `last` is
/// `YYYY-MM-DDTHH:MM`; what the plan or the journal does not say is null (`today_count` when
/// today has no value, `next_milestone` without a last event or past a year).
public struct QuitReport: Encodable, Sendable {
    /// The next milestone: what it is called, when it is reached, what is known of it.
    struct Milestone: Encodable, Sendable {
        var after: String
        var at: String
        var text: String
    }

    var name: String
    @NullWhenAbsent var start: EntryDate?
    @NullWhenAbsent var quit: EntryDate?
    @NullWhenAbsent var last: String?
    @NullWhenAbsent var todayCount: Int?
    @NullWhenAbsent var todayTarget: Int?
    var avoided: Double
    @NullWhenAbsent var saved: Double?
    @NullWhenAbsent var currency: String?
    @NullWhenAbsent var nextMilestone: Milestone?

    enum CodingKeys: String, CodingKey {
        case name, start, quit, last, avoided, saved, currency
        case todayCount = "today_count"
        case todayTarget = "today_target"
        case nextMilestone = "next_milestone"
    }

    public init(_ progress: QuitProgress) {
        name = progress.track.name
        start = progress.plan.start
        quit = progress.plan.quit
        last = progress.last.map { QuitMilestone.stamp($0.date, $0.time) }
        todayCount = progress.todayCount
        todayTarget = progress.todayTarget
        avoided = progress.avoided
        saved = progress.saved
        currency = progress.plan.currency
        nextMilestone = progress.nextMilestone.map {
            Milestone(after: $0.milestone.after, at: QuitMilestone.stamp($0.date, $0.time), text: $0.milestone.text)
        }
    }
}
