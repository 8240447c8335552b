/// The law every insertion keeps: the entry outside the inserted bytes reads as before.
extension Entry {
    /// What inserting `inserted` (a range of `edited`'s bytes) into the first section of
    /// `kind` changed outside itself, in words ("the sections"), or `nil` when nothing did.
    ///
    /// The inserted bytes must stay inside that section, and outside them nothing changes:
    /// the front matter, the title, the list of sections (kind and title), every other
    /// section's bytes, and the action steps and thought records, of which an insertion into
    /// their own section may only add new ones after the old.
    func structureChange(in edited: Entry, appendingTo kind: SectionKind, inserted: Range<Int>) -> String? {
        if edited.frontMatter?.yaml != frontMatter?.yaml { return "the front matter" }
        if edited.title != title { return "the title" }
        guard edited.sections.map(\.kind) == sections.map(\.kind), edited.sections.map(\.title) == sections.map(\.title)
        else { return "the sections" }
        let target = sections.firstIndex { $0.kind == kind }
        let lastInserted = edited.source.line(containing: max(inserted.lowerBound, inserted.upperBound - 1))
        guard let section = edited.section(kind), section.lines.contains(lastInserted) else {
            return "the \(sections[target ?? 0].title) section, which would end before the added text does"
        }
        for index in sections.indices where index != target {
            if sectionBytes(sections[index]) != edited.sectionBytes(edited.sections[index]) {
                return "the \(sections[index].title) section"
            }
        }
        let steps = actionSteps.map { [$0.text, "\($0.done)"] }
        let editedSteps = edited.actionSteps.map { [$0.text, "\($0.done)"] }
        if kind == .actionStep ? !editedSteps.starts(with: steps) : editedSteps != steps { return "the action steps" }
        let records = thoughts.map(\.withoutLine)
        let editedRecords = edited.thoughts.map(\.withoutLine)
        if kind == .thoughtDiary ? !editedRecords.starts(with: records) : editedRecords != records {
            return "the thought records"
        }
        return nil
    }

    /// Why an insertion was refused, with the line of the inserted text to blame when one
    /// is a heading that would start a section of its own.
    static func explain(_ change: String, inserting text: [UInt8]) -> String {
        let lines = SourceText(text)
        let heading = CmarkBridge.outline(of: text).blocks.first {
            if case .heading(let level) = $0.kind { return level <= 2 }
            return false
        }
        guard let heading else { return "it would change \(change) outside the added text" }
        let line = heading.lines.lowerBound
        return "line \(line) of the text ('\(lines.content(ofLine: line))') is a heading that would start a "
            + "section of its own and change \(change); make it a level-3 heading (###) or add it in the editor"
    }

    private func sectionBytes(_ section: Section) -> ArraySlice<UInt8> {
        source.bytes[
            source.lineStarts[
                section.lines.lowerBound - 1]..<source.fullRange(ofLine: section.lines.upperBound).upperBound]
    }
}

extension ThoughtRecord {
    /// The record without its line number, which an insertion above it may shift.
    fileprivate var withoutLine: ThoughtRecord {
        var record = self
        record.line = 0
        return record
    }
}
