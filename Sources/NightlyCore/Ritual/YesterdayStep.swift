import Foundation
import JournalChanges
import JournalFormat
import JournalReports
import NightlySettings

/// One of the open action steps due tonight (``DueSteps``: the last written day's, however long
/// ago, and those snoozed to today), and what the user chose to do with it.
public struct YesterdayStep: Sendable {
    public var date: EntryDate
    public var index: Int
    public var text: String
    /// How the question says when it was planned: "Yesterday", "On Friday", "12 days ago".
    public var when = "Yesterday"
    /// Days open since it was first planned, across carries.
    public var ageDays = 1
    /// Whether it waits in today's own entry, snoozed there.
    public var isSnoozedIn = false

    public var isStale: Bool { ageDays >= DueSteps.staleDays }

    /// Done, carry into today, carry to a later day, drop (a stale step), skip, or quit the
    /// ritual without writing.
    public enum Choice: Sendable, Equatable { case done, carry, later(EntryDate), drop, skip, quit }

    /// Every open action step in `date`'s entry, in order. A step carried already (earlier in
    /// the evening) is not open, so it is not asked about again.
    public static func findAll(in journal: Journal, date: EntryDate) -> [YesterdayStep] {
        guard let entry = try? journal.actionSteps(on: date) else { return [] }
        return entry.steps.indices.filter { entry.steps[$0].isOpen }.map { index in
            YesterdayStep(date: date, index: index, text: entry.steps[index].text)
        }
    }

    /// The open steps due on `today` (``DueSteps``), each once: a step ticked, carried or
    /// dropped is no longer open where it was, and a carried step's copy is due on the day it
    /// went to. An unreadable journal asks nothing: the ritual is no place for that error.
    public static func due(in journal: Journal, today: EntryDate) -> [YesterdayStep] {
        guard let due = try? DueSteps(in: journal, today: today) else { return [] }
        return due.open.filter { $0.entry.date < today || $0.isSnoozedIn }.map { item in
            YesterdayStep(
                date: item.entry.date, index: item.index, text: item.step.text,
                when: item.isSnoozedIn ? "For today" : DueSteps.when(item.entry.date, today: today),
                ageDays: item.ageDays, isSnoozedIn: item.isSnoozedIn)
        }
    }

    /// Asks once, with single keys: `q` quits, as it does at the greeting and the breathing;
    /// Escape, or the end of input off a terminal, skips. `l` asks which day (a date as the
    /// command line takes it; Enter goes back to skipping); `x` drops a stale step.
    public func ask(today: EntryDate) -> Choice {
        let stale = isStale ? " (stale: open \(ageDays) days)" : ""
        var options: [(key: Character, label: String)] = [("d", "done")]
        if !isSnoozedIn { options.append(("c", "carry to today")) }
        options.append(("l", "later: which day?"))
        if isStale { options.append(("x", "drop")) }
        options += [("s", "skip"), ("q", "quit")]
        let answer = KeyPrompt.ask(
            "\(when) you planned: \(TerminalText.forStandardOutput(text))\(stale)", options: options)
        switch answer {
        case "d": return .done
        case "c": return .carry
        case "x": return .drop
        case "q": return .quit
        case "l": return askDay(today: today)
        default: return .skip
        }
    }

    /// The later day for `l`: after today (and the step's own day); Enter skips.
    private func askDay(today: EntryDate) -> Choice {
        let answer = LineQuestion.ask(
            "Which day? (friday, 2026-12-01, in 3 days)",
            retry: "A day after today, as nightly's dates go (friday, +3); or press Enter to skip."
        ) { text -> EntryDate? in
            guard let day = try? DateExpression(text).laterDay(today: today), day > today else { return nil }
            return day
        }
        if case .value(let day) = answer { return .later(day) }
        return .skip
    }

    /// Ticks the step, carries it to the day `state` names, or drops it, in `change`: the step
    /// is found again under the transaction's lock, and left alone when it is no longer open as
    /// it was asked about (the file changed meanwhile).
    public func apply(_ choice: Choice, today: EntryDate, in change: DayTransaction) throws {
        switch choice {
        case .done: try apply(.done, in: change)
        case .carry: try apply(.carried(to: today), in: change)
        case .later(let day): try apply(.carried(to: day), in: change)
        case .drop:
            guard let entry = try current(in: change) else { return }
            try change.drop(index, of: entry)
        case .skip, .quit: return
        }
    }

    /// Ticks the step, or carries it to the day `state` names, in `change`: the step is found
    /// again under the transaction's lock, and left alone when it is no longer open as it was
    /// asked about (the file changed meanwhile).
    public func apply(_ state: ActionStepState, in change: DayTransaction) throws {
        guard let entry = try current(in: change) else { return }
        if case .carried(let day) = state {
            try change.carry(index, of: entry, to: day)
        } else {
            try change.setStep(index, to: state, in: entry)
        }
    }

    /// The step's day read under the lock, when the step is still there, open, as asked.
    private func current(in change: DayTransaction) throws -> EntrySteps? {
        guard let entry = try change.actionSteps(on: date), entry.steps.indices.contains(index),
            entry.steps[index].isOpen, entry.steps[index].text == text
        else { return nil }
        return entry
    }
}
