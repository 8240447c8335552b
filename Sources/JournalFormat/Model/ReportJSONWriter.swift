/// Writes JSON bytes straight into a buffer in ``ReportJSON``'s layout (jq's: two spaces of
/// indent, `"key": value`, `[]` and `{}` when empty, slashes unescaped, strings escaped as
/// Foundation's `JSONEncoder` escapes them), for the one report whose size makes Foundation's
/// encoder the cost: `export json` (a third of its CPU went to building and writing
/// `JSONEncoder`'s tree). The caller writes keys in sorted order, as `.sortedKeys` would;
/// `ReportJSONWriterTests` hold its output to ``ReportJSON/encode(_:)``.
///
/// The buffer is memory of its own rather than an `[UInt8]`: an entry's object is some three
/// hundred small appends, and each append to an array checked that the array was uniquely
/// referenced (a call into the runtime) and went through the generic append, a tenth of the
/// export's CPU. Not copyable, so that the buffer has one owner.
public struct ReportJSONWriter: ~Copyable {
    private var base: UnsafeMutablePointer<UInt8>
    private var count = 0
    private var capacity: Int
    /// How deep the next line is indented, in levels of two spaces.
    private var depth: Int
    /// Whether the innermost open object or array has no member yet.
    private var isEmpty = false

    /// A writer whose first value starts at `depth` (its opening bracket is written where the
    /// caller is; its members are indented one level more).
    public init(depth: Int = 0, capacity: Int = 0) {
        self.depth = depth
        self.capacity = max(capacity, 256)
        base = .allocate(capacity: self.capacity)
    }

    deinit { base.deallocate() }

    /// What was written, copied.
    public var bytes: [UInt8] { Array(UnsafeBufferPointer(start: base, count: count)) }

    /// What was written, handed over without a copy.
    public consuming func finish() -> WrittenBytes {
        let written = WrittenBytes(base: base, count: count)
        discard self
        return written
    }

    /// Room for `extra` more bytes.
    @inline(__always) private mutating func reserve(_ extra: Int) {
        if count + extra > capacity { grow(count + extra) }
    }

    private mutating func grow(_ needed: Int) {
        let larger = max(needed, capacity * 2)
        let moved = UnsafeMutablePointer<UInt8>.allocate(capacity: larger)
        moved.update(from: base, count: count)
        base.deallocate()
        base = moved
        capacity = larger
    }

    @inline(__always) private mutating func append(_ byte: UInt8) {
        reserve(1)
        base[count] = byte
        count += 1
    }

    /// `bytes` at the end. Most are a key, a separator or an indent, 1 to 16 bytes: those are
    /// copied with two loads and two stores of a power of two (overlapping in the middle), where
    /// a `memmove` call for each of an entry's some three hundred was a tenth of the writer.
    @inline(__always) private mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let start = bytes.baseAddress else { return }
        let length = bytes.count
        reserve(length)
        let source = UnsafeRawPointer(start)
        let target = UnsafeMutableRawPointer(base + count)
        @inline(__always) func copyEnds<Word: FixedWidthInteger>(_: Word.Type) {
            let size = MemoryLayout<Word>.size
            let (first, last) = (
                source.loadUnaligned(as: Word.self), source.loadUnaligned(fromByteOffset: length - size, as: Word.self)
            )
            target.storeBytes(of: first, as: Word.self)
            target.storeBytes(of: last, toByteOffset: length - size, as: Word.self)
        }
        switch length {
        case 8...16: copyEnds(UInt64.self)
        case 4..<8: copyEnds(UInt32.self)
        case 2..<4: copyEnds(UInt16.self)
        case 1: base[count] = start[0]
        case 0: break
        default: (base + count).update(from: start, count: length)
        }
        count += length
    }

    @inline(__always) private mutating func append(_ text: StaticString) {
        append(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    public mutating func openObject() { open(UInt8(ascii: "{")) }
    public mutating func closeObject() { close(UInt8(ascii: "}")) }
    public mutating func openArray() { open(UInt8(ascii: "[")) }
    public mutating func closeArray() { close(UInt8(ascii: "]")) }

    /// The next member's key, on a line of its own after a comma when it is not the first.
    public mutating func key(_ key: String) {
        nextMember()
        string(key)
        append(": ")
    }

    /// ``key(_:)`` for a key of the report's own, which holds nothing to escape: written with
    /// its quotes in three copies, where a `String` key takes a scan and an append a byte (an
    /// entry has some sixty keys).
    public mutating func plainKey(_ key: StaticString) {
        nextMember()
        append(UInt8(ascii: "\""))
        append(key)
        append(Self.keyEnd)
    }

    /// What follows a key: its closing quote, the colon and a space.
    private static let keyEnd: StaticString = "\": "

    /// Starts the next element of an array, on a line of its own.
    public mutating func element() { nextMember() }

    public mutating func null() { append("null") }
    public mutating func bool(_ value: Bool) { append(value ? "true" : "false") }

    /// `value` in decimal, its digits made in place (an entry has a few dozen numbers, and a
    /// `String` of each, appended as a sequence, cost more than the digits).
    public mutating func int(_ value: Int) {
        // Most are line numbers and counts: up to four digits, made where they go.
        if value >= 0, value < 10_000 {
            let length = value < 10 ? 1 : value < 100 ? 2 : value < 1000 ? 3 : 4
            reserve(length)
            var (rest, index) = (value, count + length)
            repeat {
                index -= 1
                base[index] = UInt8(ascii: "0") + UInt8(truncatingIfNeeded: rest % 10)
                rest /= 10
            } while rest > 0
            count += length
            return
        }
        if value < 0 { append(UInt8(ascii: "-")) }
        var magnitude = value.magnitude
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { digits in
            var start = digits.count
            repeat {
                start -= 1
                digits[start] = UInt8(ascii: "0") + UInt8(truncatingIfNeeded: magnitude % 10)
                magnitude /= 10
            } while magnitude > 0
            append(UnsafeBufferPointer(rebasing: digits[start...]))
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
                append(UInt8(ascii: "0") + UInt8(truncatingIfNeeded: value / divisor % 10))
                divisor /= 10
            }
        }
        append(UInt8(ascii: "\""))
        digits(date.year, 4)
        append(UInt8(ascii: "-"))
        digits(date.month, 2)
        append(UInt8(ascii: "-"))
        digits(date.day, 2)
        append(UInt8(ascii: "\""))
    }

    /// A finite number as `JSONEncoder` writes it: Swift's shortest form that reads back the
    /// same, without a final `.0` (`7`, `5.5`, `1e-07`).
    public mutating func number(_ value: Double) {
        var text = value.description
        if text.hasSuffix(".0") { text.removeLast(2) }
        string(unquoted: text)
    }

    /// `value` quoted, with `"`, `\` and the control characters escaped as `JSONEncoder` escapes
    /// them (`\n`, `\t`, `\u001b`), every other byte as it is.
    public mutating func string(_ value: String) {
        // A native string's bytes where they are; a bridged or small one copied first.
        if value.utf8.withContiguousStorageIfAvailable({ string(utf8: $0) }) != nil { return }
        var value = value
        value.withUTF8 { string(utf8: $0) }
    }

    /// `utf8` (valid UTF-8) as ``string(_:)`` writes it, with no `String` made of it: an
    /// entry's whole text. It is copied eight bytes at a time as it is scanned: each word is
    /// stored whole, and only its bytes before the first to escape are kept (the rest are
    /// written over). Finding each run first and copying it with `memcpy` was a call a line of
    /// every entry, and byte by byte, with an append each, the text was the writer's largest cost.
    public mutating func string(utf8: UnsafeBufferPointer<UInt8>) {
        append(UInt8(ascii: "\""))
        if let source = utf8.baseAddress {
            let raw = UnsafeRawPointer(source)
            let length = utf8.count
            var index = 0
            // Room for the rest as it is and for a word stored past its end; an escape makes
            // room for what it adds.
            reserve(length + 8)
            while index + 8 <= length {
                let word = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                UnsafeMutableRawPointer(base + count).storeBytes(of: word, as: UInt64.self)
                let marks = Self.bytesToEscape(UInt64(littleEndian: word))
                guard marks != 0 else {
                    count += 8
                    index += 8
                    continue
                }
                let kept = marks.trailingZeroBitCount / 8
                count += kept
                index += kept
                escape(source[index])
                index += 1
                reserve(length - index + 8)
            }
            while index < length {
                let byte = source[index]
                if byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") {
                    escape(byte)
                } else {
                    append(byte)
                }
                index += 1
            }
        }
        append(UInt8(ascii: "\""))
    }

    /// `byte` (a control character, `"` or `\`) escaped as `JSONEncoder` escapes it.
    private mutating func escape(_ byte: UInt8) {
        switch byte {
        case UInt8(ascii: "\""): append("\\\"")
        case UInt8(ascii: "\\"): append("\\\\")
        case 0x08: append("\\b")
        case 0x0C: append("\\f")
        case 0x0A: append("\\n")
        case 0x0D: append("\\r")
        case 0x09: append("\\t")
        default:
            append("\\u00")
            append(Self.hexDigits[Int(byte >> 4)])
            append(Self.hexDigits[Int(byte & 0x0F)])
        }
    }

    /// The bytes of `word` a string escapes (control characters, `"` and `\`), each byte's
    /// high bit set; the lowest mark is exact, higher ones may be false.
    @inline(__always) private static func bytesToEscape(_ word: UInt64) -> UInt64 {
        ByteMasks.below(word, 0x20) | ByteMasks.equal(word, UInt8(ascii: "\""))
            | ByteMasks.equal(word, UInt8(ascii: "\\"))
    }

    /// `text` as it is, without quotes: a number's digits.
    private mutating func string(unquoted text: String) {
        var text = text
        text.withUTF8 { append($0) }
    }

    /// `text` as it is, for the layout a caller keeps itself: the separator between the
    /// objects `export json` writes one after another into one buffer.
    public mutating func verbatim(_ text: StaticString) { append(text) }

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
            if number > 0 { newLine() }
            line.withContiguousStorageIfAvailable { append($0) } ?? Array(line).withUnsafeBufferPointer { append($0) }
        }
    }

    private mutating func open(_ bracket: UInt8) {
        append(bracket)
        depth += 1
        isEmpty = true
    }

    private mutating func close(_ bracket: UInt8) {
        depth -= 1
        if !isEmpty { newLine() }
        append(bracket)
        isEmpty = false
    }

    private mutating func nextMember() {
        if !isEmpty { append(UInt8(ascii: ",")) }
        isEmpty = false
        newLine()
    }

    /// A line break and the indent of ``depth``, in one copy (as a repeated space, an entry's
    /// hundred indents cost more than its keys).
    private mutating func newLine() {
        let length = 1 + 2 * depth
        guard length <= Self.indents.utf8CodeUnitCount else {
            append(UInt8(ascii: "\n"))
            for _ in 0..<(2 * depth) { append(UInt8(ascii: " ")) }
            return
        }
        append(UnsafeBufferPointer(start: Self.indents.utf8Start, count: length))
    }

    /// A line break and 32 levels of indent.
    private static let indents: StaticString =
        "\n                                                                "

    private static let hexDigits = Array("0123456789abcdef".utf8)
}

/// What a ``ReportJSONWriter`` wrote, in the memory it wrote it in: handed on whole (a part of
/// `export json`'s document) with no copy, and freed with its last reference.
public final class WrittenBytes: @unchecked Sendable {
    private let base: UnsafeMutablePointer<UInt8>
    public let count: Int

    fileprivate init(base: UnsafeMutablePointer<UInt8>, count: Int) {
        self.base = base
        self.count = count
    }

    deinit { base.deallocate() }

    public func withUnsafeBufferPointer<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows
        -> Result
    {
        try body(UnsafeBufferPointer(start: base, count: count))
    }
}
