/// Walking a list item by item (spec R1.8 subtrees, N1 list membership).
extension Outline {
    /// The last line of the item's subtree: its own lines and its descendants' lines.
    func subtreeEnd(of index: Int) -> Int {
        var last = index
        var next = index + 1
        while contains(next) {
            if segments[next] != segments[index] { break }
            if !roles[next].isBlank {
                guard let owner = roles[next].owner(at: next), isWithin(owner, index) else { break }
                last = next
            }
            next += 1
        }
        return last
    }

    /// The next item of the same list, if any (N1).
    func nextSibling(of index: Int) -> Int? {
        var next = subtreeEnd(of: index) + 1
        while contains(next), roles[next].isBlank { next += 1 }
        guard contains(next), segments[next] == segments[index], isItem(next),
            parent(of: next) == parent(of: index),
            item(next).marker.isSameType(as: item(index).marker)
        else { return nil }
        return next
    }

    /// The previous item of the same list, if any within the window (N1).
    func previousSibling(of index: Int) -> Int? {
        if case .found(let previous) = scanBack(from: index) { previous } else { nil }
    }

    /// True when the walk up from the list's first item ran into the window's first line, so
    /// the list may go on above it.
    func mayContinueAboveWindow(_ index: Int) -> Bool {
        if case .windowTop = scanBack(from: index) { true } else { false }
    }

    private enum ScanBack {
        case found(Int)
        case listStart
        case windowTop
    }

    private func scanBack(from index: Int) -> ScanBack {
        let parent = parent(of: index)
        var previous = index - 1
        while previous >= 0 {
            defer { previous -= 1 }
            if roles[previous].isBlank { continue }
            guard segments[previous] == segments[index],
                let owner = roles[previous].owner(at: previous), owner != parent,
                isWithin(owner, parent)
            else { return .listStart }
            if isItem(previous) && self.parent(of: previous) == parent {
                let sameType = item(previous).marker.isSameType(as: item(index).marker)
                return sameType ? .found(previous) : .listStart
            }
        }
        return .windowTop
    }

    /// The first child of an item, if it has one.
    func firstChild(of index: Int) -> Int? {
        let end = subtreeEnd(of: index)
        guard end > index else { return nil }
        return (index + 1...end).first { isItem($0) && parent(of: $0) == index }
    }

    /// The last direct child of an item, if it has one.
    func lastChild(of index: Int) -> Int? {
        let end = subtreeEnd(of: index)
        guard end > index else { return nil }
        return (index + 1...end).last { isItem($0) && parent(of: $0) == index }
    }

    /// The list's first item, as far up as the window reaches.
    func firstSibling(of index: Int) -> Int {
        var first = index
        while let previous = previousSibling(of: first) { first = previous }
        return first
    }

    /// A list is uniform when it has 2+ items that all carry the same number (N5).
    func isUniform(_ index: Int) -> Bool {
        guard let number = item(index).marker.number else { return false }
        var count = 1
        var cursor = index
        while let previous = previousSibling(of: cursor) {
            guard item(previous).marker.number == number else { return false }
            count += 1
            cursor = previous
        }
        cursor = index
        while let next = nextSibling(of: cursor) {
            guard item(next).marker.number == number else { return false }
            count += 1
            cursor = next
        }
        return count >= 2
    }

    /// A list is loose when a blank line separates its first two items (E13, as CM6 decides).
    func isLoose(_ index: Int) -> Bool {
        let first = firstSibling(of: index)
        guard let second = nextSibling(of: first) else { return false }
        return roles[second - 1].isBlank
    }
}

extension Role {
    var isBlank: Bool { self == .blank }
}
