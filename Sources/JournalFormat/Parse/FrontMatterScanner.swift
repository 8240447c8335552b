/// Finds YAML front matter: a first line of `---` (after an optional byte-order mark) and a
/// later line of `---` or `...`, as Jekyll, Obsidian and zk write it.
enum FrontMatterScanner {
    struct Result {
        var frontMatter: FrontMatter?
        var diagnostics: [Diagnostic] = []
    }

    static func scan(_ source: SourceText) -> Result {
        guard source.lineCount >= 1, isFence(source, line: 1, "---") else { return Result() }
        for line in stride(from: 2, through: source.lineCount, by: 1) {
            guard isFence(source, line: line, "---") || isFence(source, line: line, "...") else { continue }
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

    /// Whether the line's text without a leading byte-order mark and trailing spaces and tabs
    /// is `fence`. Compared as bytes, with no `String` of each line of the front matter: a mark
    /// or a blank that would make one character with a neighbour leaves a byte that no fence
    /// holds, so the bytes tell what the characters would.
    private static func isFence(_ source: SourceText, line: Int, _ fence: StaticString) -> Bool {
        var range = source.contentRange(ofLine: line)
        let bytes = source.bytes
        if line == 1, bytes[range].starts(with: [0xEF, 0xBB, 0xBF]) { range = range.dropFirst(3) }
        while let last = range.last, bytes[last] == space || bytes[last] == tab { range = range.dropLast() }
        return fence.withUTF8Buffer { bytes[range].elementsEqual($0) }
    }

    /// `tags: [a, b]`, `tags: a, b` or a block list under `tags:`.
    static func tags(in lines: [String]) -> [String] {
        guard let index = lines.firstIndex(where: { $0.hasPrefix("tags:") }) else { return [] }
        var line = lines[index]
        if let tags = line.withUTF8(inlineASCIITags) { return tags }
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

    /// ``tags(in:)`` of a `tags:` line of ASCII with its list on the line (`tags: [a, b]`,
    /// `tags: a, b`), read from its bytes: each byte is a character, so the list is split and
    /// trimmed as the characters would be, and only the tags become `String`s (where the
    /// characters' reading cost a `String` and a trimmed copy of each, two-thirds of the front
    /// matter's reading in `export json`). `nil` for any other line.
    private static func inlineASCIITags(_ line: UnsafeBufferPointer<UInt8>) -> [String]? {
        guard line.allSatisfy({ $0 < 0x80 }),
            let trimmed = line.asciiTrimmed(5..<line.count, trimming: { $0 == space || $0 == tab }),
            !trimmed.isEmpty
        else { return nil }
        var value = UnsafeBufferPointer(rebasing: line[trimmed])
        if value.first == UInt8(ascii: "["), value.last == UInt8(ascii: "]") {
            value = UnsafeBufferPointer(rebasing: value.dropFirst().dropLast())
        }
        return value.split(separator: UInt8(ascii: ",")).compactMap { item in
            let item = UnsafeBufferPointer(rebasing: item)
            let quoteOrBlank: (UInt8) -> Bool = {
                $0 == space || $0 == tab || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "'")
            }
            guard var tag = item.asciiTrimmed(0..<item.count, trimming: quoteOrBlank) else { return nil }
            if tag.first.map({ item[$0] }) == UInt8(ascii: "#") { tag = tag.dropFirst() }
            return tag.isEmpty ? nil : String(decoding: UnsafeBufferPointer(rebasing: item[tag]), as: UTF8.self)
        }
    }

    private static let space = UInt8(ascii: " ")
    private static let tab = UInt8(ascii: "\t")

    private static func cleanTag(_ text: String) -> String {
        var tag = text.trimming(" \t\"'")
        if tag.hasPrefix("#") { tag.removeFirst() }
        return tag
    }
}
