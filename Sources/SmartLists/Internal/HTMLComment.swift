/// HTML comments (`<!--` … `-->`), CommonMark's HTML block of kind 2: raw HTML whose lines are
/// never list items (spec E12, "Not in HTML comments").
extension Document {
    /// Whether an HTML comment opens at `offset`: the bytes there are `<!--`, before `end`.
    func opensComment(at offset: Int, before end: Int) -> Bool {
        offset + 4 <= end && self[offset] == ASCII.lessThan && self[offset + 1] == ASCII.exclamationMark
            && self[offset + 2] == ASCII.dash && self[offset + 3] == ASCII.dash
    }

    /// Whether `range` holds `-->`, which ends a comment block on its line (CommonMark 4.6:
    /// searched from the opening `<!--` itself, so `<!-->` is a whole comment).
    func closesComment(in range: Range<Int>) -> Bool {
        var offset = range.lowerBound + 2
        while offset < range.upperBound {
            if self[offset] == ASCII.greaterThan && self[offset - 1] == ASCII.dash
                && self[offset - 2] == ASCII.dash
            {
                return true
            }
            offset += 1
        }
        return false
    }
}
