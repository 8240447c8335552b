/// Reading the fields of a thought record from what a person typed, the way the entry's
/// reader reads them back, so a value nightly accepts is a value the file keeps.
extension ThoughtRecord {
    /// Free text on one line: runs of white space (line breaks too) become one space, since
    /// a line break inside a `- Label: value` line would end the field. Nil when empty.
    public static func field(_ text: String) -> String? {
        let words = text.split(whereSeparator: \.isWhitespace)
        return words.isEmpty ? nil : words.joined(separator: " ")
    }

    /// A whole number from 0 to 10, or nil.
    public static func intensity(_ text: String) -> Int? {
        let trimmed = text.trimming(" \t")
        guard !trimmed.isEmpty, trimmed.allSatisfy({ $0.isASCII && $0.isNumber }), trimmed.count <= 2,
            let number = Int(trimmed), (0...10).contains(number)
        else { return nil }
        return number
    }

    /// A ``ClockTime`` as typed, with spaces and tabs around it left out, as `HH:MM`; nil for
    /// anything else.
    public static func clockTime(_ text: String) -> String? {
        ThoughtRecordReader.clockTime(text.trimming(" \t"))
    }

    /// `fact` or `feeling`, in any case, or a start of either: `f` or `fa` for fact, `fe` for
    /// feeling (as the question offers them); nil for anything else.
    public static func factOrFeeling(_ text: String) -> FactOrFeeling? {
        let word = text.trimming(" \t").lowercased()
        guard !word.isEmpty else { return nil }
        if "fact".hasPrefix(word) { return .fact }
        if "feeling".hasPrefix(word) { return .feeling }
        return nil
    }

    /// Tags from `work, sleep`, `#work #sleep` or a mix: without the `#`, in order, each once.
    public static func tags(_ text: String) -> [String] {
        var seen: Set<String> = []
        return text.split(whereSeparator: { $0 == "," || $0.isWhitespace })
            .map { $0.drop(while: { $0 == "#" }) }
            .filter { !$0.isEmpty }
            .map(String.init)
            .filter { seen.insert($0).inserted }
    }
}
