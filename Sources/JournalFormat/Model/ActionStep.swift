/// A GFM task item (`- [ ] …`) in an Action step section.
public struct ActionStep: Hashable, Sendable {
    /// The item's text on its first line, after the checkbox.
    public var text: String
    public var done: Bool
    /// 1-based line of the item's marker.
    public var line: Int
    /// Byte offset of the character between the brackets, the one byte a tick changes.
    var stateOffset: Int
}
