import Foundation
import Testing

/// Dates as people say them, through the binary, with today fixed at Monday 2026-11-23: the
/// forms of the DATES table reach every command, and `open` asks before creating a future day.
@Suite struct DatePhraseTests {
    let fixture: RitualFixture

    init() throws { fixture = try RitualFixture() }

    private func run(_ arguments: [String], stdin: String = "") throws -> NightlyProcess.Result {
        try NightlyProcess.run(arguments, stdin: Data(stdin.utf8), environment: fixture.environment())
    }

    private func entry(_ iso: String) -> URL { fixture.journal.appendingPathComponent("2026/\(iso).md") }

    @Test(arguments: [
        ["nov", "20"], ["20", "November"], ["3", "days", "ago"], ["2026/11/20"], ["last", "friday"],
        ["friday", "last", "week"],
    ])
    func showReadsTheDayAsSaid(words: [String]) throws {
        let text = "# Friday, 20 November 2026\n\n## Journal\n\nThe first frost.\n"
        try fixture.write(entry("2026-11-20"), text)
        let result = try run(["show"] + words)
        #expect(result.status == 0, "\(result.err)")
        #expect(result.out == text)
    }

    @Test(arguments: [
        ("tomorrow", "2026-11-24"), ("a week ago", "2026-11-16"), ("dec 31", "2025-12-31"), ("+2", "2026-11-25"),
        ("in 3 days", "2026-11-26"), ("3 days from now", "2026-11-26"), ("monday next week", "2026-11-30"),
        ("a month ago", "2026-10-23"), ("2 months ago", "2026-09-23"), ("a year ago", "2025-11-23"),
        ("end of october", "2026-10-31"), ("start of november", "2026-11-01"), ("today last year", "2025-11-23"),
    ])
    func addWritesToTheDayAsSaid(date: String, iso: String) throws {
        let result = try run(["add", "--date", date, "Planned", "ahead."])
        #expect(result.status == 0, "\(result.err)")
        let url = fixture.journal.appendingPathComponent("\(iso.prefix(4))/\(iso).md")
        #expect(try String(contentsOf: url, encoding: .utf8).contains("\n\nPlanned ahead.\n"))
    }

    /// Off a terminal nothing can be asked: a future day with no entry is refused, naming the
    /// day and the way to go ahead, and nothing is created.
    @Test func openRefusesANewFutureDayOffATerminal() throws {
        let result = try run(["open", "next", "monday"])
        #expect(result.status == 1)
        #expect(
            result.err
                == "nightly: 2026-11-30 is 7 days from today and has no entry yet; to create it, run: "
                + "nightly open --future 2026-11-30\n")
        #expect(!FileManager.default.fileExists(atPath: entry("2026-11-30").path))
        #expect(try fixture.git("log", "--oneline").isEmpty)
    }

    @Test(arguments: [["open", "--future", "tomorrow"], ["open", "nov", "30", "2026", "--future"]])
    func openCreatesAFutureDayWithFuture(arguments: [String]) throws {
        let result = try run(arguments)
        #expect(result.status == 0, "\(result.err)")
        let iso = arguments.contains("tomorrow") ? "2026-11-24" : "2026-11-30"
        #expect(try String(contentsOf: entry(iso), encoding: .utf8).hasSuffix("Walked home by the river.\n"))
    }

    @Test func openOpensAFutureDayThatHasAnEntryWithoutAsking() throws {
        try fixture.write(entry("2026-11-24"), "# Tuesday\n\n## Journal\n\nPlans.\n")
        let result = try run(["open", "tomorrow"])
        #expect(result.status == 0, "\(result.err)")
        #expect(try String(contentsOf: entry("2026-11-24"), encoding: .utf8).hasSuffix("Walked home by the river.\n"))
    }

    /// A date nightly cannot read is a usage error (64) everywhere but grep (2), and the
    /// message points at the table; a day its month does not have is named as such.
    @Test(arguments: [
        (["show", "feb", "30"], "February has no 30th"), (["show", "2026-02-30"], "February 2026 has no 30th"),
        (["add", "--date", "nov 31", "x"], "November has no 31st"), (["show", "november"], nil),
        (["stats", "--today", "feb 30"], "February has no 30th"),
    ])
    func aDateThatIsNoDayExits64(arguments: [String], missing: String?) throws {
        let result = try run(arguments)
        #expect(result.status == 64, "\(result.err)")
        if let missing {
            #expect(result.err.contains("names no day: \(missing)"), "\(result.err)")
        } else {
            #expect(result.err.contains("is not a day nightly knows"), "\(result.err)")
            #expect(result.err.contains("DATES in man nightly"), "\(result.err)")
        }
    }

    /// `open` reads words that are no day as a text to find; when no entry mentions them
    /// either, it says both and exits 1.
    @Test func openSearchesForWordsThatAreNoDay() throws {
        try fixture.write(fixture.today, "# Monday\n\n## Journal\n\nWords.\n")
        let result = try run(["open", "an", "hour", "ago"])
        #expect(result.status == 1, "\(result.err)")
        #expect(result.err.contains("no entry mentions 'an hour ago', and 'an hour ago' is not a day nightly knows"))
        #expect(result.err.contains("DATES in man nightly"), "\(result.err)")
    }

    @Test func grepKeepsItsOwnStatusForADateThatIsNoDay() throws {
        try fixture.write(fixture.today, "# Monday\n\n## Journal\n\nWords.\n")
        #expect(try run(["grep", "x", "--since", "feb 30"]).status == 2)
    }

    /// A phrase is at most 64 words and 1,000 characters: a longer one is refused with a
    /// usage error that says so, at once, however deeply it nests (the old parser copied the
    /// rest of the words at each `end of`, and a 280 KB one kept the server busy for minutes).
    @Test(.timeLimit(.minutes(1)), arguments: [8, 100])
    func aPhraseLongerThanTheBoundExits64(kilobytes: Int) throws {
        let phrase = String(repeating: "end of ", count: kilobytes * 1_000 / 7) + "november"
        let result = try run(["add", "--date", phrase, "x"])
        #expect(result.status == 64, "\(result.err.prefix(300))")
        #expect(result.err.contains("is longer than nightly reads (at most 64 words and 1000 characters)"))
        #expect(result.err.utf8.count < 300)
    }

    @Test func aNestedPhraseWithinTheBoundStillNamesItsDay() throws {
        let phrase = String(repeating: "end of ", count: 20) + "october"
        let result = try run(["add", "--date", phrase, "Planned", "ahead."])
        #expect(result.status == 0, "\(result.err)")
        #expect(FileManager.default.fileExists(atPath: entry("2026-10-31").path))
    }
}

/// `open` of a future day in a real terminal: one key answers the question.
@Suite(.serialized) struct FutureDayQuestionTests {
    @Test(arguments: [("n", false), ("Enter", false), ("y", true)])
    func openAsksBeforeCreatingAFutureDay(key: String, creates: Bool) throws {
        let fixture = try RitualFixture()
        let session = try TmuxSession(
            folder: fixture.folder, arguments: ["open", "next", "monday"], environment: fixture.environment())
        try session.waitForScreen(containing: "2026-11-30 is 7 days from today. Create it? [y/N]")
        try session.send(key)
        try session.waitForExit()
        let screen = session.screen()
        let future = fixture.journal.appendingPathComponent("2026/2026-11-30.md")
        #expect(session.status == (creates ? 0 : 1), "\(screen)")
        #expect(FileManager.default.fileExists(atPath: future.path) == creates, "\(screen)")
        if creates {
            #expect(try String(contentsOf: future, encoding: .utf8).hasSuffix("Walked home by the river.\n"))
        } else {
            #expect(screen.contains("nightly: 2026-11-30 was not created"), "\(screen)")
        }
        #expect(session.file("stty-before") == session.file("stty-after"))
    }

}
