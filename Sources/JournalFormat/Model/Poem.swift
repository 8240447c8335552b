/// The Poem section: the day's three letters and what the user wrote.
public struct Poem: Hashable, Sendable {
    /// The letters stored in the entry's `Letters:` line, upper case.
    public var letters: [Character]
    /// The poem's lines, without the letters line, prompts (HTML comments) or blank edges.
    public var text: String
    /// 1-based line of the `Letters:` line, when there is one.
    public var lettersLine: Int?
}
