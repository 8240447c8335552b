/// Lines of the form `Label: value`, optionally a list item and optionally with the label in
/// bold: `- Thought: …`, `**Reframe:** …`, `* **Tags**: #work`.
///
/// It runs on every line of a thought diary, so it works on UTF-8 bytes and makes a `String`
/// only of a value someone keeps.
enum LabelLine {
    /// Where a label line's label and value are: the label runs from after the list marker to
    /// the first `:`; the value starts after it and any `*` or `_`, spaces and tabs trimmed.
    struct Parts {
        var label: Range<Int>
        var value: Range<Int>
    }

    /// The parts of `line`, or `nil` when it is no label line.
    static func parts(of line: UnsafeBufferPointer<UInt8>) -> Parts? {
        guard let colon = line.firstIndex(of: UInt8(ascii: ":")) else { return nil }
        let start = ListMarker.contentStart(in: line)
        guard start < colon, colon - start <= 40,
            line[start..<colon].contains(where: { !isIgnoredInLabel($0) && !isBlank($0) })
        else { return nil }
        var valueStart = colon + 1
        while valueStart < line.count, line[valueStart] == UInt8(ascii: "*") || line[valueStart] == UInt8(ascii: "_") {
            valueStart += 1
        }
        while valueStart < line.count, isBlank(line[valueStart]) { valueStart += 1 }
        var valueEnd = line.count
        while valueEnd > valueStart, isBlank(line[valueEnd - 1]) { valueEnd -= 1 }
        return Parts(label: start..<colon, value: valueStart..<valueEnd)
    }

    /// Whether the label in `range` reads as `name` (lower-case ASCII): compared without regard
    /// to ASCII case, `*`, `_` and `?`, and trailing spaces and tabs. A label with other
    /// characters is never one of nightly's: none lower-cases into ASCII letters they hold.
    static func label(_ range: Range<Int>, in line: UnsafeBufferPointer<UInt8>, is name: UnsafeBufferPointer<UInt8>)
        -> Bool
    {
        var matched = 0
        var index = range.lowerBound
        while index < range.upperBound {
            let byte = line[index]
            index += 1
            if isIgnoredInLabel(byte) { continue }
            let lowered = (0x41...0x5A).contains(byte) ? byte | 0x20 : byte
            if matched < name.count, lowered == name[matched] {
                matched += 1
                continue
            }
            // Past the name only trailing blanks (and ignored marks) may follow.
            guard matched == name.count, isBlank(byte) else { return false }
            while index < range.upperBound, isBlank(line[index]) || isIgnoredInLabel(line[index]) { index += 1 }
            return index == range.upperBound
        }
        return matched == name.count
    }

    /// The first byte of the label in `range` that ``label(_:in:is:)`` compares, in ASCII
    /// lower case: a name that starts with another byte is not the label's.
    static func firstByte(of range: Range<Int>, in line: UnsafeBufferPointer<UInt8>) -> UInt8? {
        guard let index = range.first(where: { !isIgnoredInLabel(line[$0]) }) else { return nil }
        let byte = line[index]
        return (0x41...0x5A).contains(byte) ? byte | 0x20 : byte
    }

    /// Whether `line` is the poem's letters line, `Letters: …`, as ``value(of:label:)`` reads it.
    static func isLetters(_ line: UnsafeBufferPointer<UInt8>) -> Bool { lettersValue(line) != nil }

    /// Where the value of the poem's letters line is, when `line` is that line: the bytes
    /// ``value(of:label:)`` makes its `String` of.
    static func lettersValue(_ line: UnsafeBufferPointer<UInt8>) -> Range<Int>? {
        guard let parts = parts(of: line),
            ("letters" as StaticString).withUTF8Buffer({ label(parts.label, in: line, is: $0) })
        else { return nil }
        return parts.value
    }

    /// The value after `label:` when `line` is that label's line.
    static func value(of line: String, label: String) -> String? {
        var line = line
        var label = label
        return line.withUTF8 { bytes in
            label.withUTF8 { name in
                guard let parts = parts(of: bytes), Self.label(parts.label, in: bytes, is: name) else { return nil }
                return String(decoding: UnsafeBufferPointer(rebasing: bytes[parts.value]), as: UTF8.self)
            }
        }
    }

    private static func isIgnoredInLabel(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "*") || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "?")
    }

    private static func isBlank(_ byte: UInt8) -> Bool { byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }
}

/// List markers as CommonMark reads them, for lines nightly reads itself.
enum ListMarker {
    /// Where the content starts after leading spaces, a `-`, `*`, `+` or `1.`/`1)` marker and
    /// the spaces after it; just after the leading spaces when there is no marker.
    static func contentStart(in bytes: [UInt8]) -> Int {
        bytes.withUnsafeBufferPointer(contentStart(in:))
    }

    static func contentStart(in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        func isSpace(_ index: Int) -> Bool {
            index < bytes.count && (bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t"))
        }
        var index = 0
        while isSpace(index) { index += 1 }
        let lineStart = index
        if index < bytes.count,
            bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "*") || bytes[index] == UInt8(ascii: "+"),
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
