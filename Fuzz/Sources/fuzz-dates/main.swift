import FuzzSupport
import JournalFormat
import NightlySettings

/// Any phrase as a DATE, resolved on a today near either end of the days nightly keeps: it
/// never traps, and it names nothing, or days of the calendar (years 1 to 9999) that
/// `supportedDay`/`supportedRange` either hand on within ``EntryDate/supported`` or refuse.
///
/// Input: a byte choosing the end and the distance from it (the first and last 30 days of
/// the range, or just outside it), then the phrase.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzDates(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = FuzzInput.bytes(data, size)
    guard let first = bytes.first else { return 0 }
    let phrase = String(decoding: bytes.dropFirst(), as: UTF8.self)
    if let problem = DateLaw.violation(phrase, today: DateLaw.today(first)) {
        lawFailed("dates", problem)
    }
    return 0
}

enum DateLaw {
    /// Bit 7: the last days of the range, else the first; the rest: how far inside (0 to 29),
    /// or, from 120 up, one or two days outside, as a `--today` that was never checked would be.
    static func today(_ byte: UInt8) -> EntryDate {
        let distance = Int(byte & 0x7F)
        let inside = distance < 120 ? distance % 30 : -(distance % 2 + 1)
        let supported = EntryDate.supported
        return byte & 0x80 == 0 ? supported.lowerBound.adding(days: inside) : supported.upperBound.adding(days: -inside)
    }

    static func violation(_ phrase: String, today: EntryDate) -> String? {
        let expression = DateExpression(phrase)
        let named = "\(quoted(phrase)) on \(today.iso)"
        let day = expression.resolve(today: today)
        if let day, !EntryDate.calendarDays.contains(day) {
            return "\(named) names \(day.iso), outside the calendar"
        }
        switch (day, Result { try expression.supportedDay(today: today) }) {
        case (let day?, .success(let supported)) where day != supported:
            return "\(named): supportedDay gives \(supported.iso), resolve \(day.iso)"
        case (let day?, .failure) where day.isSupported:
            return "\(named): supportedDay refuses \(day.iso), which is supported"
        case (let day?, .success) where !day.isSupported:
            return "\(named): supportedDay accepts \(day.iso), which is not supported"
        case (nil, .success(let supported)):
            return "\(named): supportedDay gives \(supported.iso) where resolve names nothing"
        default: break
        }
        let range = expression.resolveRange(today: today)
        if let range {
            guard range.firstDay <= range.lastDay,
                EntryDate.calendarDays.contains(range.firstDay), EntryDate.calendarDays.contains(range.lastDay)
            else { return "\(named) names the range \(range), which is empty or outside the calendar" }
        }
        if let day, range.map({ !$0.contains(day) }) ?? true {
            return "\(named) names \(day.iso) but its range is \(range.map(\.description) ?? "nothing")"
        }
        switch Result(catching: { try expression.supportedRange(today: today) }) {
        case .success(let supported):
            guard let range, supported.firstDay >= range.firstDay, supported.lastDay <= range.lastDay,
                supported.firstDay.isSupported, supported.lastDay.isSupported
            else { return "\(named): supportedRange gives \(supported) for \(range.map(\.description) ?? "nothing")" }
            // The days around it, as a report's look-back and the ritual's look-ahead reach them.
            for edge in [supported.firstDay, supported.lastDay] {
                for reach in [-366, -30, -7, -1, 1, 7, 30, 366] {
                    _ = edge.adding(days: reach).weekday
                }
            }
        case .failure:
            if let range, range.lastDay >= EntryDate.supported.lowerBound,
                range.firstDay <= EntryDate.supported.upperBound
            {
                return "\(named): supportedRange refuses \(range), which has supported days"
            }
        }
        return nil
    }
}

FuzzDriver.run()
