/// The pieces of existing lines that new lines copy (spec E1–E4, E10, E11, N6, T3).
extension Outline {
    /// The quote prefix Q of a line, verbatim (R1.7).
    func quote(_ index: Int) -> String {
        document.string(lines[index].start..<lines[index].quoteEnd)
    }

    /// Q without trailing whitespace, for lines that hold nothing else (E13, E15).
    func bareQuote(_ index: Int) -> String {
        let line = lines[index]
        var end = line.quoteEnd
        while end > line.start && ASCII.isBlank(document[end - 1]) { end -= 1 }
        return document.string(line.start..<end)
    }

    /// The indentation between Q and the first non-blank byte, verbatim.
    func indentation(_ index: Int) -> String {
        document.string(lines[index].quoteEnd..<lines[index].indentEnd)
    }

    /// The whitespace to write after `marker` where `item`'s marker stood, keeping the content
    /// column (E2, N6): a tab padding is copied; spaces grow or shrink with the marker, down to
    /// `minimum`.
    func padding(of item: ListItem, for marker: ListMarker, minimum: Int = 1) -> String {
        let padding = item.markerEnd..<item.paddingEnd
        if padding.contains(where: { document[$0] == ASCII.tab }) { return document.string(padding) }
        let spaces = max(minimum, item.marker.width + padding.count - marker.width)
        return String(repeating: " ", count: spaces)
    }

    /// An unchecked box for a new item after `item`, with the same spacing (E4), or "".
    func uncheckedBox(after item: ListItem) -> String {
        guard let box = item.checkbox else { return "" }
        let spacing = item.isEmpty ? " " : document.string(box.end..<item.contentStart)
        return "[ ]" + spacing
    }

    /// Marker, padding and checkbox for a new item of `item`'s kind numbered `number`.
    /// Nil when the number no longer fits in 9 digits.
    func newMarkerPrefix(like item: ListItem, number: Int?) -> String? {
        let marker = number.map { item.marker.renumbered($0) } ?? item.marker
        guard let text = marker.text else { return nil }
        return text + padding(of: item, for: marker) + uncheckedBox(after: item)
    }

    /// The number a new item after `index` gets: the next one, or the shared one (N5).
    func nextNumber(after index: Int) -> Int? {
        guard let number = item(index).marker.number else { return nil }
        return isUniform(index) ? number : number + 1
    }
}
