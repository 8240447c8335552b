/// Edits splice bytes into the entry's original text: only the bytes an edit must change
/// change, and new lines use the file's own line ending.
extension Entry {
    /// Ticks (`[x]`) or unticks (`[ ]`) the action step at `index`: one byte changes, and a
    /// carried step's marker goes too; the same as ``settingActionStep(_:to:)`` with `.done` or
    /// `.open`.
    /// - Throws: ``JournalError/noSuchItem(path:message:)`` when there is no such step.
    public func settingActionStep(_ index: Int, done: Bool) throws -> Entry {
        try settingActionStep(index, to: done ? .done : .open)
    }

    /// Gives the action step at `index` `state`, changing only that item's bytes: the checkbox
    /// byte, and the ` → YYYY-MM-DD` marker inserted, changed or removed at the end of its first
    /// line, before any trailing spaces. `.done` ticks a carried step and removes its marker;
    /// `.open` unticks and removes it; `.carried(to:)` unticks and writes the marker. Nothing
    /// changes when the step already is in `state` (a ticked step with a marker is `.done`).
    /// - Throws: ``JournalError/noSuchItem(path:message:)`` when there is no such step or it has
    ///   no text to carry, and ``JournalError/wouldChangeStructure(path:reason:)`` when the
    ///   edited line would not read back as that step in `state` (nothing is changed then).
    public func settingActionStep(_ index: Int, to state: ActionStepState) throws -> Entry {
        guard actionSteps.indices.contains(index) else {
            throw JournalError.noSuchItem(
                path: path, message: "no action step \(index + 1); the entry has \(actionSteps.count)")
        }
        let step = actionSteps[index]
        try step.validate(state, index: index, path: path)
        guard let splice = step.splice(to: state, in: source.bytes) else { return self }
        let edited = replacing(splice.range, with: splice.bytes)
        guard edited.actionSteps.count == actionSteps.count, edited.actionSteps[index].state == state,
            edited.actionSteps[index].text == step.text
        else {
            throw JournalError.wouldChangeStructure(
                path: path, reason: "step \(index + 1) would not read back as \(state) after the edit")
        }
        return edited
    }

    /// Adds ` #tag` to the end of the first line of the action step at `index` (before a
    /// carried marker and trailing spaces): the step then belongs to the focus area whose tag
    /// it is. Only those bytes are inserted.
    /// - Throws: ``JournalError/noSuchItem(path:message:)`` when there is no such step, and
    ///   ``JournalError/wouldChangeStructure(path:reason:)`` when the line would not read back
    ///   as the same step with the tag (nothing is changed then).
    public func taggingActionStep(_ index: Int, with tag: String) throws -> Entry {
        guard actionSteps.indices.contains(index) else {
            throw JournalError.noSuchItem(
                path: path, message: "no action step \(index + 1); the entry has \(actionSteps.count)")
        }
        let step = actionSteps[index]
        let at = step.markerRange.lowerBound
        let edited = replacing(at..<at, with: Array(" #\(tag)".utf8))
        guard edited.actionSteps.count == actionSteps.count, edited.actionSteps[index].state == step.state,
            edited.actionSteps[index].text == step.text + " #\(tag)"
        else {
            throw JournalError.wouldChangeStructure(
                path: path, reason: "step \(index + 1) would not read back with #\(tag) after the edit")
        }
        return edited
    }

    /// Adds `text` as a new paragraph at the end of the first section of `kind`, after its last
    /// non-blank line; adds the section first when the entry has none, titled `title` or else
    /// as ``sectionTitles`` names the kind.
    ///
    /// Whatever `text` holds, everything outside the insertion reads as before: a block the
    /// text leaves open (a fence, `<!--`, `<pre>`) is closed in the inserted bytes, and so is
    /// one the section itself leaves open at the end of the file.
    /// - Throws: ``JournalError/wouldChangeStructure(path:reason:)`` when the text would still
    ///   change the entry outside it (a heading of its own, a line that closes an unclosed front
    ///   matter); nothing is changed then.
    public func appending(_ text: String, to kind: SectionKind, title: String? = nil) throws -> Entry {
        let paragraph = Self.normalisedLines(text, lineEnding: lineEnding)
        guard !paragraph.isEmpty else { return self }
        guard let section = section(kind) else {
            return try addingSection(kind, title: title).appending(text, to: kind, title: title)
        }
        var lastLine = section.headingLines.upperBound
        for line in section.bodyLines.map(Array.init) ?? [] where !source.isBlank(line: line) { lastLine = line }
        let offset = source.contentRange(ofLine: lastLine).upperBound
        // Blocks are closed where they stand in the section: a fence the section leaves open
        // (the file ends inside it) before the text, one the text opens after it. Only the
        // section's last block can hold the text's context, so only it is parsed again.
        let contextLine = max(lastBlockStart(atOrBefore: lastLine) ?? 0, section.lines.lowerBound)
        let before = source.bytes[source.lineStarts[contextLine - 1]..<offset]
        var insertion: [UInt8] = []
        if let closer = OpenBlock.closingLine(after: before) { insertion += lineEnding.bytes + closer }
        insertion += lineEnding.bytes + lineEnding.bytes + paragraph
        for _ in 0..<3 {
            guard let closer = OpenBlock.closingLine(after: before + insertion) else { break }
            insertion += lineEnding.bytes + closer
        }
        // A line right below (the next heading) gets a blank line between, or a setext
        // underline there would turn the new paragraph into part of a heading.
        if lastLine < source.lineCount && !source.isBlank(line: lastLine + 1) { insertion += lineEnding.bytes }
        let edited = replacing(offset..<offset, with: insertion)
        let inserted = offset..<(offset + insertion.count)
        if let change = structureChange(in: edited, appendingTo: kind, inserted: inserted) {
            throw JournalError.wouldChangeStructure(path: path, reason: Self.explain(change, inserting: paragraph))
        }
        return edited
    }

    /// Adds an empty section of `kind` where a new entry would have it: before the first
    /// section that comes later in the template's order, else at the end (closing a block the
    /// file leaves open there first). The heading is `title`, else the title
    /// ``sectionTitles`` gives the kind.
    /// - Throws: ``JournalError/wouldChangeStructure(path:reason:)`` when the heading would not
    ///   read back as a section of `kind`; ``JournalError/sectionHidden(path:fenceLine:title:)``
    ///   when the file has the section, inside a code fence it never closes. Nothing is changed
    ///   then.
    public func addingSection(_ kind: SectionKind, title: String? = nil) throws -> Entry {
        // A second section would only confuse: the user's own is there, in a fence left open.
        if let hidden = hiddenSections.first(where: { $0.kind == kind }) {
            throw JournalError.sectionHidden(path: path, fenceLine: hidden.fenceLine, title: hidden.title)
        }
        let title = title ?? sectionTitles.title(for: kind)
        let heading = Array("## \(title)".utf8)
        // After every section of its kind or an earlier one, so the section nightly reads for
        // its kind stays the one it was; then before the first that comes later in the
        // template (the user's own sections come after nightly's).
        let order = SectionKind.templateOrder
        let rank = order.firstIndex(of: kind) ?? order.count
        let ranks = sections.map { order.firstIndex(of: $0.kind) ?? order.count }
        let earlier = ranks.lastIndex { $0 <= rank }.map { $0 + 1 } ?? 0
        let later = sections.indices.dropFirst(earlier).first { ranks[$0] > rank }.map { sections[$0] }
        let edited: Entry
        if let later {
            // A byte-order mark stays the file's first bytes.
            let lineStart = source.lineStarts[later.lines.lowerBound - 1]
            let offset = lineStart == 0 && source.bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : lineStart
            edited = replacing(offset..<offset, with: heading + lineEnding.bytes + lineEnding.bytes)
        } else {
            var insertion: [UInt8] = []
            let count = source.lineCount
            if count > 0 {
                if !source.endsWithLineBreak { insertion += lineEnding.bytes }
                // A block the file leaves open can only be its last one.
                if let tailLine = lastBlockStart(atOrBefore: count),
                    let closer = OpenBlock.closingLine(after: source.bytes[source.lineStarts[tailLine - 1]...])
                {
                    insertion += closer + lineEnding.bytes + lineEnding.bytes
                } else if !source.isBlank(line: count) {
                    insertion += lineEnding.bytes
                }
            }
            insertion += heading
            if source.endsWithLineBreak, count > 0 { insertion += lineEnding.bytes }
            let end = source.bytes.count
            edited = replacing(end..<end, with: insertion)
        }
        guard edited.sections.filter({ $0.kind == kind }).count > sections.filter({ $0.kind == kind }).count else {
            throw JournalError.wouldChangeStructure(
                path: path, reason: "a section titled '\(title)' would not read back as the \(kind) section")
        }
        return edited
    }

    /// Adds a thought record at the end of the Thought diary, one `- Label: value` line per field.
    /// - Throws: as ``appending(_:to:title:)``.
    public func addingThought(_ record: ThoughtRecord) throws -> Entry {
        try appending(record.markdown(), to: .thoughtDiary)
    }

    /// The entry with `range` of its bytes replaced, parsed again.
    func replacing(_ range: Range<Int>, with replacement: [UInt8]) -> Entry {
        var bytes = source.bytes
        bytes.replaceSubrange(range, with: replacement)
        return Entry(validUTF8: bytes, date: date, path: path, titles: sectionTitles)
    }

    /// `text`'s lines joined with `lineEnding`, without leading or trailing blank lines.
    static func normalisedLines(_ text: String, lineEnding: LineEnding) -> [UInt8] {
        let lines = SourceText(Array(text.utf8))
        var contents = (0..<lines.lineCount).map { lines.content(ofLine: $0 + 1) }
        while let last = contents.last, last.trimming(" \t").isEmpty { contents.removeLast() }
        while let first = contents.first, first.trimming(" \t").isEmpty { contents.removeFirst() }
        return Array(contents.joined(separator: lineEnding.rawValue).utf8)
    }
}

extension ThoughtRecord {
    /// The record as nightly writes it: a list with one labelled line per field that is set.
    public func markdown() -> String {
        var lines: [String] = []
        if let trigger { lines.append("- Situation: \(trigger)") }
        if let thought { lines.append("- Thought: \(thought)") }
        if let factOrFeeling { lines.append("- Fact or feeling: \(factOrFeeling.rawValue)") }
        if let reframe { lines.append("- Reframe: \(reframe)") }
        if let intensity { lines.append("- Intensity: \(intensity)") }
        if let time { lines.append("- Time: \(time)") }
        if !tags.isEmpty { lines.append("- Tags: " + tags.map { "#" + $0 }.joined(separator: " ")) }
        return lines.joined(separator: "\n")
    }
}
