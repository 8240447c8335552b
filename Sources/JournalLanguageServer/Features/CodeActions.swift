import JournalFormat
import LanguageServer

/// `textDocument/codeAction`: tick or untick an action step (one byte), carry an open step to
/// today's or tomorrow's entry, and add the labels a thought record is missing.
struct CodeActions {
    let context: JournalContext

    func actions(in document: TextDocument, range: TextRange, encoding: PositionEncoding) -> [CodeAction] {
        guard let entry = context.entry(document) else { return [] }
        let lines = (range.start.line + 1)...(max(range.start.line, range.end.line) + 1)
        var actions: [CodeAction] = []
        for (index, step) in entry.actionSteps.enumerated() where lines.contains(step.line) {
            if let toggle = toggle(step, index: index, in: entry, document: document, encoding: encoding) {
                actions.append(toggle)
            }
            if !step.done { actions += carry(step, from: entry) }
        }
        let outline = EntryOutline(entry: entry, document: document, encoding: encoding)
        for record in entry.thoughts {
            let span = outline.recordLines(record)
            guard span.overlaps(lines) else { continue }
            actions += missingLabels(
                record, after: span.upperBound, entry: entry, document: document, encoding: encoding)
        }
        return actions
    }

    /// The one-byte edit `Entry.settingActionStep` makes, as a text edit.
    private func toggle(
        _ step: ActionStep, index: Int, in entry: Entry, document: TextDocument, encoding: PositionEncoding
    ) -> CodeAction? {
        guard let edited = try? entry.settingActionStep(index, done: !step.done),
            let offset = zip(entry.bytes, edited.bytes).enumerated().first(where: { $0.element.0 != $0.element.1 })?
                .offset
        else { return nil }
        let offsets = LineOffsets(document, lines: 0..<document.lines.count)
        let (line, column) = offsets.location(of: offset)
        let start = document.position(line: line, utf8Column: column, encoding: encoding)
        let end = document.position(line: line, utf8Column: column + 1, encoding: encoding)
        let edit = TextEdit(range: TextRange(start: start, end: end), newText: step.done ? " " : "x")
        return CodeAction(
            title: step.done ? "Untick step: \(step.text)" : "Tick step: \(step.text)",
            edit: WorkspaceEdit(changes: [document.uri: [edit]]))
    }

    /// Carrying an open step to a later day: today's entry and tomorrow's, whichever is later than its own day.
    private func carry(_ step: ActionStep, from entry: Entry) -> [CodeAction] {
        [("today", context.today), ("tomorrow", context.today.adding(days: 1))].compactMap { name, day in
            if let own = entry.date, own >= day { return nil }
            return CodeAction(
                title: "Carry step forward to \(name)'s entry (\(day.iso))", kind: "refactor",
                command: Command(
                    title: "Carry forward", command: DayCommands.carryForward, arguments: [step.text, name]))
        }
    }

    /// For each of the four fields a record should have and has not, a line with its label.
    private func missingLabels(
        _ record: ThoughtRecord, after line: Int, entry: Entry, document: TextDocument, encoding: PositionEncoding
    ) -> [CodeAction] {
        let missing = [
            ("Situation", record.trigger == nil), ("Thought", record.thought == nil),
            ("Fact or feeling", record.factOrFeeling == nil), ("Reframe", record.reframe == nil),
        ].filter(\.1).map(\.0)
        let last = document.content(ofLine: line - 1)
        let indentation = String(last.prefix { $0 == " " || $0 == "\t" })
        let end = document.position(line: line - 1, utf8Column: last.utf8.count, encoding: encoding)
        return missing.map { label in
            let text = entry.lineEnding.rawValue + indentation + "- \(label): "
            return CodeAction(
                title: "Add the missing '\(label):' line",
                edit: WorkspaceEdit(changes: [
                    document.uri: [TextEdit(range: TextRange(start: end, end: end), newText: text)]
                ]))
        }
    }
}
