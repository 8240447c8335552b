extension EntryParser {
    // MARK: Sections an unclosed fence hides

    /// The section headings inside the top-level code block at `lines` when it is a fence that
    /// never closes: cmark reads the rest of the file as code, so the sections are lost.
    func sectionsHidden(inCodeBlock lines: ClosedRange<Int>) -> [HiddenSection] {
        guard let fence = Self.fence(source.content(ofLine: lines.lowerBound)) else { return [] }
        var hidden: [HiddenSection] = []
        for line in lines.dropFirst() {
            let content = source.content(ofLine: line)
            if let closing = Self.fence(content), closing.marker == fence.marker, closing.length >= fence.length,
                closing.info.isEmpty
            {
                return []
            }
            guard let title = Self.sectionHeadingTitle(content) else { continue }
            let kind = titles.kind(ofTitle: title)
            if kind != .other {
                hidden.append(HiddenSection(fenceLine: lines.lowerBound, headingLine: line, kind: kind, title: title))
            }
        }
        return hidden
    }

    /// The warning at an unclosed fence's line that names the sections it hides.
    static func diagnostic(hiding hidden: [HiddenSection]) -> Diagnostic? {
        guard let first = hidden.first else { return nil }
        let names = hidden.map(\.title).joined(separator: ", ")
        return Diagnostic(
            line: first.fenceLine, severity: .warning,
            message: "this code fence is never closed, so it hides the sections after it (\(names)); close it")
    }

    /// A fence line (up to three spaces, then three or more backticks or tildes): its marker,
    /// length and info string.
    private static func fence(_ line: String) -> (marker: Character, length: Int, info: Substring)? {
        let indent = line.prefix { $0 == " " }.count
        guard indent <= 3 else { return nil }
        let rest = line.dropFirst(indent)
        guard let marker = rest.first, marker == "`" || marker == "~" else { return nil }
        let length = rest.prefix { $0 == marker }.count
        guard length >= 3 else { return nil }
        let info = rest.dropFirst(length).drop { $0 == " " || $0 == "\t" }
        let trimmed = info.reversed().drop { $0 == " " || $0 == "\t" || $0 == "\r" }
        return (marker, length, info.prefix(trimmed.count))
    }

    /// The title of a line that reads as a `##` heading outside the code block.
    private static func sectionHeadingTitle(_ line: String) -> String? {
        guard ATXHeading.level(of: line.utf8) == 2 else { return nil }
        let after = line.drop { $0 == " " }.dropFirst(2)
        return SectionTitles.headingText(String(after).trimming(" \t\r"))
    }
}
