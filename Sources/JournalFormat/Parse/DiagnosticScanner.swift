#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The quick reader behind ``Entry/diagnostics(of:path:titles:)``: the diagnostics of a plain
/// entry found in one pass over its lines, with no Markdown parser and no model.
///
/// Every diagnostic comes from the front matter, the level-2 sections, the poem's letters line
/// or the thought diary, and in a plain entry (ATX headings, paragraphs, lists and `<!-- -->`
/// prompts at the left margin) all of those can be read line by line. Anything whose block
/// structure needs CommonMark's rules returns `nil`, and the caller parses in full: fenced or
/// indented code, block quotes, setext headings and thematic breaks, other raw HTML, tabs in
/// indentation, a byte-order mark, and front matter that is never closed.
enum DiagnosticScanner {
    private enum Line: Equatable {
        /// Anything but the kinds below: what the thought diary reads.
        case text
        /// A line of a top-level `<!-- -->` block, which no label is read from.
        case opaque
        /// A top-level ATX heading.
        case heading(level: Int)
    }

    /// The diagnostics ``EntryParser`` finds in `bytes` (valid UTF-8), in the same order, or
    /// `nil` when only the full parse can tell.
    static func scan(_ bytes: [UInt8], titles: SectionTitles) -> [Diagnostic]? {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { return nil }
        var first = 1
        // Only a first line of `---` can open front matter: no line table for the others.
        if bytes.starts(with: [UInt8(ascii: "-"), UInt8(ascii: "-"), UInt8(ascii: "-")]) {
            let frontMatter = FrontMatterScanner.scan(SourceText(bytes))
            // An unclosed fence is read as Markdown: a thematic break or a setext underline.
            guard frontMatter.diagnostics.isEmpty else { return nil }
            first = (frontMatter.frontMatter?.lines.upperBound ?? 0) + 1
        }
        guard let lines = bytes.withUnsafeBufferPointer({ classifiedLines($0, from: first) }) else { return nil }
        // Line `first + offset` is `lines[offset]`.
        func kind(_ line: Int) -> Line { lines[line - first].kind }
        func range(_ line: Int) -> Range<Int> { lines[line - first].range }
        let last = first + lines.count - 1

        var diagnostics: [Diagnostic] = []
        var seen: [SectionKind] = []
        // The body of the first poem and thought diary section, `nil` inside when it is empty.
        var poem: ClosedRange<Int>??
        var thoughts: ClosedRange<Int>??
        var open: (kind: SectionKind, line: Int)?
        // Level-2 headings open a section, levels 1 and 2 close the one before.
        func close(before line: Int) {
            guard let section = open else { return }
            open = nil
            let body = section.line < line - 1 ? (section.line + 1)...(line - 1) : nil
            if section.kind == .poem, poem == nil { poem = .some(body) }
            if section.kind == .thoughtDiary, thoughts == nil { thoughts = .some(body) }
        }
        for line in stride(from: first, through: last, by: 1) {
            guard case .heading(let level) = kind(line), level <= 2 else { continue }
            close(before: line)
            guard level == 2 else { continue }
            let title = headingTitle(bytes, range(line))
            let sectionKind = titles.kind(ofTitle: title)
            open = (sectionKind, line)
            guard sectionKind != .other else { continue }
            if seen.contains(sectionKind) {
                diagnostics.append(
                    Diagnostic(
                        line: line, severity: .warning,
                        message: "a second \(title) section; nightly reads and edits only the first"))
            } else {
                seen.append(sectionKind)
            }
        }
        close(before: last + 1)

        for line in (poem ?? nil).map(Array.init) ?? [] where kind(line) != .opaque {
            let content = String(decoding: bytes[range(line)], as: UTF8.self)
            guard let value = LabelLine.value(of: content, label: "letters") else { continue }
            let count = letterCount(value)
            if count != 3 {
                diagnostics.append(
                    Diagnostic(
                        line: line, severity: .warning,
                        message: "expected three letters after 'Letters:', found \(count)"))
            }
            break
        }

        if let thoughts = thoughts ?? nil {
            var reader = ThoughtRecordReader()
            bytes.withUnsafeBufferPointer { buffer in
                for line in thoughts {
                    switch kind(line) {
                    case .opaque: continue
                    case .heading: reader.endRecord()
                    case .text: reader.read(UnsafeBufferPointer(rebasing: buffer[range(line)]), line: line)
                    }
                }
            }
            reader.endRecord()
            diagnostics += reader.diagnostics
        }
        return diagnostics
    }

    /// The content range and kind of every line from line `first` on (lines end at `\n`,
    /// `\r\n` or a lone `\r`, as in ``SourceText``), or `nil` when a line needs the full parse.
    private static func classifiedLines(
        _ bytes: UnsafeBufferPointer<UInt8>, from first: Int
    ) -> [(range: Range<Int>, kind: Line)]? {
        guard let base = bytes.baseAddress else { return [] }
        var lines: [(range: Range<Int>, kind: Line)] = []
        lines.reserveCapacity(bytes.count / 32 + 8)
        // Most entries have no carriage return: then `memchr` finds each line's end.
        let onlyLineFeeds = memchr(base, Int32(carriageReturn), bytes.count) == nil
        var number = 0
        var start = 0
        var inComment = false
        while start < bytes.count {
            var end = start
            if onlyLineFeeds {
                let found = memchr(base + start, Int32(lineFeed), bytes.count - start)
                end = found.map { base.distance(to: $0.assumingMemoryBound(to: UInt8.self)) } ?? bytes.count
            } else {
                while end < bytes.count, bytes[end] != lineFeed, bytes[end] != carriageReturn { end += 1 }
            }
            number += 1
            if number >= first {
                let range = start..<end
                if inComment {
                    if contains(bytes, range, "-->") { inComment = false }
                    lines.append((range, .opaque))
                } else {
                    guard let kind = classify(bytes, range, inComment: &inComment) else { return nil }
                    lines.append((range, kind))
                }
            }
            start = end + 1
            if end < bytes.count, bytes[end] == carriageReturn, start < bytes.count, bytes[start] == lineFeed {
                start += 1
            }
        }
        return lines
    }

    /// How many letters ``PoemLetters/read(_:)`` finds in `value`. A value of ASCII and the
    /// separators templates write (`K · M · R`, `K — M — R`) is counted scalar by scalar: each
    /// of those scalars is a character of its own, and only ASCII letters are letters. Any
    /// other value is read with `Character`'s rules.
    static func letterCount(_ value: String) -> Int {
        var count = 0
        var run = 0
        for scalar in value.unicodeScalars {
            if scalar.isASCII, (scalar.value | 0x20) >= 0x61, (scalar.value | 0x20) <= 0x7A {
                run += 1
                continue
            }
            guard scalar.isASCII || letterSeparators.contains(scalar.value) else {
                return PoemLetters.read(value).count
            }
            if run == 1 { count += 1 }
            run = 0
        }
        return run == 1 ? count + 1 : count
    }

    /// Middle dot, en and em dash, bullet: not letters, and never part of another character.
    private static let letterSeparators: [UInt32] = [0xB7, 0x2013, 0x2014, 0x2022]

    /// What a line outside a prompt is, or `nil` when only a full parse can tell.
    private static func classify(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, inComment: inout Bool)
        -> Line?
    {
        var index = range.lowerBound
        while index < range.upperBound, bytes[index] == space { index += 1 }
        guard index < range.upperBound else { return .text }
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
        if bytes[index..<range.upperBound].allSatisfy({ isBreakByte($0) }) { return nil }
        return listItem(bytes, from: index, to: range.upperBound)
    }

    /// A line starting at `index`, checked for list markers whose content needs a parser:
    /// content indented as code, a block quote or a second list on the same line, a tab.
    private static func listItem(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Line? {
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
        return .text
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
    private static let lineFeed = UInt8(ascii: "\n")
    private static let carriageReturn = UInt8(ascii: "\r")
    private static let tab = UInt8(ascii: "\t")

    private static func isBullet(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "-") || byte == UInt8(ascii: "*") || byte == UInt8(ascii: "+")
    }

    private static func isBreakByte(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "-") || byte == UInt8(ascii: "*") || byte == UInt8(ascii: "=") || byte == UInt8(ascii: "_")
            || byte == space || byte == tab
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

    /// Whether `bytes[range]` holds `-->`, the end of a prompt.
    private static func contains(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, _ needle: StaticString)
        -> Bool
    {
        let count = needle.utf8CodeUnitCount
        guard range.count >= count else { return false }
        return needle.withUTF8Buffer { needle in
            (range.lowerBound...(range.upperBound - count)).contains { start in
                (0..<count).allSatisfy { bytes[start + $0] == needle[$0] }
            }
        }
    }
}
