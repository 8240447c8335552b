/// `nightly insights` as text: the sentences first, then the numbers behind them.
public struct InsightsRenderer: Sendable {
    public var palette: Palette

    public init(palette: Palette) { self.palette = palette }

    public func render(_ insights: Insights) -> String {
        var lines = insights.sentences.map { "• " + $0 }
        guard insights.records > 0 else { return lines.joined(separator: "\n") + "\n" }
        lines.append("")
        lines.append(palette.bold("Hard moments by weekday and hour") + "  (\(Text.count(insights.records, "record")))")
        lines.append("    0     6     12    18    no time")
        let most = max(1, insights.heatmap.joined().max() ?? 1)
        for (index, row) in insights.heatmap.enumerated() {
            let cells = row.map { weight -> String in
                let level = weight == 0 ? 0 : max(1, (weight * 4 + most - 1) / most)
                let shade = CalendarRenderer.shades[level]
                return level == 0 ? shade : palette.paint(shade, level > 2 ? "1;31" : "31")
            }
            let untimed = insights.untimed[index] == 0 ? "" : "  \(insights.untimed[index])"
            lines.append(String(InsightSentences.weekdays[index].prefix(3)) + " " + cells.joined() + untimed)
        }
        lines.append("· none  ░ ▒ ▓ █ more weight (intensity, or 5 when not given)")
        lines += table("Top triggers", insights.topTriggers)
        lines += table("Top tags", insights.topTags.map { Insights.Count(name: "#" + $0.name, records: $0.records) })
        if !insights.factOrFeeling.isEmpty {
            lines.append("")
            lines.append(palette.bold("Fact or feeling by month"))
            for month in insights.factOrFeeling {
                lines.append(
                    "  \(month.month)  \(Text.right(String(month.fact), 3)) fact  "
                        + "\(Text.right(String(month.feeling), 3)) feeling  \(Text.right(String(month.unmarked), 3)) unmarked"
                )
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private func table(_ title: String, _ counts: [Insights.Count]) -> [String] {
        guard !counts.isEmpty else { return [] }
        // Counts of one are no ranking: the order would only be the alphabet's.
        if counts.count > 1, counts.allSatisfy({ $0.records == 1 }) {
            return ["", palette.bold(title), "  none comes up twice yet"]
        }
        let width = counts.map(\.records).max().map { String($0).count } ?? 1
        return ["", palette.bold(title)] + counts.map { "  \(Text.right(String($0.records), width))  \($0.name)" }
    }
}
