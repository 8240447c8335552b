/// Tab: the item with its subtree becomes the last child of its previous sibling (T1–T4).
struct Indent {
    let outline: Outline
    let caret: Int

    /// The edits, or nil when the caret is not on a list item (T8: a tab is typed).
    func respond() -> EditResult? {
        guard let index = outline.itemUnderCaret else { return nil }
        var builder = EditBuilder(caret: caret)
        guard let parent = outline.previousSibling(of: index) else { return builder.result() }  // T2
        let parentItem = outline.item(parent)
        let firstChild = outline.firstChild(of: parent)
        let indentation: String
        if let firstChild {
            indentation = outline.indentation(firstChild)
        } else if outline.nestsWithTabs {
            indentation = outline.indentation(parent) + "\t"
        } else {
            let width = parentItem.contentColumn - outline.lines[parent].indentColumns
            indentation = outline.indentation(parent) + String(repeating: " ", count: width)
        }
        outline.reindentSubtree(of: index, to: indentation, into: &builder)
        let item = outline.item(index)
        if let number = item.marker.number {
            // T4: join the new parent's child list if it has the same type, else start at 1.
            var newNumber = 1
            if let last = outline.lastChild(of: parent),
                let lastNumber = outline.item(last).marker.number,
                outline.item(last).marker.isSameType(as: item.marker)
            {
                newNumber = outline.isUniform(last) ? lastNumber : lastNumber + 1
            }
            outline.setNumber(of: index, to: newNumber, into: &builder)
            outline.renumberFollowing(index, from: number, into: &builder)  // N3
        }
        return builder.result()
    }
}
