/// HTML comments (`<!-- … -->`) are nightly's prompts: invisible when rendered, harmless when
/// left in place, and not counted as the user's words.
enum HTMLComment {
    /// `text` with every complete comment removed; an unclosed comment runs to the end.
    static func removing(from text: String) -> String {
        guard text.contains("<!--") else { return text }
        var result = ""
        var rest = Substring(text)
        while let open = rest.firstRange(of: "<!--") {
            result += rest[..<open.lowerBound]
            guard let close = rest[open.upperBound...].firstRange(of: "-->") else { return result }
            rest = rest[close.upperBound...]
        }
        return result + rest
    }
}
