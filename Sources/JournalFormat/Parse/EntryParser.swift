/// Reads an entry's structure out of its text. It never fails: what it cannot make sense of
/// becomes a diagnostic.
struct EntryParser {
    let source: SourceText
    let titles: SectionTitles
    private(set) var frontMatter: FrontMatter?
    private(set) var title: String?
    private(set) var sections: [Section] = []
    private(set) var poem: Poem?
    private(set) var actionSteps: [ActionStep] = []
    private(set) var thoughts: [ThoughtRecord] = []
    private(set) var wordCount = 0
    /// Front matter tags, inline `#tags` and the thought records' tags (see ``EntryTags``).
    private(set) var tags: [String] = []
    /// The lines of code and HTML blocks, which hold no inline tag (see ``Entry/tagPlaces()``).
    private(set) var literalLines = LineSet()
    private(set) var diagnostics: [Diagnostic] = []
    /// The first line of every top-level block, in order: where a parse of the text from
    /// there on starts as fresh as one from the top (see ``Entry/lastBlockStart(atOrBefore:)``).
    private(set) var blockStartLines: [Int32] = []
    /// Section headings that a fence never closed turns into code (see ``HiddenSection``).
    private(set) var hiddenSections: [HiddenSection] = []

    /// Lines of top-level code and HTML blocks, where no label or letters line is read.
    private var opaqueLines = LineSet()
    /// Lines of top-level headings.
    private var headingLines = LineSet()
    /// Lines of top-level headings of level 1 and 2, the title's and the sections': the
    /// template's, not the user's words (a heading of level 3 or more is the user's).
    private var titleLines = LineSet()

    /// What a parse reads: the whole entry, or only what its diagnostics come from (the
    /// sections, the poem's letters line and the thought diary), for `nightly check`.
    enum Extent {
        case entry
        case diagnostics
    }

    init(_ source: SourceText, titles: SectionTitles, reading extent: Extent = .entry) {
        self.source = source
        self.titles = titles
        let frontMatterScan = FrontMatterScanner.scan(source)
        frontMatter = frontMatterScan.frontMatter
        diagnostics += frontMatterScan.diagnostics
        var outline = CmarkBridge.outline(of: blankingFrontMatter())
        readSections(outline)
        readPoem(withText: extent == .entry)
        if extent == .entry { readActionSteps(outline) }
        readThoughts()
        guard extent == .entry else { return }
        let literal = literalLines(in: outline)
        // An entry of a million paragraphs has as many blocks: they go before the words and
        // tags are read, which need only the literal lines.
        outline = BlockOutline()
        countWords()
        readTags(literal: literal)
    }

    /// The text cmark sees: front matter replaced by as many line breaks, so that line numbers
    /// still match and cmark does not read `---` as a rule and the YAML as a setext heading.
    private func blankingFrontMatter() -> [UInt8] {
        guard let frontMatter else { return source.bytes }
        let end = source.fullRange(ofLine: frontMatter.lines.upperBound).upperBound
        return [UInt8](repeating: UInt8(ascii: "\n"), count: frontMatter.lines.count) + source.bytes[end...]
    }

    // MARK: Sections

    /// cmark's end lines can run one line long (a setext heading whose underline ends in a lone
    /// CR ends on the next block's line), so block `index` is clipped to end before the next
    /// begins, an ATX heading is one line, and a setext heading ends at its underline. One block
    /// at a time: an entry of a million paragraphs needs no second array of them.
    private func clipped(_ blocks: [BlockOutline.Block], at index: Int) -> BlockOutline.Block {
        var block = blocks[index]
        let start = block.lines.lowerBound
        var end = block.lines.upperBound
        if index + 1 < blocks.count { end = min(end, blocks[index + 1].lines.lowerBound - 1) }
        end = min(max(end, start), source.lineCount)
        if case .heading = block.kind {
            if source.content(ofLine: start).drop(while: { $0 == " " || $0 == "\u{FEFF}" }).first == "#" {
                end = start
            } else {
                while end > start, source.isBlank(line: end) { end -= 1 }
            }
        }
        block.lines = start...max(start, end)
        return block
    }

    private mutating func readSections(_ outline: BlockOutline) {
        var openSection: (title: String, heading: ClosedRange<Int>)?
        blockStartLines = outline.blocks.map { Int32(clamping: $0.lines.lowerBound) }
        let blocks = outline.blocks
        for index in blocks.indices {
            if case .other = blocks[index].kind { continue }
            let block = clipped(blocks, at: index)
            switch block.kind {
            case .codeBlock, .htmlBlock:
                // cmark ends a comment's HTML block on the line before the one holding its `-->`:
                // as for tags, a literal block runs up to the next block (the lines between are
                // that one and blank ones, where no label is read anyway).
                let next = index + 1 < blocks.count ? blocks[index + 1].lines.lowerBound : source.lineCount + 1
                let literal = block.lines.lowerBound...max(block.lines.upperBound, next - 1)
                opaqueLines.insert(lines: literal)
                if case .codeBlock = block.kind {
                    let hidden = sectionsHidden(inCodeBlock: literal)
                    hiddenSections += hidden
                    if let warning = Self.diagnostic(hiding: hidden) { diagnostics.append(warning) }
                }
            case .heading(let level):
                headingLines.insert(lines: block.lines)
                guard level <= 2 else { continue }
                titleLines.insert(lines: block.lines)
                if let open = openSection {
                    closeSection(open, lastLine: block.lines.lowerBound - 1)
                    openSection = nil
                }
                if level == 2 {
                    openSection = (headingTitle(block.lines), block.lines)
                } else if title == nil, sections.isEmpty {
                    title = headingTitle(block.lines)
                }
            case .other:
                continue
            }
        }
        if let open = openSection { closeSection(open, lastLine: source.lineCount) }

        var seen = Set<SectionKind>()
        for section in sections where section.kind != .other {
            if !seen.insert(section.kind).inserted {
                diagnostics.append(
                    Diagnostic(
                        line: section.headingLines.lowerBound, severity: .warning,
                        message: "a second \(section.title) section; nightly reads and edits only the first"))
            }
        }
    }

    private mutating func closeSection(_ open: (title: String, heading: ClosedRange<Int>), lastLine: Int) {
        let lines = open.heading.lowerBound...max(open.heading.upperBound, lastLine)
        sections.append(
            Section(
                kind: titles.kind(ofTitle: open.title), title: open.title, lines: lines,
                headingLines: open.heading, range: source.sourceRange(lines: lines)))
    }

    /// A heading's text: ATX markers and closing sequence removed, setext lines joined.
    private func headingTitle(_ lines: ClosedRange<Int>) -> String {
        if lines.count > 1 {
            return lines.dropLast().map { String(decoding: trimmed(source.contentRange(ofLine: $0)), as: UTF8.self) }
                .joined(separator: " ")
        }
        var text = trimmed(source.contentRange(ofLine: lines.lowerBound))
        text = text.drop { $0 == UInt8(ascii: "#") }
        text = text.drop { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
        // A closing sequence of #s counts only after a space or tab, or when it is all there is.
        var end = text.endIndex
        while end > text.startIndex, text[end - 1] == UInt8(ascii: "#") { end -= 1 }
        if end == text.startIndex || text[end - 1] == UInt8(ascii: " ") || text[end - 1] == UInt8(ascii: "\t") {
            text = text[..<end]
            while let last = text.last, last == UInt8(ascii: " ") || last == UInt8(ascii: "\t") { text.removeLast() }
        }
        return String(decoding: text, as: UTF8.self)
    }

    /// The bytes of `range` without leading spaces, tabs or a byte-order mark, and trailing spaces and tabs.
    private func trimmed(_ range: Range<Int>) -> ArraySlice<UInt8> {
        var slice = source.bytes[range]
        if slice.starts(with: [0xEF, 0xBB, 0xBF]) { slice = slice.dropFirst(3) }
        while let first = slice.first, first == UInt8(ascii: " ") || first == UInt8(ascii: "\t") { slice.removeFirst() }
        while let last = slice.last, last == UInt8(ascii: " ") || last == UInt8(ascii: "\t") { slice.removeLast() }
        return slice
    }

    // MARK: Poem

    /// The poem, or with `withText` false only its letters line (and the diagnostic about it).
    private mutating func readPoem(withText: Bool) {
        guard let section = sections.first(where: { $0.kind == .poem }) else { return }
        var letters: [Character] = []
        var lettersLine: Int?
        var textLines: [String] = []
        for line in section.bodyLines.map(Array.init) ?? [] {
            if lettersLine != nil, !withText { break }
            let content = source.content(ofLine: line)
            if lettersLine == nil, !opaqueLines.contains(line),
                let value = LabelLine.value(of: content, label: "letters")
            {
                lettersLine = line
                letters = PoemLetters.read(value)
            } else {
                textLines.append(content)
            }
        }
        if let lettersLine, letters.count != 3 {
            diagnostics.append(
                Diagnostic(
                    line: lettersLine, severity: .warning,
                    message: "expected three letters after 'Letters:', found \(letters.count)"))
        }
        guard withText else { return }
        poem = Poem(letters: letters, text: Self.poemText(textLines), lettersLine: lettersLine)
    }

    /// The poem's text from its section's lines other than the letters line: prompts removed,
    /// each line trimmed, blank lines at either end dropped (``PlainReport`` reads it so too).
    static func poemText(_ lines: [String]) -> String {
        // With no prompt, removing them leaves the lines as they are (none holds a line break).
        let trimmed =
            lines.contains { $0.utf8.contains(UInt8(ascii: "<")) }
            ? HTMLComment.removing(from: lines.joined(separator: "\n"))
                .split(separator: "\n", omittingEmptySubsequences: false)
                .map(trimmedPoemLine)
            : lines.map { trimmedPoemLine($0[...]) }
        guard let first = trimmed.firstIndex(where: { !$0.isEmpty }),
            let last = trimmed.lastIndex(where: { !$0.isEmpty })
        else { return "" }
        return trimmed[first...last].joined(separator: "\n")
    }

    /// `line.trimming(" \t\r")`, with no `Character` read when neither end is a space, tab or
    /// carriage return: a character that is one of those is that one byte, so a line that
    /// neither starts nor ends with one keeps its ends (most lines, and the common case of
    /// `export json`'s thousands of poems).
    private static func trimmedPoemLine(_ line: Substring) -> String {
        func isTrimmed(_ byte: UInt8) -> Bool {
            byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r")
        }
        if let first = line.utf8.first, let last = line.utf8.last, !isTrimmed(first), !isTrimmed(last) {
            return String(line)
        }
        return line.trimming(" \t\r")
    }

    // MARK: Action steps

    private mutating func readActionSteps(_ outline: BlockOutline) {
        let stepSections = sections.filter { $0.kind == .actionStep }.prefix(1)
        for item in outline.taskItems where stepSections.contains(where: { $0.lines.contains(item.line) }) {
            // The state is the byte `step` edits, not cmark's flag: cmark-gfm 0.29 reads an
            // item as checked when `[x]` appears anywhere in its first line.
            guard
                let step = ActionStep(
                    bytes: source.bytes, line: source.contentRange(ofLine: item.line), number: item.line)
            else { continue }
            actionSteps.append(step)
        }
    }

    // MARK: Thought diary

    private mutating func readThoughts() {
        guard let section = sections.first(where: { $0.kind == .thoughtDiary }), let body = section.bodyLines else {
            return
        }
        var reader = ThoughtRecordReader()
        source.bytes.withUnsafeBufferPointer { bytes in
            for line in body where !opaqueLines.contains(line) {
                if headingLines.contains(line) {
                    reader.endRecord()
                } else {
                    reader.read(UnsafeBufferPointer(rebasing: bytes[source.contentRange(ofLine: line)]), line: line)
                }
            }
        }
        reader.endRecord()
        thoughts = reader.records
        diagnostics += reader.diagnostics
    }

    // MARK: Words

    /// The words of every line but the title's, the section headings' and the letters line,
    /// comments removed. The lines are counted a megabyte at a time, cut at a line end outside
    /// any comment: the counter reads line by line, so the sum is the count of the whole, and a
    /// 100 MB entry needs no copy of itself.
    private mutating func countWords() {
        var kept: [UInt8] = []
        var words = 0
        // When a comment is open at a cut, the next try waits until the text has doubled.
        var nextCut = 1 << 20
        let first = (frontMatter?.lines.upperBound ?? 0) + 1
        for line in first..<(source.lineCount + 1) where !titleLines.contains(line) && line != poem?.lettersLine {
            kept += source.bytes[source.contentRange(ofLine: line)]
            kept.append(UInt8(ascii: "\n"))
            guard kept.count >= nextCut else { continue }
            if HTMLComment.isOpen(atEndOf: kept) {
                nextCut = kept.count * 2
            } else {
                words += WordCounter.count(in: HTMLComment.removing(from: kept))
                kept.removeAll(keepingCapacity: true)
                nextCut = 1 << 20
            }
        }
        wordCount = words + WordCounter.count(in: HTMLComment.removing(from: kept))
    }
}

extension EntryParser {
    // MARK: Tags

    /// The lines of code and HTML blocks, where no tag is read. cmark can end an HTML block a
    /// line early (on the line before the one holding its `-->`), so a top-level literal block
    /// is taken to run up to the next block.
    private func literalLines(in outline: BlockOutline) -> LineSet {
        var literal = LineSet()
        for block in outline.literalBlocks { literal.insert(lines: block) }
        for (index, block) in outline.blocks.enumerated() {
            guard block.kind == .codeBlock || block.kind == .htmlBlock else { continue }
            let next =
                index + 1 < outline.blocks.count ? outline.blocks[index + 1].lines.lowerBound : source.lineCount + 1
            literal.insert(lines: block.lines.lowerBound...max(block.lines.upperBound, next - 1))
        }
        return literal
    }

    private mutating func readTags(literal: LineSet) {
        literalLines = literal
        let first = (frontMatter?.lines.upperBound ?? 0) + 1
        tags = EntryTags.read(
            source.bytes,
            prose: {
                var prose: [Range<Int>] = []
                prose.reserveCapacity(max(0, source.lineCount + 1 - first))
                for line in first..<(source.lineCount + 1) where !literal.contains(line) {
                    prose.append(source.contentRange(ofLine: line))
                }
                return prose
            }, frontMatter: frontMatter, thoughts: thoughts)
    }
}

/// A set of 1-based line numbers.
struct LineSet: Equatable, Sendable {
    private var lines = Set<Int>()

    mutating func insert(lines range: ClosedRange<Int>) {
        for line in range { lines.insert(line) }
    }

    func contains(_ line: Int) -> Bool { lines.contains(line) }
}
