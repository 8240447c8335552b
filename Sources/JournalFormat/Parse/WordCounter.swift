/// Counts the words a person wrote, not the Markdown around them.
enum WordCounter {
    /// Whitespace-separated tokens holding a letter or digit, skipping checkboxes (`[x]`) and
    /// ordered-list markers (`12.`), which are syntax.
    static func count(in text: String) -> Int {
        var count = 0
        for token in text.split(whereSeparator: { $0.isWhitespace }) {
            if token == "[x]" || token == "[X]" { continue }
            if token.last == "." || token.last == ")", token.dropLast().allSatisfy({ $0.isASCII && $0.isNumber }) {
                continue
            }
            if token.contains(where: { $0.isLetter || $0.isNumber }) { count += 1 }
        }
        return count
    }
}
