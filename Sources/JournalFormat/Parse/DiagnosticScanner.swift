import TextLines

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
            let title = bytes.withUnsafeBufferPointer { PlainLine.headingTitle($0, range(line)) }
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
        var lines: [(range: Range<Int>, kind: Line)] = []
        lines.reserveCapacity(bytes.count / 32 + 8)
        var ranges = LineRanges(bytes)
        var number = 0
        var inPrompt = false
        while let range = ranges.next() {
            number += 1
            guard number >= first else { continue }
            guard let kind = PlainLine.classify(bytes, range, inPrompt: &inPrompt) else { return nil }
            switch kind {
            case .opaque: lines.append((range, .opaque))
            case .heading(let level): lines.append((range, .heading(level: level)))
            case .text, .blank, .task, .orderedTask: lines.append((range, .text))
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
}
