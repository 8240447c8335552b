/// The text of a new day's entry.
///
/// Prompts are HTML comments: invisible when rendered, harmless when left in place, and not
/// counted as words, so an untouched template is not a written day.
public enum EntryTemplate {
    /// The user's template in the journal folder (see ``Journal/template(for:)``).
    public static let fileName = "template.md"

    /// The user's template for `date`'s weekday, `template-monday.md` to `template-sunday.md`,
    /// which wins over ``fileName`` on that weekday.
    public static func weekdayFileName(for date: EntryDate) -> String {
        weekdayFileNames[date.weekday - 1]
    }

    /// `template-monday.md` to `template-sunday.md`, Monday first.
    public static let weekdayFileNames = EntryDate.weekdayNames.map { "template-\($0.lowercased()).md" }

    /// Every name a user's template may have: ``fileName``, then the weekdays'.
    public static let fileNames = [fileName] + weekdayFileNames

    /// The placeholders a user's template may hold, and what each becomes for a day.
    public static let placeholders: [(name: String, value: @Sendable (EntryDate) -> String)] = [
        ("{{date}}", { $0.iso }),
        ("{{title}}", { $0.longTitle }),
        ("{{weekday}}", { $0.weekdayName }),
        ("{{letters}}", { PoemLetters.written(PoemLetters.forDate($0)) }),
    ]

    /// A user's template for `date`: each placeholder replaced, everything else as written.
    public static func filling(_ template: String, for date: EntryDate) -> String {
        guard template.contains("{{") else { return template }
        var text = template
        for placeholder in placeholders {
            text = text.replacing(placeholder.name, with: placeholder.value(date))
        }
        return text
    }

    /// The new entry for `date`, with the day's poem letters.
    /// - Parameters:
    ///   - titles: The section titles, the user's configured ones or the defaults.
    ///   - lineEnding: The line break to write.
    public static func text(
        for date: EntryDate,
        titles: SectionTitles = .builtIn,
        lineEnding: LineEnding = .lf
    ) -> String {
        func title(_ kind: SectionKind) -> String { titles.title(for: kind) }
        let lines = [
            "# \(date.longTitle)",
            "",
            "## \(title(.poem))",
            "",
            "Letters: \(PoemLetters.written(PoemLetters.forDate(date)))",
            "<!-- A tiny poem that uses the three letters, for instance as the first letter of each line. -->",
            "",
            "## \(title(.journal))",
            "",
            "<!-- How was today? What do you want to remember? -->",
            "",
            "## \(title(.actionStep))",
            "",
            "<!-- Tomorrow, I will … Write it as a task: - [ ] call Sam -->",
            "",
            "## \(title(.thoughtDiary))",
            "",
            "<!-- A hard moment? One record each, every line optional but the thought:",
            "- Situation: what happened, where",
            "- Thought: what went through your mind",
            "- Fact or feeling: fact",
            "- Reframe: a kinder, truer way to see it",
            "- Intensity: 0 to 10",
            "- Time: 21:40",
            "- Tags: #work",
            "-->",
        ]
        return lines.joined(separator: lineEnding.rawValue) + lineEnding.rawValue
    }
}

extension Entry {
    /// A new, unsaved entry for `date` from the template, titled and read with `titles`.
    public static func template(for date: EntryDate, path: String = "", titles: SectionTitles = .builtIn) -> Entry {
        Entry(
            validUTF8: Array(EntryTemplate.text(for: date, titles: titles).utf8), date: date, path: path,
            titles: titles)
    }
}
