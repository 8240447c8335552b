/// Reads a TOML 1.0 document into tables of values, every key with the line that set it.
///
/// nightly's configuration is small (strings, booleans, whole numbers, a list of strings, three
/// tables), so this reader is written here instead of bundling a C++ parser: the one it
/// replaced aborted the process on some malformed files (`a = [}`, a control character in a
/// table header: found by the config fuzz target) and could name only syntax errors' lines.
/// It reads all of TOML's syntax except arrays of tables (`[[…]]`), which nightly has no use
/// for; floats, dates and times are read as ``TOMLValue/unsupported(kind:text:)``, so the key
/// they are given to says what it wants instead.
struct TOMLReader {
    /// Where and why the text is not TOML.
    struct Failure: Error, Equatable {
        var line: Int
        var column: Int
        var message: String
    }

    private let bytes: [UInt8]
    private var index = 0
    private var line = 1
    private var lineStart = 0
    private var root = TOMLTable()
    /// The tables a `[header]` defined, each only once.
    private var headers: Set<[String]> = []

    /// Reads `text`.
    /// - Throws: ``Failure`` at the first thing that is not TOML.
    static func read(_ text: String) throws(Failure) -> TOMLTable {
        var reader = TOMLReader(bytes: Array(text.utf8))
        try reader.document()
        return reader.root
    }

    private init(bytes: [UInt8]) { self.bytes = bytes }

    // MARK: Statements

    private mutating func document() throws(Failure) {
        var table: [String] = []
        while true {
            try skipBlankLines()
            guard let byte = peek() else { return }
            let statementLine = line
            if byte == UInt8(ascii: "[") {
                index += 1
                guard peek() != UInt8(ascii: "[") else {
                    throw failure("arrays of tables ([[…]]) are not used by nightly's configuration")
                }
                skipSpaces()
                table = try key()
                skipSpaces()
                try expect("]", "a ']' to close the table header")
                guard headers.insert(table).inserted else {
                    throw failure("the table [\(table.joined(separator: "."))] is defined twice", line: statementLine)
                }
                try define(table, line: statementLine)
            } else {
                let path = try key()
                skipSpaces()
                try expect("=", "'=' after the key")
                skipSpaces()
                let value = try value()
                try insert(value, at: table + path, line: statementLine)
            }
            try endOfLine()
        }
    }

    /// Creates the tables on `path` that do not exist yet.
    private mutating func define(_ path: [String], line: Int) throws(Failure) {
        if let problem = Self.reach(path[...], in: &root, line: line, { _ in nil }) {
            throw failure(problem, line: line)
        }
    }

    private mutating func insert(_ value: TOMLValue, at path: [String], line: Int) throws(Failure) {
        if let problem = Self.setting(value, at: path, in: &root, line: line) { throw failure(problem, line: line) }
    }

    /// Sets `path` (a dotted key) in `table` to `value`; returns what went wrong, if anything.
    private static func setting(_ value: TOMLValue, at path: [String], in table: inout TOMLTable, line: Int)
        -> String?
    {
        reach(path.dropLast(), in: &table, line: line) { inner in
            guard inner[path.last!] == nil else { return "the key '\(path.joined(separator: "."))' is set twice" }
            inner.set(path.last!, TOMLTable.Entry(value: value, line: line))
            return nil
        }
    }

    /// Runs `body` on the table at `path` below `table`, creating missing tables on the way;
    /// returns what went wrong, if anything.
    private static func reach(
        _ path: ArraySlice<String>, in table: inout TOMLTable, line: Int, _ body: (inout TOMLTable) -> String?
    ) -> String? {
        guard let first = path.first else { return body(&table) }
        var inner: TOMLTable
        switch table[first]?.value {
        case nil: inner = TOMLTable()
        case .table(let existing)?: inner = existing
        case .some: return "'\(first)' is already a value, so it cannot hold keys"
        }
        if let problem = reach(path.dropFirst(), in: &inner, line: line, body) { return problem }
        table.set(first, TOMLTable.Entry(value: .table(inner), line: table[first]?.line ?? line))
        return nil
    }

    // MARK: Keys

    /// A dotted key: bare (`A-Za-z0-9_-`) or quoted parts joined by dots.
    private mutating func key() throws(Failure) -> [String] {
        var parts: [String] = []
        while true {
            skipSpaces()
            guard let byte = peek() else { throw failure("a key was expected") }
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                index += 1
                parts.append(try singleLineString(quote: byte))
            } else {
                let start = index
                while let next = peek(), Self.isBareKeyByte(next) { index += 1 }
                guard index > start else { throw failure("a key was expected, not \(describe(byte))") }
                parts.append(String(decoding: bytes[start..<index], as: UTF8.self))
            }
            skipSpaces()
            guard peek() == UInt8(ascii: ".") else { return parts }
            index += 1
        }
    }

    private static func isBareKeyByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "-"):
            return true
        default:
            return false
        }
    }

    // MARK: Values

    private mutating func value() throws(Failure) -> TOMLValue {
        guard let byte = peek() else { throw failure("a value was expected") }
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "'"):
            if starts(with: byte == UInt8(ascii: "\"") ? "\"\"\"" : "'''") {
                index += 3
                return .string(try multiLineString(quote: byte))
            }
            index += 1
            return .string(try singleLineString(quote: byte))
        case UInt8(ascii: "["):
            index += 1
            return .array(try array())
        case UInt8(ascii: "{"):
            index += 1
            return .table(try inlineTable())
        default:
            return try bareValue()
        }
    }

    /// `true`, `false`, a whole number, or a float, date or time (read as unsupported).
    private mutating func bareValue() throws(Failure) -> TOMLValue {
        let start = index
        while let byte = peek(), Self.isBareKeyByte(byte) || ".:+".utf8.contains(byte) { index += 1 }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        if text == "true" || text == "false" { return .boolean(text == "true") }
        if let number = Self.integer(text) { return .integer(number) }
        // Matched byte by byte: a Regex costs a millisecond to build, more than the whole file
        // (a tracked count's quit plan has an unquoted date and a cost with a fraction).
        let bareBytes = Array(text.utf8)
        if BareValueShape.isDigits(bareBytes, signed: true, underscores: true) {
            index = start
            throw failure("'\(text)' is not a whole number TOML can hold (at most 19 digits, no leading zero)")
        }
        if BareValueShape.isFloat(bareBytes) {
            return .unsupported(kind: "a number with a fraction", text: text)
        }
        if BareValueShape.isDateOrTime(bareBytes) {
            return .unsupported(kind: "a date or a time", text: text)
        }
        index = start
        guard let byte = peek() else { throw failure("a value was expected") }
        throw failure(
            text.isEmpty
                ? "a value was expected, not \(describe(byte))"
                : "'\(text)' is not a TOML value (a string needs quotes: \"\(text)\")")
    }

    /// A decimal (`1_000`, `-3`), hexadecimal, octal or binary whole number that fits.
    private static func integer(_ text: String) -> Int? {
        let prefixes: [(String, Int)] = [("0x", 16), ("0o", 8), ("0b", 2)]
        for (prefix, radix) in prefixes where text.hasPrefix(prefix) {
            let digits = text.dropFirst(2)
            guard !digits.isEmpty, !digits.hasPrefix("_"), !digits.hasSuffix("_"), !digits.contains("__") else {
                return nil
            }
            return Int(digits.replacing("_", with: ""), radix: radix)
        }
        guard BareValueShape.isDecimalInteger(Array(text.utf8)) else { return nil }
        return Int(text.replacing("_", with: "").replacing("+", with: ""))
    }

    private mutating func array() throws(Failure) -> [TOMLValue] {
        var items: [TOMLValue] = []
        while true {
            try skipBlankLines()
            if peek() == UInt8(ascii: "]") {
                index += 1
                return items
            }
            items.append(try value())
            try skipBlankLines()
            if peek() == UInt8(ascii: ",") {
                index += 1
            } else {
                try expect("]", "',' or ']' in the list")
                return items
            }
        }
    }

    private mutating func inlineTable() throws(Failure) -> TOMLTable {
        var table = TOMLTable()
        skipSpaces()
        if peek() == UInt8(ascii: "}") {
            index += 1
            return table
        }
        while true {
            let path = try key()
            let keyLine = line
            skipSpaces()
            try expect("=", "'=' after the key")
            skipSpaces()
            let value = try value()
            if let problem = Self.setting(value, at: path, in: &table, line: keyLine) { throw failure(problem) }
            skipSpaces()
            if peek() == UInt8(ascii: ",") {
                index += 1
                skipSpaces()
            } else {
                try expect("}", "',' or '}' in the inline table")
                return table
            }
        }
    }

    // MARK: Strings

    /// A basic (`"…"`, with escapes) or literal (`'…'`) string on one line, after its quote.
    private mutating func singleLineString(quote: UInt8) throws(Failure) -> String {
        var result: [UInt8] = []
        while true {
            guard let byte = peek(), byte != UInt8(ascii: "\n"), byte != UInt8(ascii: "\r") else {
                throw failure("the string is not closed on its line")
            }
            try checkAllowed(byte)
            index += 1
            if byte == quote { return String(decoding: result, as: UTF8.self) }
            if byte == UInt8(ascii: "\\"), quote == UInt8(ascii: "\"") {
                result += try escape()
            } else {
                result.append(byte)
            }
        }
    }

    /// A multi-line basic (`"""…"""`) or literal (`'''…'''`) string, after its opening quotes.
    private mutating func multiLineString(quote: UInt8) throws(Failure) -> String {
        var result: [UInt8] = []
        if starts(with: "\r\n") || peek() == UInt8(ascii: "\n") { newline() }
        while true {
            guard let byte = peek() else { throw failure("the multi-line string is never closed") }
            if byte == quote, index + 2 < bytes.count, bytes[index + 1] == quote, bytes[index + 2] == quote {
                var run = 3
                while run < 5, index + run < bytes.count, bytes[index + run] == quote { run += 1 }
                result += [UInt8](repeating: quote, count: run - 3)
                index += run
                return String(decoding: result, as: UTF8.self)
            }
            if byte == UInt8(ascii: "\n") || starts(with: "\r\n") {
                result += [UInt8(ascii: "\n")]
                newline()
            } else if byte == UInt8(ascii: "\\"), quote == UInt8(ascii: "\"") {
                index += 1
                if let next = peek(),
                    next == UInt8(ascii: " ") || next == UInt8(ascii: "\t") || next == 0x0A
                        || next == 0x0D
                {
                    skipLineEndingBackslash()
                } else {
                    result += try escape()
                }
            } else {
                try checkAllowed(byte)
                result.append(byte)
                index += 1
            }
        }
    }

    /// A backslash at the end of a line in a multi-line basic string: the line break and the
    /// white space after it go.
    private mutating func skipLineEndingBackslash() {
        skipSpaces()
        while peek() == UInt8(ascii: "\n") || starts(with: "\r\n") {
            newline()
            skipSpaces()
        }
    }

    /// The bytes of an escape, after its backslash.
    private mutating func escape() throws(Failure) -> [UInt8] {
        let backslash = index - 1
        guard let byte = peek() else { throw failure("the string ends in a backslash", at: backslash) }
        index += 1
        let simple: [UInt8: UInt8] = [
            UInt8(ascii: "b"): 0x08, UInt8(ascii: "t"): 0x09, UInt8(ascii: "n"): 0x0A, UInt8(ascii: "f"): 0x0C,
            UInt8(ascii: "r"): 0x0D, UInt8(ascii: "\""): 0x22, UInt8(ascii: "\\"): 0x5C,
        ]
        if let replacement = simple[byte] { return [replacement] }
        let width = byte == UInt8(ascii: "u") ? 4 : byte == UInt8(ascii: "U") ? 8 : 0
        guard width > 0 else {
            throw failure("'\\\(describe(byte, quoted: false))' is not an escape TOML knows", at: backslash)
        }
        guard index + width <= bytes.count,
            let code = UInt32(String(decoding: bytes[index..<(index + width)], as: UTF8.self), radix: 16),
            let scalar = Unicode.Scalar(code)
        else {
            throw failure(
                "a \\\(width == 4 ? "u" : "U") escape needs \(width) hex digits of a Unicode scalar", at: backslash)
        }
        index += width
        return Array(String(Character(scalar)).utf8)
    }

    /// TOML allows a tab but no other control character in strings and comments.
    private func checkAllowed(_ byte: UInt8) throws(Failure) {
        if (byte < 0x20 && byte != 0x09) || byte == 0x7F {
            throw failure("a control character (\(describe(byte))) is not allowed here")
        }
    }

    // MARK: Space, comments and lines

    private mutating func skipSpaces() {
        while let byte = peek(), byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") { index += 1 }
    }

    private mutating func skipComment() throws(Failure) {
        guard peek() == UInt8(ascii: "#") else { return }
        while let byte = peek(), byte != UInt8(ascii: "\n"), !starts(with: "\r\n") {
            try checkAllowed(byte)
            index += 1
        }
    }

    /// Spaces, comments and line breaks: between statements, and between a list's items.
    private mutating func skipBlankLines() throws(Failure) {
        while true {
            skipSpaces()
            try skipComment()
            guard peek() == UInt8(ascii: "\n") || starts(with: "\r\n") else { return }
            newline()
        }
    }

    /// After a statement: spaces, a comment, then a line break or the end of the text.
    private mutating func endOfLine() throws(Failure) {
        skipSpaces()
        try skipComment()
        guard let byte = peek() else { return }
        guard byte == UInt8(ascii: "\n") || starts(with: "\r\n") else {
            throw failure("the line should end here, not with \(describe(byte))")
        }
        newline()
    }

    private mutating func newline() {
        index += bytes[index] == UInt8(ascii: "\r") ? 2 : 1
        line += 1
        lineStart = index
    }

    // MARK: Bytes

    private func peek() -> UInt8? { index < bytes.count ? bytes[index] : nil }

    private func starts(with text: String) -> Bool {
        bytes[index...].starts(with: text.utf8)
    }

    private mutating func expect(_ character: Character, _ what: String) throws(Failure) {
        guard let byte = peek(), byte == character.asciiValue else {
            throw failure("expected \(what), found \(peek().map { describe($0) } ?? "the end of the file")")
        }
        index += 1
    }

    private func describe(_ byte: UInt8, quoted: Bool = true) -> String {
        if byte < 0x20 || byte == 0x7F { return "U+" + String(byte, radix: 16, uppercase: true).leftPadded(to: 4) }
        guard byte < 0x80 else { return "a non-ASCII character" }
        let character = String(UnicodeScalar(byte))
        return quoted ? "'\(character)'" : character
    }

    /// A failure on `line` (column 1), or else at byte `at` of the current line (default: the
    /// byte being read).
    private func failure(_ message: String, line: Int? = nil, at position: Int? = nil) -> Failure {
        Failure(
            line: line ?? self.line, column: line == nil ? (position ?? index) - lineStart + 1 : 1, message: message)
    }
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String {
        String(repeating: "0", count: max(0, width - count)) + self
    }
}
