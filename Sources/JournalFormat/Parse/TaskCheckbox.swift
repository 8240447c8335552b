/// The `[ ]` of a GFM task item, found on the item's own line.
struct TaskCheckbox {
    /// Byte offset of the state character between the brackets.
    var stateOffset: Int
    /// Whether the state character is `x` or `X`.
    var isChecked: Bool

    /// Looks past block-quote markers, indentation and the list marker for `[ ]`, `[x]` or `[X]`.
    static func find<Bytes: RandomAccessCollection<UInt8>>(
        in bytes: Bytes, line: Range<Int>
    ) -> TaskCheckbox? where Bytes.Index == Int {
        var index = line.lowerBound
        func skip(_ allowed: (UInt8) -> Bool) { while index < line.upperBound, allowed(bytes[index]) { index += 1 } }
        let isSpace: (UInt8) -> Bool = { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
        skip { isSpace($0) || $0 == UInt8(ascii: ">") }
        guard index < line.upperBound else { return nil }
        if [UInt8(ascii: "-"), UInt8(ascii: "*"), UInt8(ascii: "+")].contains(bytes[index]) {
            index += 1
        } else {
            let digitsStart = index
            skip { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
            guard index > digitsStart, index < line.upperBound,
                bytes[index] == UInt8(ascii: ".") || bytes[index] == UInt8(ascii: ")")
            else { return nil }
            index += 1
        }
        skip(isSpace)
        guard index + 2 < line.upperBound, bytes[index] == UInt8(ascii: "["), bytes[index + 2] == UInt8(ascii: "]"),
            [UInt8(ascii: " "), UInt8(ascii: "x"), UInt8(ascii: "X")].contains(bytes[index + 1])
        else { return nil }
        return TaskCheckbox(stateOffset: index + 1, isChecked: bytes[index + 1] != UInt8(ascii: " "))
    }
}
