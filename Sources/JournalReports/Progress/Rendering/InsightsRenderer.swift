import JournalFormat

/// `nightly insights` as text: the sentences first, then the numbers behind them.
///
/// With a `width`, sentences and other long lines wrap at spaces to fit it, and the fact or
/// feeling table closes up its columns.
public struct InsightsRenderer: Sendable {
    public var palette: Palette
    /// The terminal's width, or nil for no limit.
    public var width: Int?

    public init(palette: Palette, width: Int? = nil) {
        self.palette = palette
        self.width = width
    }

    public func render(_ insights: Insights) -> String {
        let sentences = (insights.sentences + insights.tracks.map(\.sentence)).flatMap {
            WordWrap.lines(palette.journal($0), width: width, first: "• ", rest: "  ")
        }
        guard insights.records > 0 else { return sentences.joined(separator: "\n") + "\n" }
        return (sentences + numbers(insights).flatMap { WordWrap.lines($0, width: width) })
            .joined(separator: "\n") + "\n"
    }

    /// The heatmap and the tables behind the sentences.
    private func numbers(_ insights: Insights) -> [String] {
        var lines: [String] = []
        lines.append("")
        lines += WordWrap.pack(
            [palette.bold("Hard moments by weekday and hour"), "(\(Text.count(insights.records, "record")))"],
            separator: "  ", width: width)
        lines.append("    0     6     12    18    no time")
        let most = max(1, insights.heatmap.joined().max() ?? 1)
        for (index, row) in insights.heatmap.enumerated() {
            let cells = row.map { weight -> String in
                let level = weight == 0 ? 0 : max(1, (weight * 4 + most - 1) / most)
                let shade = CalendarRenderer.shades[level]
                return level == 0 ? shade : palette.paint(shade, level > 2 ? "1;31" : "31")
            }
            let untimed = insights.untimed[index] == 0 ? "" : "  \(insights.untimed[index])"
            lines.append(EntryDate.weekdayAbbreviations(3)[index] + " " + cells.joined() + untimed)
        }
        lines += WordWrap.pack(
            ["· none", "░ ▒ ▓ █ more weight (intensity, or 5 when not given)"], separator: "  ", width: width)
        lines += table("Top triggers", insights.topTriggers)
        lines += table("Top tags", insights.topTags.map { Insights.Count(name: "#" + $0.name, records: $0.records) })
        if !insights.factOrFeeling.isEmpty {
            lines.append("")
            lines.append(palette.bold("Fact or feeling by month"))
            // 46 columns with room for three digits; closer columns when the terminal is narrower.
            let digits =
                (width ?? .max) >= 46
                ? 3 : insights.factOrFeeling.map { String(max($0.fact, $0.feeling, $0.unmarked)).count }.max() ?? 1
            for month in insights.factOrFeeling {
                lines.append(
                    "  \(month.month)  \(Text.right(String(month.fact), digits)) fact  "
                        + "\(Text.right(String(month.feeling), digits)) feeling  "
                        + "\(Text.right(String(month.unmarked), digits)) unmarked")
            }
        }
        return lines
    }

    private func table(_ title: String, _ counts: [Insights.Count]) -> [String] {
        guard !counts.isEmpty else { return [] }
        // Counts of one are no ranking: the order would only be the alphabet's.
        if counts.count > 1, counts.allSatisfy({ $0.records == 1 }) {
            return ["", palette.bold(title), "  none comes up twice yet"]
        }
        let width = counts.map(\.records).max().map { String($0).count } ?? 1
        return ["", palette.bold(title)]
            + counts.map { "  \(Text.right(String($0.records), width))  \(palette.journal($0.name))" }
    }
}
