/// A line of a plain entry, as the quick readers (``SummaryScanner``, ``DiagnosticScanner``) see
/// it without a Markdown parser. Plain means made only of ATX headings, paragraphs, bullet
/// lists, task items and `<!-- -->` prompts at the left margin: ``classify(_:_:inPrompt:)``
/// answers `nil` for anything whose block structure needs CommonMark's rules (fenced or
/// indented code, block quotes, setext headings and thematic breaks, other raw HTML, tabs in
/// indentation, content indented as code after a list marker, a list opening inside a list
/// item on one line).
enum PlainLine: Equatable {
    case text
    case blank
    /// A line of a `<!-- -->` prompt at the left margin.
    case opaque
    /// An ATX heading at the left margin.
    case heading(level: Int)
    /// `- [ ] …` or `- [x] …` with `-`, `*` or `+`.
    case task(done: Bool)
    /// `1. [ ] …`: a task to cmark-gfm, which nightly's own readers leave to it.
    case orderedTask

    var isOpaque: Bool { self == .opaque }

    var isHeading: Bool {
        if case .heading = self { return true }
        return false
    }

    /// What the line at `range` is; `inPrompt` carries a prompt that has not closed from one
    /// line to the next. `nil` when only a full parse can tell.
    static func classify(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, inPrompt: inout Bool) -> PlainLine? {
        if inPrompt {
            if bytes.offset(of: "-->", in: range) != nil { inPrompt = false }
            return .opaque
        }
        var index = range.lowerBound
        while index < range.upperBound, bytes[index] == space { index += 1 }
        guard index < range.upperBound else { return .blank }
        let indent = index - range.lowerBound
        let byte = bytes[index]
        if byte == tab || indent >= 4 || byte == UInt8(ascii: ">") { return nil }
        switch byte {
        case UInt8(ascii: "<"):
            let rest = index..<range.upperBound
            guard indent == 0, starts(bytes, rest, "<!--"), !starts(bytes, rest, "<!-->"),
                !starts(bytes, rest, "<!--->")
            else { return nil }
            if bytes.offset(of: "-->", in: rest) == nil { inPrompt = true }
            return .opaque
        case UInt8(ascii: "`"), UInt8(ascii: "~"):
            if run(of: byte, in: bytes, from: index, to: range.upperBound) >= 3 { return nil }
        case UInt8(ascii: "#"):
            if let level = ATXHeading.level(of: bytes[index..<range.upperBound]) {
                return indent == 0 ? .heading(level: level) : nil
            }
        default:
            break
        }
        // Setext underlines and thematic breaks.
        if bytes[index..<range.upperBound].allSatisfy(isBreakByte) { return nil }
        return listItem(bytes, from: index, to: range.upperBound)
    }

    /// A heading's title: ATX markers and a closing sequence removed, as ``EntryParser`` does.
    static func headingTitle(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[headingTitleRange(bytes, range)]), as: UTF8.self)
    }

    /// Where ``headingTitle(_:_:)``'s text is in `bytes`.
    static func headingTitleRange(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Range<Int> {
        let hash = UInt8(ascii: "#")
        func isBlank(_ byte: UInt8) -> Bool { byte == space || byte == tab }
        var start = range.lowerBound
        while start < range.upperBound, bytes[start] == hash { start += 1 }
        while start < range.upperBound, isBlank(bytes[start]) { start += 1 }
        var end = range.upperBound
        while end > start, isBlank(bytes[end - 1]) { end -= 1 }
        // A closing sequence of #s counts only after a space, or when it is all there is.
        var withoutHashes = end
        while withoutHashes > start, bytes[withoutHashes - 1] == hash { withoutHashes -= 1 }
        if withoutHashes == start || isBlank(bytes[withoutHashes - 1]) {
            end = withoutHashes
            while end > start, isBlank(bytes[end - 1]) { end -= 1 }
        }
        return start..<end
    }

    /// A line starting at `start` with a list marker: a task item, or `nil` for what needs a
    /// parser (content indented as code, a block quote or a second list on the same line, a tab).
    private static func listItem(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> PlainLine? {
        var index = start
        if isBullet(bytes[index]) {
            index += 1
        } else {
            while index < end, isDigit(bytes[index]) { index += 1 }
            guard index > start, index < end, bytes[index] == UInt8(ascii: ".") || bytes[index] == UInt8(ascii: ")")
            else { return .text }
            index += 1
        }
        guard index < end else { return .text }
        guard bytes[index] == space else { return bytes[index] == tab ? nil : .text }
        let spaces = run(of: space, in: bytes, from: index, to: end)
        index += spaces
        guard index < end else { return .text }
        if spaces > 4 || bytes[index] == tab || bytes[index] == UInt8(ascii: ">") { return nil }
        if isBullet(bytes[index]), index + 1 >= end || bytes[index + 1] == space || bytes[index + 1] == tab {
            return nil
        }
        guard index + 3 < end, bytes[index] == UInt8(ascii: "["), bytes[index + 2] == UInt8(ascii: "]") else {
            return .text
        }
        // cmark-gfm takes a vertical tab or a form feed after the box for a space too.
        if bytes[index + 3] == 0x0B || bytes[index + 3] == 0x0C { return nil }
        guard bytes[index + 3] == space || bytes[index + 3] == tab else { return .text }
        let state = bytes[index + 1]
        guard state == space || state == UInt8(ascii: "x") || state == UInt8(ascii: "X") else { return .text }
        return isBullet(bytes[start]) ? .task(done: state != space) : .orderedTask
    }

    private static func isBullet(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "-") || byte == UInt8(ascii: "*") || byte == UInt8(ascii: "+")
    }

    /// The bytes of setext underlines and thematic breaks.
    private static func isBreakByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "-"), UInt8(ascii: "*"), UInt8(ascii: "="), UInt8(ascii: "_"), space, tab: return true
        default: return false
        }
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    private static func run(of byte: UInt8, in bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Int {
        var index = start
        while index < end, bytes[index] == byte { index += 1 }
        return index - start
    }

    private static func starts(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, _ prefix: StaticString) -> Bool
    {
        let count = prefix.utf8CodeUnitCount
        guard range.count >= count else { return false }
        return prefix.withUTF8Buffer { needle in
            (0..<count).allSatisfy { bytes[range.lowerBound + $0] == needle[$0] }
        }
    }
}

private let space = UInt8(ascii: " ")
private let tab = UInt8(ascii: "\t")
