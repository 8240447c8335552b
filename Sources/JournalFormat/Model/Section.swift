/// A level-2 section of an entry: its heading and everything up to the next heading of level 1
/// or 2 at the top of the document.
public struct Section: Hashable, Sendable {
    public var kind: SectionKind
    /// The heading's text, as written.
    public var title: String
    /// 1-based lines from the heading to the section's last line (blank lines included).
    public var lines: ClosedRange<Int>
    /// 1-based lines of the heading itself (two for a setext heading).
    public var headingLines: ClosedRange<Int>
    public var range: SourceRange

    /// The lines after the heading, empty when the section is only its heading.
    public var bodyLines: ClosedRange<Int>? {
        headingLines.upperBound < lines.upperBound ? (headingLines.upperBound + 1)...lines.upperBound : nil
    }
}
