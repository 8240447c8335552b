/// What a line is on its own, before its neighbours are taken into account.
enum LineKind {
    /// Nothing but the quote prefix and whitespace.
    case blank
    /// Looks like a list item; its neighbours decide whether it is one (R1.5, R1.6).
    case item(ListItem)
    /// Opens or closes fenced code, or is a fence character line inside one.
    case fence(Fence)
    /// Opens an HTML comment (`<!--`, CommonMark's HTML block of kind 2); `isClosed` when a
    /// `-->` on the same line ends it.
    case comment(isClosed: Bool)
    /// ATX heading, setext underline or thematic break: never part of a list (R1.4).
    case heading
    /// Anything else: paragraph text.
    case text
}
