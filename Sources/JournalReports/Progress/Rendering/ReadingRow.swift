import JournalFormat

/// One entry of `log` or one match of `grep` as scripts and pickers read it: as a JSON object
/// `{"date", "line", "path", "text"}`, or as a `--format` line with `{date}`, `{path}`,
/// `{line}` and `{text}` filled in. Both commands print one JSON document, an array of these
/// objects, written one object a line as they are found, so a match is never held until the end.
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

    /// The object, on one line, keys sorted as every report's JSON sorts them.
    public var json: String {
        "{\"date\":\"\(date.iso)\",\"line\":\(line),\"path\":\(Self.quoted(path)),\"text\":\(Self.quoted(text))}"
    }

    /// `text` as a JSON string: quotes, backslashes and control characters escaped, the rest
    /// (all of Unicode) as it is.
    public static func quoted(_ text: String) -> String {
        var out: [UInt8] = [UInt8(ascii: "\"")]
        out.reserveCapacity(text.utf8.count + 2)
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""): out += [UInt8(ascii: "\\"), UInt8(ascii: "\"")]
            case UInt8(ascii: "\\"): out += [UInt8(ascii: "\\"), UInt8(ascii: "\\")]
            case 0x0A: out += [UInt8(ascii: "\\"), UInt8(ascii: "n")]
            case 0x0D: out += [UInt8(ascii: "\\"), UInt8(ascii: "r")]
            case 0x09: out += [UInt8(ascii: "\\"), UInt8(ascii: "t")]
            case 0..<0x20, 0x7F:
                let hex = Array("0123456789abcdef".utf8)
                out += Array("\\u00".utf8) + [hex[Int(byte >> 4)], hex[Int(byte & 0xF)]]
            default: out.append(byte)
            }
        }
        out.append(UInt8(ascii: "\""))
        return String(decoding: out, as: UTF8.self)
    }
}

/// Writes rows as one JSON array, one object a line, as they come: `[` before the first,
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
