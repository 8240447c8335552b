/// A day's text, indexed by the first line of each paragraph, to tell in about constant time
/// whether it already holds an entry's paragraphs: an import asks once per entry, and a day
/// may hold thousands of them.
struct ParagraphIndex {
    private let text: [UInt8]
    /// Where each paragraph starts (the text's start, or after a blank line), by its first line.
    private var starts: [ArraySlice<UInt8>: [Int]] = [:]

    init(_ text: [UInt8]) {
        self.text = text
        var start = 0
        while start < text.count {
            let lineEnd = text[start...].firstIndex(of: Self.newline) ?? text.count
            if start == 0 || (start >= 2 && text[start - 1] == Self.newline && text[start - 2] == Self.newline) {
                starts[text[start..<lineEnd], default: []].append(start)
            }
            start = lineEnd + 1
        }
    }

    private static let newline = UInt8(ascii: "\n")

    /// Whether the text holds `paragraphs` as whole paragraphs: at the start or after a blank
    /// line, and followed by a blank line or the end. A shorter entry whose words begin a longer
    /// paragraph already there ("We talked about Lisbon") is a different entry.
    func holds(wholeParagraphs paragraphs: [UInt8]) -> Bool {
        guard !paragraphs.isEmpty else { return false }
        let firstLine = paragraphs[..<(paragraphs.firstIndex(of: Self.newline) ?? paragraphs.count)]
        for start in starts[firstLine] ?? [] {
            let end = start + paragraphs.count
            guard end <= text.count, text[start..<end].elementsEqual(paragraphs) else { continue }
            if end == text.count
                || (text[end] == Self.newline && (end + 1 == text.count || text[end + 1] == Self.newline))
            {
                return true
            }
        }
        return false
    }
}
