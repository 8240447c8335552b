/// Enter on list items and their continuation lines (spec E1–E14).
struct Enter {
    let outline: Outline
    let caret: Int

    private var document: Document { outline.document }

    /// The edits for Enter, or nil when the plain line break applies (E14, E16).
    func respond() -> EditResult? {
        let index = outline.caretLine
        let line = outline.lines[index]
        let role = outline.roles[index]
        switch role {
        case .fenced: return nil  // E14
        case .comment: return nil  // E12: lines of an HTML comment are raw HTML, in quotes too
        default: break
        }
        guard caret >= line.quoteEnd else { return nil }  // caret inside Q
        switch role {
        case .item:
            return onItem(index)
        case .continuation where line.indentColumns == 0:
            // E12: a lazy line (items' content columns are at least 2) is text typed after the
            // list ended; it continues no list, but a quote goes on (E15).
            return line.quoteDepth > 0 ? BlockQuoteEnter(outline: outline, caret: caret).respond() : nil
        case .continuation(let owner):
            if let result = firstChildInsertion(owner: owner, line: index) { return result }
            return continueItem(owner, onLine: index)  // E12
        case .blank where line.quoteDepth > 0, .plain where line.quoteDepth > 0,
            .other where line.quoteDepth > 0:
            return BlockQuoteEnter(outline: outline, caret: caret).respond()  // E15
        default:
            return nil  // E16
        }
    }

    private func onItem(_ index: Int) -> EditResult? {
        let item = outline.item(index)
        if caret <= item.markerStart { return lineAbove(index) }  // E8
        guard caret >= item.contentStart else { return nil }  // inside marker, padding, checkbox
        if item.opensComment && caret > item.contentStart { return nil }  // E12: inside the comment
        if item.isEmpty {
            if let parent = outline.parent(of: index) { return outdentEmpty(index, into: parent) }  // E10
            return endList(index)  // E9
        }
        if let result = firstChildInsertion(owner: index, line: index) { return result }  // E11
        return continueItem(index, onLine: index)  // E1–E7
    }

    /// E8: an empty line above; the caret stays in front of the same character.
    private func lineAbove(_ index: Int) -> EditResult {
        var builder = EditBuilder(caret: caret)
        let line = outline.lines[index]
        builder.replace(line.start..<line.start, with: outline.bareQuote(index) + outline.lineBreak)
        return builder.result()
    }

    /// Where the text before the caret ends once blanks before it are trimmed (E5), never
    /// reaching below `floor`.
    private func trimmedStart(floor: Int) -> Int {
        var start = caret
        while start > floor && ASCII.isBlank(document[start - 1]) { start -= 1 }
        return start
    }

    /// E1–E7, E12, E13: a new sibling of `owner` below the caret, holding the text after it.
    private func continueItem(_ owner: Int, onLine index: Int) -> EditResult? {
        let item = outline.item(owner)
        let line = outline.lines[index]
        let atContentStart = index == owner && caret == item.contentStart
        let floor = index == owner ? item.contentStart : min(caret, line.indentEnd)
        let number = outline.nextNumber(after: owner)
        guard var prefix = outline.newMarkerPrefix(like: item, number: number) else { return nil }
        var builder = EditBuilder(caret: caret)
        if atContentStart, let box = item.checkbox {
            // E7: the check state travels down with the text; the emptied item above is unchecked.
            prefix =
                prefix.dropLast(outline.uncheckedBox(after: item).utf8.count)
                + document.string(box.start..<item.contentStart)
            if box.isChecked { builder.replace(box.start + 1..<box.start + 2, with: " ") }
        }
        let blankLine = outline.isLoose(owner) ? outline.bareQuote(index) + outline.lineBreak : ""
        let insertion =
            outline.lineBreak + blankLine + outline.quote(index) + outline.indentation(owner) + prefix
        builder.replace(trimmedStart(floor: floor)..<caret, with: insertion)
        builder.caretAfterLastEdit()
        if let number { outline.renumberFollowing(owner, from: number + 1, into: &builder) }
        return builder.result()
    }

    /// E11: at the end of an item's last own line before its first child, the new item becomes
    /// the first child. Nil when the caret is elsewhere.
    private func firstChildInsertion(owner: Int, line index: Int) -> EditResult? {
        guard let child = outline.firstChild(of: owner) else { return nil }
        var lastOwnLine = child - 1
        while outline.roles[lastOwnLine].isBlank { lastOwnLine -= 1 }
        let line = outline.lines[index]
        guard lastOwnLine == index,
            (caret..<line.end).allSatisfy({ ASCII.isBlank(document[$0]) })
        else { return nil }
        let childItem = outline.item(child)
        let number = childItem.marker.number
        guard let prefix = outline.newMarkerPrefix(like: childItem, number: number) else {
            return nil
        }
        var builder = EditBuilder(caret: caret)
        let floor = index == owner ? outline.item(owner).contentStart : line.indentEnd
        let insertion =
            outline.lineBreak + outline.quote(index) + outline.indentation(child) + prefix
        builder.replace(trimmedStart(floor: floor)..<caret, with: insertion)
        builder.caretAfterLastEdit()
        if let number, childItem.isOrdered, !outline.isUniform(child) {
            outline.renumber(from: child, startingAt: number + 1, into: &builder)
        }
        return builder.result()
    }

    /// E9: an empty top-level item loses its marker prefix; the line stays, holding only Q.
    private func endList(_ index: Int) -> EditResult {
        let line = outline.lines[index]
        let item = outline.item(index)
        var builder = EditBuilder(caret: caret)
        builder.replace(line.quoteEnd..<line.end, with: "")
        builder.caretAfterLastEdit()
        if let number = item.marker.number {
            outline.renumberFollowing(index, from: number, into: &builder)  // N3
        }
        return builder.result()
    }

    /// E10: an empty nested item moves to its parent's level with the parent list's marker.
    private func outdentEmpty(_ index: Int, into parent: Int) -> EditResult? {
        let line = outline.lines[index]
        let item = outline.item(index)
        let parentItem = outline.item(parent)
        let number = outline.nextNumber(after: parent)
        guard let prefix = outline.newMarkerPrefix(like: parentItem, number: number) else {
            return nil
        }
        var builder = EditBuilder(caret: caret)
        builder.replace(line.quoteEnd..<line.end, with: outline.indentation(parent) + prefix)
        builder.caretAfterLastEdit()
        // The old sublist's tail stays in place and now starts a sublist of the new item (N4).
        if item.isOrdered, !outline.isUniform(index) {
            outline.renumber(from: outline.nextSibling(of: index), startingAt: 1, into: &builder)
        }
        if let number { outline.renumberFollowing(parent, from: number + 1, into: &builder) }
        return builder.result()
    }
}
