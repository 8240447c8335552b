import Foundation
import JournalFormat

/// Yesterday's first open action step, and what the user chose to do with it.
public struct YesterdayStep: Sendable {
    public var date: EntryDate
    public var url: URL
    public var index: Int
    public var text: String
    /// The journal's section titles, which found the step and find it again to tick it.
    public var sectionTitles: SectionTitles = .builtIn

    /// Done, carry into today, or skip.
    public enum Choice: Sendable { case done, carry, skip }

    /// Every unticked action step in `date`'s entry that the next day does not hold yet (a step
    /// carried earlier in the evening is not asked about again), in order.
    public static func findAll(in journal: Journal, date: EntryDate) -> [YesterdayStep] {
        let carried = Set(((try? journal.load(date.adding(days: 1))) ?? nil)?.actionSteps.map(\.text) ?? [])
        guard let entry = try? journal.load(date) else { return [] }
        return entry.actionSteps.indices.filter {
            !entry.actionSteps[$0].done && !carried.contains(entry.actionSteps[$0].text)
        }
        .map { index in
            YesterdayStep(
                date: date, url: journal.url(for: date), index: index, text: entry.actionSteps[index].text,
                sectionTitles: journal.sectionTitles)
        }
    }

    /// Asks once, with single keys.
    public func ask() -> Choice {
        let answer = KeyPrompt.ask(
            "Yesterday you planned: \(text)",
            options: [("d", "done"), ("c", "carry to today"), ("s", "skip")])
        switch answer {
        case "d": return .done
        case "c": return .carry
        default: return .skip
        }
    }

    /// Ticks the step in yesterday's file in `journal`, changing only its checkbox.
    public func tick(in journal: Journal) throws {
        let entry = try Entry.parse(Journal.read(url), date: date, path: url.path, titles: sectionTitles)
        try journal.save(try entry.settingActionStep(index, done: true), to: url)
    }
}
