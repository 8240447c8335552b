/// Writes JSON bytes straight into a buffer in ``ReportJSON``'s layout (jq's: two spaces of
/// indent, `"key": value`, `[]` and `{}` when empty, slashes unescaped, strings escaped as
/// Foundation's `JSONEncoder` escapes them), for the one report whose size makes Foundation's
/// encoder the cost: `export json` (a third of its CPU went to building and writing
/// `JSONEncoder`'s tree). The caller writes keys in sorted order, as `.sortedKeys` would;
/// `ReportJSONWriterTests` hold its output to ``ReportJSON/encode(_:)``.
public struct ReportJSONWriter {
    public private(set) var bytes: [UInt8] = []
    /// How deep the next line is indented, in levels of two spaces.
    private var depth: Int
    /// Whether the innermost open object or array has no member yet.
    private var isEmpty = false

    /// A writer whose first value starts at `depth` (its opening bracket is written where the
    /// caller is; its members are indented one level more).
    public init(depth: Int = 0, capacity: Int = 0) {
        self.depth = depth
        bytes.reserveCapacity(capacity)
    }

    public mutating func openObject() { open(UInt8(ascii: "{")) }
    public mutating func closeObject() { close(UInt8(ascii: "}")) }
    public mutating func openArray() { open(UInt8(ascii: "[")) }
    public mutating func closeArray() { close(UInt8(ascii: "]")) }

    /// The next member's key, on a line of its own after a comma when it is not the first.
    public mutating func key(_ key: String) {
        nextMember()
        string(key)
        bytes.append(UInt8(ascii: ":"))
        bytes.append(UInt8(ascii: " "))
    }

    /// ``key(_:)`` for a key of the report's own, which holds nothing to escape: written with
    /// its quotes in three copies, where a `String` key takes a scan and an append a byte (an
    /// entry has some sixty keys).
    public mutating func plainKey(_ key: StaticString) {
        nextMember()
        bytes.append(UInt8(ascii: "\""))
        bytes.append(contentsOf: UnsafeBufferPointer(start: key.utf8Start, count: key.utf8CodeUnitCount))
        bytes.append(contentsOf: UnsafeBufferPointer(start: Self.keyEnd.utf8Start, count: 3))
    }

    /// What follows a key: its closing quote, the colon and a space.
    private static let keyEnd: StaticString = "\": "

    /// Starts the next element of an array, on a line of its own.
    public mutating func element() { nextMember() }

    public mutating func null() { bytes += "null".utf8 }
    public mutating func bool(_ value: Bool) { bytes += (value ? "true" : "false").utf8 }

    /// `value` in decimal, its digits made in place (an entry has a few dozen numbers, and a
    /// `String` of each, appended as a sequence, cost more than the digits).
    public mutating func int(_ value: Int) {
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        var magnitude = value.magnitude
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { digits in
            var start = digits.count
            repeat {
                start -= 1
                digits[start] = UInt8(ascii: "0") + UInt8(truncatingIfNeeded: magnitude % 10)
                magnitude /= 10
            } while magnitude > 0
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: digits[start...]))
        }
    }

    /// `date` as a string, `"YYYY-MM-DD"` as ``EntryDate/iso`` writes it, its digits made in
    /// place: every entry has a date, and `iso`'s interpolation of padded `String`s cost more
    /// than writing it.
    public mutating func date(_ date: EntryDate) {
        guard (0...9999).contains(date.year), (1...12).contains(date.month), (1...31).contains(date.day) else {
            return string(date.iso)
        }
        func digits(_ value: Int, _ count: Int) {
            var divisor = count == 4 ? 1000 : 10
            while divisor > 0 {
                bytes.append(UInt8(ascii: "0") + UInt8(truncatingIfNeeded: value / divisor % 10))
                divisor /= 10
            }
        }
        bytes.append(UInt8(ascii: "\""))
        digits(date.year, 4)
        bytes.append(UInt8(ascii: "-"))
        digits(date.month, 2)
        bytes.append(UInt8(ascii: "-"))
        digits(date.day, 2)
        bytes.append(UInt8(ascii: "\""))
    }

    /// A finite number as `JSONEncoder` writes it: Swift's shortest form that reads back the
    /// same, without a final `.0` (`7`, `5.5`, `1e-07`).
    public mutating func number(_ value: Double) {
        var text = value.description
        if text.hasSuffix(".0") { text.removeLast(2) }
        bytes += text.utf8
    }

    /// `value` quoted, with `"`, `\` and the control characters escaped as `JSONEncoder` escapes
    /// them (`\n`, `\t`, `\u001b`), every other byte as it is.
    public mutating func string(_ value: String) {
        var value = value
        value.withUTF8 { string(utf8: $0) }
    }

    /// `utf8` (valid UTF-8) as ``string(_:)`` writes it, with no `String` made of it: an
    /// entry's whole text. The runs between the bytes to escape (a line each, in an entry) are
    /// found eight bytes at a time and copied whole: byte by byte, with an append each, the
    /// text was the writer's largest cost.
    public mutating func string(utf8: UnsafeBufferPointer<UInt8>) {
        bytes.append(UInt8(ascii: "\""))
        var start = 0
        var index = Self.nextByteToEscape(in: utf8, from: 0)
        while index < utf8.count {
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start..<index]))
            start = index + 1
            defer { index = Self.nextByteToEscape(in: utf8, from: start) }
            let byte = utf8[index]
            bytes.append(UInt8(ascii: "\\"))
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"): bytes.append(byte)
            case 0x08: bytes.append(UInt8(ascii: "b"))
            case 0x0C: bytes.append(UInt8(ascii: "f"))
            case 0x0A: bytes.append(UInt8(ascii: "n"))
            case 0x0D: bytes.append(UInt8(ascii: "r"))
            case 0x09: bytes.append(UInt8(ascii: "t"))
            default:
                bytes += "u00".utf8
                bytes.append(Self.hexDigits[Int(byte >> 4)])
                bytes.append(Self.hexDigits[Int(byte & 0x0F)])
            }
        }
        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start...]))
        bytes.append(UInt8(ascii: "\""))
    }

    /// Where the first byte at or after `start` that a string escapes is (a control character,
    /// `"` or `\`); `utf8.count` when there is none.
    private static func nextByteToEscape(in utf8: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        guard let base = utf8.baseAddress else { return utf8.count }
        let raw = UnsafeRawPointer(base)
        var index = start
        while index + 8 <= utf8.count {
            let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self))
            let marks =
                ByteMasks.below(word, 0x20) | ByteMasks.equal(word, UInt8(ascii: "\""))
                | ByteMasks.equal(word, UInt8(ascii: "\\"))
            if marks != 0 { return index + marks.trailingZeroBitCount / 8 }
            index += 8
        }
        while index < utf8.count {
            let byte = utf8[index]
            if byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") { return index }
            index += 1
        }
        return index
    }

    /// `text` as it is, for the layout a caller keeps itself: the separator between the
    /// objects `export json` writes one after another into one buffer.
    public mutating func verbatim(_ text: StaticString) {
        bytes.append(contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    /// An array of strings.
    public mutating func strings(_ values: [String]) {
        openArray()
        for value in values {
            element()
            string(value)
        }
        closeArray()
    }

    /// `document` (what ``ReportJSON/encode(_:)`` wrote for a value) in place of a value: each
    /// line after its first indented to this writer's depth. For the rare values whose
    /// encoding is Foundation's to decide (a number that is not whole).
    public mutating func encoded(_ document: String) {
        var lines = document.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)[...]
        if lines.last?.isEmpty == true { lines = lines.dropLast() }
        for (number, line) in lines.enumerated() {
            if number > 0 {
                bytes.append(UInt8(ascii: "\n"))
                bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * depth))
            }
            bytes += line
        }
    }

    private mutating func open(_ bracket: UInt8) {
        bytes.append(bracket)
        depth += 1
        isEmpty = true
    }

    private mutating func close(_ bracket: UInt8) {
        depth -= 1
        if !isEmpty { newLine() }
        bytes.append(bracket)
        isEmpty = false
    }

    private mutating func nextMember() {
        if !isEmpty { bytes.append(UInt8(ascii: ",")) }
        isEmpty = false
        newLine()
    }

    /// A line break and the indent of ``depth``, in one copy (as a repeated space, an entry's
    /// hundred indents cost more than its keys).
    private mutating func newLine() {
        let length = 1 + 2 * depth
        guard length <= Self.indents.utf8CodeUnitCount else {
            bytes.append(UInt8(ascii: "\n"))
            return bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * depth))
        }
        bytes.append(contentsOf: UnsafeBufferPointer(start: Self.indents.utf8Start, count: length))
    }

    /// A line break and 32 levels of indent.
    private static let indents: StaticString =
        "\n                                                                "

    private static let hexDigits = Array("0123456789abcdef".utf8)
}
