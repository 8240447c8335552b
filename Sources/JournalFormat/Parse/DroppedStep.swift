/// A dropped action step: an unticked step whose whole text is struck through, `- [ ] ~~text~~`
/// (nightly-journal(5), "Action steps"). It stays in the file as a record of what was let go,
/// and counts as neither done nor open. The full parse, the quick readers and the summary all
/// recognise it here, on the line's bytes.
enum DroppedStep {
    private static let tilde = UInt8(ascii: "~")

    /// Whether `text` (a step's text, without its carried marker) is struck through as a whole:
    /// `~~`, at least one character, `~~`.
    static func isStruck(_ text: String) -> Bool {
        isStruck(Array(text.utf8), text: 0..<text.utf8.count)
    }

    /// Whether the bytes of `text` (trimmed of spaces and tabs here) are `~~…~~` with something
    /// between.
    static func isStruck<Bytes: RandomAccessCollection<UInt8>>(
        _ bytes: Bytes, text: Range<Int>
    ) -> Bool where Bytes.Index == Int {
        var start = text.lowerBound
        var end = text.upperBound
        let blank = { (byte: UInt8) in byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == 0x0D }
        while start < end, blank(bytes[start]) { start += 1 }
        while end > start, blank(bytes[end - 1]) { end -= 1 }
        guard end - start >= 5 else { return false }
        return bytes[start] == tilde && bytes[start + 1] == tilde && bytes[start + 2] != tilde
            && bytes[end - 1] == tilde && bytes[end - 2] == tilde && bytes[end - 3] != tilde
    }

    /// Whether the task item whose first line is `line` is an unticked, uncarried step struck
    /// through as a whole.
    static func isDropped<Bytes: RandomAccessCollection<UInt8>>(
        taskItem bytes: Bytes, line: Range<Int>
    ) -> Bool where Bytes.Index == Int {
        guard let checkbox = TaskCheckbox.find(in: bytes, line: line), !checkbox.isChecked else { return false }
        let textStart = checkbox.stateOffset + 2
        guard CarriedMarker.find(in: bytes, line: line, textStart: textStart) == nil, textStart <= line.upperBound
        else { return false }
        return isStruck(bytes, text: textStart..<line.upperBound)
    }
}
