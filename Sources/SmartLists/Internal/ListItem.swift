/// The marker prefix of a list item line and where its content starts (spec R1.8).
struct ListItem {
    var marker: ListMarker
    /// Offset of the marker's first byte (the end of the indentation).
    var markerStart: Int
    /// Offset just after the marker.
    var markerEnd: Int
    /// Offset just after the whitespace that follows the marker.
    var paddingEnd: Int
    var checkbox: Checkbox?
    /// Offset of the first content byte after the marker prefix, or the line end when empty.
    var contentStart: Int
    /// Column (after the quote prefix) just after marker + padding: where children start.
    var contentColumn: Int
    /// Only whitespace follows the marker prefix.
    var isEmpty: Bool
    /// The content opens an HTML comment that goes on past this line (`- <!-- later:`): the
    /// lines below it, up to its `-->`, are raw HTML inside the item.
    var opensComment = false

    var isOrdered: Bool { marker.number != nil }
}
