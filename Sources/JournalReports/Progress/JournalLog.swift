import Foundation
import JournalFormat
import TextLines

/// `nightly log`: written entries newest first, whole or one section of each, without the
/// template's prompts.
public struct JournalLog: Sendable {
    /// One entry as the log shows it: its date, path, the line of the file its text starts on,
    /// and that text (or its section's), prompts removed.
    public typealias Item = ReadingRow

    /// At most this many entries; `nil` for all.
    public var limit: Int?
    public var since: EntryDate?
    /// The last day shown; reports never show the future, so by default it is today.
    public var until: EntryDate
    public var section: SectionKind?
    public var tags: TagFilter

    public init(
        limit: Int? = nil, since: EntryDate? = nil, until: EntryDate, section: SectionKind? = nil,
        tags: TagFilter = TagFilter([])
    ) {
        self.limit = limit
        self.since = since
        self.until = until
        self.section = section
        self.tags = tags
    }

    /// The entries of `journal` to show, newest first: written ones (a day left as the template
    /// is not), carrying ``tags``, with the section asked for.
    /// - Returns: The items, and a message per file that could not be read.
    /// - Throws: ``JournalError`` when the folder cannot be listed.
    public func items(_ journal: Journal) throws -> (items: [Item], problems: [String]) {
        let found = try rows(journal) { date, path, line, text in
            Item(date: date, path: path, line: line, text: String(decoding: text, as: UTF8.self))
        }
        return (found.rows, found.problems)
    }

    /// ``items(_:)`` made into `Row`s as each entry is read, on the worker threads when every
    /// entry is read: `log --json` quotes a lifetime of entries there, from their bytes.
    /// - Parameter row: Makes one entry's row from its day, path, first line and text (valid
    ///   UTF-8, prompts removed).
    /// - Returns: The rows, and a message per file that could not be read.
    /// - Throws: ``JournalError`` when the folder cannot be listed.
    public func rows<Row: Sendable>(
        _ journal: Journal, _ row: @Sendable (EntryDate, String, Int, ArraySlice<UInt8>) -> Row
    ) throws -> (rows: [Row], problems: [String]) {
        var rows: [Row] = []
        let problems = try forEachRow(journal, row) { rows.append($0) }
        return (rows, problems)
    }

    /// ``rows(_:_:)`` handed to `body` in order as they are made, a window of entries at a time
    /// when every entry is read, so that a lifetime of them is never held at once (its memory
    /// would be new pages to the kernel, each a page fault).
    /// - Returns: A message per file that could not be read.
    /// - Throws: ``JournalError`` when the folder cannot be listed.
    public func forEachRow<Row: Sendable>(
        _ journal: Journal, _ row: @Sendable (EntryDate, String, Int, ArraySlice<UInt8>) -> Row,
        _ body: (Row) -> Void
    ) throws -> [String] {
        let prompts = journal.templatePrompts()
        let files = try journal.entryFiles().reversed().filter { file in
            file.date <= until && (since.map { file.date >= $0 } ?? true)
        }
        let reader = EntryFileReader(journal)
        let names = journal.entryPathNames()
        /// One file's row, `nil` when it is not shown, or why it could not be read.
        @Sendable func read(_ file: EntryFile) -> Result<Row?, Error> {
            let path = names.displayPath(file)
            return Result {
                let bytes = try reader.read(file)
                guard try isShown(bytes, date: file.date, path: path, titles: journal.sectionTitles) else { return nil }
                guard
                    let (line, text) = try shown(bytes, date: file.date, path: path, journal: journal, prompts: prompts)
                else { return nil }
                return row(file.date, path, line, text)
            }
        }
        var shownCount = 0
        var problems: [String] = []
        func collect(_ result: Result<Row?, Error>) {
            switch result {
            case .success(let found):
                if let found {
                    shownCount += 1
                    body(found)
                }
            case .failure(let error): problems.append("\(error)")
            }
        }
        guard let limit else {
            // Every entry: read on all cores, in order, a window at a time.
            var start = 0
            while start < files.count {
                let window = Array(files[start..<min(files.count, start + Self.window)])
                for result in concurrentMap(window, read) { collect(result) }
                start += window.count
            }
            return problems
        }
        // The newest few: one at a time, stopping at the last one shown.
        for file in files {
            if shownCount >= limit { break }
            collect(read(file))
        }
        return problems
    }

    /// How many entries ``forEachRow(_:_:_:)`` reads on all cores before handing their rows on.
    private static let window = 1024

    /// Whether the entry is written and carries ``tags``: without tags asked for, read only as
    /// far as its first word.
    private func isShown(_ bytes: [UInt8], date: EntryDate, path: String, titles: SectionTitles) throws -> Bool {
        guard !tags.isEmpty else { return try EntrySummary.isWritten(bytes, path: path, titles: titles) }
        let summary = try EntrySummary.read(bytes, date: date, path: path, titles: titles)
        return summary.isWritten && tags.matches(summary)
    }

    /// What is shown of one entry: all of it, or its ``section`` (`nil` when it has none), and
    /// the line of the file it starts on.
    private func shown(
        _ bytes: [UInt8], date: EntryDate, path: String, journal: Journal, prompts: TemplatePrompts
    ) throws -> (line: Int, text: ArraySlice<UInt8>)? {
        var lines: ClosedRange<Int>?
        if let section {
            let entry = try Entry.parse(bytes, date: date, path: path, titles: journal.sectionTitles)
            guard let found = entry.section(section) else { return nil }
            lines = found.lines
        }
        return Self.shown(bytes, lines: lines, prompts: prompts)
    }

    /// An entry's text as the log shows it: the template's prompts cut out, with the blank lines
    /// they leave behind, and no blank lines at the end. `onthisday --full` shows entries so too.
    /// - Parameter lines: Only these lines (1-based), for one section; `nil` for all.
    public static func text(of bytes: [UInt8], lines: ClosedRange<Int>? = nil, prompts: TemplatePrompts) -> String {
        String(decoding: shown(bytes, lines: lines, prompts: prompts).text, as: UTF8.self)
    }

    /// ``text(of:lines:prompts:)`` with the line of the file the text starts on.
    private static func shown(
        _ bytes: [UInt8], lines: ClosedRange<Int>?, prompts: TemplatePrompts
    ) -> (line: Int, text: ArraySlice<UInt8>) {
        // Bytes, not Characters: a lifetime of entries goes through here for `log --json`.
        let text = Self.withoutPromptBytes(bytes, prompts: prompts)
        if lines == nil, let whole = Self.wholeWithoutTrailingBlanks(text) { return (1, whole) }
        // Lines end at `\n`, `\r\n` or a lone `\r`, as the parser that numbered the section's
        // lines reads them.
        var shown = text.withUnsafeBufferPointer { buffer in
            var ranges = LineRanges(buffer)
            var shown: [Range<Int>] = []
            while let line = ranges.next() { shown.append(line) }
            return shown
        }
        if let lines {
            let upper = min(lines.upperBound, shown.count)
            shown = Array(shown[min(lines.lowerBound - 1, upper)..<upper])
        }
        // Lines that held only a prompt are gone, and so is the blank line that set one apart
        // (so no two blank lines meet), and the blank lines left at the end.
        var kept: [Range<Int>] = []
        var firstLine = lines?.lowerBound ?? 1
        var afterPrompt = false
        let removed = Self.removedBytes
        for (offset, line) in shown.enumerated() {
            if kept.isEmpty { firstLine = (lines?.lowerBound ?? 1) + offset }
            if text[line].elementsEqual(removed) {
                afterPrompt = true
                continue
            }
            let blank = Self.isBlank(text[line])
            if blank, afterPrompt, kept.last.map({ Self.isBlank(text[$0]) }) ?? true { continue }
            afterPrompt = false
            kept.append(line)
        }
        if lines == nil { kept = Self.withoutScaffoldingSections(kept, in: text) }
        while let last = kept.last, Self.isBlank(text[last]) { kept.removeLast() }
        var out: [UInt8] = []
        out.reserveCapacity(kept.reduce(0) { $0 + $1.count + 1 })
        for (index, line) in kept.enumerated() {
            if index > 0 { out.append(0x0A) }
            out += text[line]
        }
        return (firstLine, out[...])
    }

    /// `kept` without the `##` sections that hold nothing but the template's scaffolding once
    /// its prompts are gone: blank lines and the poem's `Letters:` line, as on a day with no
    /// poem and no thought record ("Letters: F · R · W", an empty "## Thought diary"). Reading
    /// output leaves them out as it leaves out prompts; a section of the user's own with
    /// nothing in it, which held no prompt, stays.
    private static func withoutScaffoldingSections(_ kept: [Range<Int>], in text: [UInt8]) -> [Range<Int>] {
        let removed = Self.removedBytes
        func isHeading(_ line: Range<Int>) -> Bool { text[line].starts(with: [0x23]) }  // `#`
        var result: [Range<Int>] = []
        var index = 0
        while index < kept.count {
            let heading = kept[index]
            var end = index + 1
            while end < kept.count, !isHeading(kept[end]) { end += 1 }
            let body = kept[(index + 1)..<end]
            let isSection = text[heading].starts(with: Array("## ".utf8))
            let sectionEnd = end < kept.count ? kept[end].lowerBound : text.count
            let hadPrompt = text[heading.upperBound..<sectionEnd].firstRange(of: removed) != nil
            let letters = body.contains { Self.isLettersLine(text[$0]) }
            let onlyScaffolding = body.allSatisfy { Self.isBlank(text[$0]) || Self.isLettersLine(text[$0]) }
            if !(isSection && onlyScaffolding && (hadPrompt || letters)) { result += kept[index..<end] }
            index = end
        }
        return result
    }

    /// Whether `line` is the poem's `Letters: X · Y · Z` line, which the template writes.
    private static func isLettersLine(_ line: ArraySlice<UInt8>) -> Bool {
        let trimmed = line.drop { $0 == 0x20 || $0 == 0x09 }
        let label = Array("letters:".utf8)
        return trimmed.count >= label.count && zip(trimmed, label).allSatisfy { $0 | 0x20 == $1 | 0x20 }
    }

    /// What the lines below make of a whole entry that had no prompts and has no carriage
    /// return or NUL, the usual entry: its bytes up to the end of its last line that is not blank.
    /// `nil` for the others, and for an entry with nothing but blank lines.
    private static func wholeWithoutTrailingBlanks(_ text: [UInt8]) -> ArraySlice<UInt8>? {
        text.withUnsafeBufferPointer { bytes -> ArraySlice<UInt8>? in
            // A NUL may be part of a line left by a prompt (``removedLine``).
            guard let base = bytes.baseAddress, memchr(base, 0x0D, bytes.count) == nil,
                memchr(base, 0, bytes.count) == nil
            else { return nil }
            var end = bytes.count
            while end > 0 {
                var start = end
                while start > 0, bytes[start - 1] != 0x0A { start -= 1 }
                if !isBlank(text[start..<end]) { return text[0..<end] }
                end = start - 1
            }
            return nil
        }
    }

    /// Whether a line holds only white space, as `allSatisfy(\.isWhitespace)` on its
    /// characters says: settled on the bytes unless the line has non-ASCII bytes and no
    /// other ASCII.
    static func isBlank(_ line: ArraySlice<UInt8>) -> Bool {
        var ascii = true
        for byte in line {
            switch byte {
            case 0x09...0x0D, 0x20: continue
            case 0x80...: ascii = false
            default: return false
            }
        }
        return ascii || String(decoding: line, as: UTF8.self).allSatisfy(\.isWhitespace)
    }

    /// A marker for a line that held only prompts, so it can be dropped after line numbers
    /// (which sections are given in) have been used.
    private static let removedLine: StaticString = "\u{0}prompt\u{0}"

    private static let removedBytes = removedLine.withUTF8Buffer { Array($0) }

    /// `bytes` as text with the template's prompts cut out, each line that held nothing else
    /// replaced by ``removedLine``; line numbers stay as they were.
    static func withoutPrompts(_ bytes: [UInt8], prompts: TemplatePrompts) -> String {
        String(decoding: withoutPromptBytes(bytes, prompts: prompts), as: UTF8.self)
    }

    /// ``withoutPrompts(_:prompts:)`` as bytes.
    static func withoutPromptBytes(_ bytes: [UInt8], prompts: TemplatePrompts) -> [UInt8] {
        let ranges = prompts.ranges(in: bytes)
        guard !ranges.isEmpty else { return bytes }
        var out: [UInt8] = []
        var line: [UInt8] = []
        var lineHadPrompt = false
        var index = 0
        var next = 0
        func endLine(_ ending: UInt8?) {
            let blank = line.allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") || $0 == 0x0D }
            out += lineHadPrompt && blank ? removedBytes : line
            if let ending { out.append(ending) }
            line = []
            lineHadPrompt = false
        }
        while index < bytes.count {
            if next < ranges.count, index == ranges[next].lowerBound {
                // Line breaks inside a prompt end lines that are then prompt-only.
                for byte in bytes[ranges[next]] where byte == 0x0A {
                    lineHadPrompt = true
                    endLine(0x0A)
                }
                lineHadPrompt = true
                index = ranges[next].upperBound
                next += 1
                continue
            }
            if bytes[index] == 0x0A { endLine(0x0A) } else { line.append(bytes[index]) }
            index += 1
        }
        if !line.isEmpty || lineHadPrompt { endLine(nil) }
        return out
    }
}
