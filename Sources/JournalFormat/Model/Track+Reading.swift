/// How a front matter value is read as a track's value, straight from its UTF-8 bytes: the
/// reports read a lifetime of days' values, four or more a day, so no `Character` is made.
/// YAML's blanks around a value are spaces and tabs, and one pair of quotes may surround it.
extension Track {
    /// Reads the text of the day's front matter key: nil when the track cannot take it (`check`
    /// and the language server report it; reports leave the day out).
    /// - A scale takes `6` or `6/MAX` (as `mood: 6/10`, MAX the scale's own).
    /// - A number takes a decimal (`7.5`, `-2`, `.5`); a trailing unit of the track is allowed.
    /// - A habit takes `yes`, `no` or `skip` (and YAML's `true`, `false`, `y`, `n` for yes and no).
    /// - A count takes a whole number, or a flow list of clock times `[08:10, 12:40]`.
    public func read(_ text: String) -> TrackValue? {
        kind.read(text)
    }

    /// The text without one pair of surrounding YAML quotes, and the blanks around it and
    /// inside the quotes.
    static func unquoted(_ text: String) -> String {
        var text = text
        return text.withUTF8 { bytes in
            let value = ValueBytes(bytes)
            return value.text(value.unquoted(value.all))
        }
    }
}

extension Track.Kind {
    /// What ``Track/read(_:)`` reads, by the kind alone: a report reading many days keeps the
    /// kinds, not the tracks with their questions.
    public func read(_ text: String) -> TrackValue? {
        var text = text
        return text.withUTF8 { bytes in read(ValueBytes(bytes)) }
    }

    /// As ``read(_:)``, of the value at `range` of `bytes`.
    public func read(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> TrackValue? {
        read(ValueBytes(bytes, range))
    }

    /// `read(bytes, range)?.number`, for a report that wants only the number (a count's times
    /// are checked, not kept).
    public func number(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Double? {
        let value = ValueBytes(bytes, range)
        guard case .count = self else { return read(value)?.number }
        return value.countOfTimes(value.unquoted(value.all)).map(Double.init)
    }

    private func read(_ value: ValueBytes) -> TrackValue? {
        let whole = value.unquoted(value.all)
        switch self {
        case .scale(let min, let max):
            var number = whole
            if let slash = value.first(UInt8(ascii: "/"), in: whole) {
                guard value.integer(value.trimmed(slash + 1..<whole.upperBound)) == max else { return nil }
                number = value.trimmed(whole.lowerBound..<slash)
            }
            guard let integer = value.integer(number), (min...max).contains(integer) else { return nil }
            return .number(Double(integer))
        case .number(let unit):
            var number = whole
            if let unit, value.ends(number, with: unit) { number = value.trimmed(number.dropLast(unit.utf8.count)) }
            return value.decimal(number).map(TrackValue.number)
        case .habit:
            switch value.lowercased(whole) {
            case "yes", "y", "true": return .habit(.yes)
            case "no", "n", "false": return .habit(.no)
            case "skip", "skipped": return .habit(.skip)
            default: return nil
            }
        case .count:
            if let count = value.integer(whole) { return count >= 0 ? .count(count, times: []) : nil }
            var times: [ClockTime] = []
            guard value.forEachTime(whole, { times.append($0) }) else { return nil }
            return .count(times.count, times: times)
        }
    }
}

/// A value's bytes, read by offsets.
private struct ValueBytes {
    let bytes: UnsafeBufferPointer<UInt8>
    /// The value's bytes.
    let all: Range<Int>

    init(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>? = nil) {
        self.bytes = bytes
        all = range ?? 0..<bytes.count
    }

    subscript(_ index: Int) -> UInt8 { bytes[index] }

    func text(_ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }

    /// `range` without the spaces and tabs at either end.
    func trimmed(_ range: Range<Int>) -> Range<Int> {
        var lower = range.lowerBound
        var upper = range.upperBound
        while lower < upper, bytes[lower] == 0x20 || bytes[lower] == 0x09 { lower += 1 }
        while upper > lower, bytes[upper - 1] == 0x20 || bytes[upper - 1] == 0x09 { upper -= 1 }
        return lower..<upper
    }

    /// `range` trimmed, without one pair of surrounding `"` or `'`, trimmed again inside.
    func unquoted(_ range: Range<Int>) -> Range<Int> {
        let trimmed = trimmed(range)
        guard trimmed.count >= 2, let quote = Optional(bytes[trimmed.lowerBound]),
            quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'"), bytes[trimmed.upperBound - 1] == quote
        else { return trimmed }
        return self.trimmed(trimmed.lowerBound + 1..<trimmed.upperBound - 1)
    }

    func first(_ byte: UInt8, in range: Range<Int>) -> Int? {
        range.first { bytes[$0] == byte }
    }

    func ends(_ range: Range<Int>, with suffix: String) -> Bool {
        let suffix = Array(suffix.utf8)
        guard !suffix.isEmpty, range.count >= suffix.count else { return false }
        return zip(bytes[(range.upperBound - suffix.count)..<range.upperBound], suffix).allSatisfy { $0 == $1 }
    }

    /// A whole number: an optional sign, then 1 to 18 digits and nothing else.
    func integer(_ range: Range<Int>) -> Int? {
        var index = range.lowerBound
        var negative = false
        if index < range.upperBound, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") {
            negative = bytes[index] == UInt8(ascii: "-")
            index += 1
        }
        guard index < range.upperBound, range.upperBound - index <= 18 else { return nil }
        var number = 0
        while index < range.upperBound {
            let digit = Int(bytes[index]) - 0x30
            guard (0...9).contains(digit) else { return nil }
            number = number * 10 + digit
            index += 1
        }
        return negative ? -number : number
    }

    /// A count's value: a whole number of 0 or more, or how many times its list holds (each
    /// checked); nil when it is neither.
    func countOfTimes(_ range: Range<Int>) -> Int? {
        if let count = integer(range) { return count >= 0 ? count : nil }
        var count = 0
        return forEachTime(range, { _ in count += 1 }) ? count : nil
    }

    /// Calls `body` with each time of a flow list of clock times (`[08:10, "12:40"]`, `[]`).
    /// - Returns: Whether `range` is such a list, every item a time.
    func forEachTime(_ range: Range<Int>, _ body: (ClockTime) -> Void) -> Bool {
        guard range.count >= 2, bytes[range.lowerBound] == UInt8(ascii: "["),
            bytes[range.upperBound - 1] == UInt8(ascii: "]")
        else { return false }
        let inner = trimmed(range.lowerBound + 1..<range.upperBound - 1)
        if inner.isEmpty { return true }
        var start = inner.lowerBound
        while start <= inner.upperBound {
            let end = first(UInt8(ascii: ","), in: start..<inner.upperBound) ?? inner.upperBound
            guard let time = clockTime(unquoted(start..<end)) else { return false }
            body(time)
            start = end + 1
        }
        return true
    }

    /// `H:MM` or `HH:MM`, as ``ClockTime/init(_:)`` reads it, without making a string: a count
    /// keeps a time per event.
    func clockTime(_ range: Range<Int>) -> ClockTime? {
        let end = range.upperBound
        guard range.count == 4 || range.count == 5, bytes[end - 3] == UInt8(ascii: ":") else { return nil }
        func digit(_ index: Int) -> Int? {
            let value = Int(bytes[index]) - 0x30
            return (0...9).contains(value) ? value : nil
        }
        guard let tens = range.count == 5 ? digit(range.lowerBound) : 0, let ones = digit(end - 4),
            let minuteTens = digit(end - 2), let minuteOnes = digit(end - 1)
        else { return nil }
        return ClockTime(hour: tens * 10 + ones, minute: minuteTens * 10 + minuteOnes)
    }

    /// A plain decimal (`7.5`, `-2`, `.5`, `3.`), never `nan`, `inf` or an exponent.
    func decimal(_ range: Range<Int>) -> Double? {
        var digits = 0
        var points = 0
        for index in range {
            switch bytes[index] {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digits += 1
            case UInt8(ascii: "."): points += 1
            case UInt8(ascii: "-"), UInt8(ascii: "+"): if index != range.lowerBound { return nil }
            default: return nil
            }
        }
        guard digits > 0, points <= 1 else { return nil }
        // Up to 15 digits the quotient of two exact doubles is the correctly rounded decimal,
        // as parsing its text would give, with no string made.
        if digits <= 15 {
            var mantissa = 0
            var scale = 1.0
            var afterPoint = false
            var negative = false
            for index in range {
                switch bytes[index] {
                case UInt8(ascii: "."): afterPoint = true
                case UInt8(ascii: "-"): negative = true
                case UInt8(ascii: "+"): break
                default:
                    mantissa = mantissa * 10 + Int(bytes[index] - 0x30)
                    if afterPoint { scale *= 10 }
                }
            }
            let number = Double(mantissa) / scale
            return negative ? -number : number
        }
        let text = self.text(range)
        return Double(text.hasPrefix(".") ? "0" + text : text)
    }

    /// The range's text in ASCII lower case, up to 8 bytes (longer is none of a habit's words).
    func lowercased(_ range: Range<Int>) -> String {
        guard range.count <= 8 else { return "" }
        return String(
            decoding: range.map { bytes[$0] | (bytes[$0] >= 0x41 && bytes[$0] <= 0x5A ? 0x20 : 0) }, as: UTF8.self)
    }
}
