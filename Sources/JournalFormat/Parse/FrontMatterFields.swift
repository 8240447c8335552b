import TextLines

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One top-level key of an entry's front matter, as written: `mood: 6/10`, `tags: [a, b]`, or a
/// key whose value is the indented or `- item` lines below it.
public struct FrontMatterField: Sendable, Equatable {
    public var key: String
    /// The text after `key:` on its line, trimmed; empty when the value is on the lines below.
    public var value: String
    /// The `- item` lines below a key with no value on its own line, each trimmed of `- `.
    public var items: [String]
    /// The 1-based lines the field spans: its key's, then its indented continuation lines.
    public var lines: ClosedRange<Int>
    /// The value's bytes in the file (on the key's line; empty at the line's end when the value
    /// is below).
    public var valueRange: Range<Int>
    /// The value's 1-based column (in UTF-8 bytes) on the key's line.
    public var valueColumn: Int

    /// The items of a list value: a flow list `[a, b]` on the key's line or `- a` lines below
    /// it, each without quotes; nil for any other value.
    public var listItems: [String]? {
        if value.isEmpty { return items.isEmpty ? nil : items.map(Track.unquoted) }
        guard value.hasPrefix("["), value.hasSuffix("]") else { return nil }
        let inner = value.dropFirst().dropLast()
        guard !inner.allSatisfy(\.isWhitespace) else { return [] }
        return inner.split(separator: ",", omittingEmptySubsequences: false).map { Track.unquoted(String($0)) }
    }

    /// The value as one string: `value`, or the items as a flow list `[a, b]` when it is below.
    public var text: String {
        guard value.isEmpty, !items.isEmpty else { return value }
        return "[" + items.joined(separator: ", ") + "]"
    }
}

/// Reads the top-level keys of an entry's front matter straight from its bytes, stopping at the
/// closing fence: the reports read a lifetime of days' tracked values this way without parsing
/// a day's Markdown. The fences are read as ``FrontMatterScanner`` reads them (a first line of
/// `---` after an optional byte-order mark, closed by `---` or `...`), and lines split as
/// TextLines splits them.
///
/// A YAML subset, the one people write by hand: `key: value` at the start of a line; a value
/// left empty is continued by the indented or `- ` lines below it. Comments (`#`) and lines that
/// are not `key:` are skipped.
public enum FrontMatterFields {
    /// The fields of `bytes`' front matter, in order; nil when the text has no closed front matter.
    public static func read(_ bytes: [UInt8]) -> [FrontMatterField]? {
        bytes.withUnsafeBufferPointer { read($0)?.fields }
    }

    /// One line inside the fences, as the reader takes it.
    enum Line {
        /// `key: value`: the key's bytes (trimmed), the value's (without a comment, trimmed).
        case key(key: Range<Int>, value: Range<Int>, line: TextLine, number: Int)
        /// An indented or `-` line: the value of the key above it continued.
        case continuation(content: Range<Int>, number: Int)
    }

    /// Visits the lines of `bytes`' front matter that hold a key or continue one, in order.
    /// - Returns: The closing fence's line and its 1-based number; nil when the text has no
    ///   closed front matter (`visit` may have been called for lines of an unclosed one).
    static func visit(_ bytes: UnsafeBufferPointer<UInt8>, _ visit: (Line) -> Void) -> (
        closing: TextLine, number: Int
    )? {
        var lines = LineRanges(bytes)
        guard let first = lines.nextLine() else { return nil }
        var start = first.start
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { start += 3 }
        guard isFence(bytes, start..<first.contentEnd, "---") else { return nil }
        var number = 1
        while let line = lines.nextLine() {
            number += 1
            let content = line.content
            if isFence(bytes, content, "---") || isFence(bytes, content, "...") { return (line, number) }
            guard !content.isEmpty else { continue }
            let lead = bytes[content.lowerBound]
            if lead == UInt8(ascii: " ") || lead == UInt8(ascii: "\t") || lead == UInt8(ascii: "-") {
                visit(.continuation(content: content, number: number))
                continue
            }
            guard lead != UInt8(ascii: "#"), let colon = keyEnd(bytes, content) else { continue }
            let valueStart = trimmed(bytes, colon + 1..<content.upperBound).lowerBound
            let value = trimmed(bytes, valueStart..<commentStart(bytes, valueStart..<content.upperBound))
            visit(.key(key: trimmed(bytes, content.lowerBound..<colon), value: value, line: line, number: number))
        }
        return nil
    }

    /// The fields, with the closing fence's line (its start and 1-based number).
    static func read(_ bytes: UnsafeBufferPointer<UInt8>) -> (
        fields: [FrontMatterField], closing: TextLine, number: Int
    )? {
        var fields: [FrontMatterField] = []
        let closing = visit(bytes) { line in
            switch line {
            case .key(let key, let value, let line, let number):
                fields.append(
                    FrontMatterField(
                        key: text(bytes, key), value: text(bytes, value), items: [], lines: number...number,
                        valueRange: value, valueColumn: value.lowerBound - line.start + 1))
            case .continuation(let content, let number):
                guard var field = fields.last, field.lines.upperBound == number - 1 else { return }
                field.lines = field.lines.lowerBound...number
                let item = trimmed(bytes, content)
                if field.value.isEmpty, !item.isEmpty, bytes[item.lowerBound] == UInt8(ascii: "-") {
                    field.items.append(text(bytes, trimmed(bytes, item.lowerBound + 1..<item.upperBound)))
                }
                fields[fields.count - 1] = field
            }
        }
        return closing.map { (fields, $0.closing, $0.number) }
    }

    /// The value of each of `keys` in `bytes`' front matter, as the bytes on its key's line
    /// (the first key of each name, as ``field(_:in:)`` finds it), nil for a key not set: what
    /// the reports read of a lifetime of days, with no field made. Nil overall when there is
    /// no closed front matter, or when a wanted key's value continues on the lines below it (a
    /// block list: read ``read(_:)``'s fields then).
    static func valueRanges(of keys: KeySet, in bytes: UnsafeBufferPointer<UInt8>) -> [Range<Int>?]? {
        var ranges = [Range<Int>?](repeating: nil, count: keys.count)
        var emptyWanted: Int?  // the line of the last key, when it is wanted with an empty value
        var lastKeyLine = 0  // the last key's line, or the last line continuing it
        var continued = false
        let closing = visit(bytes) { line in
            switch line {
            case .key(let key, let value, _, let number):
                lastKeyLine = number
                emptyWanted = nil
                let wanted = keys.index(of: UnsafeBufferPointer(rebasing: bytes[key]))
                guard let wanted, ranges[wanted] == nil else { return }
                ranges[wanted] = value
                if value.isEmpty { emptyWanted = number }
            case .continuation(_, let number):
                // Attached to the key above only when right below it or its last attached line.
                guard lastKeyLine == number - 1 else { return }
                if emptyWanted != nil { continued = true }
                lastKeyLine = number
            }
        }
        return closing == nil || continued ? nil : ranges
    }

    /// Keys looked for in many front matters, their bytes kept side by side.
    public struct KeySet: Sendable {
        private let bytes: [UInt8]
        private let ranges: [Range<Int>]

        public init(_ keys: [String]) {
            var bytes: [UInt8] = []
            var ranges: [Range<Int>] = []
            for key in keys {
                ranges.append(bytes.count..<bytes.count + key.utf8.count)
                bytes += key.utf8
            }
            self.bytes = bytes
            self.ranges = ranges
        }

        var count: Int { ranges.count }

        /// The first of the keys that is `key`.
        func index(of key: UnsafeBufferPointer<UInt8>) -> Int? {
            bytes.withUnsafeBufferPointer { all in
                ranges.firstIndex { range in
                    range.count == key.count
                        && (key.isEmpty
                            || memcmp(all.baseAddress! + range.lowerBound, key.baseAddress!, key.count) == 0)
                }
            }
        }
    }

    /// The text of `bytes`' front matter, from its first byte through the closing fence's line
    /// break: what ``EntrySummary/frontMatter`` keeps. Nil when there is no closed front matter.
    public static func text(of bytes: [UInt8]) -> String? {
        bytes.withUnsafeBufferPointer { buffer in
            guard let (_, closing, _) = read(buffer) else { return nil }
            return String(decoding: UnsafeBufferPointer(rebasing: buffer[..<closing.end]), as: UTF8.self)
        }
    }

    /// The first field named `key`.
    public static func field(_ key: String, in fields: [FrontMatterField]) -> FrontMatterField? {
        fields.first { $0.key == key }
    }

    /// Where a `key:` ends: the first `:` followed by a space, a tab or the line's end.
    private static func keyEnd(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Int? {
        var index = range.lowerBound
        while index < range.upperBound {
            if bytes[index] == UInt8(ascii: ":") {
                let next = index + 1
                if next == range.upperBound || bytes[next] == UInt8(ascii: " ") || bytes[next] == 9 {
                    return index > range.lowerBound ? index : nil
                }
            }
            index += 1
        }
        return nil
    }

    /// Where a YAML comment (` # …`) after an unquoted value starts, else the range's end: the
    /// comment is not the value, and an edit of the value keeps it.
    private static func commentStart(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Int {
        guard let first = range.first, bytes[first] != UInt8(ascii: "\""), bytes[first] != UInt8(ascii: "'") else {
            return range.upperBound
        }
        for index in range.dropFirst() where bytes[index] == UInt8(ascii: "#") {
            if bytes[index - 1] == UInt8(ascii: " ") || bytes[index - 1] == 9 { return index }
        }
        return range.upperBound
    }

    /// `range` without the spaces and tabs at either end (YAML's blanks; no `Character` is made).
    private static func trimmed(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Range<Int> {
        var lower = range.lowerBound
        var upper = range.upperBound
        while lower < upper, bytes[lower] == UInt8(ascii: " ") || bytes[lower] == 9 { lower += 1 }
        while upper > lower, bytes[upper - 1] == UInt8(ascii: " ") || bytes[upper - 1] == 9 { upper -= 1 }
        return lower..<upper
    }

    private static func text(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }

    /// Whether the line is `fence` followed by nothing but spaces and tabs.
    private static func isFence(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, _ fence: StaticString)
        -> Bool
    {
        var end = range.upperBound
        while end > range.lowerBound, bytes[end - 1] == UInt8(ascii: " ") || bytes[end - 1] == 9 { end -= 1 }
        guard end - range.lowerBound == fence.utf8CodeUnitCount else { return false }
        let fenceBytes = UnsafeBufferPointer(start: fence.utf8Start, count: fence.utf8CodeUnitCount)
        return zip(bytes[range.lowerBound..<end], fenceBytes).allSatisfy { $0 == $1 }
    }
}

extension FrontMatterFields {
    /// The edit that sets `key` to `value` in `bytes`' front matter, changing nothing else: the
    /// key's value where it is set (its continuation lines too, when it had a block list), a new
    /// `key: value` line before the closing fence when it is not, or a new front matter at the
    /// top (after a byte-order mark) when the entry has none. New lines end as the file's lines do.
    public static func setting(_ key: String, to value: String, in bytes: [UInt8]) -> ByteSplice {
        let lineEnding = LineEnding.dominant(in: bytes).bytes
        return bytes.withUnsafeBufferPointer { buffer in
            guard let (fields, closing, _) = read(buffer) else {
                let bom = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
                let block =
                    Array("---".utf8) + lineEnding + Array("\(key): \(value)".utf8) + lineEnding
                    + Array("---".utf8) + lineEnding
                return ByteSplice(range: bom..<bom, bytes: block)
            }
            guard let field = field(key, in: fields) else {
                // Before the closing fence, after the last line's break (which a file of CR or
                // CRLF lines has too).
                return ByteSplice(
                    range: closing.start..<closing.start, bytes: Array("\(key): \(value)".utf8) + lineEnding)
            }
            let start = field.valueRange.lowerBound
            let space: [UInt8] = start > 0 && buffer[start - 1] == UInt8(ascii: ":") ? [UInt8(ascii: " ")] : []
            guard field.lines.count > 1 else {
                return ByteSplice(range: field.valueRange, bytes: space + Array(value.utf8))
            }
            // A value continued below the key (a block list) becomes the one value on its line.
            var ranges = LineRanges(buffer)
            var number = 0
            var end = field.valueRange.upperBound
            while let line = ranges.nextLine() {
                number += 1
                if number == field.lines.upperBound {
                    end = line.contentEnd
                    break
                }
            }
            return ByteSplice(range: start..<end, bytes: space + Array(value.utf8))
        }
    }
}
