import TextLines

/// ``Entry/appending(_:to:title:)`` for plain entries, found in one pass over the lines with
/// no Markdown parser and no copy of the entry: cmark-gfm's tree of a 100 MB entry takes about
/// eight times its size.
///
/// Plain is what the quick readers read (``PlainLine``: ATX headings, paragraphs, bullet lists,
/// task items and closed `<!-- -->` prompts at the margin, after front matter, with no byte-order
/// mark),
/// and the text must be plain lines too, with no heading of level 1 or 2 and no prompt. Then
/// nothing is left open on either side of the insertion, so no block needs closing and the
/// entry outside the inserted bytes reads as before; anything else answers `nil`, and the
/// caller takes the full parse. `PlainAppendTests` hold the result to the full parse's, byte
/// for byte, wherever it answers.
enum PlainAppend {
    /// The sections a plain append may go to: an action step is a task line; thought records
    /// are left to the full parse, which checks that a new one does not join the last.
    static let kinds: Set<SectionKind> = [.journal, .actionStep]

    /// Where and what to insert to append `text` to the first section of `kind` in `bytes`
    /// (valid UTF-8), or `nil` when the entry or the text is not plain or the entry has no
    /// such section.
    static func insertion(
        appending text: String, to kind: SectionKind, in bytes: [UInt8], titles: SectionTitles
    ) -> ByteSplice? {
        guard kinds.contains(kind), !bytes.starts(with: [0xEF, 0xBB, 0xBF]) else { return nil }
        let lineEnding = LineEnding.dominant(in: bytes)
        let paragraph = Entry.normalisedLines(text, lineEnding: lineEnding)
        guard !paragraph.isEmpty, isPlainParagraph(paragraph) else { return nil }
        guard let (end, lineFollows) = sectionEnd(of: kind, in: bytes, titles: titles) else { return nil }
        var inserted = lineEnding.bytes + lineEnding.bytes + paragraph
        // A line right below (the next heading) gets a blank line between, as the full path does.
        if lineFollows { inserted += lineEnding.bytes }
        return ByteSplice(range: end..<end, bytes: inserted)
    }

    /// The end of the content of the section's last non-blank line (its heading when the body
    /// is blank), and whether a non-blank line comes right after that line; `nil` when a line
    /// of the entry is not plain or no section is of `kind`.
    private static func sectionEnd(
        of kind: SectionKind, in bytes: [UInt8], titles: SectionTitles
    ) -> (offset: Int, lineFollows: Bool)? {
        bytes.withUnsafeBufferPointer { buffer in
            var sections = PlainSections(buffer, titles: titles)
            // Tracked values sit in front matter: a journal that tracks keeps the quick path.
            _ = sections.skipFrontMatter()
            var found: (offset: Int, lineFollows: Bool)?
            var lastLineEnd = 0  // the section's last non-blank line so far, while in it
            var previousWasLastLine = false
            while let line = sections.next() {
                if line.closed?.isFirst(of: kind) == true { found = (lastLineEnd, previousWasLastLine) }
                // The heading counts: it is the last line of a section with a blank body.
                if line.isInFirstSection(of: kind), line.kind != .blank {
                    lastLineEnd = line.range.upperBound
                    previousWasLastLine = true
                } else {
                    previousWasLastLine = false
                }
            }
            // An unclosed prompt runs to the end of the file: the full parse closes it.
            guard sections.isPlain, !sections.isInPrompt else { return nil }
            if sections.section?.isFirst(of: kind) == true { found = (lastLineEnd, false) }
            return found
        }
    }

    /// Whether every line of `paragraph` is plain and none is a prompt or a heading that would
    /// start a section.
    private static func isPlainParagraph(_ paragraph: [UInt8]) -> Bool {
        paragraph.withUnsafeBufferPointer { buffer in
            var lines = LineRanges(buffer)
            var inPrompt = false
            while let range = lines.next() {
                switch PlainLine.classify(buffer, range, inPrompt: &inPrompt) {
                case nil, .opaque?: return false
                case .heading(let level)? where level <= 2: return false
                default: continue
                }
            }
            return true
        }
    }
}
