/// A longest common subsequence between two sequences: which element of the first is the
/// same element of the second.
///
/// The common prefix and suffix are matched first, so an edit in a long entry costs only the
/// changed middle; the middle is matched by dynamic programming, preferring the earliest
/// match, as `diff` does. A middle too large to match (more than a few million pairs) is left
/// unmatched, which the merge then treats as changed on that side: still lossless.
enum LineMatching {
    /// For each index of `old`, the index of the element of `new` it matches, if any.
    /// Matched indices increase with the index of `old`.
    static func match<Element: Equatable>(_ old: [Element], _ new: [Element]) -> [Int?] {
        var result = [Int?](repeating: nil, count: old.count)
        var prefix = 0
        while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] {
            result[prefix] = prefix
            prefix += 1
        }
        var suffix = 0
        while suffix < old.count - prefix, suffix < new.count - prefix,
            old[old.count - 1 - suffix] == new[new.count - 1 - suffix]
        {
            result[old.count - 1 - suffix] = new.count - 1 - suffix
            suffix += 1
        }
        let oldMiddle = prefix..<(old.count - suffix)
        let newMiddle = prefix..<(new.count - suffix)
        guard !oldMiddle.isEmpty, !newMiddle.isEmpty, oldMiddle.count * newMiddle.count <= 4_000_000 else {
            return result
        }
        for (oldIndex, newIndex) in middleMatches(old[oldMiddle], new[newMiddle]) {
            result[oldIndex] = newIndex
        }
        return result
    }

    /// Pairs of matching indices between two slices, by a table of suffix LCS lengths.
    private static func middleMatches<Element: Equatable>(_ old: ArraySlice<Element>, _ new: ArraySlice<Element>)
        -> [(Int, Int)]
    {
        let rows = old.count
        let columns = new.count
        var lengths = [Int32](repeating: 0, count: (rows + 1) * (columns + 1))
        func at(_ row: Int, _ column: Int) -> Int { row * (columns + 1) + column }
        for row in stride(from: rows - 1, through: 0, by: -1) {
            for column in stride(from: columns - 1, through: 0, by: -1) {
                if old[old.startIndex + row] == new[new.startIndex + column] {
                    lengths[at(row, column)] = lengths[at(row + 1, column + 1)] + 1
                } else {
                    lengths[at(row, column)] = max(lengths[at(row + 1, column)], lengths[at(row, column + 1)])
                }
            }
        }
        var pairs: [(Int, Int)] = []
        var row = 0
        var column = 0
        while row < rows, column < columns {
            if old[old.startIndex + row] == new[new.startIndex + column] {
                pairs.append((old.startIndex + row, new.startIndex + column))
                row += 1
                column += 1
            } else if lengths[at(row + 1, column)] >= lengths[at(row, column + 1)] {
                row += 1
            } else {
                column += 1
            }
        }
        return pairs
    }
}
