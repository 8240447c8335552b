import Foundation
import TestSupport
import Testing

@testable import JournalFormat

@Suite struct EntryDateTests {
    @Test func dayNumbersRoundTripAcrossCenturies() throws {
        for number in stride(from: -719_000, to: 2_900_000, by: 997) {
            #expect(EntryDate(dayNumber: number).dayNumber == number)
        }
        #expect(EntryDate(year: 1970, month: 1, day: 1).dayNumber == 0)
    }

    @Test(arguments: [
        ("2026-11-23", 1), ("2026-11-22", 7), ("2024-02-29", 4), ("2000-01-01", 6), ("1970-01-01", 4),
    ])
    func weekdays(iso: String, weekday: Int) throws {
        #expect(try #require(EntryDate(iso: iso)).weekday == weekday)
    }

    @Test(arguments: ["2026-02-29", "2026-13-01", "2026-1-01", "2026-01-1x", "20260101", "2100-02-29", ""])
    func invalidDatesAreRejected(text: String) {
        #expect(EntryDate(iso: text) == nil)
    }

    @Test func arithmeticCrossesMonthsYearsAndLeapDays() throws {
        let leap = try #require(EntryDate(iso: "2024-02-28"))
        #expect(leap.adding(days: 1).iso == "2024-02-29")
        #expect(leap.adding(days: 2).iso == "2024-03-01")
        #expect(try #require(EntryDate(iso: "2025-12-31")).adding(days: 1).iso == "2026-01-01")
        #expect(try #require(EntryDate(iso: "2026-01-01")).days(to: try #require(EntryDate(iso: "2025-12-31"))) == -1)
    }

    @Test func titles() throws {
        #expect(try #require(EntryDate(iso: "2026-11-23")).longTitle == "Monday, 23 November 2026")
    }

    @Test func todayFollowsTheTimeZone() throws {
        let instant = Date(timeIntervalSince1970: 1_795_392_000)  // 2026-11-23 00:00 UTC
        #expect(EntryDate.today(now: instant, timeZone: TimeZone(identifier: "UTC")!).iso == "2026-11-23")
        #expect(EntryDate.today(now: instant, timeZone: TimeZone(identifier: "America/New_York")!).iso == "2026-11-22")
    }
}

@Suite struct PoemLettersTests {
    @Test func theSameDayAlwaysGetsTheSameThreeDistinctLetters() throws {
        for number in stride(from: 19_000, to: 22_000, by: 37) {
            let date = EntryDate(dayNumber: number)
            let letters = PoemLetters.forDate(date)
            #expect(letters == PoemLetters.forDate(date))
            #expect(Set(letters).count == 3)
            #expect(letters.allSatisfy(PoemLetters.alphabet.contains))
        }
    }

    /// The letters a `Letters:` line gives, read scalar by scalar for ASCII and the separators
    /// templates write, are those read character by character ("single letters separated by
    /// anything else, in capitals"), whatever the value holds.
    @Test func readsTheLettersAsCharactersWhateverTheValueHolds() {
        func byCharacters(_ value: String) -> [Character] {
            value.split(whereSeparator: { !$0.isLetter }).filter { $0.count == 1 }.map { letter in
                let capital = letter.uppercased()
                return capital.count == 1 ? Character(capital) : letter.first!
            }
        }
        let pieces = [
            "K", "m", "·", " ", ",", "-", "1", "ab", "é", "ö", "\u{301}", "Ж", "🙂", "··", "\t", "[", "`", "—", "–", "•",
            " — ", "\u{2012}", "\r", "\n", "\r\n", "ß", "ǆ", "z", "@",
        ]
        var random = SeededRandom(state: 11)
        for _ in 0..<3000 {
            var value = ""
            for _ in 0..<random.below(9) {
                value += pieces[random.below(pieces.count)]
            }
            #expect(PoemLetters.read(value) == byCharacters(value), "\(value)")
        }
        #expect(PoemLetters.read("k · m · r") == ["K", "M", "R"])
    }

    /// The separators are told apart from every other scalar by their UTF-8 bytes.
    @Test func theSeparatorsAreFoundByTheirBytes() {
        for value in UInt32(0x80)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let bytes = Array(String(scalar).utf8)
            let length = bytes.withUnsafeBufferPointer { PoemLetters.separatorLength($0, at: 0) }
            #expect(length == (PoemLetters.letterSeparators.contains(value) ? bytes.count : nil), "U+\(value)")
        }
    }

    @Test func lettersVaryFromDayToDay() throws {
        let draws = Set(
            (0..<60).map { PoemLetters.forDate(EntryDate(dayNumber: 20_000 + $0)).map(String.init).joined() })
        #expect(draws.count > 50)
    }

    @Test func theTemplateStoresTheDaysLetters() throws {
        let date = EntryDate(year: 2026, month: 11, day: 23)
        let entry = Entry.template(for: date)
        #expect(entry.poem?.letters == PoemLetters.forDate(date))
        #expect(entry.title == "Monday, 23 November 2026")
        #expect(entry.sections.map(\.kind) == SectionKind.templateOrder)
        #expect(entry.wordCount == 0)
        #expect(!entry.isWritten)
        #expect(entry.thoughts.isEmpty && entry.actionSteps.isEmpty && entry.diagnostics.isEmpty)
        #expect(try entry.appending("Hello", to: .journal).isWritten)
    }

    @Test func templateTitlesCanBeRenamed() throws {
        let entry = Entry.template(
            for: EntryDate(year: 2026, month: 11, day: 23), titles: SectionTitles([.actionStep: "Tomorrow, I will"]))
        #expect(entry.section(.actionStep)?.title == "Tomorrow, I will")
    }

    @Test func theWeekStartsOnItsMonday() throws {
        let monday = try #require(EntryDate(iso: "2026-11-23"))
        for offset in 0..<7 {
            #expect(monday.adding(days: offset).startOfWeek == monday)
        }
        #expect(monday.adding(days: 7).startOfWeek == monday.adding(days: 7))
        #expect(monday.adding(days: -1).startOfWeek == monday.adding(days: -7))
        // Across a year's end, and the calendar's first day, itself a Monday.
        #expect(try #require(EntryDate(iso: "2027-01-01")).startOfWeek.iso == "2026-12-28")
        let first = EntryDate(year: 1, month: 1, day: 1)
        #expect(first.startOfWeek == first && first.weekday == 1)
    }

    @Test func namesComeFromOneTable() throws {
        let monday = try #require(EntryDate(iso: "2026-11-23"))
        let week = (0..<7).map { monday.adding(days: $0) }
        #expect(week.map(\.weekdayName) == EntryDate.weekdayNames)
        #expect(EntryDate.weekdayAbbreviations(3) == ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"])
        #expect(EntryDate.weekdayAbbreviations(2) == ["Mo", "Tu", "We", "Th", "Fr", "Sa", "Su"])
        #expect((1...12).map { EntryDate(year: 2026, month: $0, day: 1).monthName } == EntryDate.monthNames)
        #expect(monday.longTitle == "Monday, 23 November 2026")
    }
}

@Suite struct EntryDateEndsTests {
    @Test func dayNumbersOfTheCalendarsEnds() {
        #expect(EntryDate.calendarDays.lowerBound.dayNumber == -719_162)
        #expect(EntryDate.calendarDays.upperBound.dayNumber == 2_932_896)
    }

    @Test(arguments: [-1, -7, -14, -366, -400, Int.min, 1, 7, 366, Int.max])
    func arithmeticHeldToTheCalendar(days: Int) {
        for start in [EntryDate.calendarDays.lowerBound, EntryDate.calendarDays.upperBound] {
            let moved = start.adding(days: days)
            #expect(EntryDate.calendarDays.contains(moved))
            _ = moved.startOfWeek
        }
    }

    @Test func supportedIsAYearInsideTheCalendar() {
        #expect(EntryDate.supported.lowerBound.iso == "0002-01-01")
        #expect(EntryDate.supported.upperBound.iso == "9998-12-31")
        #expect(!EntryDate(year: 1, month: 12, day: 31).isSupported)
        #expect(EntryDate(year: 9998, month: 12, day: 31).isSupported)
    }
}
