import JournalFormat

/// A run of consecutive written days.
public struct Streak: Sendable, Equatable, Encodable {
    public var days: Int
    @NullWhenAbsent public var start: EntryDate?
    @NullWhenAbsent public var end: EntryDate?

    public static let none = Streak(days: 0, start: nil, end: nil)

    public init(days: Int, start: EntryDate?, end: EntryDate?) {
        self.days = days
        self.start = start
        self.end = end
    }
}

/// The current and the longest streak.
///
/// The current streak is the run that ends today, or yesterday while today is not yet written:
/// a day is not missed until it is over. The longest is the longest run up to today; of two
/// equally long, the later.
public struct Streaks: Sendable, Equatable {
    public var current: Streak
    public var longest: Streak

    /// - Parameters:
    ///   - writtenDays: Written days in any order; days after `today` are ignored.
    public init(writtenDays: some Sequence<EntryDate>, today: EntryDate) {
        // Sorting days that come in order costs one pass; equal neighbours are then dropped.
        var numbers = writtenDays.lazy.filter { $0 <= today }.map(\.dayNumber).sorted()
        numbers.removeAdjacentDuplicates()
        var longest = Streak.none
        var runStart = 0
        for (index, number) in numbers.enumerated() {
            if index > 0, numbers[index - 1] != number - 1 { runStart = index }
            let length = index - runStart + 1
            if length >= longest.days {
                longest = Streak(
                    days: length, start: EntryDate(dayNumber: numbers[runStart]), end: EntryDate(dayNumber: number))
            }
        }
        self.longest = longest
        var current = Streak.none
        if let last = numbers.last, today.dayNumber - last <= 1 {
            var first = numbers.count - 1
            while first > 0, numbers[first - 1] == numbers[first] - 1 { first -= 1 }
            current = Streak(
                days: numbers.count - first, start: EntryDate(dayNumber: numbers[first]),
                end: EntryDate(dayNumber: last))
        }
        self.current = current
    }
}

extension Array where Element: Equatable {
    /// Removes every element equal to the one before it, in place.
    fileprivate mutating func removeAdjacentDuplicates() {
        guard count > 1 else { return }
        var kept = 1
        for index in 1..<count where self[index] != self[kept - 1] {
            self[kept] = self[index]
            kept += 1
        }
        removeLast(count - kept)
    }
}
