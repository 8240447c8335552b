import Foundation
import JournalFormat
import Testing

/// One rule for a time of day, whichever door it comes through: `H:MM` or `HH:MM`, hours 0 to
/// 23, minutes exactly two digits, nothing around it.
@Suite struct ClockTimeTests {
    @Test(arguments: [
        ("21:30", 21, 30), ("7:05", 7, 5), ("07:05", 7, 5), ("0:00", 0, 0), ("00:00", 0, 0), ("23:59", 23, 59),
        ("9:30", 9, 30),
    ])
    func acceptedTimes(text: String, hour: Int, minute: Int) throws {
        let time = try #require(ClockTime(text))
        #expect(time.hour == hour && time.minute == minute)
    }

    @Test(arguments: [
        "21:5", "+9:30", "25:00", "24:00", " 21:30", "21:30 ", "21:60", "21:30:00", "2130", "", ":30", "21:",
        "123:00", "-1:30", "21.30", "２1:30", "21:3٠", "9pm", "21 :30", "021:30",
    ])
    func refusedTimes(text: String) {
        #expect(ClockTime(text) == nil)
    }

    @Test func formattingThenParsingIsTheIdentityOnEveryMinuteOfTheDay() throws {
        var seen: Set<String> = []
        for minutes in 0..<1440 {
            let time = ClockTime(minutesSinceMidnight: minutes)
            let text = time.description
            #expect(text.utf8.count == 5)
            #expect(ClockTime(text) == time, "\(text)")
            #expect(ClockTime(text)?.description == text)
            seen.insert(text)
        }
        #expect(seen.count == 1440)
    }

    @Test func aSingleDigitHourReadsAsItsTwoDigitForm() {
        for hour in 0..<10 {
            #expect(ClockTime("\(hour):45") == ClockTime("0\(hour):45"))
            #expect(ClockTime("\(hour):45")?.description == "0\(hour):45")
        }
    }

    @Test func timesOrderByTheMinuteOfTheDay() throws {
        let times = try ["23:59", "0:00", "9:30", "12:00", "09:29"].map { try #require(ClockTime($0)) }
        #expect(times.sorted().map(\.description) == ["00:00", "09:29", "09:30", "12:00", "23:59"])
        #expect(ClockTime(hour: 24, minute: 0) == nil)
        #expect(ClockTime(hour: 12, minute: 60) == nil)
    }

    @Test func nowIsTheWallClockInTheGivenTimeZone() throws {
        let instant = try #require(ISO8601DateFormatter().date(from: "2026-11-23T21:07:59Z"))
        #expect(ClockTime.now(instant, timeZone: try #require(TimeZone(identifier: "UTC"))).description == "21:07")
        #expect(
            ClockTime.now(instant, timeZone: try #require(TimeZone(secondsFromGMT: 5 * 3600 + 1800))).description
                == "02:37")
    }
}
