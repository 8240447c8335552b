import Foundation
import Testing

/// The progress reports of the real binary, in text and JSON, against golden files.
///
/// They read sample-journal/ with a fixed today: 2026-11-23, the day after its last entry, still unwritten.
@Suite struct ProgressGoldenTests {
    static let journal = "sample-journal"
    static let today = "2026-11-23"

    static func run(_ arguments: [String], environment: [String: String] = [:]) throws -> NightlyProcess.Result {
        try NightlyProcess.run(
            arguments + ["--journal", journal], environment: ["NIGHTLY_TODAY": today].merging(environment) { $1 },
            in: NightlyProcess.packageRoot)
    }

    @Test(arguments: [
        (["stats"], "stats.txt"), (["stats", "--json"], "stats.json"),
        (["calendar"], "calendar-month.txt"), (["calendar", "2026-10", "--json"], "calendar-month.json"),
        (["calendar", "--year", "2026"], "calendar-year.txt"),
        (["calendar", "--year", "2024", "--json"], "calendar-year.json"),
        (["insights"], "insights.txt"), (["insights", "--json"], "insights.json"),
        (["grep", "-i", "kettle|SNAIL"], "grep.txt"),
        (["grep", "dread", "--section", "thought-diary", "--since", "2026-10-01"], "grep-section.txt"),
    ])
    func reportsMatchTheGoldenFiles(arguments: [String], golden: String) throws {
        let result = try Self.run(arguments)
        #expect(result.status == 0, "\(arguments): \(result.err)")
        #expect(result.err.isEmpty)
        try Golden.check(result.out, "progress/\(golden)")
    }

    @Test func theTodayFlagBeatsTheEnvironment() throws {
        let result = try Self.run(["stats", "--json", "--today", "2026-11-24"])
        #expect(result.out.contains("\"today\": \"2026-11-24\""))
        #expect(
            result.out.contains("\"currentStreak\": {\n    \"days\": 0,\n    \"end\": null,\n    \"start\": null"))
    }

    @Test func grepExitsOneOnNoMatchAndTwoOnErrors() throws {
        #expect(try Self.run(["grep", "no such words anywhere"]).status == 1)
        let badPattern = try Self.run(["grep", "("])
        #expect(badPattern.status == 2)
        #expect(badPattern.err.contains("is not a regular expression"))
        #expect(try Self.run(["grep", "walk", "--section", "nope"]).status == 2)
        let noPattern = try Self.run(["grep"])
        #expect(noPattern.status == 2)
        #expect(noPattern.err.contains("Missing expected argument '<pattern>'"))
    }

    @Test func grepColoursMatchesOnlyWhenAsked() throws {
        let always = try Self.run(["grep", "snail", "--color=always"])
        #expect(always.out.contains("\u{1B}[01;31m\u{1B}[Ksnail\u{1B}[m\u{1B}[K"))
        #expect(!(try Self.run(["grep", "snail"]).out.contains("\u{1B}")))
    }

    /// The month shows every day, those to come marked `·` (dimmed too, on a terminal), and a
    /// past month's legend says nothing of today (issue 24).
    @Test func theMonthShowsItsDaysToComeAndAPastMonthNoToday() throws {
        let november = try Self.run(["calendar"]).out
        #expect(november.contains(">23\n") == false, "\(november)")
        #expect(november.contains(">23  24· 25· 26· 27· 28· 29·\n 30·\n"), "\(november)")
        #expect(november.contains("> today"), "\(november)")
        #expect(november.contains("· to come"), "\(november)")
        let october = try Self.run(["calendar", "2026-10"]).out
        #expect(!october.contains("today"), "\(october)")
        #expect(!october.contains("to come"), "\(october)")
        #expect(october.contains("● written"), "\(october)")
    }

    @Test func theCalendarShowsNoFutureMonth() throws {
        let result = try Self.run(["calendar", "2026-12"])
        #expect(result.status == 1)
        #expect(result.err.contains("no future"))
    }
}
