import JournalFormat

/// Action steps planned and done in one focus area: the steps that carry its tag (`#health`),
/// counted as `nightly stats` counts every step (a carried step counts once, on the day it is
/// finally ticked or left). `stats` and `review` show the same counts.
public struct AreaSteps: Sendable, Equatable, Encodable {
    /// The area's name, as the config has it.
    public var area: String
    /// The tag its steps carry, without `#`.
    public var tag: String
    /// The area's goal, `null` when it has none.
    @NullWhenAbsent public var goal: String?
    public var planned: Int
    public var done: Int

    /// The counts of each of `areas`, in their order, over `summaries`.
    public static func count(_ areas: [FocusArea], in summaries: some Collection<EntrySummary>) -> [AreaSteps] {
        areas.map { area in
            let tag = area.tag
            var counts = AreaSteps(area: area.name, tag: tag, goal: area.goal, planned: 0, done: 0)
            for summary in summaries where !summary.stepTags.isEmpty {
                let steps = summary.steps(taggedWith: tag)
                counts.planned += steps.planned
                counts.done += steps.done
            }
            return counts
        }
    }

    /// `health  3 of 5 done · goal: Run a 10k`, the name padded to `width`.
    public func line(width: Int) -> String {
        let name = area.padding(toLength: max(width, area.count), withPad: " ", startingAt: 0)
        return "\(name)  \(done) of \(planned) done" + (goal.map { " · goal: \($0)" } ?? "")
    }
}
