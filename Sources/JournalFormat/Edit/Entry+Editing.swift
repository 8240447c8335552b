/// Edits splice bytes into the entry's original text: only the bytes an edit must change
/// change, and new lines use the file's own line ending.
extension Entry {
    /// Ticks (`[x]`) or unticks (`[ ]`) the action step at `index`: one byte changes.
    /// - Throws: ``JournalError/noSuchItem(path:message:)`` when there is no such step.
    public func settingActionStep(_ index: Int, done: Bool) throws -> Entry {
        guard actionSteps.indices.contains(index) else {
            throw JournalError.noSuchItem(
                path: path, message: "no action step \(index + 1); the entry has \(actionSteps.count)")
        }
        let step = actionSteps[index]
        guard step.done != done else { return self }
        let state = done ? UInt8(ascii: "x") : UInt8(ascii: " ")
        return replacing(step.stateOffset..<(step.stateOffset + 1), with: [state])
    }

    /// Adds `text` as a new paragraph at the end of the first section of `kind`, after its last
    /// non-blank line; adds the section first when the entry has none, titled `title` or else
    /// as ``sectionTitles`` names the kind.
    public func appending(_ text: String, to kind: SectionKind, title: String? = nil) -> Entry {
        let paragraph = normalisedLines(text)
        guard !paragraph.isEmpty else { return self }
        guard let section = section(kind) else {
            let added = addingSection(kind, title: title)
            precondition(added.section(kind) != nil, "the \(kind) section's title must read back as \(kind)")
            return added.appending(text, to: kind, title: title)
        }
        var lastLine = section.headingLines.upperBound
        for line in section.bodyLines.map(Array.init) ?? [] where !source.isBlank(line: line) { lastLine = line }
        let offset = source.contentRange(ofLine: lastLine).upperBound
        // A line right below (the next heading) gets a blank line between, or a setext
        // underline there would turn the new paragraph into part of a heading.
        let closesUp = lastLine < source.lineCount && !source.isBlank(line: lastLine + 1)
        let insertion = lineEnding.bytes + lineEnding.bytes + paragraph + (closesUp ? lineEnding.bytes : [])
        return replacing(offset..<offset, with: insertion)
    }

    /// Adds an empty section of `kind` where a new entry would have it: before the first
    /// section that comes later in the template's order, else at the end. The heading is
    /// `title`, else the title ``sectionTitles`` gives the kind.
    public func addingSection(_ kind: SectionKind, title: String? = nil) -> Entry {
        let heading = Array("## \(title ?? sectionTitles.title(for: kind))".utf8)
        let order = SectionKind.templateOrder
        let rank = order.firstIndex(of: kind) ?? order.count
        let later = sections.first { (order.firstIndex(of: $0.kind) ?? order.count) > rank }
        if let later {
            // A byte-order mark stays the file's first bytes.
            let lineStart = source.lineStarts[later.lines.lowerBound - 1]
            let offset = lineStart == 0 && source.bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : lineStart
            return replacing(offset..<offset, with: heading + lineEnding.bytes + lineEnding.bytes)
        }
        var insertion: [UInt8] = []
        let count = source.lineCount
        if count > 0 {
            if !source.endsWithLineBreak { insertion += lineEnding.bytes }
            if !source.isBlank(line: count) { insertion += lineEnding.bytes }
        }
        insertion += heading
        if source.endsWithLineBreak, count > 0 { insertion += lineEnding.bytes }
        let end = source.bytes.count
        return replacing(end..<end, with: insertion)
    }

    /// Adds a thought record at the end of the Thought diary, one `- Label: value` line per field.
    public func addingThought(_ record: ThoughtRecord) -> Entry {
        appending(record.markdown(), to: .thoughtDiary)
    }

    /// The entry with `range` of its bytes replaced, parsed again.
    func replacing(_ range: Range<Int>, with replacement: [UInt8]) -> Entry {
        var bytes = source.bytes
        bytes.replaceSubrange(range, with: replacement)
        return Entry(validUTF8: bytes, date: date, path: path, titles: sectionTitles)
    }

    /// `text`'s lines joined with the entry's line ending, without trailing blank lines.
    private func normalisedLines(_ text: String) -> [UInt8] {
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
