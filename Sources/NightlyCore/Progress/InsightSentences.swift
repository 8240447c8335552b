/// Two or three plain sentences a person can act on, from the numbers of ``Insights``.
enum InsightSentences {
    /// Parts of the day, by the hour they start.
    static let parts: [(name: String, hours: [Int])] = [
        ("mornings", Array(5..<12)), ("afternoons", Array(12..<17)), ("evenings", Array(17..<22)),
        ("nights", Array(22..<24) + Array(0..<5)),
    ]

    static let weekdays = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]

    static func make(_ insights: Insights) -> [String] {
        guard insights.records > 0 else {
            return ["No thought records yet: the next time a moment is hard, write it in the Thought diary."]
        }
        var sentences: [String] = []
        if let peak = peak(insights.heatmap) {
            sentences.append(
                "Hard moments come more often on \(weekdays[peak.weekday]) \(peak.part) than at any other time "
                    + "(\(peak.share)% of the timed weight): plan something kind for then.")
        }
        if let trigger = insights.topTriggers.first, trigger.records > 1 {
            sentences.append(
                "\"\(trigger.name)\" comes up most often (\(trigger.records) records): it may be worth a plan of its own."
            )
        } else if let tag = insights.topTags.first, tag.records > 1,
            insights.topTags.dropFirst().first?.records != tag.records
        {
            let most = tag.records * 2 > insights.records ? "Most records are" : "More records than any other are"
            sentences.append("\(most) tagged #\(tag.name) (\(tag.records) of \(insights.records)).")
        }
        let facts = insights.factOrFeeling.reduce(0) { $0 + $1.fact }
        let feelings = insights.factOrFeeling.reduce(0) { $0 + $1.feeling }
        if facts + feelings > 0 {
            let share = Text.percent(feelings, of: facts + feelings)
            sentences.append(
                "\(share)% of the thoughts you checked were feelings, not facts (\(feelings) of \(facts + feelings)): "
                    + "a thought is not always the truth.")
        }
        return sentences
    }

    /// The weekday and part of day with the most weight, and its share of all timed weight;
    /// `nil` when no time has weight or two share the most (there is then no one peak).
    private static func peak(_ heatmap: [[Int]]) -> (weekday: Int, part: String, share: Int)? {
        let total = heatmap.joined().reduce(0, +)
        guard total > 0 else { return nil }
        var weights: [(weekday: Int, part: String, weight: Int)] = []
        for weekday in 0..<7 {
            for part in parts {
                weights.append((weekday, part.name, part.hours.reduce(0) { $0 + heatmap[weekday][$1] }))
            }
        }
        let most = weights.map(\.weight).max()!
        let peaks = weights.filter { $0.weight == most }
        guard peaks.count == 1 else { return nil }
        return (peaks[0].weekday, peaks[0].part, Text.percent(most, of: total))
    }
}
