/// Lines of the form `Label: value`, optionally a list item and optionally with the label in
/// bold: `- Thought: …`, `**Reframe:** …`, `* **Tags**: #work`.
enum LabelLine {
    /// The label (lower case, without `?`) and the value of `line`, or `nil` when it is no label line.
    static func split(_ line: String) -> (label: String, value: String)? {
        var rest = Substring(line).drop { $0 == " " || $0 == "\t" }
        rest = ListMarker.dropping(from: rest)
        guard let colon = rest.firstIndex(of: ":") else { return nil }
        let label = rest[..<colon].filter { $0 != "*" && $0 != "_" && $0 != "?" }
            .trimming(" \t").lowercased()
        guard !label.isEmpty, label.count <= 30 else { return nil }
        var value = rest[rest.index(after: colon)...]
        while let first = value.first, first == "*" || first == "_" { value.removeFirst() }
        return (label, String(value).trimming(" \t"))
    }

    /// The value after `label:` when `line` is that label's line.
    static func value(of line: String, label: String) -> String? {
        guard let parts = split(line), parts.label == label else { return nil }
        return parts.value
    }
}

/// List markers as CommonMark reads them, for lines nightly reads itself.
enum ListMarker {
    /// `text` without a leading `-`, `*`, `+` or `1.`/`1)` marker and the spaces after it.
    static func dropping(from text: Substring) -> Substring {
        var rest = text
        if let first = rest.first, "-*+".contains(first),
            rest.dropFirst().first.map({ $0 == " " || $0 == "\t" }) ?? false
        {
            rest = rest.dropFirst()
        } else {
            let digits = rest.prefix { $0.isASCII && $0.isNumber }
            let after = rest.dropFirst(digits.count)
            guard (1...9).contains(digits.count), let delimiter = after.first, delimiter == "." || delimiter == ")",
                after.dropFirst().first.map({ $0 == " " || $0 == "\t" }) ?? false
            else { return text }
            rest = after.dropFirst()
        }
        return rest.drop { $0 == " " || $0 == "\t" }
    }
}
