/// The quick reader behind ``EntrySummary/read(_:date:path:)``: one pass over the lines with
/// no Markdown parser, for entries made only of ATX headings, paragraphs, bullet lists, task
/// items and `<!-- -->` prompts at the left margin.
///
/// It returns `nil` (read the entry in full) on anything whose block structure needs
/// CommonMark's rules to decide: fenced or indented code, block quotes, setext headings and
/// thematic breaks, other raw HTML, tabs in indentation, ordered task items, a byte-order mark.
enum SummaryScanner {
    private enum Line {
        case text
        case blank
        case opaque
        case heading(level: Int)
        case task(done: Bool)
    }

    static func scan(_ bytes: [UInt8], date: EntryDate?, titles: SectionTitles = .builtIn) -> EntrySummary? {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { return nil }
        let source = SourceText(bytes)
        let frontMatter = FrontMatterScanner.scan(source).frontMatter
        let first = (frontMatter?.lines.upperBound ?? 0) + 1
        guard first <= source.lineCount else {
            return EntrySummary(date: date, wordCount: 0, actionStepsDone: 0, actionStepsTotal: 0, thoughts: [])
        }
        var kinds: [Line] = []
        kinds.reserveCapacity(source.lineCount - first + 1)
        var inComment = false
        for line in first...source.lineCount {
            let range = source.contentRange(ofLine: line)
            if inComment {
                if contains(bytes, range, "-->") { inComment = false }
                kinds.append(.opaque)
                continue
            }
            guard let kind = classify(bytes, range, inComment: &inComment) else { return nil }
            kinds.append(kind)
        }

        // Sections: level-2 headings open one, level 1 and 2 close the one before.
        var poem: ClosedRange<Int>?
        var steps: ClosedRange<Int>?
        var thoughts: ClosedRange<Int>?
        var open: (kind: SectionKind, line: Int)?
        func close(before line: Int) {
            guard let section = open else { return }
            let body = section.line...(line - 1)
            switch section.kind {
            case .poem where poem == nil: poem = body
            case .actionStep where steps == nil: steps = body
            case .thoughtDiary where thoughts == nil: thoughts = body
            default: break
            }
            open = nil
        }
        for (offset, kind) in kinds.enumerated() {
            guard case .heading(let level) = kind, level <= 2 else { continue }
            let line = first + offset
            close(before: line)
            if level == 2 {
                open = (titles.kind(ofTitle: headingTitle(bytes, source.contentRange(ofLine: line))), line)
            }
        }
        close(before: source.lineCount + 1)
        func kind(_ line: Int) -> Line { kinds[line - first] }

        var lettersLine: Int?
        if let poem {
            for line in poem.dropFirst() {
                if case .opaque = kind(line) { continue }
                if LabelLine.value(of: source.content(ofLine: line), label: "letters") != nil {
                    lettersLine = line
                    break
                }
            }
        }

        var done = 0
        var total = 0
        for line in steps.map(Array.init) ?? [] {
            if case .task(let isDone) = kind(line) {
                total += 1
                if isDone { done += 1 }
            }
        }

        var reader = ThoughtRecordReader()
        for line in thoughts.map({ Array($0.dropFirst()) }) ?? [] {
            switch kind(line) {
            case .opaque: continue
            case .heading: reader.endRecord()
            default: reader.read(source.content(ofLine: line), line: line)
            }
        }
        reader.endRecord()

        var kept: [UInt8] = []
        kept.reserveCapacity(bytes.count)
        var firstKept = true
        for line in first...source.lineCount where line != lettersLine {
            if case .heading = kind(line) { continue }
            if !firstKept { kept.append(UInt8(ascii: "\n")) }
            firstKept = false
            kept += bytes[source.contentRange(ofLine: line)]
        }
        let words = WordCounter.count(in: HTMLComment.removing(from: kept))
        let tags = EntryTags.read(
            bytes,
            prose: {
                (first...source.lineCount).filter {
                    if case .opaque = kind($0) { return false }
                    return true
                }.map { source.contentRange(ofLine: $0) }
            }, frontMatter: frontMatter, thoughts: reader.records)
        return EntrySummary(
            date: date, wordCount: words, actionStepsDone: done, actionStepsTotal: total, thoughts: reader.records,
            tags: tags)
    }

    /// What a line outside a prompt is, or `nil` when only a full parse can tell.
    private static func classify(_ bytes: [UInt8], _ range: Range<Int>, inComment: inout Bool) -> Line? {
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
            if !contains(bytes, rest, "-->") { inComment = true }
            return .opaque
        case UInt8(ascii: "`"), UInt8(ascii: "~"):
            if run(of: byte, in: bytes, from: index, to: range.upperBound) >= 3 { return nil }
        case UInt8(ascii: "#"):
            let level = run(of: byte, in: bytes, from: index, to: range.upperBound)
            let after = index + level
            if level <= 6, after == range.upperBound || bytes[after] == space || bytes[after] == tab {
                return indent == 0 ? .heading(level: level) : nil
            }
        default:
            break
        }
        // Setext underlines and thematic breaks.
        if bytes[index..<range.upperBound].allSatisfy({ breakBytes.contains($0) }) { return nil }
        return listItem(bytes, from: index, to: range.upperBound)
    }

    /// A line starting at `index` with a list marker: a task item, or `nil` for what needs a
    /// parser (an ordered task item, nesting on one line, content indented as code).
    private static func listItem(_ bytes: [UInt8], from start: Int, to end: Int) -> Line? {
        var index = start
        if bulletBytes.contains(bytes[index]) {
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
        if bulletBytes.contains(bytes[index]), index + 1 >= end || bytes[index + 1] == space || bytes[index + 1] == tab
        {
            return nil
        }
        guard index + 3 < end, bytes[index] == UInt8(ascii: "["), bytes[index + 2] == UInt8(ascii: "]"),
            bytes[index + 3] == space || bytes[index + 3] == tab
        else { return .text }
        let state = bytes[index + 1]
        guard state == space || state == UInt8(ascii: "x") || state == UInt8(ascii: "X") else { return .text }
        if !bulletBytes.contains(bytes[start]) { return nil }
        return .task(done: state != space)
    }

    /// A heading's title: ATX markers and a closing sequence removed, as ``EntryParser`` does.
    private static func headingTitle(_ bytes: [UInt8], _ range: Range<Int>) -> String {
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
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    private static let space = UInt8(ascii: " ")
    private static let tab = UInt8(ascii: "\t")
    private static let bulletBytes: Set<UInt8> = [UInt8(ascii: "-"), UInt8(ascii: "*"), UInt8(ascii: "+")]
    private static let breakBytes: Set<UInt8> = [
        UInt8(ascii: "-"), UInt8(ascii: "="), UInt8(ascii: "*"), UInt8(ascii: "_"), UInt8(ascii: " "),
        UInt8(ascii: "\t"),
    ]

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    private static func run(of byte: UInt8, in bytes: [UInt8], from start: Int, to end: Int) -> Int {
        var index = start
        while index < end, bytes[index] == byte { index += 1 }
        return index - start
    }

    private static func starts(_ bytes: [UInt8], _ range: Range<Int>, _ prefix: StaticString) -> Bool {
        let count = prefix.utf8CodeUnitCount
        guard range.count >= count else { return false }
        return prefix.withUTF8Buffer { needle in
            (0..<count).allSatisfy { bytes[range.lowerBound + $0] == needle[$0] }
        }
    }

    static func contains(_ bytes: [UInt8], _ range: Range<Int>, _ needle: StaticString) -> Bool {
        firstOffset(of: needle, in: bytes, range) != nil
    }

    /// The offset where `needle` first starts in `bytes[range]`.
    static func firstOffset(of needle: StaticString, in bytes: [UInt8], _ range: Range<Int>) -> Int? {
        needle.withUTF8Buffer { bytes.offset(of: $0, in: range) }
    }
}
