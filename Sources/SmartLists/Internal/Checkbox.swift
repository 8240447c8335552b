/// A GFM task checkbox, `[ ]`, `[x]` or `[X]`, at the start of an item's content (spec R1.3).
struct Checkbox {
    /// Offset of `[`.
    var start: Int
    /// Offset just after `]`.
    var end: Int
    var isChecked: Bool
}
