/// The ` → YYYY-MM-DD` that ends the first line of a carried action step: a space, U+2192, a
/// space and the day it was carried to, optionally followed by spaces and tabs, after the step's
/// text. Only that form is read; the full parse and the quick readers all recognise it here, on
/// the line's bytes.
struct CarriedMarker: Equatable {
    /// The marker's bytes, from its leading space to the date's last digit.
    var range: Range<Int>
    /// The day the step was carried to.
    var date: EntryDate

    /// The marker's length in bytes: space, three bytes of `→`, space, ten of the date.
    static let length = 15

    /// The marker that ends `line` (a task item's first line, without its line break), if it
    /// has one with text before it: a byte other than a space or a tab from `textStart`, the
    /// byte after the checkbox's `]`. (Without text, `- [ ]` alone would not be a task item
    /// once the marker went.)
    static func find<Bytes: RandomAccessCollection<UInt8>>(
        in bytes: Bytes, line: Range<Int>, textStart: Int
    ) -> CarriedMarker? where Bytes.Index == Int {
        var end = line.upperBound
        while end > line.lowerBound, bytes[end - 1] == space || bytes[end - 1] == tab { end -= 1 }
        guard end - max(line.lowerBound, textStart) > length else { return nil }
        let start = end - length
        guard insertionOffset(in: bytes, line: textStart..<start, earliest: textStart) > textStart else { return nil }
        guard bytes[start] == space, bytes[start + 1] == 0xE2, bytes[start + 2] == 0x86, bytes[start + 3] == 0x92,
            bytes[start + 4] == space, bytes[start + 9] == hyphen, bytes[start + 12] == hyphen,
            let year = number(bytes, start + 5, 4), let month = number(bytes, start + 10, 2),
            let day = number(bytes, start + 13, 2), let date = EntryDate(validYear: year, month: month, day: day)
        else { return nil }
        return CarriedMarker(range: start..<end, date: date)
    }

    /// The marker of the task item whose first line is `line`, if it is one and has one.
    static func find<Bytes: RandomAccessCollection<UInt8>>(
        onTaskItem bytes: Bytes, line: Range<Int>
    ) -> CarriedMarker? where Bytes.Index == Int {
        guard let checkbox = TaskCheckbox.find(in: bytes, line: line) else { return nil }
        return find(in: bytes, line: line, textStart: checkbox.stateOffset + 2)
    }

    /// The marker's bytes for `date`.
    static func bytes(for date: EntryDate) -> [UInt8] { Array(" → \(date.iso)".utf8) }

    /// Where a marker goes on `line`: after its last byte that is not a space or a tab, and not
    /// before `earliest`.
    static func insertionOffset<Bytes: RandomAccessCollection<UInt8>>(
        in bytes: Bytes, line: Range<Int>, earliest: Int
    ) -> Int where Bytes.Index == Int {
        var end = line.upperBound
        while end > max(line.lowerBound, earliest), bytes[end - 1] == space || bytes[end - 1] == tab { end -= 1 }
        return end
    }

    private static func number<Bytes: RandomAccessCollection<UInt8>>(
        _ bytes: Bytes, _ start: Int, _ count: Int
    ) -> Int? where Bytes.Index == Int {
        var value = 0
        for index in start..<(start + count) {
            let byte = bytes[index]
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
        }
        return value
    }
}

private let space = UInt8(ascii: " ")
private let tab = UInt8(ascii: "\t")
private let hyphen = UInt8(ascii: "-")
