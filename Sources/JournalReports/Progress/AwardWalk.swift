import JournalFormat

/// The walk that decides the awards: the days in date order, one at a time, each award unlocking
/// on the first day its count reaches the target. ``Awards/evaluate(_:today:)`` walks the whole
/// history; a caller that needs to know less can stop as soon as it knows it.
public struct AwardWalk: Sendable {
    public let today: EntryDate
    // Arrays indexed by measure and by definition: this runs once per day of the journal.
    private var totals = Awards.Totals()
    private var unlockedOn = [EntryDate?](repeating: nil, count: Awards.definitions.count)
    private var locked = Awards.definitions.count
    private var streak = 0
    private var previous: EntryDate?
    private var weekRun: (monday: EntryDate, count: Int)?

    public init(today: EntryDate) {
        self.today = today
    }

    /// Walks one more day, later than every day before it; days after `today` count for nothing.
    public mutating func add(_ day: EntrySummary) {
        guard let date = day.date, date <= today else { return }
        totals[.thoughtRecords] += day.thoughts.count
        totals[.reframes] += day.thoughts.count { !($0.reframe ?? "").isEmpty }
        totals[.stepsDone] += day.actionStepsDone
        if day.isWritten {
            totals[.writtenDays] += 1
            totals[.words] += day.wordCount
            let gap = previous.map { $0.days(to: date) } ?? 0
            streak = gap == 1 ? streak + 1 : 1
            if gap > 7 { totals[.comebacks] += 1 }
            totals[.streak] = max(totals[.streak], streak)
            let monday = date.startOfWeek
            weekRun = weekRun?.monday == monday && gap == 1 ? (monday, weekRun!.count + 1) : (monday, 1)
            if weekRun?.count == 7 { totals[.fullWeeks] += 1 }
            previous = date
        }
        guard locked > 0 else { return }
        for (index, definition) in Awards.definitions.enumerated()
        where unlockedOn[index] == nil && totals[definition.measure] >= definition.target {
            unlockedOn[index] = date
            locked -= 1
        }
    }

    /// Whether the award `id` is unlocked by the days walked so far.
    public func isUnlocked(_ id: String) -> Bool {
        Awards.definitions.indices.contains { Awards.definitions[$0].id == id && unlockedOn[$0] != nil }
    }

    /// Every award as the days walked so far leave it.
    public var awards: [Award] {
        Awards.definitions.enumerated().map { index, definition in
            let current = totals[definition.measure]
            return Award(
                id: definition.id, title: definition.title, howToUnlock: definition.howToUnlock,
                unlockedOn: unlockedOn[index],
                progress: Award.Progress(current: min(current, definition.target), target: definition.target))
        }
    }
}
