/// Markdown rendered to HTML by cmark-gfm, for exports.
public enum MarkdownHTML {
    /// `markdown` as an HTML fragment: GFM tables, task lists (disabled checkboxes),
    /// strikethrough and autolinks; raw HTML in the text is left out. Safe to call from
    /// several threads: renders are serialised.
    /// - Parameter hardBreaks: keep every line break inside a paragraph, as a poem needs.
    public static func render(_ markdown: String, hardBreaks: Bool = false) -> String {
        CmarkBridge.html(of: markdown, hardBreaks: hardBreaks)
    }
}
