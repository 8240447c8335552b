/// One replacement in the original text: the bytes in `range` become `replacement`.
///
/// Offsets count UTF-8 bytes from the start of the text the edit was computed for, and always
/// fall on grapheme-cluster boundaries (spec R0.1). An editor or language server applies a list of
/// edits as one change; ranges in such a list never overlap.
public struct Edit: Sendable, Equatable, Hashable {
    /// The replaced bytes of the original text, as UTF-8 offsets.
    public var range: Range<Int>
    /// The text that takes their place.
    public var replacement: String

    /// Creates an edit that replaces `range` (UTF-8 offsets) with `replacement`.
    public init(range: Range<Int>, replacement: String) {
        self.range = range
        self.replacement = replacement
    }
}
