import JournalFormat

/// What every parsed entry's model promises about where things are: the edit laws rely on it
/// to find a section's bytes.
public enum EntryShape {
    /// The first place where `entry`'s model does not fit its bytes, or nil.
    public static func violation(_ entry: Entry) -> String? {
        let lines = LineTable(entry.bytes)
        var previousEnd = 0
        for (index, section) in entry.sections.enumerated() {
            let name = "section \(index + 1) \(quoted(section.title)) on lines \(section.lines)"
            guard section.lines.lowerBound > previousEnd, section.lines.upperBound <= lines.count else {
                return "\(name) lies outside the text's \(lines.count) lines or overlaps the section before"
            }
            guard section.headingLines.lowerBound == section.lines.lowerBound,
                section.headingLines.upperBound <= section.lines.upperBound
            else {
                return "\(name): its heading lines \(section.headingLines) do not start it"
            }
            previousEnd = section.lines.upperBound
        }
        let steps = entry.section(.actionStep)?.lines
        if let step = entry.actionSteps.first(where: { !(steps?.contains($0.line) ?? false) }) {
            return "action step on line \(step.line) lies outside the first Action step section \(describe(steps))"
        }
        let diary = entry.section(.thoughtDiary)?.lines
        if let record = entry.thoughts.first(where: { !(diary?.contains($0.line) ?? false) }) {
            return "thought record on line \(record.line) lies outside the first Thought diary \(describe(diary))"
        }
        return nil
    }

    private static func describe(_ lines: ClosedRange<Int>?) -> String {
        lines.map { "(lines \($0))" } ?? "(the entry has none)"
    }
}
