import Foundation
import JournalFormat
import LanguageServer

/// `textDocument/inlayHint`, only where it is cheap:
/// - the weekday after a bare date (`2026-11-20` shows "Fri"), from the date alone; a date
///   that is part of a file name (`2026-11-20.md`) gets none;
/// - "carried from 2026-11-23" after an open action step of an entry that an earlier day
///   carried to it (its step ends in ` → ` this day, with the same text). Only the two weeks
///   before the day are read, at most fourteen files: carrying is a day-to-day move.
struct InlayHints {
    /// How many days back a carried step's origin is looked for.
    static let carryWindow = 14

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
            let open = entry.actionSteps.filter { $0.isOpen && lines.contains($0.line - 1) }
            if !open.isEmpty {
                let origins = carriedTo(day)
                for step in open {
                    guard let origin = origins[step.text] else { continue }
                    let line = step.line - 1
                    hints.append(
                        InlayHint(
                            position: document.position(
                                line: line, utf8Column: document.content(ofLine: line).utf8.count, encoding: encoding),
                            label: "carried from \(origin.iso)"))
                }
            }
        }
        return hints.sorted { $0.position < $1.position }
    }

    /// The steps carried to `day` in the days before it, by text, with the latest day they
    /// were carried from.
    private func carriedTo(_ day: EntryDate) -> [String: EntryDate] {
        var origins: [String: EntryDate] = [:]
        for back in (1...Self.carryWindow).reversed() {
            let from = day.adding(days: -back)
            guard let entry = try? context.journal.load(from) else { continue }
            for step in entry.actionSteps where step.carriedTo == day { origins[step.text] = from }
        }
        return origins
    }
}
