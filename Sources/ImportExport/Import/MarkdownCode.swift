/// Where imported Markdown holds code: fenced code blocks (```` ``` ```` or `~~~`, three or more,
/// closed by a fence of the same character at least as long) and inline code spans. Imports
/// rewrite tags, headings and escapes only outside it, so code keeps every character.
struct MarkdownCode {
    /// The text's characters (line endings already `\n`).
    let characters: [Character]
    /// For each character, whether it is code.
    let isCode: [Bool]

    init(_ text: String) {
        characters = Array(text)
        var isCode = [Bool](repeating: false, count: characters.count)
        var fence: (character: Character, length: Int)?
        var start = 0
        while start <= characters.count {
            let end = characters[start...].firstIndex(of: "\n") ?? characters.count
            let line = characters[start..<end]
            if let open = fence {
                for index in line.indices { isCode[index] = true }
                if let close = Self.fence(line), close.character == open.character, close.length >= open.length,
                    close.rest.allSatisfy({ $0 == " " || $0 == "\t" })
                {
                    fence = nil
                }
            } else if let open = Self.fence(line), open.character == "~" || !open.rest.contains("`") {
                for index in line.indices { isCode[index] = true }
                fence = (open.character, open.length)
            } else {
                for span in Self.codeSpans(line) { for index in span { isCode[index] = true } }
            }
            start = end + 1
        }
        self.isCode = isCode
    }

    /// A fence line: up to three spaces, then three or more backticks or tildes.
    private static func fence(_ line: ArraySlice<Character>) -> (
        character: Character, length: Int, rest: ArraySlice<Character>
    )? {
        let indent = line.prefix { $0 == " " }.count
        guard indent <= 3, let character = line.dropFirst(indent).first, character == "`" || character == "~" else {
            return nil
        }
        let length = line.dropFirst(indent).prefix { $0 == character }.count
        guard length >= 3 else { return nil }
        return (character, length, line.dropFirst(indent + length))
    }

    /// Inline code spans on one line: a run of backticks (not after a backslash) up to the
    /// next run of exactly as many; an unmatched run is plain text.
    private static func codeSpans(_ line: ArraySlice<Character>) -> [Range<Int>] {
        var spans: [Range<Int>] = []
        var index = line.startIndex
        while index < line.endIndex {
            if line[index] == "\\" {
                index += 2
                continue
            }
            guard line[index] == "`" else {
                index += 1
                continue
            }
            let length = line[index...].prefix { $0 == "`" }.count
            var search = index + length
            var closing: Int?
            while search < line.endIndex {
                guard line[search] == "`" else {
                    search += 1
                    continue
                }
                let run = line[search...].prefix { $0 == "`" }.count
                if run == length {
                    closing = search + run
                    break
                }
                search += run
            }
            if let closing {
                spans.append(index..<closing)
                index = closing
            } else {
                index += length
            }
        }
        return spans
    }
}
