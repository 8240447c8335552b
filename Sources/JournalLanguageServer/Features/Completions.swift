import Foundation
import JournalFormat
import JournalReports
import LanguageServer

/// `textDocument/completion`: section titles after `## `, thought-record labels on a list item
/// in the Thought diary, the journal's tags after `#` (on an action step, the focus areas'
/// first), dates after `[[`, and in the front matter
/// the config's tracks and their values (``TrackCompletions``).
struct Completions {
    let context: JournalContext

    /// The labels of a thought record, in the order nightly writes them (`ThoughtRecord.markdown()`).
    static let thoughtLabels = ["Situation", "Thought", "Fact or feeling", "Reframe", "Intensity", "Time", "Tags"]

    func items(in document: TextDocument, at position: Position, encoding: PositionEncoding) -> [CompletionItem] {
        let content = document.content(ofLine: position.line)
        let column = document.utf8Column(of: position, encoding: encoding)
        let before = String(content[..<content.utf8.index(content.utf8.startIndex, offsetBy: column)])
        if let tracked = TrackCompletions(context: context).items(
            in: document, at: position, before: before, encoding: encoding)
        {
            return tracked
        }
        let word = before.reversed().prefix { !$0.isWhitespace && $0 != "#" && $0 != "[" }.count
        let start = Position(
            line: position.line, character: position.character - String(before.suffix(word)).utf16Count(encoding))
        let replaced = TextRange(start: start, end: position)
        func item(_ label: String, kind: Int, detail: String, text: String? = nil) -> CompletionItem {
            CompletionItem(
                label: label, kind: kind, detail: detail, textEdit: TextEdit(range: replaced, newText: text ?? label))
        }
        let typed = before.dropLast(word)
        if typed == "## " {
            return SectionKind.templateOrder.map {
                item(context.journal.sectionTitles.title(for: $0), kind: 14, detail: "section")
            }
        }
        if typed.hasSuffix("[[") {
            let days = [("today", 0), ("yesterday", -1), ("tomorrow", 1)]
            return days.map { name, shift in
                let day = context.today.adding(days: shift).iso
                return item(day, kind: 12, detail: name, text: day + "]]")
            }
        }
        if typed.hasSuffix("#"), typed.dropLast().last.map({ $0 == " " || $0 == "\t" }) ?? true, !typed.hasPrefix("##")
        {
            // On an action step, the focus areas come first: the tag is what makes it the area's.
            let areas = inActionStep(document, line: position.line) ? context.areas : []
            let areaItems = areas.enumerated().map { rank, area in
                var completion = item(
                    area.tag, kind: 12, detail: "focus area" + (area.goal.map { ": \($0)" } ?? ""))
                completion.sortText = String(format: "0%05d", rank)
                return completion
            }
            let areaTags = Set(areas.map(\.tag))
            guard let scan = try? JournalScan(journal: context.journal) else { return areaItems }
            // Ranked by use (``TagIndex``'s order), which `sortText` keeps: clients sort by it.
            return areaItems
                + TagIndex(scan.days, today: context.today).tags.enumerated().compactMap { rank, tag in
                    guard !areaTags.contains(tag.name.lowercased()) else { return nil }
                    var completion = item(tag.name, kind: 12, detail: CountedNoun.of(tag.count, "entry", "entries"))
                    completion.sortText = String(format: areas.isEmpty ? "%05d" : "1%05d", rank)
                    return completion
                }
        }
        let trimmed = typed.drop { $0 == " " || $0 == "\t" }
        if ["- ", "* ", "+ "].contains(trimmed), inThoughtDiary(document, line: position.line) {
            return Self.thoughtLabels.map { item($0, kind: 10, detail: "thought record", text: $0 + ": ") }
        }
        return []
    }

    /// Whether `line` (0-based) is the first line of a task item in the Action step section.
    private func inActionStep(_ document: TextDocument, line: Int) -> Bool {
        guard !context.areas.isEmpty, let entry = context.entry(document) else { return false }
        return entry.actionSteps.contains { $0.line == line + 1 }
    }

    private func inThoughtDiary(_ document: TextDocument, line: Int) -> Bool {
        guard let entry = context.entry(document) else { return false }
        return entry.sections.contains { $0.kind == .thoughtDiary && $0.lines.contains(line + 1) }
    }
}

extension String {
    /// The length in the units of `encoding`.
    func utf16Count(_ encoding: PositionEncoding) -> Int {
        encoding == .utf8 ? utf8.count : utf16.count
    }
}
