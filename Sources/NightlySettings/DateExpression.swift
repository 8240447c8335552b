import JournalFormat

/// A day, or a run of days, as a person names it on the command line: `today`, `tomorrow`,
/// `-3`, `+2`, `3 days ago`, `in 3 days`, `a month ago`, `2026-11-01`, `nov 20`, `friday`,
/// `next monday`, `monday next week`, `end of november`, `today last year`, `last month`, `2025`.
///
/// The one parser of dates in nightly; its forms are the table under DATES in nightly(1).
/// Words are case-insensitive and may be separated by any spaces (and commas). A date that
/// does not exist (`feb 30`, `2026-02-30`) names nothing; it is never moved to a nearby day.
public struct DateExpression: Sendable, Equatable {
    public let text: String

    public init(_ text: String) { self.text = text }

    /// The single day the expression names, counted from `today`; `nil` when it names none.
    ///
    /// `last week` is the day a week before today here (what a command that opens, shows or
    /// writes one day wants); ``resolveRange(today:)`` reads it as the whole previous week.
    /// Forms that only name a run of days (`this week`, `november`, `2025`) name no single day.
    public func resolve(today: EntryDate) -> EntryDate? {
        guard !isTooLong else { return nil }
        return Self.day(words[...], today: today)
    }

    /// The days the expression names, counted from `today`; `nil` when it names none.
    ///
    /// Weeks run Monday to Sunday (ISO 8601): `last week`, `this week`, `next week`. Months and
    /// years: `last month`, `this month`, `next month`, `last year`, `this year`, `next year`,
    /// a month (`november`: this year's, or last year's when this year's has not begun),
    /// `nov 2025`, `2025-11`, and a year (`2025`). Every single day is a range of one day.
    /// - Returns: the range; a command taking `--since X --until Y` reads from X's
    ///   ``DateRange/firstDay`` to Y's ``DateRange/lastDay``.
    public func resolveRange(today: EntryDate) -> DateRange? {
        guard !isTooLong else { return nil }
        return Self.range(words[...], today: today) ?? Self.day(words[...], today: today).map(DateRange.init(day:))
    }

    /// The single day the expression names, which must lie in ``EntryDate/supported``.
    /// - Throws: ``NightlyError/badDate(_:)`` when it names none; ``NightlyError/unsupported(_:named:)``
    ///   when it names a day outside the supported range.
    public func supportedDay(today: EntryDate) throws -> EntryDate {
        guard let day = resolve(today: today) else { throw NightlyError.badDate(text) }
        return try NightlyError.requireSupported(day, named: "'\(text)'")
    }

    /// The days the expression names that lie in ``EntryDate/supported``: `this week` on
    /// 0002-01-01 is that day to the Sunday, without the days of year 1.
    /// - Throws: as ``supportedDay(today:)``, the latter when no day of the range is supported.
    public func supportedRange(today: EntryDate) throws -> DateRange {
        guard let range = resolveRange(today: today) else { throw NightlyError.badDate(text) }
        let supported = EntryDate.supported
        guard range.lastDay >= supported.lowerBound, range.firstDay <= supported.upperBound else {
            throw NightlyError.unsupported(
                range.firstDay.isSupported ? range.lastDay : range.firstDay, named: "'\(text)'")
        }
        return DateRange(
            firstDay: max(range.firstDay, supported.lowerBound), lastDay: min(range.lastDay, supported.upperBound))
    }

    /// What the command line accepts, for help and error text.
    public static let accepted =
        "today, yesterday, tomorrow, -N, +N, 'N days ago', 'in N days', YYYY-MM-DD, 'nov 20', a weekday, "
        + "'last friday' or 'next friday' (the full table is under DATES in man nightly)"

    /// The most words a phrase may have: far more than any day needs (`end of start of next
    /// month` is six), few enough that no phrase keeps a command or the server busy.
    public static let maxWords = 64
    /// The most characters (UTF-8 bytes) a phrase may have.
    public static let maxCharacters = 1_000

    /// Whether the phrase is longer than nightly reads: it names no day, and
    /// ``tooLongMessage`` says why.
    public var isTooLong: Bool {
        text.utf8.count > Self.maxCharacters || words.count > Self.maxWords
    }

    /// Why a phrase names no day because of its length, or nil when its length is fine.
    public var tooLongMessage: String? {
        guard isTooLong else { return nil }
        return "a date of \(text.utf8.count) characters is longer than nightly reads "
            + "(at most \(Self.maxWords) words and \(Self.maxCharacters) characters)"
    }

    /// Why a month and a day of it name no day, as a person would say it (`feb 30`:
    /// "February has no 30th"; `2027-02-29`: "February 2027 has no 29th"); nil for any other
    /// phrase, which the general message answers.
    public var missingDayMessage: String? {
        let words = self.words
        var named: (year: Int?, month: Int, day: Int)?
        if words.count == 1 {
            let parts = Self.numericParts(words[0])
            if parts.count == 3, let year = Self.year(parts[0]), let month = Self.oneOrTwoDigits(parts[1]),
                let day = Self.oneOrTwoDigits(parts[2])
            {
                named = (year, month, day)
            }
        } else if (2...3).contains(words.count), let (month, day) = Self.monthAndDay(words[0], words[1]) {
            let year = words.count == 3 ? Self.year(words[2]) : nil
            if words.count == 2 || year != nil { named = (year, month, day) }
        }
        // Without a year, February has its 29th in some year: only a longer day is missing.
        guard let named, (1...12).contains(named.month), (1...31).contains(named.day),
            named.day > EntryDate.daysIn(month: named.month, year: named.year ?? 2000)
        else { return nil }
        let month = EntryDate.monthNames[named.month - 1] + (named.year.map { " \($0)" } ?? "")
        return "\(month) has no \(Self.ordinal(named.day))"
    }

    /// `1st`, `2nd`, `3rd`, `4th` … `29th`, `30th`, `31st`.
    private static func ordinal(_ day: Int) -> String {
        let suffix =
            (11...13).contains(day % 100) ? "th" : [1: "st", 2: "nd", 3: "rd"][day % 10] ?? "th"
        return "\(day)\(suffix)"
    }

    private var words: [String] {
        text.lowercased().split(whereSeparator: { $0.isWhitespace || $0 == "," }).map(String.init)
    }

    private static func day(_ words: ArraySlice<String>, today: EntryDate) -> EntryDate? {
        if words.count >= 3, words[offset: 1] == "of",
            let end = [
                "start": false, "beginning": false, "first": false,
                "end": true, "last": true,
            ][words[offset: 0]]
        {
            // The first or last day of a run of days: `end of november`, `start of next week`.
            let rest = words.dropFirst(2)
            guard let range = range(rest, today: today) ?? day(rest, today: today).map(DateRange.init(day:))
            else { return nil }
            return end ? range.lastDay : range.firstDay
        }
        if words.count >= 3, words.last == "year", let years = ["last": -1, "next": 1][words[offset: words.count - 2]] {
            // A day of last or next year: `today last year`, `nov 20 last year`.
            let rest = words.dropLast(2)
            if rest.count == 2, let (month, day) = monthAndDay(rest[offset: 0], rest[offset: 1]) {
                return EntryDate(validYear: today.year + years, month: month, day: day)
            }
            return day(rest, today: today).flatMap { shift($0, months: 12 * years) }
        }
        switch words.count {
        case 1:
            let word = words[offset: 0]
            switch word {
            case "today": return today
            case "yesterday": return shift(today, by: -1)
            case "tomorrow": return shift(today, by: 1)
            default: break
            }
            if word.hasPrefix("-"), let days = digits(word.dropFirst()) { return shift(today, by: -days) }
            if word.hasPrefix("+"), let days = digits(word.dropFirst()) { return shift(today, by: days) }
            if let date = numericDate(word) { return date }
            if let weekday = weekday(word) { return shift(today, by: -((today.weekday - weekday + 7) % 7)) }
        case 2:
            if let weekday = weekday(words[offset: 1]) {
                if words[offset: 0] == "last" { return shift(today, by: -((today.weekday - weekday + 6) % 7 + 1)) }
                if words[offset: 0] == "next" { return shift(today, by: (weekday - today.weekday + 6) % 7 + 1) }
            }
            if words.elementsEqual(["last", "week"]) { return shift(today, by: -7) }
            if words.elementsEqual(["next", "week"]) { return shift(today, by: 7) }
            if let (month, day) = monthAndDay(words[offset: 0], words[offset: 1]) {
                // This year's, or last year's when this year's is still to come.
                let year = (month, day) > (today.month, today.day) ? today.year - 1 : today.year
                return EntryDate(validYear: year, month: month, day: day)
            }
        case 3:
            if words[offset: 2] == "ago", let span = span(count: words[offset: 0], unit: words[offset: 1]) {
                return span.back(from: today)
            }
            if words[offset: 0] == "in", let span = span(count: words[offset: 1], unit: words[offset: 2]) {
                return span.ahead(from: today)
            }
            if let weekday = weekday(words[offset: 0]), words[offset: 2] == "week",
                let offset = ["last": -1, "this": 0, "next": 1][words[offset: 1]]
            {
                // `monday next week`: that weekday of the Monday-to-Sunday week named.
                return shift(today.startOfWeek, by: 7 * offset + weekday - 1)
            }
            if let (month, day) = monthAndDay(words[offset: 0], words[offset: 1]), let year = year(words[offset: 2]) {
                return EntryDate(validYear: year, month: month, day: day)
            }
        case 4:
            if words.dropFirst(2).elementsEqual(["from", "now"]),
                let span = span(count: words[offset: 0], unit: words[offset: 1])
            {
                return span.ahead(from: today)
            }
        default:
            break
        }
        return nil
    }

    private static func range(_ words: ArraySlice<String>, today: EntryDate) -> DateRange? {
        switch words.count {
        case 1:
            if let year = year(words[offset: 0]) { return month(year, 1).flatMap { from($0, to: month(year, 12)) } }
            if let month = month(words[offset: 0]) {
                return self.month(month > today.month ? today.year - 1 : today.year, month)
            }
            if let (year, month) = numericMonth(words[offset: 0]) { return self.month(year, month) }
        case 2:
            if let month = month(words[offset: 0]), let year = year(words[offset: 1]) { return self.month(year, month) }
            guard let offset = ["last": -1, "this": 0, "next": 1][words[offset: 0]] else { return nil }
            switch words[offset: 1] {
            case "week":
                guard let monday = shift(today.startOfWeek, by: 7 * offset) else { return nil }
                return from(monday, to: shift(monday, by: 6))
            case "month":
                let index = today.year * 12 + today.month - 1 + offset
                return month(index / 12, index % 12 + 1)
            case "year":
                return month(today.year + offset, 1).flatMap { from($0, to: month(today.year + offset, 12)) }
            default:
                return nil
            }
        default:
            break
        }
        return nil
    }

    /// A span of time counted from today: days (weeks are seven) or calendar months (years are
    /// twelve).
    private enum Span {
        case days(Int)
        case months(Int)

        func back(from today: EntryDate) -> EntryDate? {
            switch self {
            case .days(let days): return DateExpression.shift(today, by: -days)
            case .months(let months): return DateExpression.shift(today, months: -months)
            }
        }

        func ahead(from today: EntryDate) -> EntryDate? {
            switch self {
            case .days(let days): return DateExpression.shift(today, by: days)
            case .months(let months): return DateExpression.shift(today, months: months)
            }
        }
    }

    /// `N days`, `N weeks`, `N months`, `N years`, `a day` … `a year` (before `ago`, after `in`,
    /// before `from now`).
    private static func span(count: String, unit: String) -> Span? {
        guard let count = count == "a" || count == "an" ? 1 : digits(count[...]) else { return nil }
        func times(_ factor: Int) -> Int? {
            let (product, overflow) = count.multipliedReportingOverflow(by: factor)
            return overflow ? nil : product
        }
        switch unit {
        case "day", "days": return .days(count)
        case "week", "weeks": return times(7).map(Span.days)
        case "month", "months": return .months(count)
        case "year", "years": return times(12).map(Span.months)
        default: return nil
        }
    }

    /// The same day `months` calendar months later (earlier, when negative), or the month's last
    /// day when it is shorter: a month before 31 March is 28 or 29 February, a year after
    /// 29 February is 28 February. `nil` outside the calendar.
    private static func shift(_ day: EntryDate, months: Int) -> EntryDate? {
        guard abs(months) <= 12 * 10_000 else { return nil }
        let index = day.year * 12 + day.month - 1 + months
        let (year, month) = (index / 12, index % 12 + 1)
        guard (1...9999).contains(year), index >= 0 else { return nil }
        return EntryDate(year: year, month: month, day: min(day.day, EntryDate.daysIn(month: month, year: year)))
    }

    /// A month and a day of it in either order: `nov 20`, `20 november`, `nov 20th`.
    private static func monthAndDay(_ first: String, _ second: String) -> (month: Int, day: Int)? {
        if let month = month(first), let day = dayOfMonth(second) { return (month, day) }
        if let month = month(second), let day = dayOfMonth(first) { return (month, day) }
        return nil
    }

    /// `YYYY-MM-DD` or `YYYY/MM/DD`, month and day of one or two digits.
    private static func numericDate(_ word: String) -> EntryDate? {
        let parts = numericParts(word)
        guard parts.count == 3, let year = year(parts[0]), let month = oneOrTwoDigits(parts[1]),
            let day = oneOrTwoDigits(parts[2])
        else { return nil }
        return EntryDate(validYear: year, month: month, day: day)
    }

    /// `YYYY-MM` or `YYYY/MM`.
    private static func numericMonth(_ word: String) -> (year: Int, month: Int)? {
        let parts = numericParts(word)
        guard parts.count == 2, let year = year(parts[0]), let month = oneOrTwoDigits(parts[1]) else { return nil }
        return (year, month)
    }

    /// The parts of `word` between `-` or `/`, one separator throughout.
    private static func numericParts(_ word: String) -> [Substring] {
        for separator: Character in ["-", "/"] where word.contains(separator) {
            return word.split(separator: separator, omittingEmptySubsequences: false)
        }
        return []
    }

    /// The whole month, or `nil` outside the calendar (years 1 to 9999) or for no month.
    private static func month(_ year: Int, _ month: Int) -> DateRange? {
        guard (1...12).contains(month), let first = EntryDate(validYear: year, month: month, day: 1) else { return nil }
        let last = EntryDate(year: year, month: month, day: EntryDate.daysIn(month: month, year: year))
        return DateRange(firstDay: first, lastDay: last)
    }

    private static func from(_ first: DateRange, to last: DateRange?) -> DateRange? {
        last.map { DateRange(firstDay: first.firstDay, lastDay: $0.lastDay) }
    }

    private static func from(_ first: EntryDate, to last: EntryDate?) -> DateRange? {
        last.map { DateRange(firstDay: first, lastDay: $0) }
    }

    /// "monday" to "sunday", as people type them.
    static let weekdayWords = EntryDate.weekdayNames.map { $0.lowercased() }
    /// "january" to "december".
    private static let monthWords = EntryDate.monthNames.map { $0.lowercased() }

    private static func weekday(_ word: String) -> Int? {
        prefixIndex(word, in: weekdayWords)
    }

    /// A month's number from its name or any start of it of three letters or more (`sept`),
    /// a full stop after it allowed (`nov.`).
    private static func month(_ word: String) -> Int? {
        prefixIndex(word.hasSuffix(".") ? String(word.dropLast()) : word, in: monthWords)
    }

    /// 1-based index of the name `word` starts, when it is three letters or more of it.
    private static func prefixIndex(_ word: String, in names: [String]) -> Int? {
        guard word.count >= 3 else { return nil }
        return names.firstIndex(where: { $0.hasPrefix(word) }).map { $0 + 1 }
    }

    /// A day of a month: one or two digits, an English ordinal ending allowed (`20th`).
    private static func dayOfMonth(_ word: String) -> Int? {
        let suffixes = ["st", "nd", "rd", "th"]
        let number = suffixes.contains(where: { word.hasSuffix($0) }) ? word.dropLast(2) : word[...]
        return oneOrTwoDigits(number)
    }

    private static func year(_ word: some StringProtocol) -> Int? { word.count == 4 ? digits(Substring(word)) : nil }

    private static func oneOrTwoDigits(_ word: Substring) -> Int? { (1...2).contains(word.count) ? digits(word) : nil }

    /// ASCII digits only (no sign, no spaces), within `Int`.
    private static func digits(_ word: Substring) -> Int? {
        guard !word.isEmpty, word.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        return Int(word)
    }

    /// The day `days` after `day` (before, when negative); `nil` outside 0001-01-01 to
    /// 9999-12-31, where the calendar ends.
    private static func shift(_ day: EntryDate, by days: Int) -> EntryDate? {
        guard days >= day.days(to: earliest), days <= day.days(to: latest) else { return nil }
        return day.adding(days: days)
    }

    private static let earliest = EntryDate(year: 1, month: 1, day: 1)
    private static let latest = EntryDate(year: 9999, month: 12, day: 31)
}

extension ArraySlice {
    /// The element `offset` places from the start, whatever the slice's first index.
    fileprivate subscript(offset offset: Int) -> Element { self[startIndex + offset] }
}
