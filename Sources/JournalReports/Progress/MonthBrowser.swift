import JournalFormat

/// Browsing months with the arrow keys: a pure state machine that a key reader drives. Left
/// goes a month back, right a month forward but never past today's month, `q` or Escape ends.
public struct MonthBrowser: Sendable, Equatable {
    public enum Command: Sendable, Equatable {
        case previous, next, quit, ignore
    }

    public private(set) var year: Int
    public private(set) var month: Int
    public let latest: (year: Int, month: Int)

    public init(year: Int, month: Int, today: EntryDate) {
        self.year = year
        self.month = month
        latest = (today.year, today.month)
    }

    /// Applies `command`; returns `false` when browsing is over.
    public mutating func handle(_ command: Command) -> Bool {
        switch command {
        case .quit:
            return false
        case .previous:
            (year, month) = MonthCalendar.month(year, month, by: -1)
        case .next:
            if (year, month) < latest { (year, month) = MonthCalendar.month(year, month, by: 1) }
        case .ignore:
            break
        }
        return true
    }

    /// Draws each month with `draw` and applies commands from `next` until it returns `nil`
    /// or `.quit`. The key reader and screen handling belong to the caller.
    public mutating func run(draw: (Int, Int) -> Void, next: () -> Command?) {
        draw(year, month)
        while let command = next(), handle(command) {
            if command != .ignore { draw(year, month) }
        }
    }

    public static func == (lhs: MonthBrowser, rhs: MonthBrowser) -> Bool {
        (lhs.year, lhs.month, lhs.latest.year, lhs.latest.month) == (
            rhs.year, rhs.month, rhs.latest.year, rhs.latest.month
        )
    }
}
