import TextLines

/// One pass over the lines of a plain entry (see ``PlainLine``) that tells each line's kind and
/// the level-2 section it is in: what the quick readers (``SummaryScanner``,
/// ``DiagnosticScanner``, ``PlainSteps``, ``PlainAppend``) share, so that where a section starts
/// and which one nightly reads are decided in one place, as ``EntryParser`` decides them. A
/// level-2 heading opens a section, a heading of level 1 or 2 closes the one before, and of
/// several sections of a kind nightly reads and edits only the first.
///
/// ```swift
/// var sections = PlainSections(buffer, titles: titles)
/// while let line = sections.next() { … }
/// guard sections.isPlain else { return nil }  // the full parse answers
/// ```
///
/// Nothing is allocated per line: only a level-2 heading's title becomes a `String`, to be
/// looked up in the titles.
struct PlainSections {
    /// A level-2 section.
    struct Section: Equatable {
        let kind: SectionKind
        /// Whether no section of its kind came before: the one nightly reads and edits.
        let isFirst: Bool
        /// The number of its heading's line, from 1.
        let headingLine: Int

        /// Whether this is the first section of `kind`.
        func isFirst(of kind: SectionKind) -> Bool { isFirst && self.kind == kind }
    }

    /// A line and the section it is in.
    struct Line {
        /// The line's content, without its break.
        let range: Range<Int>
        /// Its number, from 1.
        let number: Int
        let kind: PlainLine
        /// The section the line is in, its heading included; `nil` before the first level-2
        /// heading and after a level-1 heading.
        let section: Section?
        /// The section a heading of level 1 or 2 closes.
        let closed: Section?

        /// Whether the line is a heading of level 1 or 2, which belongs to no section's body.
        var isSectionHeading: Bool {
            if case .heading(let level) = kind { return level <= 2 }
            return false
        }

        /// Whether the line is in the first section of `kind`, its heading included.
        func isInFirstSection(of kind: SectionKind) -> Bool { section?.isFirst(of: kind) ?? false }
    }

    private let bytes: UnsafeBufferPointer<UInt8>
    private let titles: SectionTitles
    private var lines: LineRanges
    private var inPrompt = false
    /// The number of the last line read or skipped.
    private(set) var lineNumber = 0
    /// The kinds of the sections opened so far, one bit each (``SectionKind/bit``).
    private var seen: UInt8 = 0
    /// The section the last line read is in.
    private(set) var section: Section?
    /// Whether every line read so far is plain; ``next()`` answers `nil` from the first that is not.
    private(set) var isPlain = true

    /// Whether a `<!--` prompt is still open after the last line read.
    var isInPrompt: Bool { inPrompt }

    init(_ bytes: UnsafeBufferPointer<UInt8>, titles: SectionTitles) {
        self.bytes = bytes
        self.titles = titles
        lines = LineRanges(bytes)
    }

    /// Passes over the next `count` lines (front matter) without reading them.
    mutating func skip(lines count: Int) {
        for _ in 0..<count where lines.next() != nil { lineNumber += 1 }
    }

    /// Passes over the front matter, when the text opens with one, as ``FrontMatterScanner``
    /// finds it: a `---` line, and the lines up to the next `---` or `...` line.
    /// - Returns: Where the line after it starts, or `nil` for no front matter (nothing is skipped).
    mutating func skipFrontMatter() -> Int? {
        var probe = LineRanges(bytes)
        guard let first = probe.next(), isFence(first, "---") else { return nil }
        var count = 1
        while let range = probe.next() {
            count += 1
            guard isFence(range, "---") || isFence(range, "...") else { continue }
            skip(lines: count)
            return probe.position
        }
        return nil
    }

    /// Whether the line is `fence` followed by nothing but spaces and tabs.
    private func isFence(_ range: Range<Int>, _ fence: StaticString) -> Bool {
        var end = range.upperBound
        while end > range.lowerBound, bytes[end - 1] == UInt8(ascii: " ") || bytes[end - 1] == UInt8(ascii: "\t") {
            end -= 1
        }
        let length = end - range.lowerBound
        return length == fence.utf8CodeUnitCount && bytes.offset(of: fence, in: range.lowerBound..<end) != nil
    }

    /// The next line, or `nil` at the end of the text or at a line that is not plain (then
    /// ``isPlain`` is `false`).
    @inline(__always)
    mutating func next() -> Line? {
        guard isPlain, let range = lines.next() else { return nil }
        lineNumber += 1
        guard let kind = PlainLine.classify(bytes, range, inPrompt: &inPrompt) else {
            isPlain = false
            return nil
        }
        var closed: Section?
        if case .heading(let level) = kind, level <= 2 {
            closed = section
            section = level == 2 ? open(range) : nil
        }
        return Line(range: range, number: lineNumber, kind: kind, section: section, closed: closed)
    }

    /// The section the level-2 heading at `range` opens.
    private mutating func open(_ range: Range<Int>) -> Section {
        let kind = titles.kind(ofTitle: UnsafeBufferPointer(rebasing: bytes[PlainLine.headingTitleRange(bytes, range)]))
        defer { seen |= kind.bit }
        return Section(kind: kind, isFirst: seen & kind.bit == 0, headingLine: lineNumber)
    }
}

extension SectionKind {
    /// The kind's bit in ``PlainSections``' set of kinds seen.
    fileprivate var bit: UInt8 {
        switch self {
        case .poem: return 1
        case .journal: return 2
        case .actionStep: return 4
        case .thoughtDiary: return 8
        case .other: return 16
        }
    }
}
