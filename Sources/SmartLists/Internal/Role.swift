/// What a line is within the list structure around it (spec R1.5–R1.8).
enum Role: Equatable {
    case blank
    /// A list item; `parent` is the line index of its parent item, nil at top level.
    case item(parent: Int?)
    /// Paragraph text of the item at `owner` (indented to its content column, or lazy).
    case continuation(owner: Int)
    /// Paragraph text outside any list.
    case plain
    /// A fence line or a line inside fenced code (R1.6), within the item `owner` if any.
    case fenced(owner: Int?)
    /// A line of an HTML comment block, within the item `owner` if any: never a list item
    /// (E12, "Not in HTML comments").
    case comment(owner: Int?)
    /// A heading or thematic break, within the item `owner` if any.
    case other(owner: Int?)

    /// The item this line belongs to: itself for an item, its owner otherwise.
    func owner(at index: Int) -> Int? {
        switch self {
        case .blank, .plain: nil
        case .item: index
        case .continuation(let owner): owner
        case .fenced(let owner), .comment(let owner), .other(let owner): owner
        }
    }
}
