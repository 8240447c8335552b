import JournalFormat
import LanguageServer

/// `textDocument/codeAction`: tick or untick an action step (one byte), carry an open step to
/// today's or tomorrow's entry, and add the labels a thought record is missing.
///
/// A tick or carry is an edit of the open document plus a command that hands the change to the
/// server (``DayCommands``); nothing is written then. When the editor saves the file, the server
/// commits it as the command line would (a carry with its copy, in one commit) and records it
/// for `nightly step --undo`.
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
            if step.isOpen { actions += carry(step, index: index, from: entry, document: document, encoding: encoding) }
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
        guard let edited = try? entry.settingActionStep(index, to: step.done ? .open : .done),
            let edit = Self.textEdit(from: entry, to: edited, in: document, encoding: encoding)
        else { return nil }
        guard let day = entry.date else { return nil }
        let record = StepChangeRecord(
            day: day, index: index, text: step.text, from: step.state, to: step.done ? .open : .done)
        return CodeAction(
            title: step.done ? "Untick step: \(step.text)" : "Tick step: \(step.text)",
            edit: WorkspaceEdit(changes: [document.uri: [edit]]),
            command: Command(title: "Commit when saved", command: DayCommands.stepChanged, arguments: [record.line]))
    }

    /// Carrying an open step to a later day, today's entry or tomorrow's, whichever is later than
    /// its own day: the action's edit marks the item carried in this document (the bytes
    /// `DayTransaction.carry` writes, from the same `Entry.settingActionStep`), and its command
    /// hands the carry to the server, which adds the step to that day's entry when the editor
    /// saves this one, in one commit with it.
    private func carry(
        _ step: ActionStep, index: Int, from entry: Entry, document: TextDocument, encoding: PositionEncoding
    ) -> [CodeAction] {
        [("today", context.today), ("tomorrow", context.today.adding(days: 1))].compactMap { name, day in
            if let own = entry.date, own >= day { return nil }
            guard let own = entry.date, let marked = try? entry.settingActionStep(index, to: .carried(to: day)),
                let edit = Self.textEdit(from: entry, to: marked, in: document, encoding: encoding)
            else { return nil }
            let record = StepChangeRecord(
                day: own, index: index, text: step.text, from: step.state, to: .carried(to: day))
            return CodeAction(
                title: "Carry step forward to \(name)'s entry (\(day.iso))", kind: "refactor",
                edit: WorkspaceEdit(changes: [document.uri: [edit]]),
                command: Command(
                    title: "Carry forward", command: DayCommands.carryForward,
                    arguments: [step.text, day.iso, record.line]))
        }
    }

    /// The one text edit that turns `entry` into `edited`: the bytes between their common start
    /// and common end.
    static func textEdit(
        from entry: Entry, to edited: Entry, in document: TextDocument, encoding: PositionEncoding
    ) -> TextEdit? {
        let old = entry.bytes
        let new = edited.bytes
        guard old != new else { return nil }
        let prefix = zip(old, new).prefix { $0 == $1 }.count
        let room = min(old.count, new.count) - prefix
        let suffix = zip(old.reversed(), new.reversed()).prefix(room).prefix { $0 == $1 }.count
        let offsets = LineOffsets(document, lines: 0..<document.lines.count)
        func position(_ offset: Int) -> Position {
            let (line, column) = offsets.location(of: offset)
            return document.position(line: line, utf8Column: column, encoding: encoding)
        }
        return TextEdit(
            range: TextRange(start: position(prefix), end: position(old.count - suffix)),
            newText: String(decoding: new[prefix..<(new.count - suffix)], as: UTF8.self))
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
