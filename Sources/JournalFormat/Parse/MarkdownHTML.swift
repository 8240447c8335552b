/// Markdown rendered to HTML by cmark-gfm, for exports.
public enum MarkdownHTML {
    /// `markdown` as an HTML fragment: GFM tables, task lists (disabled checkboxes),
    /// strikethrough and autolinks; raw HTML in the text is left out. Safe to call from
    /// several threads: renders are serialised.
    public static func render(_ markdown: String) -> String {
        CmarkBridge.html(of: markdown)
    }
}
