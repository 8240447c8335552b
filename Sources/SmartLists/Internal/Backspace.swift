/// Backspace at an item's content start or inside its padding (spec B1–B5).
struct Backspace {
    let outline: Outline
    let caret: Int

    /// The edits, or nil when one character is simply deleted (B6).
    func respond() -> EditResult? {
        let index = outline.caretLine
        guard outline.isItem(index) else { return nil }
        let line = outline.lines[index]
        let item = outline.item(index)
        var builder = EditBuilder(caret: caret)
        if let box = item.checkbox, caret == item.contentStart {
            builder.replace(box.start..<item.contentStart, with: "")  // B1
            builder.caretAfterLastEdit()
            return builder.result()
        }
        guard caret > item.markerEnd, caret <= item.paddingEnd else { return nil }
        if caret > item.markerEnd + 1 {
            builder.replace(item.markerEnd + 1..<caret, with: "")  // B5
            builder.caretAfterLastEdit()
            return builder.result()
        }
        if outline.previousSibling(of: index) != nil {
            // B2: marker and padding become blanks of the same width: a continuation line.
            let end = ASCII.column(
                after: outline.document[item.markerEnd],
                at: line.indentColumns + item.marker.width)
            let width = end - line.indentColumns
            builder.replace(item.markerStart..<caret, with: String(repeating: " ", count: width))
        } else if outline.parent(of: index) != nil {
            builder.replace(item.markerStart..<caret, with: "")  // B3
        } else {
            builder.replace(line.quoteEnd..<caret, with: "")  // B4
        }
        builder.caretAfterLastEdit()
        if let number = item.marker.number {
            outline.renumberFollowing(index, from: number, into: &builder)  // N3
        }
        return builder.result()
    }
}
