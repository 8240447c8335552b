/// A GFM task item (`- [ ] …`) in an Action step section.
public struct ActionStep: Hashable, Sendable {
    /// The item's text on its first line, after the checkbox, without a carried marker.
    public var text: String
    /// Whether the checkbox is ticked (`[x]` or `[X]`).
    public var done: Bool
    /// The day the step was carried to, when its first line ends with ` → YYYY-MM-DD`, ticked
    /// or not; `nil` when it has no such marker.
    public var carriedTo: EntryDate?
    /// 1-based line of the item's marker.
    public var line: Int
    /// Byte offset of the character between the brackets, the one byte a tick changes.
    var stateOffset: Int
    /// The bytes of the ` → YYYY-MM-DD` marker, or the empty range at the end of the first line
    /// (before trailing spaces and tabs) where one goes.
    var markerRange: Range<Int>

    /// The inline tags of its text, as an entry's are read (`#health`, without `#`): a focus
    /// area's tag makes it that area's step.
    public var tags: [String] {
        text.utf8.contains(UInt8(ascii: "#")) ? InlineTags.find(in: Array(text.utf8)) : []
    }

    /// Whether the step is still to do: not ticked, not carried and not dropped.
    public var isOpen: Bool { !done && carriedTo == nil && !isDropped }

    /// Whether the step was let go: unticked, not carried, and its whole text struck through
    /// (`~~…~~`). It stays in the file, and counts as neither done nor open.
    public var isDropped: Bool { !done && carriedTo == nil && DroppedStep.isStruck(text) }

    /// Whether the step was carried and not ticked since: neither open nor missed.
    public var isCarried: Bool { !done && carriedTo != nil }

    /// The step's state; a ticked step that also has a carried marker is done (ticked wins).
    public var state: ActionStepState {
        if done { return .done }
        if let carriedTo { return .carried(to: carriedTo) }
        return .open
    }
}
