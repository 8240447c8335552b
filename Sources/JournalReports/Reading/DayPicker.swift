/// Picking one of several rows with keys: a pure state machine that a key reader drives, as
/// `nightly open TEXT` does when more than one day matches. The first row (the newest day)
/// starts highlighted; up and down move, a digit jumps to that row, Enter picks, `q` leaves.
public struct DayPicker: Sendable, Equatable {
    public enum Command: Sendable, Equatable {
        case up, down, row(Int), pick, quit, ignore
    }

    /// What came of a command.
    public enum Outcome: Sendable, Equatable {
        case goOn
        case picked(Int)
        case left
    }

    public let count: Int
    public private(set) var selected = 0

    public init(count: Int) {
        self.count = count
    }

    /// Applies `command`: moves stay inside the rows; a digit past the last row does nothing.
    public mutating func handle(_ command: Command) -> Outcome {
        switch command {
        case .up: selected = max(0, selected - 1)
        case .down: selected = min(count - 1, selected + 1)
        case .row(let number) where (1...count).contains(number): selected = number - 1
        case .pick: return count > 0 ? .picked(selected) : .left
        case .quit: return .left
        case .row, .ignore: break
        }
        return .goOn
    }

    /// The first row of a window of `height` rows that keeps the highlighted row in sight.
    public func firstVisible(height: Int, after previous: Int) -> Int {
        let height = max(1, height)
        if selected < previous { return selected }
        if selected >= previous + height { return selected - height + 1 }
        return min(previous, max(0, count - height))
    }
}
