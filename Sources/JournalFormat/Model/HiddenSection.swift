/// A line that reads as one of nightly's section headings but sits inside a fenced code block
/// that is never closed, so Markdown reads it, and everything after it, as code.
struct HiddenSection: Sendable, Equatable {
    /// The line of the fence that opens the code block.
    var fenceLine: Int
    /// The line of the heading the fence hides.
    var headingLine: Int
    var kind: SectionKind
    /// The heading's title, as written.
    var title: String
}
