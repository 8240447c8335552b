import JournalFormat

/// The `quick-readers` target's input: parts cut at `0xFF` (see ``FuzzInput``).
///
/// Part 0 is the entry. Part 1 is the text to append (``EditInput/defaultText`` when absent).
/// A part 2, whatever it holds, reads the entry with ``configuredTitles`` instead of the
/// built-in ones.
public struct QuickReadersInput: Sendable {
    /// The entry's bytes, maybe not UTF-8.
    public var entry: [UInt8]
    /// What the append law appends.
    public var text: String
    /// What the sections' headings are read as.
    public var titles: SectionTitles

    /// Titles a user might configure: two renamed, and two that take each other's built-in
    /// names, which win over the built-in meaning.
    public static let configuredTitles = SectionTitles([
        .poem: "Three letters", .actionStep: "Next steps", .journal: "Thought diary", .thoughtDiary: "Journal",
    ])

    /// Cuts an input into the entry, the text and the titles.
    public init(_ input: FuzzInput) {
        entry = input[0] ?? []
        text = input[1].map { String(decoding: $0, as: UTF8.self) } ?? EditInput.defaultText
        titles = input[2] == nil ? .builtIn : Self.configuredTitles
    }
}
