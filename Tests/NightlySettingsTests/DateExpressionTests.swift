import JournalFormat
import Testing

@testable import NightlySettings

/// The one date parser, against a fixed today: every form of the DATES table in nightly(1).
@Suite struct DateExpressionTests {
    static let monday = EntryDate(year: 2026, month: 11, day: 23)

    @Test(arguments: [
        ("today", "2026-11-23"), ("Yesterday", "2026-11-22"), ("tomorrow", "2026-11-24"), ("-0", "2026-11-23"),
        ("-3", "2026-11-20"), ("-365", "2025-11-23"), ("2024-02-29", "2024-02-29"), ("2026/11/20", "2026-11-20"),
        ("2026/1/5", "2026-01-05"), ("monday", "2026-11-23"), ("friday", "2026-11-20"), ("fri", "2026-11-20"),
        ("last monday", "2026-11-16"), ("last friday", "2026-11-20"), ("last sunday", "2026-11-22"),
        ("next monday", "2026-11-30"), ("next tuesday", "2026-11-24"), ("next sun", "2026-11-29"),
        ("last week", "2026-11-16"), ("next week", "2026-11-30"), ("3 days ago", "2026-11-20"),
        ("1 day ago", "2026-11-22"), ("0 days ago", "2026-11-23"), ("a day ago", "2026-11-22"),
        ("a week ago", "2026-11-16"), ("2 weeks ago", "2026-11-09"), ("nov 20", "2026-11-20"),
        ("20 nov", "2026-11-20"), ("november 20", "2026-11-20"), ("20 November", "2026-11-20"),
        ("nov 20th", "2026-11-20"), ("sept 1st", "2026-09-01"), ("Nov. 23", "2026-11-23"),
        ("nov 24", "2025-11-24"), ("dec 25", "2025-12-25"), ("nov 20 2025", "2025-11-20"),
        ("20 november 2025", "2025-11-20"), ("november 20, 2025", "2025-11-20"), ("dec 25 2026", "2026-12-25"),
        ("  NOV   20  ", "2026-11-20"), ("\tlast\t friday ", "2026-11-20"),
    ])
    func namedDays(text: String, iso: String) {
        #expect(DateExpression(text).resolve(today: Self.monday)?.iso == iso)
    }

    /// Counting ahead and back by days, weeks, months and years; weekdays of a named week; the
    /// first and last day of a month, week or year; a day of last year.
    @Test(arguments: [
        ("in 3 days", "2026-11-26"), ("in a day", "2026-11-24"), ("in a week", "2026-11-30"),
        ("in 2 weeks", "2026-12-07"), ("in a month", "2026-12-23"), ("in 2 months", "2027-01-23"),
        ("in a year", "2027-11-23"), ("3 days from now", "2026-11-26"), ("a week from now", "2026-11-30"),
        ("2 years from now", "2028-11-23"), ("+2", "2026-11-25"), ("+0", "2026-11-23"), ("+365", "2027-11-23"),
        ("2 months ago", "2026-09-23"), ("a month ago", "2026-10-23"), ("1 month ago", "2026-10-23"),
        ("11 months ago", "2025-12-23"), ("a year ago", "2025-11-23"), ("2 years ago", "2024-11-23"),
        ("monday next week", "2026-11-30"), ("sunday next week", "2026-12-06"), ("friday last week", "2026-11-20"),
        ("mon last week", "2026-11-16"), ("sunday this week", "2026-11-29"), ("monday this week", "2026-11-23"),
        ("end of november", "2026-11-30"), ("start of november", "2026-11-01"),
        ("beginning of november", "2026-11-01"), ("first of november", "2026-11-01"),
        ("last of november", "2026-11-30"), ("end of december", "2025-12-31"), ("End of Feb 2028", "2028-02-29"),
        ("start of 2025-03", "2025-03-01"), ("end of last month", "2026-10-31"), ("start of next month", "2026-12-01"),
        ("end of this week", "2026-11-29"), ("start of last week", "2026-11-16"), ("end of last year", "2025-12-31"),
        ("start of 2025", "2025-01-01"), ("end of today", "2026-11-23"), ("today last year", "2025-11-23"),
        ("yesterday last year", "2025-11-22"), ("nov 20 last year", "2025-11-20"), ("dec 25 last year", "2025-12-25"),
        ("today next year", "2027-11-23"),
    ])
    func countedAndNamedDays(text: String, iso: String) {
        #expect(DateExpression(text).resolve(today: Self.monday)?.iso == iso)
    }

    /// A month or year away from a day the shorter month lacks is that month's last day.
    @Test(arguments: [
        ("a month ago", "2026-03-31", "2026-02-28"), ("a month ago", "2024-03-31", "2024-02-29"),
        ("in a month", "2026-01-31", "2026-02-28"), ("2 months ago", "2026-01-15", "2025-11-15"),
        ("a year ago", "2028-02-29", "2027-02-28"), ("today last year", "2028-02-29", "2027-02-28"),
        ("in 4 years", "2024-02-29", "2028-02-29"), ("monday next week", "2026-11-29", "2026-11-30"),
        ("end of this month", "2028-02-10", "2028-02-29"), ("in 3 days", "2026-12-30", "2027-01-02"),
    ])
    func monthsAndYearsKeepTheDayOrTheMonthsLast(text: String, today: String, iso: String) throws {
        let today = try #require(EntryDate(iso: today))
        #expect(DateExpression(text).resolve(today: today)?.iso == iso)
    }

    @Test(arguments: [
        "in 3", "in days", "in 3 hours", "3 days from", "from now", "3 days from then", "end of", "end of nothing",
        "end of feb 30", "middle of november", "monday next month", "monday week", "today last decade", "last year ago",
    ])
    func unknownCountedDays(text: String) {
        #expect(DateExpression(text).resolve(today: Self.monday) == nil)
    }

    /// Month and day without a year: this year's, or last year's when this year's is ahead.
    @Test(arguments: [
        ("dec 31", "2026-01-02", "2025-12-31"), ("jan 2", "2026-12-30", "2026-01-02"),
        ("jan 2", "2026-01-02", "2026-01-02"), ("jan 3", "2026-01-02", "2025-01-03"),
        ("feb 29", "2024-03-01", "2024-02-29"), ("feb 29", "2025-01-10", "2024-02-29"),
        ("29 feb 2028", "2026-11-23", "2028-02-29"), ("2028-02-29", "2026-11-23", "2028-02-29"),
        ("tomorrow", "2026-12-31", "2027-01-01"), ("yesterday", "2027-01-01", "2026-12-31"),
        ("next monday", "2026-12-28", "2027-01-04"), ("last friday", "2027-01-01", "2026-12-25"),
    ])
    func daysAcrossTheYearsEnd(text: String, today: String, iso: String) throws {
        let today = try #require(EntryDate(iso: today))
        #expect(DateExpression(text).resolve(today: today)?.iso == iso)
    }

    /// Days that do not exist are errors, never moved to a neighbour; ranges name no one day.
    @Test(arguments: [
        "", "tomorrowish", "-x", "+x", "+", "+-1", "-+3", "- 3", "2026-02-29", "2026-02-30", "2026/02/30", "feb 30",
        "feb 29",
        "30 feb 2026", "nov 31", "nov 0", "nov 32", "20/11/2026", "11/20/2026", "2026-11-20-1", "last", "next",
        "next month", "last fr", "fr", "an hour ago", "3 hours ago", "a decade ago", "3 days", "days ago",
        "-3 days ago",
        "nov", "november", "nov 2025", "2025", "this week", "last month", "this year", "2026-11", "20 nov 25",
    ])
    func unknownDays(text: String) {
        #expect(DateExpression(text).resolve(today: Self.monday) == nil)
    }

    /// Ranges: ISO weeks (Monday to Sunday), months and years; a single day is one day.
    @Test(arguments: [
        ("last week", "2026-11-16..2026-11-22"), ("this week", "2026-11-23..2026-11-29"),
        ("next week", "2026-11-30..2026-12-06"), ("last month", "2026-10-01..2026-10-31"),
        ("this month", "2026-11-01..2026-11-30"), ("next month", "2026-12-01..2026-12-31"),
        ("last year", "2025-01-01..2025-12-31"), ("this year", "2026-01-01..2026-12-31"),
        ("next year", "2027-01-01..2027-12-31"), ("november", "2026-11-01..2026-11-30"),
        ("Dec", "2025-12-01..2025-12-31"), ("feb", "2026-02-01..2026-02-28"), ("nov 2025", "2025-11-01..2025-11-30"),
        ("february 2024", "2024-02-01..2024-02-29"), ("2026-02", "2026-02-01..2026-02-28"),
        ("2025/12", "2025-12-01..2025-12-31"), ("2025", "2025-01-01..2025-12-31"), ("today", "2026-11-23"),
        ("3 days ago", "2026-11-20"), ("nov 20", "2026-11-20"), ("last friday", "2026-11-20"),
        ("end of november", "2026-11-30"), ("in 3 days", "2026-11-26"), ("today last year", "2025-11-23"),
    ])
    func namedRanges(text: String, range: String) {
        #expect(DateExpression(text).resolveRange(today: Self.monday)?.description == range)
    }

    @Test(arguments: [
        ("last week", "2026-01-01", "2025-12-22..2025-12-28"), ("last month", "2026-01-15", "2025-12-01..2025-12-31"),
        ("next month", "2026-12-15", "2027-01-01..2027-01-31"), ("this week", "2026-11-29", "2026-11-23..2026-11-29"),
    ])
    func rangesAcrossTheYearsEnd(text: String, today: String, range: String) throws {
        let today = try #require(EntryDate(iso: today))
        #expect(DateExpression(text).resolveRange(today: today)?.description == range)
    }

    @Test(arguments: ["", "blah", "feb 30", "2026-13", "nov 2025 1", "last decade", "this friday"])
    func unknownRanges(text: String) {
        #expect(DateExpression(text).resolveRange(today: Self.monday) == nil)
    }

    @Test func aRangeKnowsItsDays() {
        let week = DateRange(firstDay: EntryDate(year: 2026, month: 11, day: 16), lastDay: Self.monday.adding(days: -1))
        #expect(week.dayCount == 7)
        #expect(week.contains(EntryDate(year: 2026, month: 11, day: 16)) && !week.contains(Self.monday))
        #expect(DateRange(day: Self.monday).dayCount == 1)
    }

    /// The calendar runs from 0001-01-01 to 9999-12-31: counting past either end names no day
    /// (and never crashes).
    @Test(arguments: [
        "-1000000000", "-\(Int.max)", "\(Int.max) weeks ago", "\(Int.max) years ago", "a month ago", "yesterday",
        "last week", "last friday", "sunday",
        "dec 31",
    ])
    func daysBeforeTheCalendarStartsAreNone(text: String) {
        let first = EntryDate(year: 1, month: 1, day: 1)  // a Monday
        #expect(DateExpression(text).resolve(today: text.hasPrefix("-") ? Self.monday : first) == nil)
    }

    @Test(arguments: ["tomorrow", "next monday", "next week", "+1", "in a month", "a year from now"])
    func daysAfterTheCalendarEndsAreNone(text: String) {
        #expect(DateExpression(text).resolve(today: EntryDate(year: 9999, month: 12, day: 31)) == nil)
    }

    @Test(arguments: [
        ("last month", "0001-01-15"), ("last year", "0001-06-01"), ("next month", "9999-12-01"),
        ("next year", "9999-01-01"), ("next week", "9999-12-27"), ("last week", "0001-01-03"),
    ])
    func rangesPastTheCalendarsEndsAreNone(text: String, today: String) throws {
        let today = try #require(EntryDate(iso: today))
        #expect(DateExpression(text).resolveRange(today: today) == nil)
    }

    /// Nesting is read in linear time and bounded: 40,000 levels of `end of` (or of `last
    /// year`) name nothing, at once, and say why.
    @Test(.timeLimit(.minutes(1)), arguments: [("", "end of ", "november"), ("today", " last year", "")])
    func aDeeplyNestedPhraseIsRefusedAtOnce(start: String, level: String, end: String) {
        let phrase = start + String(repeating: level, count: 40_000) + end
        let expression = DateExpression(phrase)
        #expect(expression.resolve(today: Self.monday) == nil)
        #expect(expression.resolveRange(today: Self.monday) == nil)
        #expect(expression.tooLongMessage?.contains("at most 64 words") == true)
    }

    @Test func sixtyFourWordsAreRead() {
        let phrase = String(repeating: "end of ", count: 31) + "next month"
        #expect(phrase.split(separator: " ").count == 64)
        #expect(DateExpression(phrase).resolve(today: Self.monday)?.iso == "2026-12-31")
        #expect(DateExpression(phrase + " x").tooLongMessage != nil)
        #expect(DateExpression("today last year last year").resolve(today: Self.monday)?.iso == "2024-11-23")
    }
}
