/// YAML front matter between `---` lines at the top of an entry, kept verbatim.
///
/// nightly reads only `tags` from it; everything else is the user's and is never rewritten.
public struct FrontMatter: Hashable, Sendable {
    /// The lines from the opening `---` to the closing `---` or `...`, 1-based.
    public var lines: ClosedRange<Int>
    /// The text between the fences, exactly as written.
    public var yaml: String
    /// `tags:` as a flow list (`[a, b]`), a comma-separated line, or a block list of `- a` lines.
    public var tags: [String]
}
