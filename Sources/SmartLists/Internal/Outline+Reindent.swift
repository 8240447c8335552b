/// Moving a subtree to another indentation (spec T1, T3, T5).
extension Outline {
    /// The item a Tab or Shift-Tab acts on: the caret line's item, or the item whose
    /// continuation line holds the caret (T1). Nil elsewhere (T8).
    var itemUnderCaret: Int? {
        switch roles[caretLine] {
        case .item: caretLine
        case .continuation(let owner): owner
        default: nil
        }
    }

    /// Replaces `item`'s indentation by `newIndentation` on every non-blank subtree line that
    /// starts with it; lazy lines, indented less, keep theirs.
    func reindentSubtree(of item: Int, to newIndentation: String, into builder: inout EditBuilder) {
        let old = lines[item].quoteEnd..<lines[item].indentEnd
        for index in item...subtreeEnd(of: item) where !roles[index].isBlank {
            let line = lines[index]
            guard line.indentEnd - line.quoteEnd >= old.count,
                old.indices.allSatisfy({ document[line.quoteEnd + $0 - old.lowerBound] == document[$0] })
            else { continue }
            builder.replace(line.quoteEnd..<line.quoteEnd + old.count, with: newIndentation)
        }
    }

    /// Rewrites `index`'s marker as `number` when it differs, keeping the content column (N6).
    func setNumber(of index: Int, to number: Int, into builder: inout EditBuilder) {
        let item = self.item(index)
        let marker = item.marker.renumbered(number)
        guard marker != item.marker, let text = marker.text else { return }
        builder.replace(item.markerStart..<item.paddingEnd, with: text + padding(of: item, for: marker))
    }

    /// Whether the window nests list items with tabs: its first indented item starts with `\t`
    /// (T3 rule 2).
    var nestsWithTabs: Bool {
        guard let first = lines.indices.first(where: { isItem($0) && lines[$0].indentColumns > 0 })
        else { return false }
        return document[lines[first].quoteEnd] == ASCII.tab
    }
}
