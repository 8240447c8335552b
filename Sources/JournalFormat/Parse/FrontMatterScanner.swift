/// Finds YAML front matter: a first line of `---` (after an optional byte-order mark) and a
/// later line of `---` or `...`, as Jekyll, Obsidian and zk write it.
enum FrontMatterScanner {
    struct Result {
        var frontMatter: FrontMatter?
        var diagnostics: [Diagnostic] = []
    }

    static func scan(_ source: SourceText) -> Result {
        guard source.lineCount >= 1, fence(source, line: 1) == "---" else { return Result() }
        for line in stride(from: 2, through: source.lineCount, by: 1) {
            let closing = fence(source, line: line)
            guard closing == "---" || closing == "..." else { continue }
            let yamlLines = (2..<line).map { source.content(ofLine: $0) }
            let frontMatter = FrontMatter(
                lines: 1...line, yaml: yamlLines.joined(separator: "\n"), tags: tags(in: yamlLines))
            return Result(frontMatter: frontMatter)
        }
        // An unclosed fence is most likely a thematic break the user meant; say what it looks like.
        return Result(diagnostics: [
            Diagnostic(
                line: 1, severity: .warning,
                message: "'---' on the first line opens front matter that is never closed; read as Markdown")
        ])
    }

    /// The line's text without a leading byte-order mark and trailing spaces.
    private static func fence(_ source: SourceText, line: Int) -> String {
        var content = Substring(source.content(ofLine: line))
        if line == 1, content.first == "\u{FEFF}" { content.removeFirst() }
        while let last = content.last, last == " " || last == "\t" { content.removeLast() }
        return String(content)
    }

    /// `tags: [a, b]`, `tags: a, b` or a block list under `tags:`.
    static func tags(in lines: [String]) -> [String] {
        guard let index = lines.firstIndex(where: { $0.hasPrefix("tags:") }) else { return [] }
        var value = lines[index].dropFirst("tags:".count).trimming(" \t")
        if value.isEmpty {
            let items = lines[(index + 1)...].prefix { $0.hasPrefix(" ") || $0.hasPrefix("\t") || $0.hasPrefix("-") }
            return items.compactMap { item in
                let trimmed = item.trimming(" \t")
                guard trimmed.hasPrefix("-") else { return nil }
                return cleanTag(String(trimmed.dropFirst()))
            }.filter { !$0.isEmpty }
        }
        if value.hasPrefix("["), value.hasSuffix("]") { value = String(value.dropFirst().dropLast()) }
        return value.split(separator: ",").map { cleanTag(String($0)) }.filter { !$0.isEmpty }
    }

    private static func cleanTag(_ text: String) -> String {
        var tag = text.trimming(" \t\"'")
        if tag.hasPrefix("#") { tag.removeFirst() }
        return tag
    }
}
