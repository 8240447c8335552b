import JournalFormat

/// The edit law for inserts: an insert changes the entry only where it inserts.
///
/// When an insert succeeds, everything outside the insertion parses as before: the same
/// sections (kind and title) in the same order, every section but the target byte for byte,
/// the same front matter and title, the same action steps (text, done) and thought records.
/// An insert into the Action step section or the Thought diary may only add steps or records
/// after the existing ones.
public enum InsertLaw {
    /// What an edit inserts, which decides whether a section may appear.
    public enum Insertion: Sendable {
        /// Text for the first section of the target kind (`appending`, `addingThought`); the
        /// section is added first only when the entry has none.
        case text
        /// A new, empty section of the target kind (`addingSection`), even beside another one.
        case section
    }

    /// How `after` breaks the law for an insert of `insertion` into the `target` section of
    /// `before`, or nil when it keeps it.
    public static func violation(
        before: Entry, after: Entry, target: SectionKind, insertion: Insertion
    ) -> String? {
        if let problem = onlyInserts(before.bytes, after.bytes) { return problem }
        guard before.frontMatter == after.frontMatter else {
            return "front matter changed: \(describe(before.frontMatter)) became \(describe(after.frontMatter))"
        }
        guard before.title == after.title else {
            return "title changed: \(describe(before.title)) became \(describe(after.title))"
        }
        let matching: SectionMatching
        switch SectionMatching.match(before: before, after: after, target: target, insertion: insertion) {
        case .success(let found): matching = found
        case .failure(let problem): return problem.description
        }
        if let problem = sameText(before: before, after: after, matching: matching) { return problem }
        let stepsMayGrow = target == .actionStep && matching.isFirst(.actionStep, in: after)
        if let problem = kept(
            "action steps", before.actionSteps.map(StepValue.init), after.actionSteps.map(StepValue.init),
            mayGrow: stepsMayGrow)
        {
            return problem
        }
        let recordsMayGrow = target == .thoughtDiary && matching.isFirst(.thoughtDiary, in: after)
        return kept(
            "thought records", before.thoughts.map(RecordValue.init), after.thoughts.map(RecordValue.init),
            mayGrow: recordsMayGrow)
    }

    /// Whether `after` is `before` with one run of bytes inserted.
    static func onlyInserts(_ before: [UInt8], _ after: [UInt8]) -> String? {
        let prefix = zip(before, after).prefix { $0 == $1 }.count
        let limit = min(before.count, after.count) - prefix
        let suffix = zip(before.reversed(), after.reversed()).prefix(limit).prefix { $0 == $1 }.count
        guard after.count >= before.count, prefix + suffix == before.count else {
            let around = max(0, prefix - 20)
            return "bytes outside the insertion changed from offset \(prefix): "
                + "\(quoted(before[around...].prefix(80))) became \(quoted(after[around...].prefix(80)))"
        }
        return nil
    }

    /// The preamble and every section but the target say the same before and after.
    static func sameText(before: Entry, after: Entry, matching: SectionMatching) -> String? {
        let old = LineTable(before.bytes)
        let new = LineTable(after.bytes)
        let oldPreamble = old.preamble(before.sections)
        let newPreamble = new.preamble(after.sections)
        let closesPreamble = matching.isAdded && matching.target == 0 && gainsOneLine(oldPreamble, newPreamble)
        guard oldPreamble == newPreamble || closesPreamble else {
            return "the text before the first section changed: \(quoted(oldPreamble)) became \(quoted(newPreamble))"
        }
        for (oldIndex, newIndex) in matching.pairs {
            let section = before.sections[oldIndex]
            let was = old.text(of: section.lines)
            let now = new.text(of: after.sections[newIndex].lines)
            // A new section at the end closes a block (a fence, `<!--`) that the file leaves
            // open there, so the text before it may gain that one closing line.
            if was == now || (matching.isAdded && newIndex + 1 == matching.target && gainsOneLine(was, now)) {
                continue
            }
            return "section \(oldIndex + 1) \(quoted(section.title)) (\(section.kind)) is not the target but changed: "
                + "\(quoted(was)) became \(quoted(now))"
        }
        return nil
    }

    /// Whether `now` is `was` followed by line breaks and one more non-blank line.
    static func gainsOneLine(_ was: ArraySlice<UInt8>, _ now: ArraySlice<UInt8>) -> Bool {
        guard now.starts(with: was), let first = now.dropFirst(was.count).first,
            first == UInt8(ascii: "\n") || first == UInt8(ascii: "\r")
        else { return false }
        let added = LineTable(Array(now.dropFirst(was.count)))
        let nonBlank = (0..<added.count).map { $0 + 1 }.filter { !added.isBlank($0) }
        return nonBlank == [added.count]
    }

    /// `after` equals `before`, or when `mayGrow` starts with it.
    static func kept<Value: Equatable>(_ what: String, _ before: [Value], _ after: [Value], mayGrow: Bool)
        -> String?
    {
        let keeps = mayGrow ? after.starts(with: before) : after == before
        guard !keeps else { return nil }
        let rule = mayGrow ? "may only gain new ones after the existing ones" : "must stay the same"
        return "\(what) \(rule):\n  before: \(before)\n  after:  \(after)"
    }

    static func describe(_ value: (some Any)?) -> String {
        value.map { String(describing: $0) } ?? "nil"
    }
}

/// An action step as the law compares it: its line moves with the insert.
struct StepValue: Equatable, CustomStringConvertible {
    var text: String
    var state: ActionStepState

    init(_ step: ActionStep) {
        text = step.text
        state = step.state
    }

    init(text: String, state: ActionStepState) {
        self.text = text
        self.state = state
    }

    var description: String {
        switch state {
        case .open: "[ ] \(quoted(text, limit: 60))"
        case .done: "[x] \(quoted(text, limit: 60))"
        case .carried(let day): "[ ] \(quoted(text, limit: 60)) → \(day.iso)"
        }
    }
}

/// A thought record as the law compares it, without the line it starts on.
struct RecordValue: Equatable, CustomStringConvertible {
    var record: ThoughtRecord

    init(_ record: ThoughtRecord) {
        var moved = record
        moved.line = 0
        self.record = moved
    }

    var description: String {
        let fields: [String?] = [
            record.trigger, record.thought, record.factOrFeeling?.rawValue, record.reframe,
            record.intensity.map(String.init), record.time,
        ]
        return "{" + fields.map { $0.map { quoted($0, limit: 40) } ?? "-" }.joined(separator: " | ")
            + " #\(record.tags.joined(separator: " #"))}"
    }
}

extension LineTable {
    /// What the lines before the first section say (front matter, title, anything else).
    func preamble(_ sections: [Section]) -> ArraySlice<UInt8> {
        let last = (sections.first?.lines.lowerBound ?? count + 1) - 1
        return last >= 1 ? text(of: 1...last) : []
    }
}
