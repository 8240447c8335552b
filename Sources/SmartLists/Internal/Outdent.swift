/// Shift-Tab: the item with its subtree moves to its parent's indentation, in place (T5–T7).
struct Outdent {
    let outline: Outline
    let caret: Int

    /// The edits, or nil when the caret is not on a list item (T8: nothing happens).
    func respond() -> EditResult? {
        guard let index = outline.itemUnderCaret else { return nil }
        var builder = EditBuilder(caret: caret)
        guard let parent = outline.parent(of: index) else { return builder.result() }  // T6
        let item = outline.item(index)
        let parentItem = outline.item(parent)
        // Read the old structure before any edit is planned: the tail and the own children.
        let tail = outline.nextSibling(of: index)
        let tailIsUniform = outline.isUniform(index)
        let ownLastChild = outline.lastChild(of: index)
        outline.reindentSubtree(of: index, to: outline.indentation(parent), into: &builder)
        if item.isOrdered {
            // T7: continue the parent's list when the type matches, else start at 1.
            var newNumber = 1
            if let parentNumber = parentItem.marker.number, parentItem.marker.isSameType(as: item.marker) {
                newNumber = outline.nextNumber(after: parent) ?? parentNumber + 1
                outline.renumberFollowing(parent, from: newNumber + 1, into: &builder)
            }
            outline.setNumber(of: index, to: newNumber, into: &builder)
        }
        if let tail, let tailItem = outline.lines[tail].item, tailItem.isOrdered, !tailIsUniform {
            // The old siblings that follow become children: continue the item's own child list
            // when they join it, else start at 1 (T7, N4).
            var start = 1
            if let ownLastChild, outline.item(ownLastChild).marker.isSameType(as: tailItem.marker),
                let number = outline.item(ownLastChild).marker.number
            {
                start = number + 1
            }
            outline.renumber(from: tail, startingAt: start, into: &builder)
        }
        return builder.result()
    }
}
