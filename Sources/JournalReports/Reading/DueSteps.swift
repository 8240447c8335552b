import Foundation
import JournalFormat

/// The action steps due today, however many days were missed: what `nightly step`, the
/// ritual and the language server review.
///
/// A step is written at night for the next day, so the steps due today are the open steps of
/// the last written day before today, however long ago (``reviewed``). A step snoozed to today
/// (carried ahead from a day before that one) waits in today's own entry, and is due today too
/// (``snoozedIn``); a step carried into a day that was never written makes that day's file,
/// which is then the last written day, so it comes back on the next day that is written. Only
/// when neither gives an open step is today's own entry meant (a plan written in the morning).
///
/// Each step's age counts from the first day it was planned, across carries: the day a carry
/// came from is found by its marker (` → DAY`, the same text), looked for in the
/// ``carryWindow`` days before each day the step was carried to. Only those days are read,
/// never the whole journal.
public struct DueSteps: Sendable {
    /// How many days before a day its carried steps' origins are looked for: a snooze is
    /// followed back that far, a carry from the ritual (one day, or a gap of missed days) always.
    public static let carryWindow = 62
    /// A step open this many days or more since it was first planned is stale.
    public static let staleDays = 3

    /// One step due today, with where it is and how old it is.
    public struct Item: Sendable {
        /// The day's steps the step is in, for ``DayTransaction``'s edits.
        public var entry: EntrySteps
        /// The step's index in ``entry``.
        public var index: Int
        public var step: ActionStep { entry.steps[index] }
        /// The day the step was carried from into its entry, if it was.
        public var carriedFrom: EntryDate?
        /// The first day the step was planned, following its carries back.
        public var firstPlanned: EntryDate
        /// Days from ``firstPlanned`` to today.
        public var ageDays: Int
        /// Whether the step waits in today's own entry, snoozed there from an earlier day.
        public var isSnoozedIn: Bool

        /// Open for ``DueSteps/staleDays`` days or more.
        public var isStale: Bool { step.isOpen && ageDays >= DueSteps.staleDays }
    }

    public let today: EntryDate
    /// The last written day before today, with its steps; nil when there is none.
    public let reviewed: EntrySteps?
    /// The steps listed for today, in order: the reviewed day's (without those carried to a day
    /// after today: snoozed, they left today's list), then the ones snoozed to today; or,
    /// when none of those is open, today's own.
    public let items: [Item]

    /// The open ones among ``items``.
    public var open: [Item] { items.filter { $0.step.isOpen } }

    /// Reads the steps due on `today` in `journal`: the last written day before it, today's
    /// entry, and the days their carries came from.
    /// - Throws: ``JournalError`` when the journal cannot be listed or a needed entry read.
    public init(in journal: Journal, today: EntryDate) throws {
        self.today = today
        var reader = StepReader(journal: journal)
        guard FileManager.default.fileExists(atPath: journal.root.path) else {
            reviewed = nil
            items = []
            return
        }
        let reviewedDay = try WrittenDays(journal).before(today)?.date
        let reviewed = try reviewedDay.flatMap { try reader.steps(on: $0) }
        self.reviewed = reviewed
        var items: [Item] = []
        if let reviewed {
            for (index, step) in reviewed.steps.enumerated() {
                if let to = step.carriedTo, !step.done, to > today { continue }
                items.append(try reader.item(reviewed, index, today: today, snoozedIn: false))
            }
        }
        let own = try reader.steps(on: today)
        if let own {
            for (index, step) in own.steps.enumerated() where step.isOpen {
                guard let from = try reader.carriedFrom(step, day: today),
                    reviewedDay.map({ from < $0 }) ?? true
                else { continue }
                items.append(try reader.item(own, index, today: today, snoozedIn: true))
            }
        }
        if !items.contains(where: { $0.step.isOpen }), let own, own.steps.contains(where: \.isOpen) {
            items = try own.steps.indices.map { try reader.item(own, $0, today: today, snoozedIn: false) }
        }
        self.items = items
    }

    /// Every step of `entry` (`nightly step --date`), with its age on `today`.
    /// - Throws: ``JournalError`` when the days its carries came from cannot be listed.
    public static func items(of entry: EntrySteps, in journal: Journal, today: EntryDate) throws -> [Item] {
        var reader = StepReader(journal: journal)
        return try entry.steps.indices.map { try reader.item(entry, $0, today: today, snoozedIn: false) }
    }

    /// How the ritual says when a step was planned: "Yesterday", "On Friday" within the week,
    /// "12 days ago" beyond, and "Today" for a step snoozed to today.
    public static func when(_ day: EntryDate, today: EntryDate) -> String {
        let days = day.days(to: today)
        switch days {
        case ...0: return "Today"
        case 1: return "Yesterday"
        case 2...6: return "On \(day.weekdayName)"
        default: return "\(days) days ago"
        }
    }
}

/// Reads each day's steps once, and follows carries back to where a step was first planned.
private struct StepReader {
    let journal: Journal
    private var read: [EntryDate: EntrySteps?] = [:]
    private var listed: [EntryDate: [EntryDate]] = [:]

    init(journal: Journal) {
        self.journal = journal
    }

    mutating func steps(on day: EntryDate) throws -> EntrySteps? {
        if let known = read[day] { return known }
        let steps = try journal.actionSteps(on: day)
        read[day] = steps
        return steps
    }

    mutating func item(_ entry: EntrySteps, _ index: Int, today: EntryDate, snoozedIn: Bool) throws -> DueSteps.Item {
        let step = entry.steps[index]
        let from = try carriedFrom(step, day: entry.date)
        let first = try from.map { try firstPlanned(step, day: $0) } ?? entry.date
        return DueSteps.Item(
            entry: entry, index: index, carriedFrom: from, firstPlanned: first, ageDays: first.days(to: today),
            isSnoozedIn: snoozedIn)
    }

    /// The day `step` (in `day`'s entry) was carried from: the latest day in the window before
    /// it whose step with the same text is marked carried to `day`.
    mutating func carriedFrom(_ step: ActionStep, day: EntryDate) throws -> EntryDate? {
        for earlier in try daysWithFiles(before: day) {
            guard let entry = try? steps(on: earlier) else { continue }
            if entry.steps.contains(where: { $0.carriedTo == day && $0.text == step.text }) { return earlier }
        }
        return nil
    }

    /// The first day `step` was planned: its own day, or, carry by carry, the day it came from.
    mutating func firstPlanned(_ step: ActionStep, day: EntryDate) throws -> EntryDate {
        var day = day
        var seen: Set<EntryDate> = [day]
        while let from = try carriedFrom(step, day: day), seen.insert(from).inserted { day = from }
        return day
    }

    /// The days with a file in the window before `day`, newest first (one listing of the
    /// folders, not a look for each day).
    private mutating func daysWithFiles(before day: EntryDate) throws -> [EntryDate] {
        if let known = listed[day] { return known }
        let range = day.adding(days: -DueSteps.carryWindow)...day.adding(days: -1)
        let days = try journal.entryFiles(in: range).map(\.date).reversed().map { $0 }
        listed[day] = days
        return days
    }
}
