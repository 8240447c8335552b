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
    /// The diagnostics ``EntryParser`` finds in `bytes` (valid UTF-8), in the same order, or
    /// `nil` when only the full parse can tell.
    static func scan(_ bytes: [UInt8], titles: SectionTitles) -> [Diagnostic]? {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { return nil }
        guard let first = firstLineAfterFrontMatter(bytes) else { return nil }
        return bytes.withUnsafeBufferPointer { buffer in
            var sections = PlainSections(buffer, titles: titles)
            sections.skip(lines: first - 1)
            var found = Found()
            while let line = sections.next() { found.read(line, in: buffer) }
            guard sections.isPlain else { return nil }
            return found.diagnostics
        }
    }

    /// The number of the first line after the front matter (1 without one), as
    /// ``FrontMatterScanner`` finds it; `nil` when a fence is never closed: then it is read as
    /// Markdown (a thematic break or a setext underline), which only the full parse can tell.
    static func firstLineAfterFrontMatter(_ bytes: [UInt8]) -> Int? {
        readFrontMatter(bytes)?.firstLine
    }

    /// ``firstLineAfterFrontMatter(_:)`` with the scanner's reading of the front matter (`nil`
    /// when the text cannot open one), for a caller that wants its tags too (``PlainReport``,
    /// whose summary would otherwise scan the same lines again).
    static func readFrontMatter(_ bytes: [UInt8]) -> (firstLine: Int, scan: FrontMatterScanner.Result?)? {
        // Only a first line of `---` can open front matter: no line table for the others.
        guard bytes.starts(with: [UInt8(ascii: "-"), UInt8(ascii: "-"), UInt8(ascii: "-")]) else { return (1, nil) }
        let frontMatter = FrontMatterScanner.scan(SourceText(bytes))
        guard frontMatter.diagnostics.isEmpty else { return nil }
        return ((frontMatter.frontMatter?.lines.upperBound ?? 0) + 1, frontMatter)
    }

    /// What the lines read so far have shown: second sections of a kind, the poem's letters
    /// and the thought diary's records, each kept apart to be listed in the full parse's order.
    struct Found {
        /// Whether the thought diary is read here; a caller whose own reader reads the same
        /// lines (``PlainReport``'s summary) gives it to ``diagnostics(withThoughtsOf:)``.
        var readsThoughts = true
        var sections: [Diagnostic] = []
        var letters: Diagnostic?
        var lettersRead = false
        var thoughts = ThoughtRecordReader()

        var diagnostics: [Diagnostic] { diagnostics(withThoughtsOf: thoughts) }

        /// The diagnostics, those of the thought records as `reader` read them.
        func diagnostics(withThoughtsOf reader: ThoughtRecordReader) -> [Diagnostic] {
            let thoughts = reader.diagnosticsAtEnd
            // Most entries have none of their own: no new array.
            guard !sections.isEmpty || letters != nil else { return thoughts }
            return sections + (letters.map { [$0] } ?? []) + thoughts
        }

        mutating func read(_ line: PlainSections.Line, in bytes: UnsafeBufferPointer<UInt8>) {
            if readsThoughts, line.closed?.isFirst(of: .thoughtDiary) == true { thoughts.endRecord() }
            guard let section = line.section else { return }
            if line.isSectionHeading {
                guard section.kind != .other, !section.isFirst else { return }
                let title = PlainLine.headingTitle(bytes, line.range)
                sections.append(
                    Diagnostic(
                        line: line.number, severity: .warning,
                        message: "a second \(title) section; nightly reads and edits only the first"))
                return
            }
            guard section.isFirst else { return }
            switch (section.kind, line.kind) {
            case (_, .opaque):
                return
            case (.poem, _) where !lettersRead:
                let content = UnsafeBufferPointer(rebasing: bytes[line.range])
                guard let value = LabelLine.lettersValue(content) else { return }
                lettersRead = true
                let count = letterCount(UnsafeBufferPointer(rebasing: content[value]))
                guard count != 3 else { return }
                letters = Diagnostic(
                    line: line.number, severity: .warning,
                    message: "expected three letters after 'Letters:', found \(count)")
            case (.thoughtDiary, .heading) where readsThoughts:
                thoughts.endRecord()
            case (.thoughtDiary, _) where readsThoughts:
                thoughts.read(UnsafeBufferPointer(rebasing: bytes[line.range]), line: line.number)
            default:
                return
            }
        }
    }

    /// How many letters ``PoemLetters/read(_:)`` finds in `value`. A value of ASCII and the
    /// separators templates write (`K · M · R`, `K — M — R`) is counted byte by byte
    /// (``PoemLetters/forEachLetter(inTemplateValue:_:)``), with no array of letters; any
    /// other value is read with `Character`'s rules.
    static func letterCount(_ value: String) -> Int {
        var value = value
        return value.withUTF8(letterCount)
    }

    /// ``letterCount(_:)-(String)`` of a value's UTF-8 bytes.
    static func letterCount(_ value: UnsafeBufferPointer<UInt8>) -> Int {
        var count = 0
        guard PoemLetters.forEachLetter(inTemplateValue: value, { _ in count += 1 }) else {
            return PoemLetters.read(utf8: value).count
        }
        return count
    }
}
