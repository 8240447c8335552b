/// The client's copy of a document, kept apart from the server's code: lines end at `\n`,
/// `\r\n` or a lone `\r`, as LSP counts them, and positions count UTF-8 bytes or UTF-16 units.
struct ClientDocument {
    struct Point: CustomStringConvertible {
        var line: Int
        var character: Int
        var description: String { "\(line):\(character)" }
    }
    typealias Range = (start: Point, end: Point)

    var text: [UInt8]
    let utf8: Bool

    var string: String { String(decoding: text, as: UTF8.self) }

    /// Each line's content as byte offsets (without its line break); at least one line.
    var lines: [Swift.Range<Int>] {
        var lines: [Swift.Range<Int>] = []
        var start = 0
        var index = 0
        while index < text.count {
            let byte = text[index]
            if byte == 10 || byte == 13 {
                lines.append(start..<index)
                index += byte == 13 && index + 1 < text.count && text[index + 1] == 10 ? 2 : 1
                start = index
            } else {
                index += 1
            }
        }
        lines.append(start..<text.count)
        return lines
    }

    /// The character boundaries of a line's content: (position character, byte offset).
    private func boundaries(_ line: Swift.Range<Int>) -> [(character: Int, offset: Int)] {
        var result = [(0, line.lowerBound)]
        var character = 0
        for scalar in String(decoding: text[line], as: UTF8.self).unicodeScalars {
            character += utf8 ? UTF8.width(scalar) : UTF16.width(scalar)
            result.append((character, result.last!.1 + UTF8.width(scalar)))
        }
        return result
    }

    /// A range of valid positions chosen by the script, start before end.
    func validRange(_ script: inout LanguageServerScript) -> Range {
        let lines = lines
        func point() -> (Point, Int) {
            let line = Int(script.byte()) % lines.count
            let bounds = boundaries(lines[line])
            let chosen = bounds[Int(script.byte()) % bounds.count]
            return (Point(line: line, character: chosen.character), chosen.offset)
        }
        let (a, aOffset) = point(), (b, bOffset) = point()
        return aOffset <= bOffset ? (a, b) : (b, a)
    }

    /// Replaces `range` (valid positions) with `replacement`; nil replaces everything.
    mutating func replace(_ range: Range?, with replacement: String) {
        guard let range else {
            text = Array(replacement.utf8)
            return
        }
        let lines = lines
        func offset(_ point: Point) -> Int {
            boundaries(lines[point.line]).first { $0.character == point.character }!.offset
        }
        text.replaceSubrange(offset(range.start)..<offset(range.end), with: Array(replacement.utf8))
    }
}

/// The fuzz input read a piece at a time; past its end every piece is empty or zero.
struct LanguageServerScript {
    private let input: [UInt8]
    private var index = 0

    init(_ input: [UInt8]) { self.input = input }

    var isAtEnd: Bool { index >= input.count }

    mutating func byte() -> UInt8 {
        defer { index += 1 }
        return index < input.count ? input[index] : 0
    }

    /// A length byte, then that many bytes (fewer at the end of the input).
    mutating func bytes() -> [UInt8] {
        let count = Int(byte() % 64)
        let end = min(input.count, index + count)
        defer { index = max(index, end) }
        return index < end ? Array(input[index..<end]) : []
    }

    /// Bytes as text: `\n` and `\r` are frequent in typing, so a few small bytes become them.
    mutating func text() -> String {
        String(decoding: bytes().map { $0 == 1 ? 10 : $0 == 2 ? 13 : $0 }, as: UTF8.self)
    }

    /// A position anywhere: small numbers mostly, or the extremes a hostile client sends.
    mutating func position() -> [String: Any] {
        func number() -> Int {
            let value = byte()
            switch value {
            case 250: return Int.max
            case 251: return -1
            case 252: return Int.min
            case 253: return 1 << 40
            default: return Int(value % 40)
            }
        }
        return ["line": number(), "character": number()]
    }
}
