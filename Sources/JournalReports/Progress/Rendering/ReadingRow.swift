import JournalFormat

/// One entry of `log` or one match of `grep` as scripts and pickers read it: as a JSON object
/// `{"date", "line", "path", "text"}`, or as a `--format` line with `{date}`, `{path}`,
/// `{line}` and `{text}` filled in. Both commands print one JSON document, an array of these
/// objects laid out as every `--json` is (as jq prints it), each written as it is found, so a
/// match is never held until the end.
public struct ReadingRow: Sendable, Equatable {
    public var date: EntryDate
    public var path: String
    /// The 1-based line of the file the text starts on.
    public var line: Int
    public var text: String

    public init(date: EntryDate, path: String, line: Int, text: String) {
        self.date = date
        self.path = path
        self.line = line
        self.text = text
    }

    /// The placeholders of `--format`, without braces.
    public static let placeholders = ["date", "path", "line", "text"]

    /// The values of ``placeholders``.
    public var values: [String: String] {
        ["date": date.iso, "path": path, "line": String(line), "text": text]
    }

    /// The object as it stands in the array, keys sorted and laid out as every report's JSON.
    public var json: String {
        "  {\n    \"date\": \"\(date.iso)\",\n    \"line\": \(line),\n    \"path\": \(Self.quoted(path)),\n"
            + "    \"text\": \(Self.quoted(text))\n  }"
    }

    /// `text` as a JSON string: quotes, backslashes and control characters escaped, the rest
    /// (all of Unicode) as it is. The runs between escapes are copied whole: `log --json`
    /// quotes every entry of a lifetime.
    public static func quoted(_ text: String) -> String {
        var text = text
        var out: [UInt8] = []
        text.withUTF8 { quote($0, into: &out) }
        return String(decoding: out, as: UTF8.self)
    }

    /// The object of ``json`` as UTF-8, made from the text's bytes (which must be valid UTF-8)
    /// without a `String` in between: `log --json` makes one for every entry of a lifetime, on
    /// the worker threads that read them.
    public static func json(date: EntryDate, path: String, line: Int, text: ArraySlice<UInt8>) -> [UInt8] {
        var out: [UInt8] = []
        // Room for a line break escaped every 32 bytes, so that the usual entry needs one buffer.
        out.reserveCapacity(text.count + text.count / 32 + 2 * path.utf8.count + 64)
        out += "  {\n    \"date\": \"".utf8
        appendISO(date, to: &out)
        out += "\",\n    \"line\": ".utf8
        out += String(line).utf8
        out += ",\n    \"path\": ".utf8
        var path = path
        path.withUTF8 { quote($0, into: &out) }
        out += ",\n    \"text\": ".utf8
        text.withUnsafeBufferPointer { quote($0, into: &out) }
        out += "\n  }".utf8
        return out
    }

    /// Appends ``EntryDate/iso`` without making it a `String` first.
    private static func appendISO(_ date: EntryDate, to out: inout [UInt8]) {
        guard (0...9999).contains(date.year) else {
            out += date.iso.utf8
            return
        }
        func digits(_ value: Int, _ count: Int) {
            var divisor = 1
            for _ in 1..<count { divisor *= 10 }
            while divisor > 0 {
                out.append(UInt8(ascii: "0") + UInt8(value / divisor % 10))
                divisor /= 10
            }
        }
        digits(date.year, 4)
        out.append(UInt8(ascii: "-"))
        digits(date.month, 2)
        out.append(UInt8(ascii: "-"))
        digits(date.day, 2)
    }

    /// Appends `bytes` to `out` as a JSON string: the runs between escapes are copied whole.
    private static func quote(_ bytes: UnsafeBufferPointer<UInt8>, into out: inout [UInt8]) {
        out.reserveCapacity(out.count + bytes.count + 2)
        out.append(UInt8(ascii: "\""))
        var runStart = 0
        while let escaped = nextEscape(in: bytes, from: runStart) {
            out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<escaped]))
            runStart = escaped + 1
            let byte = bytes[escaped]
            out.append(UInt8(ascii: "\\"))
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"): out.append(byte)
            case 0x0A: out.append(UInt8(ascii: "n"))
            case 0x0D: out.append(UInt8(ascii: "r"))
            case 0x09: out.append(UInt8(ascii: "t"))
            default: out += Array("u00".utf8) + [hexDigits[Int(byte >> 4)], hexDigits[Int(byte & 0xF)]]
            }
        }
        out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<bytes.count]))
        out.append(UInt8(ascii: "\""))
    }

    /// Where the first byte at or after `start` that JSON escapes is (below 0x20, `"`, `\\`,
    /// 0x7F), found eight bytes at a time: entries are long runs of text between line breaks.
    private static func nextEscape(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        guard let base = bytes.baseAddress else { return nil }
        var index = start
        while index + 8 <= bytes.count {
            let word = UInt64(
                littleEndian: UnsafeRawPointer(base).loadUnaligned(fromByteOffset: index, as: UInt64.self))
            let found = escapes(word)
            if found != 0 { return index + found.trailingZeroBitCount / 8 }
            index += 8
        }
        while index < bytes.count {
            let byte = bytes[index]
            if byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte == 0x7F { return index }
            index += 1
        }
        return nil
    }

    private static let hexDigits = Array("0123456789abcdef".utf8)

    /// The high bit of each of the eight bytes of `word` that JSON escapes: below 0x20, `"`,
    /// `\\` or 0x7F (no byte from 0x80 up, so no false hit inside a multi-byte character).
    @inline(__always) private static func escapes(_ word: UInt64) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highBits: UInt64 = 0x8080_8080_8080_8080
        /// The high bit of each byte below `limit` (at most 0x80), with no borrow between bytes.
        func below(_ word: UInt64, _ limit: UInt8) -> UInt64 {
            ~((word | highBits) &- ones &* UInt64(limit)) & ~word & highBits
        }
        func equal(_ byte: UInt8) -> UInt64 { below(word ^ (ones &* UInt64(byte)), 1) }
        return below(word, 0x20) | equal(UInt8(ascii: "\"")) | equal(UInt8(ascii: "\\")) | equal(0x7F)
    }
}

/// Writes rows as one JSON array, laid out as jq lays it out, as they come: `[` before the first,
/// `,` between, `]` after the last (`[]` for none).
public struct ReadingRowsJSON: Sendable {
    private var count = 0

    public init() {}

    /// What goes out before `row`: the array's opening or a separator, then the object.
    public mutating func next(_ row: ReadingRow) -> String {
        defer { count += 1 }
        return (count == 0 ? "[\n" : ",\n") + row.json
    }

    /// What closes the array.
    public var end: String { count == 0 ? "[]\n" : "\n]\n" }
}
