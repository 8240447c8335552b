import JournalFormat

/// Two or three plain sentences a person can act on, from the numbers of ``Insights``.
///
/// A sentence never generalises from one or two records: each rests on at least
/// ``minimumRecords`` records and says how many ("11 of 25 records"), and below that many
/// records in all, one sentence says there are too few to see a pattern.
enum InsightSentences {
    /// A sentence and the records it rests on.
    struct Statement: Equatable {
        var text: String
        var basis: Insights.Basis
    }

    /// The fewest records a pattern is read from.
    static let minimumRecords = 3

    /// Parts of the day, by the hour they start.
    static let parts: [(name: String, hours: [Int])] = [
        ("mornings", Array(5..<12)), ("afternoons", Array(12..<17)), ("evenings", Array(17..<22)),
        ("nights", Array(22..<24) + Array(0..<5)),
    ]

    static let weekdays = EntryDate.weekdayNames

    static func make(_ insights: Insights) -> [Statement] {
        let all = insights.records
        guard all > 0 else {
            return [
                Statement(
                    text: "No thought records yet: the next time a moment is hard, write it in the Thought diary.",
                    basis: Insights.Basis(records: 0, of: 0))
            ]
        }
        guard all >= minimumRecords else {
            return [
                Statement(
                    text: "Only \(Text.count(all, "thought record")) so far: too few to see a pattern "
                        + "(insights need at least \(minimumRecords)).",
                    basis: Insights.Basis(records: all, of: all))
            ]
        }
        var statements: [Statement] = []
        if let peak = peak(insights), peak.records >= minimumRecords {
            statements.append(
                Statement(
                    text:
                        "Hard moments come more often on \(weekdays[peak.weekday]) \(peak.part) than at any other time "
                        + "(\(peak.share)% of the timed weight, \(peak.records) of \(peak.timed) timed records): "
                        + "plan something kind for then.",
                    basis: Insights.Basis(records: peak.records, of: peak.timed)))
        }
        if let trigger = insights.topTriggers.first, trigger.records >= minimumRecords {
            statements.append(
                Statement(
                    text: "\"\(trigger.name)\" comes up most often (\(trigger.records) of \(all) records): "
                        + "it may be worth a plan of its own.",
                    basis: Insights.Basis(records: trigger.records, of: all)))
        } else if let tag = insights.topTags.first, tag.records >= minimumRecords,
            insights.topTags.dropFirst().first?.records != tag.records
        {
            let most = tag.records * 2 > all ? "Most records are" : "More records than any other are"
            statements.append(
                Statement(
                    text: "\(most) tagged #\(tag.name) (\(tag.records) of \(all) records).",
                    basis: Insights.Basis(records: tag.records, of: all)))
        }
        let facts = insights.factOrFeeling.reduce(0) { $0 + $1.fact }
        let feelings = insights.factOrFeeling.reduce(0) { $0 + $1.feeling }
        if facts + feelings >= minimumRecords {
            let share = Text.percent(feelings, of: facts + feelings)
            statements.append(
                Statement(
                    text: "\(share)% of the thoughts you checked were feelings, not facts "
                        + "(\(feelings) of \(facts + feelings) checked records): a thought is not always the truth.",
                    basis: Insights.Basis(records: feelings, of: facts + feelings)))
        }
        return statements
    }

    /// The weekday and part of day with the most weight, its share of all timed weight, the
    /// records in it and all timed records; `nil` when no time has weight or two share the
    /// most (there is then no one peak).
    private static func peak(
        _ insights: Insights
    ) -> (weekday: Int, part: String, share: Int, records: Int, timed: Int)? {
        let heatmap = insights.heatmap
        let total = heatmap.joined().reduce(0, +)
        guard total > 0 else { return nil }
        var weights: [(weekday: Int, part: String, weight: Int, records: Int)] = []
        for weekday in 0..<7 {
            for part in parts {
                weights.append(
                    (
                        weekday, part.name, part.hours.reduce(0) { $0 + heatmap[weekday][$1] },
                        part.hours.reduce(0) { $0 + insights.recordHeatmap[weekday][$1] }
                    ))
            }
        }
        let most = weights.map(\.weight).max()!
        let peaks = weights.filter { $0.weight == most }
        guard peaks.count == 1 else { return nil }
        let timed = insights.recordHeatmap.joined().reduce(0, +)
        return (peaks[0].weekday, peaks[0].part, Text.percent(most, of: total), peaks[0].records, timed)
    }
}
