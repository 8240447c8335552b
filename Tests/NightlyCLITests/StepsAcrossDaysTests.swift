import Foundation
import Testing

/// `nightly step` across missed days, snoozed, stale, dropped and added in bulk (issue 30),
/// through the binary on Fixtures/steps-journal: today is Monday 2026-11-23, the last written
/// day Friday.
@Suite final class StepsAcrossDaysTests {
    let sandbox: GitSandbox
    let journal: URL

    init() throws {
        sandbox = try GitSandbox()
        journal = try sandbox.freshJournal("journal")
        try FileManager.default.copyItem(
            at: NightlyProcess.packageRoot.appendingPathComponent("Tests/NightlyCLITests/Fixtures/steps-journal/2026"),
            to: journal.appendingPathComponent("2026"))
        try sandbox.git(["add", "."], in: journal)
        try sandbox.git(["commit", "-qm", "fixture"], in: journal)
    }

    private func run(_ arguments: [String], today: String = "2026-11-23", stdin: String = "") throws
        -> NightlyProcess.Result
    {
        try NightlyProcess.run(
            arguments, stdin: Data(stdin.utf8), environment: ["NIGHTLY_JOURNAL": journal.path, "NIGHTLY_TODAY": today],
            in: sandbox.folder)
    }

    private func read(_ day: String) throws -> String {
        try String(contentsOf: journal.appendingPathComponent("2026/\(day).md"), encoding: .utf8)
    }

    private func commits() throws -> Int {
        Int(
            try sandbox.git(["rev-list", "--count", "HEAD"], in: journal).trimmingCharacters(
                in: .whitespacesAndNewlines))
            ?? 0
    }

    @Test func fridaysStepsAreDueOnMondayWithTheirAgeAcrossCarries() throws {
        let list = try run(["step"])
        #expect(list.status == 0, "\(list.err)")
        #expect(
            list.out == """
                journal/2026/2026-11-20.md: (Friday, 3 days ago)
                  1. [ ] call Sam (stale: open 3 days)
                  2. [ ] write to Grandma (stale: open 6 days)
                  3. [x] stretch
                  4. [-] ~~learn the banjo~~

                """)
        let json = try #require(
            try JSONSerialization.jsonObject(with: try run(["step", "--json"]).stdout) as? [String: Any])
        #expect(json["date"] as? String == "2026-11-20")
        let steps = try #require(json["steps"] as? [[String: Any]])
        #expect(steps.map { $0["age_days"] as? Int } == [3, 6, 3, 3])
        #expect(steps.map { $0["stale"] as? Bool } == [true, true, false, false])
        #expect(steps.map { $0["dropped"] as? Bool } == [false, false, false, true])
        // On Wednesday, Tuesday's step was already carried on to Friday: not due, not listed.
        #expect(try run(["step"], today: "2026-11-18").out == "No open action steps for today.\n")
    }

    @Test func aStepSnoozedToFridayLeavesTodaysListAndComesBackOnFriday() throws {
        let snooze = try run(["step", "--carry", "1", "--to", "friday"])
        #expect(snooze.status == 0, "\(snooze.err)")
        #expect(snooze.out == "Snoozed to Friday, 27 November 2026: call Sam\n")
        #expect(try read("2026-11-20").contains("- [ ] call Sam → 2026-11-27\n"))
        #expect(try read("2026-11-27").contains("\n- [ ] call Sam\n"))
        #expect(!(try run(["step"]).out.contains("call Sam")))
        // Tuesday to Thursday: still away, whether those days are written or not.
        #expect(!(try run(["step"], today: "2026-11-25").out.contains("call Sam")))
        try Data("# Thursday\n\n## Journal\n\nQuiet.\n".utf8).write(
            to: journal.appendingPathComponent("2026/2026-11-26.md"))
        let friday = try run(["step", "--json"], today: "2026-11-27")
        let json = try #require(try JSONSerialization.jsonObject(with: friday.stdout) as? [String: Any])
        let steps = try #require(json["steps"] as? [[String: Any]])
        #expect(steps.map { $0["text"] as? String } == ["call Sam"])
        #expect(steps.first?["date"] as? String == "2026-11-27" && steps.first?["age_days"] as? Int == 7)
        #expect(try run(["step", "--done"], today: "2026-11-27").out == "[x] call Sam\n")
    }

    /// Snoozed to a day that is then never written, the step comes back the day after it, and
    /// on the next day that is written after a longer gap.
    @Test func aStepSnoozedIntoANeverWrittenDayComesBackOnTheNextDay() throws {
        #expect(try run(["step", "--carry", "1", "--to", "wednesday"]).status == 0)
        for today in ["2026-11-26", "2026-11-30"] {
            let list = try run(["step"], today: today)
            #expect(list.out.hasPrefix("journal/2026/2026-11-25.md: ("), "\(today): \(list.out)")
            #expect(list.out.contains("1. [ ] call Sam (stale"), "\(today): \(list.out)")
        }
    }

    @Test(arguments: ["2026-12-01", "in 3 days", "+3", "next monday"])
    func snoozeTakesEveryFormOfDate(to: String) throws {
        let snooze = try run(["step", "--carry", "2", "--to", to])
        #expect(snooze.status == 0, "\(snooze.err)")
        let day = try #require(try read("2026-11-20").firstMatch(of: /write to Grandma → (\S+)/)?.1)
        #expect(FileManager.default.fileExists(atPath: journal.appendingPathComponent("2026/\(day).md").path))
    }

    @Test func aSnoozeToTheStepsOwnDayOrBeforeIsAUsageError() throws {
        let before = try read("2026-11-20")
        let earlier = try run(["step", "--carry", "1", "--to", "2026-11-19"])
        #expect(earlier.status == 64)
        #expect(earlier.err.contains("2026/2026-11-20.md: step 1 is carried to a later day than its own"))
        #expect(try run(["step", "--carry", "3"]).status == 1)
        #expect(try run(["step", "--to", "friday"]).status == 64)
        #expect(try read("2026-11-20") == before)
    }

    @Test func aDroppedStepCountsNeitherDoneNorOpen() throws {
        let stats = try #require(
            try JSONSerialization.jsonObject(with: try run(["stats", "--json"]).stdout) as? [String: Any])
        let steps = try #require(stats["actionSteps"] as? [String: Any])
        // Friday: call Sam, write to Grandma, stretch; Tuesday's carried step and the banjo count nowhere.
        #expect(steps["total"] as? Int == 3 && steps["done"] as? Int == 1)
        let show = try #require(
            try JSONSerialization.jsonObject(with: try run(["show", "2026-11-20", "--json"]).stdout) as? [String: Any])
        #expect((show["actionSteps"] as? [[String: Any]])?.last?["text"] as? String == "~~learn the banjo~~")
    }

    @Test func addTakesSeveralStepsAndStandardInputInOneCommit() throws {
        let before = try commits()
        let add = try run(
            ["step", "--add", "book the dentist", "-", "pay the rent"], stdin: "buy milk\n\n  fix the bike  \n")
        #expect(add.status == 0, "\(add.err)")
        #expect(try commits() == before + 1)
        let today = try read("2026-11-23")
        for step in ["book the dentist", "buy milk", "fix the bike", "pay the rent"] {
            #expect(today.contains("- [ ] \(step)\n"), "\(step)")
        }
        #expect(add.out.components(separatedBy: "\n").filter { $0.hasPrefix("Added to") }.count == 4)
        #expect(try run(["step", "--add", "-"], stdin: "\n").status == 64)
        #expect(try run(["step", "--add", "a", "two\nlines"]).status == 64)
    }

    @Test func allDoneWaitsForAStepSnoozedToToday() throws {
        let done = "All of today's steps are done."
        let add = try run(["step", "--add", "water the plants", "--date", "2026-11-19"], today: "2026-11-21")
        #expect(add.status == 0, "\(add.err)")
        let snooze = try run(["step", "--date", "2026-11-19", "--carry", "1", "--to", "monday"], today: "2026-11-21")
        #expect(snooze.status == 0, "\(snooze.err)")
        #expect(try run(["step"]).out.contains("water the plants"))
        for step in ["call Sam", "write to Grandma"] {
            let tick = try run(["step", "--done"])
            #expect(tick.out == "[x] \(step)\n" && !tick.err.contains(done), "\(tick.out)\(tick.err)")
        }
        let last = try run(["step", "--done"])
        #expect(last.out == "[x] water the plants\n")
        #expect(last.err.components(separatedBy: done).count == 2, "\(last.err)")
    }

    @Test func tickingTheLastOpenStepSaysSoOnce() throws {
        let first = try run(["step", "--done"])
        #expect(first.status == 0 && !first.err.contains("All of today's steps are done."))
        let last = try run(["step", "--done"])
        #expect(last.out == "[x] write to Grandma\n")
        #expect(last.err.components(separatedBy: "All of today's steps are done.").count == 2, "\(last.err)")
        // Said by the change that finished them, not by the next one.
        #expect(!(try run(["step", "--add", "rest"]).err.contains("All of today's steps")))
        #expect(!(try run(["step", "--done", "--date", "2026-11-17"]).err.contains("All of today's steps")))
    }
}
