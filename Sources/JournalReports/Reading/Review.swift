import Foundation
import JournalFormat

/// `nightly review`: one page for a period, a week or a month mostly: the days written and
/// their words, each day's first line, the action steps planned, done and carried, the thought
/// records, the tags used and the awards unlocked. Its keys are listed under REVIEW in nightly(1).
///
/// It reads what the reports read (``JournalScan`` over the period's days only, ``TagIndex``,
/// ``Awards``), plus a glance at each written day for its first line and its steps' text; a day
/// after today counts for nothing, as in every report.
public struct Review: Sendable, Equatable, Encodable {
    /// A written day and its first line.
    public struct Day: Sendable, Equatable, Encodable {
        public var date: EntryDate
        public var path: String
        public var words: Int
        @NullWhenAbsent public var firstLine: String?
    }

    /// An action step of a day of the period.
    public struct Step: Sendable, Equatable, Encodable {
        /// The day whose Action step section holds it.
        public var date: EntryDate
        public var text: String
        /// `done`, `open`, `carried` or `dropped`.
        public var state: String
        /// The day it was carried to, else `null`.
        @NullWhenAbsent public var carriedTo: EntryDate?
        /// Open 3 days or more by the period's last day so far, counted from the first day it
        /// was planned (``DueSteps/staleDays``), across the carries the period holds.
        public var stale = false
    }

    /// The steps and their counts, as `nightly stats` counts them: a carried step is not
    /// planned twice, it counts on the day it is finally ticked or left.
    public struct Steps: Sendable, Equatable, Encodable {
        public var planned: Int
        public var done: Int
        public var carried: Int
        public var items: [Step]
        /// The counts of each focus area (its tagged steps), in the config's order.
        public var byArea: [AreaSteps] = []
    }

    /// A thought record: what happened, and the kinder way to see it.
    public struct Thought: Sendable, Equatable, Encodable {
        public var date: EntryDate
        @NullWhenAbsent public var situation: String?
        @NullWhenAbsent public var thought: String?
        @NullWhenAbsent public var factOrFeeling: ThoughtRecord.FactOrFeeling?
        @NullWhenAbsent public var reframe: String?
        @NullWhenAbsent public var intensity: Int?
    }

    /// The period's first and last day.
    public var from: EntryDate
    public var to: EntryDate
    /// Days of the period up to today.
    public var daysSoFar: Int
    public var writtenDays: Int
    public var words: Int
    /// The written days, in date order.
    public var days: [Day]
    public var steps: Steps
    public var thoughts: [Thought]
    /// The tags of the period's entries, the most used first.
    public var tags: [TagIndex.Tag]
    /// The awards whose day of unlocking falls in the period.
    public var awards: [Award]
    /// The tracks' values in the period, in the config's order (``ReviewTrack``).
    public var tracks: [ReviewTrack] = []

    /// Reads the review of `from...to` in `journal`, as of `today`.
    /// - Returns: The review, and the files left out because they could not be read.
    /// - Throws: ``JournalError`` when the folder cannot be listed.
    /// - Parameters:
    ///   - tracks: The tracks whose values and marks the review lists.
    ///   - areas: The focus areas whose steps are counted.
    public static func read(
        _ journal: Journal, from: EntryDate, to: EntryDate, today: EntryDate, tracks: [Track] = [],
        areas: [FocusArea] = []
    ) throws -> (review: Review, problems: [JournalScan.Problem]) {
        let end = min(to, today)
        guard from <= end else {
            return (Review(from: from, to: to, through: nil, summaries: [], entries: [:], awards: [], prompts: nil), [])
        }
        let scan = try JournalScan(journal: journal, days: from...end)
        let prompts = journal.templatePrompts()
        var entries: [EntryDate: EntryGlance] = [:]
        var problems = scan.problems
        for day in scan.days where day.isWritten {
            do {
                entries[day.date!] = try journal.glance(day.date!)
            } catch {
                let path = journal.displayPath(journal.url(for: day.date!))
                problems.append(JournalScan.Problem(path: path, message: "\(error); left out"))
            }
        }
        // Locked before the period's first day, unlocked by its end: unlocked in the period.
        let changes = scan.days.map { ChangedDay(date: $0.date!, before: nil, after: $0) }
        let awards = Awards.unlocked(by: changes, in: journal, today: end)
        let written = scan.days.filter { entries[$0.date!] != nil }
        var review = Review(
            from: from, to: to, through: end, summaries: written,
            entries: entries,
            awards: awards, prompts: prompts)
        // The same days' steps as the counts above.
        review.steps.byArea = AreaSteps.count(areas, in: written)
        review.tracks = ReviewTrack.lines(
            tracks, history: TrackHistory(tracks: tracks, summaries: scan.days), days: from...end)
        return (review, problems)
    }

    /// `items` with each open step open ``DueSteps/staleDays`` or more days on `day` marked
    /// stale: its age counts from the first day it was planned, following the carries whose
    /// markers the period holds back to their first day.
    static func markingStale(_ items: [Step], on day: EntryDate) -> [Step] {
        var origins: [String: EntryDate] = [:]
        for item in items where item.state == "carried" {
            if let to = item.carriedTo { origins["\(to.iso) \(item.text)"] = item.date }
        }
        return items.map { item in
            guard item.state == "open" else { return item }
            var first = item.date
            var hops = 0
            while let from = origins["\(first.iso) \(item.text)"], from < first, hops < items.count {
                first = from
                hops += 1
            }
            var marked = item
            marked.stale = first.days(to: day) >= DueSteps.staleDays
            return marked
        }
    }

    /// - Parameter through: The last day of the period up to today, `nil` when it is all ahead.
    init(
        from: EntryDate, to: EntryDate, through: EntryDate?, summaries: [EntrySummary],
        entries: [EntryDate: EntryGlance],
        awards: [Award], prompts: TemplatePrompts?
    ) {
        self.from = from
        self.to = to
        daysSoFar = through.map { from.days(to: $0) + 1 } ?? 0
        writtenDays = summaries.count
        words = summaries.reduce(0) { $0 + $1.wordCount }
        days = []
        var steps = Steps(planned: 0, done: 0, carried: 0, items: [])
        thoughts = []
        for summary in summaries {
            let date = summary.date!
            let entry = entries[date]!
            let preview = prompts.flatMap { DayPreview(entry, prompts: $0, lineLimit: 1) }
            days.append(
                Day(
                    date: date, path: preview?.path ?? entry.path, words: summary.wordCount,
                    firstLine: preview?.firstLine))
            steps.planned += summary.actionStepsTotal
            steps.done += summary.actionStepsDone
            steps.carried += summary.actionStepsCarried
            for step in entry.actionSteps {
                let state = step.done ? "done" : step.isCarried ? "carried" : step.isDropped ? "dropped" : "open"
                steps.items.append(
                    Step(date: date, text: step.text, state: state, carriedTo: step.isCarried ? step.carriedTo : nil))
            }
            for record in summary.thoughts {
                thoughts.append(
                    Thought(
                        date: date, situation: record.trigger, thought: record.thought,
                        factOrFeeling: record.factOrFeeling, reframe: record.reframe, intensity: record.intensity))
            }
        }
        if let through { steps.items = Self.markingStale(steps.items, on: through) }
        self.steps = steps
        tags = TagIndex(summaries, today: to).tags
        // In the order they were reached, as the days above them are: the awards come grouped
        // by kind, a later streak before an earlier first entry.
        self.awards = awards.enumerated().sorted { first, second in
            let (a, b) = (first.element.unlockedOn ?? to, second.element.unlockedOn ?? to)
            return a != b ? a < b : first.offset < second.offset
        }.map(\.element)
    }
}
