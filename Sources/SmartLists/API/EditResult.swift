/// What a key press does to the document: edits in the original text and the caret afterwards.
public struct EditResult: Sendable, Equatable {
    /// Non-overlapping edits sorted by position, in UTF-8 offsets of the original text.
    public var edits: [Edit]
    /// The caret after the edits, as a UTF-8 offset into the edited text.
    public var cursor: Int
    /// True when no list rule applied and `edits` are the plain-text fallback of spec R0.3
    /// (a line break, a tab, nothing, or the deletion of one character).
    public var isFallback: Bool

    /// Creates a result from edits, the caret after them, and whether it is the fallback.
    public init(edits: [Edit], cursor: Int, isFallback: Bool) {
        self.edits = edits
        self.cursor = cursor
        self.isFallback = isFallback
    }

    /// Returns `text` with the edits applied; `text` must be the text the result was computed for.
    public func applied(to text: String) -> String {
        var utf8 = Array(text.utf8)
        // Back to front, so earlier offsets stay valid while later ranges are replaced.
        for edit in edits.reversed() {
            utf8.replaceSubrange(edit.range, with: Array(edit.replacement.utf8))
        }
        return String(decoding: utf8, as: UTF8.self)
    }
}
