import Foundation

/// A time of day on a 24-hour clock, to the minute: a thought record's `Time:`, the daily
/// reminder, the night owl's day boundary, an imported entry's `### HH:MM` heading.
///
/// Every door that reads a time reads it with ``init(_:)``, so a time one command accepts is a
/// time every other command accepts too.
public struct ClockTime: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// 0 to 23.
    public let hour: Int
    /// 0 to 59.
    public let minute: Int

    /// Midnight, `00:00`.
    public static let midnight = ClockTime(minutesSinceMidnight: 0)

    /// A time, or `nil` when `hour` is not 0 to 23 or `minute` not 0 to 59.
    public init?(hour: Int, minute: Int) {
        guard (0..<24).contains(hour), (0..<60).contains(minute) else { return nil }
        self.hour = hour
        self.minute = minute
    }

    /// The time `minutes` after midnight; the caller guarantees 0 to 1,439.
    public init(minutesSinceMidnight minutes: Int) {
        precondition((0..<1440).contains(minutes), "a day has 1,440 minutes, not \(minutes)")
        self.hour = minutes / 60
        self.minute = minutes % 60
    }

    /// Parses `H:MM` or `HH:MM`: hours 0 to 23, minutes exactly two digits 00 to 59, nothing
    /// before or after (no sign, no spaces, no seconds). `nil` for anything else.
    public init?(_ text: some StringProtocol) {
        self.init(utf8: Array(text.utf8))
    }

    /// ``init(_:)`` of a text's UTF-8 bytes, for readers that have them already (a thought
    /// record's `Time:` line) and so need no array of their own.
    init?<Bytes: RandomAccessCollection<UInt8>>(utf8 bytes: Bytes) where Bytes.Index == Int {
        let start = bytes.startIndex
        let count = bytes.count
        guard count == 4 || count == 5, bytes[start + count - 3] == UInt8(ascii: ":"),
            (0..<count).allSatisfy({ $0 == count - 3 || (0x30...0x39).contains(bytes[start + $0]) })
        else { return nil }
        let digit = { (offset: Int) in Int(bytes[start + offset] - 0x30) }
        let hour = count == 5 ? digit(0) * 10 + digit(1) : digit(0)
        self.init(hour: hour, minute: digit(count - 2) * 10 + digit(count - 1))
    }

    /// The wall clock's time of day at `instant` in `timeZone`.
    public static func now(_ instant: Date = Date(), timeZone: TimeZone = .current) -> ClockTime {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let parts = calendar.dateComponents([.hour, .minute], from: instant)
        return ClockTime(hour: parts.hour ?? 0, minute: parts.minute ?? 0) ?? .midnight
    }

    /// `text` stamped with this time, `HH:MM text`: how `nightly add --stamp` starts a
    /// paragraph and an imported entry's heading gives its time, so both read alike.
    public func stamp(_ text: String) -> String {
        text.isEmpty ? description : "\(description) \(text)"
    }

    /// Minutes after midnight, 0 to 1,439.
    public var minutesSinceMidnight: Int { hour * 60 + minute }

    /// `HH:MM`, always two digits each.
    public var description: String {
        (hour < 10 ? "0" : "") + "\(hour):" + (minute < 10 ? "0" : "") + "\(minute)"
    }

    public static func < (lhs: ClockTime, rhs: ClockTime) -> Bool {
        lhs.minutesSinceMidnight < rhs.minutesSinceMidnight
    }
}
