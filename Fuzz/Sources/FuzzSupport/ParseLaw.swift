import JournalFormat

/// The parse law: any bytes that are valid UTF-8 parse, and the entry keeps them exactly;
/// any bytes that are not are refused with ``JournalError/invalidUTF8(path:line:column:)``.
public enum ParseLaw {
    /// What `Entry.parse` did wrong with `input`, or nil when it kept the law.
    public static func violation(_ input: [UInt8]) -> String? {
        let isValid = input.validUTF8 != nil
        let entry: Entry
        do {
            entry = try Entry.parse(input, date: nil, path: "fuzz.md")
        } catch JournalError.invalidUTF8(_, let line, let column) {
            if isValid { return "valid UTF-8 was refused as invalid at \(line):\(column): \(quoted(input))" }
            let lines = LineTable(input)
            guard (1...max(1, lines.count)).contains(line), column >= 1 else {
                return "invalid UTF-8 reported at \(line):\(column), outside the text's \(lines.count) lines"
            }
            return nil
        } catch {
            return "parse threw \(error) instead of parsing or refusing invalid UTF-8"
        }
        guard isValid else { return "invalid UTF-8 was parsed instead of refused: \(quoted(input))" }
        guard entry.bytes == input else {
            let kept = "\n  input: \(quoted(input))\n  bytes: \(quoted(entry.bytes))"
            return "round trip: entry.bytes differ from the input" + kept
        }
        return EntryShape.violation(entry)
    }
}
