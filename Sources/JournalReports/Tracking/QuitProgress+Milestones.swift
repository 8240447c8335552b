import JournalFormat

extension QuitProgress {
    /// The first milestone not yet reached since the last event, and when it will be; nil
    /// without a last event or past the last milestone.
    public var nextMilestone: (milestone: QuitMilestone, date: EntryDate, time: ClockTime)? {
        guard let last, let minutes = minutesSinceLast, let next = QuitMilestone.next(minutes: minutes) else {
            return nil
        }
        let at = next.reached(after: last.date, last.time)
        return (next, at.date, at.time)
    }

    /// The milestones reached since the last event, in order; none without one.
    public var reachedMilestones: [QuitMilestone] {
        minutesSinceLast.map { QuitMilestone.reached(minutes: $0) } ?? []
    }
}
