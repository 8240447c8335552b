import Foundation
import JournalFormat
import TextLines

/// One day's page: the entry rendered by cmark-gfm section by section, thought-diary records
/// as cards, and links to the days before and after.
struct DayPage {
    var entry: Entry
    var date: EntryDate
    /// Site paths (relative to the site's top folder) of the previous and next day pages.
    var previous: (date: EntryDate, path: String)?
    var next: (date: EntryDate, path: String)?
    /// From this page to the site's top folder.
    var root: String

    var html: String {
        // The entry's own `# Title` is the page's heading when it has one.
        var body = "<main>\n" + (entry.title == nil ? "<h1>\(HTML.escape(date.longTitle))</h1>\n" : "")
        let lines = Self.lines(of: entry.bytes)
        let firstSection = entry.sections.first?.lines.lowerBound ?? (lines.count + 1)
        let preambleStart = (entry.frontMatter?.lines.upperBound ?? 0) + 1
        if preambleStart < firstSection {
            body += MarkdownHTML.render(Self.text(lines, preambleStart...(firstSection - 1)))
        }
        for section in entry.sections {
            let records = entry.thoughts.filter { section.lines.contains($0.line) }
            let shown = section.bodyLines.map { Self.text(lines, $0) } ?? ""
            if records.isEmpty, Self.holdsOnlyScaffolding(shown) { continue }
            body += "<section class=\"\(section.kind.rawValue)\">\n<h2>\(HTML.escape(section.title))</h2>\n"
            if section.kind == .thoughtDiary, !records.isEmpty {
                body += records.map(Self.card).joined()
            } else if let bodyLines = section.bodyLines {
                body += MarkdownHTML.render(Self.text(lines, bodyLines), hardBreaks: section.kind == .poem)
            }
            body += "</section>\n"
        }
        if !entry.tags.isEmpty {
            body += "<p class=\"muted\">Tags: \(entry.tags.map { "#" + HTML.escape($0) }.joined(separator: " "))</p>\n"
        }
        body += "</main>\n<nav class=\"pager\">"
        body += previous.map { "<a rel=\"prev\" href=\"\(root)\($0.path)\">← \($0.date.iso)</a>" } ?? "<span></span>"
        body += next.map { "<a rel=\"next\" href=\"\(root)\($0.path)\">\($0.date.iso) →</a>" } ?? "<span></span>"
        body += "</nav>"
        return HTML.page(title: date.longTitle, root: root, body: body)
    }

    private static func card(_ record: ThoughtRecord) -> String {
        let fields: [(String, String?)] = [
            ("Situation", record.trigger), ("Thought", record.thought),
            ("Fact or feeling", record.factOrFeeling?.rawValue), ("Reframe", record.reframe),
            ("Intensity", record.intensity.map { "\($0)/10" }), ("Time", record.time),
            ("Tags", record.tags.isEmpty ? nil : record.tags.map { "#" + $0 }.joined(separator: " ")),
        ]
        let rows = fields.compactMap { name, value in
            value.map { "<dt>\(name)</dt><dd>\(HTML.escape($0))</dd>" }
        }
        return "<div class=\"card thought\"><dl>\(rows.joined())</dl></div>\n"
    }

    /// Whether a section's body shows nothing but the template's scaffolding on a page: blank
    /// lines, comments (the prompts, which HTML hides) and the poem's `Letters:` line. Such a
    /// section is left out, as `log` leaves it out, rather than shown as a bare heading.
    static func holdsOnlyScaffolding(_ body: String) -> Bool {
        var visible = body
        while let open = visible.range(of: "<!--"),
            let close = visible.range(of: "-->", range: open.upperBound..<visible.endIndex)
        {
            visible.removeSubrange(open.lowerBound..<close.upperBound)
        }
        return visible.split(separator: "\n").allSatisfy { line in
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            return trimmed.isEmpty || trimmed.lowercased().hasPrefix("letters:")
        }
    }

    /// The file's lines, without their line endings, numbered as the parser numbers them.
    private static func lines(of bytes: [UInt8]) -> [String] {
        LineRanges.lines(of: bytes).map { String(decoding: bytes[$0.content], as: UTF8.self) }
    }

    /// 1-based `range` of `lines`, joined.
    private static func text(_ lines: [String], _ range: ClosedRange<Int>) -> String {
        let first = max(1, range.lowerBound)
        let last = min(lines.count, range.upperBound)
        guard first <= last else { return "" }
        return lines[(first - 1)..<last].joined(separator: "\n") + "\n"
    }
}
