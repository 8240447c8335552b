import Foundation
import JournalFormat
import Testing

@testable import NightlyCore

@Suite struct DateExpressionTests {
    static let monday = EntryDate(year: 2026, month: 11, day: 23)

    @Test(arguments: [
        ("today", "2026-11-23"), ("Yesterday", "2026-11-22"), ("-0", "2026-11-23"), ("-3", "2026-11-20"),
        ("-365", "2025-11-23"), ("2024-02-29", "2024-02-29"), ("monday", "2026-11-23"), ("friday", "2026-11-20"),
        ("fri", "2026-11-20"), ("last monday", "2026-11-16"), ("last friday", "2026-11-20"),
        ("last sunday", "2026-11-22"), ("last week", "2026-11-16"),
    ])
    func namedDays(text: String, iso: String) {
        #expect(DateExpression(text).resolve(today: Self.monday)?.iso == iso)
    }

    @Test(arguments: ["", "tomorrow", "-x", "+1", "2026-02-29", "last", "next friday", "fr"])
    func unknownDays(text: String) {
        #expect(DateExpression(text).resolve(today: Self.monday) == nil)
    }

    /// The calendar starts on 0001-01-01: counting back past it names no day (and never crashes).
    @Test(arguments: ["-1000000000", "-\(Int.max)", "yesterday", "last week", "last friday", "sunday"])
    func daysBeforeTheCalendarStartsAreNone(text: String) {
        let first = EntryDate(year: 1, month: 1, day: 1)  // a Monday
        #expect(DateExpression(text).resolve(today: text.hasPrefix("-") ? Self.monday : first) == nil)
    }
}

@Suite struct EnvironmentTests {
    @Test func theJournalFolderComesFromTheFlagThenTheEnvironmentThenConfigThenHome() {
        let cwd = URL(fileURLWithPath: "/work")
        let env = NightlyEnvironment(
            variables: ["HOME": "/home/ana", "NIGHTLY_JOURNAL": "~/notes"], currentDirectory: cwd)
        #expect(env.journalFolder(flag: "j").path == "/work/j")
        #expect(env.journalFolder(flag: nil, configured: "/srv/j").path == "/home/ana/notes")
        let bare = NightlyEnvironment(variables: ["HOME": "/home/ana"], currentDirectory: cwd)
        #expect(bare.journalFolder(flag: nil, configured: "/srv/j").path == "/srv/j")
        #expect(bare.journalFolder(flag: nil).path == "/home/ana/journal")
    }

    @Test func aFixedTodayMustBeADate() throws {
        #expect(try NightlyEnvironment(variables: ["NIGHTLY_TODAY": "2026-11-23"]).today().iso == "2026-11-23")
        #expect(throws: NightlyError.self) { try NightlyEnvironment(variables: ["NIGHTLY_TODAY": "soon"]).today() }
    }
}
