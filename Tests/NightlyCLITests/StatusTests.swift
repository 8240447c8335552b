import Foundation
import JournalFormat
import Testing

/// `nightly status` through the binary: its line, JSON, format and exit statuses, on a journal
/// the test writes day by day.
@Suite final class StatusTests: ScratchJournalTests {
    func write(_ iso: String, _ text: String) throws {
        let url = journal.appendingPathComponent("\(iso.prefix(4))/\(iso).md")
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    func writeTemplate(_ iso: String) throws {
        try write(iso, Entry.template(for: EntryDate(iso: iso)!).text)
    }

    func status(_ arguments: [String] = []) throws -> NightlyProcess.Result { try run(["status"] + arguments) }

    @Test func writtenTodayExitsZeroAndCountsToday() throws {
        for day in ["2026-11-21", "2026-11-22", "2026-11-23"] { try write(day, "# \(day)\n\nA word.\n") }
        let result = try status()
        #expect(result.status == 0, "\(result.err)")
        #expect(result.out == "written today · 3-day streak\n")
    }

    @Test func anUnwrittenTodayExitsOneAndKeepsYesterdaysStreak() throws {
        for day in ["2026-11-21", "2026-11-22"] { try write(day, "Words.\n") }
        let result = try status()
        #expect(result.status == 1)
        #expect(result.out == "not written yet · 2-day streak\n")
    }

    @Test func aTodayThatHoldsOnlyTheTemplateIsNotWritten() throws {
        try write("2026-11-22", "Words.\n")
        try writeTemplate("2026-11-23")
        let result = try status(["--json"])
        #expect(result.status == 1)
        let json = try #require(try JSONSerialization.jsonObject(with: result.stdout) as? [String: Any])
        #expect(json["date"] as? String == "2026-11-23")
        #expect(json["written"] as? Bool == false)
        #expect(json["streak"] as? Int == 1)
        #expect(Set(json.keys) == ["date", "written", "streak"])
    }

    @Test func aMissedDayEndsTheStreakAndATemplateDayIsAMissedDay() throws {
        try write("2026-11-19", "Words.\n")
        try writeTemplate("2026-11-20")
        try write("2026-11-21", "Words.\n")
        try write("2026-11-23", "Words.\n")
        #expect(try status().out == "written today · 1-day streak\n")
        #expect(try status(["--today", "2026-11-22"]).out == "not written yet · 1-day streak\n")
        #expect(try status(["--today", "2026-11-21"]).out == "written today · 1-day streak\n")
        #expect(try run(["status", "--today", "2026-11-25"]).out == "not written yet · no streak\n")
    }

    @Test func aStreakCrossesYearsAndLayouts() throws {
        try write("2025-12-31", "Words.\n")
        try Data("Words.\n".utf8).write(to: journal.appendingPathComponent("2026-01-01.md"))  // flat layout
        let result = try status(["--today", "2026-01-01"])
        #expect(result.out == "written today · 2-day streak\n", "\(result.err)")
    }

    @Test func aFileThatIsNotUTF8CountsAsUnwrittenWithAWarning() throws {
        try write("2026-11-21", "Words.\n")
        let bad = journal.appendingPathComponent("2026/2026-11-22.md")
        try Data([0x57, 0xFF, 0x0A]).write(to: bad)
        try write("2026-11-23", "Words.\n")
        let result = try status()
        #expect(result.status == 0)
        #expect(result.out == "written today · 1-day streak\n")
        #expect(result.err.contains("2026-11-22.md:1:2: invalid UTF-8"), "\(result.err)")
    }

    @Test func aFormatFillsInItsPlaceholders() throws {
        try write("2026-11-23", "Words.\n")
        let result = try status(["--format", "{mark} {streak}d"])
        #expect(result.status == 0)
        #expect(result.out == "✓ 1d\n")
    }

    @Test(arguments: [["--format", "{nope}"], ["--jsn"], ["--json", "--format", "x"], ["--today", "someday"]])
    func everyErrorExitsTwo(arguments: [String]) throws {
        try write("2026-11-23", "Words.\n")
        let result = try status(arguments)
        #expect(result.status == 2, "\(arguments): \(result.err)")
        #expect(!result.err.isEmpty)
    }

    @Test func aMissingJournalIsAnError() throws {
        let result = try status()
        #expect(result.status == 2)
        #expect(result.err.contains("journal"), "\(result.err)")
    }
}

/// The prompt snippet nightly(1) gives for bash works as printed.
@Suite final class StatusPromptTests: ScratchJournalTests {
    @Test func theBashSnippetInTheManualShowsTheStreak() throws {
        let manual = try String(
            contentsOf: NightlyProcess.packageRoot.appendingPathComponent("man/nightly.1"), encoding: .utf8)
        let lines = manual.split(separator: "\n").map { $0.replacingOccurrences(of: "\\e", with: "\\") }
        let snippet = try #require(lines.firstIndex { $0.hasPrefix("PROMPT_COMMAND=") })
        let file = journal.appendingPathComponent("2026/2026-11-23.md")
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("Words.\n".utf8).write(to: file)
        // The binary's folder first on PATH, as after `make install`.
        let folder = NightlyProcess.binary.deletingLastPathComponent().path
        let script =
            lines[snippet] + "\n" + lines[snippet + 1] + "\neval \"$PROMPT_COMMAND\"; printf '%s\\n' \"${PS1@P}\""
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = ["--norc", "--noprofile", "-c", script]
        process.environment = environment.merging([
            "PATH": folder + ":/usr/bin:/bin", "HOME": folder, "NO_COLOR": "1",
        ]) { _, new in new }
        process.currentDirectoryURL = URL(fileURLWithPath: "/")
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(text == "[✓ 1] / \(getuid() == 0 ? "#" : "$") \n", "\(script)\n\(text)")
    }
}
