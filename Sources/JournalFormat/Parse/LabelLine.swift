/// Lines of the form `Label: value`, optionally a list item and optionally with the label in
/// bold: `- Thought: …`, `**Reframe:** …`, `* **Tags**: #work`.
enum LabelLine {
    /// The label (lower case, without `?`) and the value of `line`, or `nil` when it is no label line.
    /// It runs on every line of a thought diary, so it works on UTF-8 bytes.
    static func split(_ line: String) -> (label: String, value: String)? {
        let bytes = Array(line.utf8)
        guard let colon = bytes.firstIndex(of: UInt8(ascii: ":")) else { return nil }
        let start = ListMarker.contentStart(in: bytes)
        guard start < colon, colon - start <= 40 else { return nil }
        var label: [UInt8] = []
        for byte in bytes[start..<colon]
        where byte != UInt8(ascii: "*") && byte != UInt8(ascii: "_") && byte != UInt8(ascii: "?") {
            label.append((0x41...0x5A).contains(byte) ? byte | 0x20 : byte)
        }
        while let last = label.last, last == UInt8(ascii: " ") || last == UInt8(ascii: "\t") { label.removeLast() }
        guard !label.isEmpty else { return nil }
        var valueStart = colon + 1
        while valueStart < bytes.count, bytes[valueStart] == UInt8(ascii: "*") || bytes[valueStart] == UInt8(ascii: "_")
        {
            valueStart += 1
        }
        let value = String(decoding: bytes[valueStart...], as: UTF8.self).trimming(" \t")
        // ASCII letters are lowered above; only other scripts need Unicode's (slower) rules.
        let name = String(decoding: label, as: UTF8.self)
        return (label.allSatisfy { $0 < 0x80 } ? name : name.lowercased(), value)
    }

    /// The value after `label:` when `line` is that label's line.
    static func value(of line: String, label: String) -> String? {
        guard let parts = split(line), parts.label == label else { return nil }
        return parts.value
    }
}

/// List markers as CommonMark reads them, for lines nightly reads itself.
enum ListMarker {
    /// Where the content starts after leading spaces, a `-`, `*`, `+` or `1.`/`1)` marker and
    /// the spaces after it; just after the leading spaces when there is no marker.
    static func contentStart(in bytes: [UInt8]) -> Int {
        func isSpace(_ index: Int) -> Bool {
            index < bytes.count && (bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t"))
        }
        var index = 0
        while isSpace(index) { index += 1 }
        let lineStart = index
        if index < bytes.count, [UInt8(ascii: "-"), UInt8(ascii: "*"), UInt8(ascii: "+")].contains(bytes[index]),
            isSpace(index + 1)
        {
            index += 1
        } else {
            while index < bytes.count, (0x30...0x39).contains(bytes[index]) { index += 1 }
            guard (1...9).contains(index - lineStart), index < bytes.count,
                bytes[index] == UInt8(ascii: ".") || bytes[index] == UInt8(ascii: ")"), isSpace(index + 1)
            else { return lineStart }
            index += 1
        }
        while isSpace(index) { index += 1 }
        return index
    }
}
