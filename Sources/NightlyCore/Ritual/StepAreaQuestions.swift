import JournalChanges
import JournalFormat
import JournalReports
import SystemCalls

/// The ritual's offer, after the editor closes, of a focus area for each of tonight's open
/// steps that has none: the answer adds the area's tag (`#health`) to the step's line, so the
/// reports count it for the area. Only when the user has focus areas; Enter leaves a step
/// as it is, `q` stops asking (what was answered is kept). Off a terminal nothing is asked, as
/// with ``TrackQuestions``.
public struct StepAreaQuestions {
    public var areas: [FocusArea]

    public init(areas: [FocusArea]) {
        self.areas = areas.filter { !$0.tag.isEmpty }
    }

    /// Asks on a terminal and tags each step answered on `day` in `change`.
    /// - Returns: What could not be written, one message each.
    public func ask(on day: EntryDate, in change: DayTransaction) -> [String] {
        guard !areas.isEmpty, Platform.isTerminal(Platform.standardInput), Platform.isTerminal(Platform.standardOutput),
            let steps = try? change.actionSteps(on: day)
        else { return [] }
        for (index, step) in steps.steps.enumerated() where step.isOpen && !hasArea(step) {
            switch ask(step) {
            case .ended: return []
            case .skipped: continue
            case .value(nil): return []
            case .value(let area?):
                do {
                    guard let entry = try change.journal.load(day) else { return [] }
                    try change.write(try entry.taggingActionStep(index, with: area.tag), on: day)
                } catch {
                    return ["could not tag the step \(step.text): \(error)"]
                }
            }
        }
        return []
    }

    /// Whether the step already carries one of the areas' tags.
    func hasArea(_ step: ActionStep) -> Bool {
        let tags = Set(step.tags.map { $0.lowercased() })
        return areas.contains { tags.contains($0.tag) }
    }

    /// One question: the area by its number, name or tag; `nil` for `q`.
    private func ask(_ step: ActionStep) -> LineQuestion.Answer<FocusArea?> {
        let choices = areas.enumerated().map { "\($0.offset + 1) \($0.element.name)" }.joined(separator: ", ")
        return LineQuestion.ask(
            TerminalText.forStandardOutput("Which area is \u{201C}\(step.text)\u{201D}? [\(choices)] (Enter skips)"),
            retry: TerminalText.forStandardOutput("Answer 1 to \(areas.count), an area's name, Enter or q.")
        ) { text -> FocusArea?? in
            if text == "q" || text == "Q" { return .some(nil) }
            if let number = Int(text), areas.indices.contains(number - 1) { return .some(areas[number - 1]) }
            let wanted = text.lowercased().drop { $0 == "#" }
            return areas.first { $0.name.lowercased() == wanted || $0.tag == wanted }.map { .some($0) }
        }
    }
}
