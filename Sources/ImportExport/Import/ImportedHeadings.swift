/// Headings inside imported text, kept below the entry's own `###` heading.
enum ImportedHeadings {
    /// Level 1 to 3 headings (outside fenced code) become level 4, so an entry's own headings
    /// stay inside its `###` heading and inside the Journal section.
    static func demoting(_ text: String) -> String {
        let code = MarkdownCode(text)
        var offset = 0
        return text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            defer { offset += line.count + 1 }
            guard line.isEmpty || !code.isCode[offset] else { return String(line) }
            let hashes = line.prefix { $0 == "#" }.count
            guard (1...3).contains(hashes), line.dropFirst(hashes).first == " " || line.count == hashes else {
                return String(line)
            }
            return "####" + line.dropFirst(hashes)
        }.joined(separator: "\n")
    }
}
