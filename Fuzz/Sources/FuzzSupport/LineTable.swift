/// The lines of a text as nightly counts them: a line ends at `\n`, `\r\n` or a lone `\r`
/// (CommonMark's three breaks), and lines are numbered from 1.
///
/// The laws need byte ranges for the 1-based lines that JournalFormat's model reports, and
/// JournalFormat keeps its own line table internal, so this is a second, independent one.
public struct LineTable: Sendable {
    /// The text.
    public let bytes: [UInt8]
    /// Where each line starts.
    public private(set) var starts: [Int] = []
    /// Where each line's content ends, before its break.
    public private(set) var contentEnds: [Int] = []

    /// Splits `bytes` into lines.
    public init(_ bytes: [UInt8]) {
        self.bytes = bytes
        var start = 0
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
                starts.append(start)
                contentEnds.append(index)
                if byte == UInt8(ascii: "\r"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "\n") {
                    index += 1
                }
                start = index + 1
            }
            index += 1
        }
        if start < bytes.count {
            starts.append(start)
            contentEnds.append(bytes.count)
        }
    }

    /// How many lines the text has; a final line break does not start another line.
    public var count: Int { starts.count }

    /// Line `line`'s content, without its break.
    public func content(_ line: Int) -> ArraySlice<UInt8> {
        bytes[starts[line - 1]..<contentEnds[line - 1]]
    }

    /// Whether line `line` holds only spaces and tabs, as nightly's blank lines do.
    public func isBlank(_ line: Int) -> Bool {
        content(line).allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
    }

    /// The bytes from the start of `lines` to the end of its last non-blank line's content:
    /// what a block of lines says, whatever blank lines and break follow it.
    /// A byte-order mark belongs to the file, not to its first line: an edit that adds a line
    /// above keeps the mark first.
    public func text(of lines: ClosedRange<Int>) -> ArraySlice<UInt8> {
        var last = lines.upperBound
        while last > lines.lowerBound, isBlank(last) { last -= 1 }
        guard !isBlank(last) else { return [] }
        var start = starts[lines.lowerBound - 1]
        if start == 0, bytes.starts(with: Self.byteOrderMark) { start = min(3, contentEnds[last - 1]) }
        return bytes[start..<contentEnds[last - 1]]
    }

    /// UTF-8's byte-order mark, U+FEFF.
    public static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]
}
