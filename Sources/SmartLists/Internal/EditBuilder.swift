/// Collects the edits of one key press and works out where the caret ends up.
struct EditBuilder {
    /// Where the caret goes, in terms the builder can translate once all edits are known.
    enum Caret {
        /// An offset in the original text, moved along with the edits around it.
        case original(Int)
        /// An offset inside the replacement of the edit with this index.
        case inserted(edit: Int, offset: Int)
    }

    private(set) var edits: [Edit] = []
    var caret: Caret

    init(caret: Int) {
        self.caret = .original(caret)
    }

    /// Adds an edit and returns its index, for `Caret.inserted`.
    @discardableResult
    mutating func replace(_ range: Range<Int>, with replacement: String) -> Int {
        edits.append(Edit(range: range, replacement: replacement))
        return edits.count - 1
    }

    /// Puts the caret at the end of the edit just added.
    mutating func caretAfterLastEdit() {
        caret = .inserted(edit: edits.count - 1, offset: edits[edits.count - 1].replacement.utf8.count)
    }

    /// The sorted edits and the caret in the edited text.
    func result() -> EditResult {
        let order = edits.indices.sorted { edits[$0].range.lowerBound < edits[$1].range.lowerBound }
        var shift = 0
        var cursor: Int?
        for index in order {
            let edit = edits[index]
            let length = edit.replacement.utf8.count
            switch caret {
            case .inserted(let target, let offset) where target == index:
                cursor = edit.range.lowerBound + shift + offset
            case .original(let offset) where cursor == nil && edit.range.upperBound > offset:
                // The first edit that reaches past the caret: the caret is either before it
                // (unmoved) or inside it, where it stays in front of the same following text.
                cursor =
                    edit.range.lowerBound >= offset
                    ? offset + shift
                    : edit.range.lowerBound + shift + max(0, length - (edit.range.upperBound - offset))
            default:
                break
            }
            shift += length - edit.range.count
        }
        if cursor == nil, case .original(let offset) = caret { cursor = offset + shift }
        return EditResult(edits: order.map { edits[$0] }, cursor: cursor ?? 0, isFallback: false)
    }
}
