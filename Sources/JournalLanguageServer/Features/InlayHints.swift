import Foundation
import JournalFormat
import JournalReports
import LanguageServer

/// `textDocument/inlayHint`, only where it is cheap:
/// - the weekday after a bare date (`2026-11-20` shows "Fri"), from the date alone; a date
///   that is part of a file name (`2026-11-20.md`) gets none;
/// - "carried from 2026-11-23" after an open action step of an entry that an earlier day
///   carried to it (its step ends in ` → ` this day, with the same text), and "stale: open 4
///   days" after a step open 3 days or more since it was first planned, across carries
///   (``DueSteps``: the days in its carry window before the day are read, never the journal).
struct InlayHints {
    let context: JournalContext

    func hints(in document: TextDocument, range: TextRange, encoding: PositionEncoding) -> [InlayHint] {
        let lines = range.start.line..<(range.end.line + 1)
        var hints: [InlayHint] = []
        for found in DayLinks(context: context).dates(in: document, lines: lines) {
            let content = document.content(ofLine: found.line)
            let after = content.utf8.dropFirst(found.columns.upperBound)
            if after.starts(with: ".md".utf8) { continue }
            let end = found.columns.upperBound + (after.starts(with: "]]".utf8) ? 2 : 0)
            hints.append(
                InlayHint(
                    position: document.position(line: found.line, utf8Column: end, encoding: encoding),
                    label: String(found.date.weekdayName.prefix(3))))
        }
        if let day = context.day(of: document.uri), let entry = context.entry(document) {
            let open = entry.actionSteps.enumerated().filter {
                $0.element.isOpen && lines.contains($0.element.line - 1)
            }
            if !open.isEmpty, let steps = try? context.journal.actionSteps(on: day),
                let items = try? DueSteps.items(of: steps, in: context.journal, today: context.today)
            {
                for (index, step) in open where items.indices.contains(index) && items[index].step.text == step.text {
                    let item = items[index]
                    var labels: [String] = []
                    if let origin = item.carriedFrom { labels.append("carried from \(origin.iso)") }
                    if item.isStale { labels.append("stale: open \(item.ageDays) days") }
                    guard !labels.isEmpty else { continue }
                    let line = step.line - 1
                    hints.append(
                        InlayHint(
                            position: document.position(
                                line: line, utf8Column: document.content(ofLine: line).utf8.count, encoding: encoding),
                            label: labels.joined(separator: " · ")))
                }
            }
        }
        return hints.sorted { $0.position < $1.position }
    }

}
