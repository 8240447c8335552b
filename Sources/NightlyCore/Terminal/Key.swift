/// A key press nightly acts on; everything else arrives as `.character` or `.other`.
public enum Key: Equatable, Sendable {
    case left, right, up, down
    case pageUp, pageDown
    case escape
    case enter
    case space
    case character(Character)
    /// Bytes that form no key nightly knows (function keys, mouse reports, …).
    case other
}
