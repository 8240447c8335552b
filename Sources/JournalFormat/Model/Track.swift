/// Something the user tracks night after night, declared in the config as `[track.NAME]` and
/// kept in each day's front matter as the key `NAME` (see nightly-journal(5), Tracked values, and nightly(1), TRACKING).
public struct Track: Sendable, Equatable {
    /// Lowercase letters, digits, `-` and `_`: the front matter key.
    public var name: String
    public var kind: Kind
    /// The question the ritual asks after the editor closes, when set.
    public var ask: String?

    public init(name: String, kind: Kind, ask: String? = nil) {
        self.name = name
        self.kind = kind
        self.ask = ask
    }

    public enum Kind: Sendable, Equatable {
        /// A whole number from `min` to `max`.
        case scale(min: Int, max: Int)
        /// Any decimal, with an optional unit (`h`).
        case number(unit: String?)
        /// Done, not done or skipped for the day.
        case habit(HabitSchedule)
        /// Events through the day, each with its clock time, and an optional quit plan.
        case count(QuitPlan?)

        /// The config's word for the kind: `scale`, `number`, `habit`, `count`.
        public var word: String {
            switch self {
            case .scale: return "scale"
            case .number: return "number"
            case .habit: return "habit"
            case .count: return "count"
            }
        }
    }

    /// Whether `name` may name a track: one or more lowercase ASCII letters, digits, `-` or `_`.
    public static func isValidName(_ name: String) -> Bool {
        !name.isEmpty
            && name.utf8.allSatisfy { byte in
                (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
                    || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
                    || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_")
            }
    }

    /// The habit's schedule, or nil for the other kinds.
    public var schedule: HabitSchedule? {
        if case .habit(let schedule) = kind { return schedule }
        return nil
    }

    /// The count's quit plan, when it has one.
    public var quitPlan: QuitPlan? {
        if case .count(let plan) = kind { return plan }
        return nil
    }

    /// Whether the track's values are numbers a trend can average: scales, numbers and counts.
    public var isMeasure: Bool {
        if case .habit = kind { return false }
        return true
    }

    /// The unit said after a number (`7.5 h`), for numbers only.
    public var unit: String? {
        if case .number(let unit) = kind { return unit }
        return nil
    }
}

/// When a habit is due.
public enum HabitSchedule: Sendable, Equatable, CustomStringConvertible {
    /// Every day.
    case daily
    /// Monday to Friday.
    case weekdays
    /// At least `n` days of each Monday-to-Sunday week; `weekly` is `timesAWeek(1)`, said `week`.
    case timesAWeek(Int)
    /// Once a Monday-to-Sunday week.
    case weekly

    /// Reads the config's `every`: `day`, `weekdays`, `week` or `N/week` (N from 1 to 7).
    public init?(every text: String) {
        switch text {
        case "day": self = .daily
        case "weekdays": self = .weekdays
        case "week": self = .weekly
        default:
            guard text.hasSuffix("/week"), let n = Int(text.dropLast("/week".count)), (1...7).contains(n),
                text.first != "+"
            else { return nil }
            self = .timesAWeek(n)
        }
    }

    /// The config's word, as `every` takes it.
    public var description: String {
        switch self {
        case .daily: return "day"
        case .weekdays: return "weekdays"
        case .weekly: return "week"
        case .timesAWeek(let n): return "\(n)/week"
        }
    }

    /// Whether streaks and rates count whole weeks (`week`, `N/week`) rather than days.
    public var countsWeeks: Bool {
        switch self {
        case .daily, .weekdays: return false
        case .weekly, .timesAWeek: return true
        }
    }

    /// The `yes` days a week needs to meet the habit (weekly schedules only).
    public var timesAWeek: Int {
        switch self {
        case .weekly: return 1
        case .timesAWeek(let n): return n
        case .daily: return 7
        case .weekdays: return 5
        }
    }

    /// Whether `day` is due on its own: every day for `day`, Monday to Friday for `weekdays`;
    /// for a weekly habit any day of the week may be the one, so every day is.
    public func isDue(_ day: EntryDate) -> Bool {
        switch self {
        case .weekdays: return day.weekday <= 5
        case .daily, .weekly, .timesAWeek: return true
        }
    }
}

/// A count's plan to stop: from `baseline` a day on `start`, tapering to none on `quit`.
public struct QuitPlan: Sendable, Equatable {
    public var start: EntryDate?
    public var quit: EntryDate?
    /// Events a day before the plan began.
    public var baseline: Double?
    /// What one event costs, in `currency`.
    public var cost: Double?
    public var currency: String?

    public init(
        start: EntryDate? = nil, quit: EntryDate? = nil, baseline: Double? = nil, cost: Double? = nil,
        currency: String? = nil
    ) {
        self.start = start
        self.quit = quit
        self.baseline = baseline
        self.cost = cost
        self.currency = currency
    }

    /// The day's target: ceil(baseline × (quit − day) / (quit − start)) from the start to the day
    /// before quitting, 0 from the quit date on; nil before the start or without the dates and
    /// baseline to work it out.
    public func target(on day: EntryDate) -> Int? {
        guard let quit else { return nil }
        if day >= quit { return 0 }
        guard let start, let baseline, day >= start else { return nil }
        let span = Double(start.days(to: quit))
        guard span > 0 else { return 0 }
        return Int((baseline * Double(day.days(to: quit)) / span).rounded(.up))
    }
}

/// A habit's mark for a day.
public enum HabitMark: String, Sendable, Equatable, CaseIterable {
    case yes, no, skip
}

/// One day's value of a track, as its front matter key holds it.
public enum TrackValue: Sendable, Equatable {
    /// A scale's or a number's value.
    case number(Double)
    case habit(HabitMark)
    /// A count: the events' clock times when kept (`[08:10, 12:40]`), else only how many.
    case count(Int, times: [ClockTime])

    /// The value as a number, for trends and insights: a habit's yes is 1, no 0, skip nil.
    public var number: Double? {
        switch self {
        case .number(let value): return value
        case .count(let count, _): return Double(count)
        case .habit(.yes): return 1
        case .habit(.no): return 0
        case .habit(.skip): return nil
        }
    }
}

extension Track {
    /// What the track takes, for messages: "a whole number from 1 to 10".
    public var allowed: String {
        switch kind {
        case .scale(let min, let max): return "a whole number from \(min) to \(max)"
        case .number(let unit): return "a number" + (unit.map { " (in \($0))" } ?? "") + ", such as 7.5"
        case .habit: return "yes, no or skip"
        case .count: return "a whole number of events, or none to add one at the clock's time"
        }
    }

    /// Reads a value given on the command line or to the ritual's question: as ``read(_:)``,
    /// with a habit's `y`/`n` and a count's number.
    /// - Throws: ``TrackValueError`` naming the track and what it takes.
    public func parse(_ input: String) throws(TrackValueError) -> TrackValue {
        guard let value = read(input.trimmingSpaces()), !input.trimmingSpaces().hasPrefix("[") || isCount else {
            throw TrackValueError(track: name, value: input, allowed: allowed)
        }
        return value
    }

    private var isCount: Bool {
        if case .count = kind { return true }
        return false
    }

    /// The front matter text for `value`: `6`, `7.5`, `yes`, `[08:10, 12:40]` or `3`.
    public static func text(of value: TrackValue) -> String {
        switch value {
        case .number(let number): return formatted(number)
        case .habit(let mark): return mark.rawValue
        case .count(let count, let times):
            guard !times.isEmpty, times.count == count else { return String(count) }
            return "[" + times.map(\.description).joined(separator: ", ") + "]"
        }
    }

    /// `7.5`, `6`, `-0.25`: a whole number without a point, else the shortest decimal.
    public static func formatted(_ number: Double) -> String {
        if number == number.rounded(), abs(number) < 1e15 { return String(Int(number)) }
        return String(number)
    }

}

/// A value a track cannot take.
public struct TrackValueError: Error, Equatable, CustomStringConvertible {
    public var track: String
    public var value: String
    public var allowed: String

    public init(track: String, value: String, allowed: String) {
        self.track = track
        self.value = value
        self.allowed = allowed
    }

    public var description: String { "\(track) takes \(allowed), not '\(value)'" }
}
