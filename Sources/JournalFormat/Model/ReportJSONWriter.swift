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

    /// Starts the next element of an array, on a line of its own.
    public mutating func element() { nextMember() }

    public mutating func null() { bytes += "null".utf8 }
    public mutating func bool(_ value: Bool) { bytes += (value ? "true" : "false").utf8 }
    public mutating func int(_ value: Int) { bytes += String(value).utf8 }

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
    /// entry's whole text.
    public mutating func string(utf8: UnsafeBufferPointer<UInt8>) {
        bytes.append(UInt8(ascii: "\""))
        var start = 0
        for index in utf8.indices {
            let byte = utf8[index]
            guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else { continue }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start..<index]))
            start = index + 1
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

    private mutating func newLine() {
        bytes.append(UInt8(ascii: "\n"))
        bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * depth))
    }

    private static let hexDigits = Array("0123456789abcdef".utf8)
}
