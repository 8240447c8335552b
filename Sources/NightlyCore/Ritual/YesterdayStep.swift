import Foundation
import JournalChanges
import JournalFormat
import JournalReports

/// One of yesterday's open action steps, and what the user chose to do with it.
public struct YesterdayStep: Sendable {
    public var date: EntryDate
    public var index: Int
    public var text: String

    /// Done, carry into today, skip, or quit the ritual without writing.
    public enum Choice: Sendable { case done, carry, skip, quit }

    /// Every open action step in `date`'s entry, in order. A step carried already (earlier in
    /// the evening) is not open, so it is not asked about again.
    public static func findAll(in journal: Journal, date: EntryDate) -> [YesterdayStep] {
        guard let entry = try? journal.actionSteps(on: date) else { return [] }
        return entry.steps.indices.filter { entry.steps[$0].isOpen }.map { index in
            YesterdayStep(date: date, index: index, text: entry.steps[index].text)
        }
    }

    /// Asks once, with single keys: `q` quits, as it does at the greeting and the breathing;
    /// Escape, or the end of input off a terminal, skips.
    public func ask() -> Choice {
        let answer = KeyPrompt.ask(
            "Yesterday you planned: \(TerminalText.forStandardOutput(text))",
            options: [("d", "done"), ("c", "carry to today"), ("s", "skip"), ("q", "quit")])
        switch answer {
        case "d": return .done
        case "c": return .carry
        case "q": return .quit
        default: return .skip
        }
    }

    /// Ticks the step, or carries it to the day `state` names, in `change`: the step is found
    /// again under the transaction's lock, and left alone when it is no longer open as it was
    /// asked about (the file changed meanwhile).
    public func apply(_ state: ActionStepState, in change: DayTransaction) throws {
        guard let entry = try change.actionSteps(on: date), entry.steps.indices.contains(index),
            entry.steps[index].isOpen, entry.steps[index].text == text
        else { return }
        if case .carried(let day) = state {
            try change.carry(index, of: entry, to: day)
        } else {
            try change.setStep(index, to: state, in: entry)
        }
    }
}
