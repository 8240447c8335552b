/// Assigns roles to lines top to bottom, keeping the stack of open items as CommonMark's block
/// parser does, reduced to what lists need (spec R1.5–R1.8).
struct StructureScanner {
    let document: Document

    private struct OpenItem {
        var index: Int
        var contentColumn: Int
    }

    private var stack: [OpenItem] = []
    /// The container whose paragraph the previous line continued: `.some(nil)` for a top-level
    /// paragraph, `.none` after a blank line, heading or fence. Lazy lines and R1.5 need it.
    private var paragraph: Int?? = .none
    /// The open fence, and the content column of the container it opened in.
    private var fence: (opening: Fence, column: Int)?
    /// The content column of the container an open HTML comment is in (E12).
    private var commentColumn: Int?
    private var quoteDepth = -1
    /// Increases whenever the quote depth changes: lists never span two segments (R1.7).
    private(set) var segment = 0

    init(document: Document) {
        self.document = document
    }

    mutating func role(of line: Line, at index: Int) -> Role {
        if line.quoteDepth != quoteDepth {
            quoteDepth = line.quoteDepth
            segment += 1
            stack = []
            paragraph = .none
            fence = nil
            commentColumn = nil
        }
        // A comment inside an item ends with the item, as a fence does: HTML blocks have no lazy
        // lines either.
        if let column = commentColumn, !line.isBlank, line.indentColumns < column { commentColumn = nil }
        if commentColumn != nil {
            if document.closesComment(in: line.start..<line.end) { commentColumn = nil }
            return .comment(owner: stack.last?.index)
        }
        // A fence inside an item ends with the item, at a line less indented than the item's
        // content: CommonMark has no lazy lines in code.
        if let open = fence, !line.isBlank, line.indentColumns < open.column { fence = nil }
        if let open = fence {
            // A closing fence may be indented at most three columns (CommonMark 4.5).
            if case .fence(let candidate) = line.kind, open.opening.isClosed(by: candidate),
                line.indentColumns - open.column <= 3
            {
                fence = nil
            }
            return .fenced(owner: stack.last?.index)
        }
        switch line.kind {
        case .blank:
            paragraph = .none
            return .blank
        case .fence(let opening) where line.indentColumns - contentColumn(at: line.indentColumns) <= 3:
            closeItems(deeperThan: line.indentColumns)
            fence = (opening, contentColumn(at: line.indentColumns))
            paragraph = .none
            return .fenced(owner: stack.last?.index)
        case .fence:
            break  // Indented four columns or more past its container: indented code, or text.
        case .comment(let isClosed) where line.indentColumns - contentColumn(at: line.indentColumns) <= 3:
            // An HTML block interrupts a paragraph, so it is never a lazy line.
            closeItems(deeperThan: line.indentColumns)
            if !isClosed { commentColumn = contentColumn(at: line.indentColumns) }
            paragraph = .none
            return .comment(owner: stack.last?.index)
        case .comment:
            break
        case .heading:
            closeItems(deeperThan: line.indentColumns)
            paragraph = .none
            return .other(owner: stack.last?.index)
        case .item(let item):
            let container = self.container(at: line.indentColumns)
            // R1.5: a non-empty ordered item not numbered 1 cannot interrupt a paragraph.
            let interrupts = item.marker.number.map { $0 != 1 } ?? false
            if !(interrupts && !item.isEmpty && paragraph == .some(container)) {
                closeItems(deeperThan: line.indentColumns)
                let parent = stack.last?.index
                stack.append(OpenItem(index: index, contentColumn: item.contentColumn))
                paragraph = item.isEmpty || item.opensComment ? .none : .some(index)
                if item.opensComment { commentColumn = item.contentColumn }
                return .item(parent: parent)
            }
        case .text:
            break
        }
        let container = self.container(at: line.indentColumns)
        if case .some(.some(let owner)) = paragraph, container.map({ owner > $0 }) ?? true {
            // A lazy continuation line: it continues the paragraph of a deeper item.
            return .continuation(owner: owner)
        }
        closeItems(deeperThan: line.indentColumns)
        paragraph = .some(container)
        return container.map { .continuation(owner: $0) } ?? .plain
    }

    /// The content column of the container a line indented `columns` belongs to; 0 at top level.
    private func contentColumn(at columns: Int) -> Int {
        stack.last { $0.contentColumn <= columns }?.contentColumn ?? 0
    }

    /// The deepest open item whose content column a line indented `columns` reaches.
    private func container(at columns: Int) -> Int? {
        stack.last { $0.contentColumn <= columns }?.index
    }

    private mutating func closeItems(deeperThan columns: Int) {
        while let last = stack.last, last.contentColumn > columns { stack.removeLast() }
    }
}
