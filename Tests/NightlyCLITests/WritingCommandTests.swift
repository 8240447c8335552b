import Foundation
import JournalFormat
import Testing

/// `nightly add` and `nightly step` against a journal in a temporary folder.
@Suite final class WritingCommandTests: ScratchJournalTests {
    @Test func addCreatesTheJournalAndTheEntryFromTheTemplate() throws {
        let result = try run(["add", "Walked", "home", "the", "long", "way."])
        #expect(result.status == 0, "\(result.err)")
        #expect(result.out == "Added to journal/2026/2026-11-23.md\n")
        let entry = try Entry.parse(Array(try Data(contentsOf: todayFile)), date: nil, path: "x")
        #expect(entry.wordCount == 5)
        let template = Entry.template(for: EntryDate(year: 2026, month: 11, day: 23))
        #expect(entry.text.hasPrefix(template.text.components(separatedBy: "\n## Action step")[0]))
        #expect(entry.text.contains("-->\n\nWalked home the long way.\n\n## Action step"))
        let mode = try FileManager.default.attributesOfItem(atPath: todayFile.path)[.posixPermissions] as? Int
        #expect(mode == 0o600)
    }

    @Test func addReadsStandardInputAndTakesADate() throws {
        let result = try run(["add", "--date", "yesterday"], stdin: "line one\nline two\n")
        #expect(result.status == 0)
        let text = try String(contentsOf: folder.appendingPathComponent("journal/2026/2026-11-22.md"), encoding: .utf8)
        #expect(text.contains("\n\nline one\nline two\n\n## Action step"))
    }

    @Test func addWithNothingIsAUsageError() throws {
        let result = try run(["add"], stdin: "  \n")
        #expect(result.status == 64)
        #expect(result.err == "nightly: nothing to add: give TEXT or pipe it in\n")
        #expect(!FileManager.default.fileExists(atPath: todayFile.path))
    }

    @Test func addRefusesInputThatIsNotUTF8AndWritesNothing() throws {
        try write("# Monday\n\n## Journal\n\nAlready here.\n")
        let before = try Data(contentsOf: todayFile)
        let result = try NightlyProcess.run(
            ["add"], stdin: Data([0x62, 0x61, 0x64, 0x20, 0xFF, 0x0A]), environment: environment, in: folder)
        #expect(result.status == 1)
        #expect(result.err.contains("standard input is not valid UTF-8"))
        #expect(try Data(contentsOf: todayFile) == before)
    }

    /// A full disk, as far as nightly can tell: writes past the file-size limit fail with EFBIG
    /// (SIGXFSZ ignored), for root too.
    @Test func aWriteThatRunsOutOfRoomLeavesTheEntryAsItWas() throws {
        try write("# Monday\n\n## Journal\n\nAlready here.\n")
        let before = try Data(contentsOf: todayFile)
        let result = try NightlyProcess.run(
            ["add"], stdin: Data(String(repeating: "many words ", count: 2000).utf8), environment: environment,
            in: folder, limits: "trap '' XFSZ; ulimit -f 8")
        #expect(result.status == 1)
        #expect(result.err.contains("2026-11-23.md"), "\(result.err)")
        #expect(try Data(contentsOf: todayFile) == before)
        let left = try FileManager.default.contentsOfDirectory(atPath: todayFile.deletingLastPathComponent().path)
        #expect(left == ["2026-11-23.md"])
    }

    @Test func aJournalPathThatIsAFileIsAnErrorNotABusyJournal() throws {
        let file = folder.appendingPathComponent("not-a-folder")
        try Data("x".utf8).write(to: file)
        let result = try NightlyProcess.run(["add", "words", "--journal", file.path], in: folder)
        #expect(result.status == 1)
        #expect(result.err.contains("not-a-folder is not a folder"), "\(result.err)")
        #expect(try Data(contentsOf: file) == Data("x".utf8))
    }

    @Test(arguments: [
        (["stats"], 1), (["calendar"], 1), (["insights"], 1), (["check"], 1), (["grep", "x"], 2), (["onthisday"], 1),
        (["review"], 1),
    ])
    func readingAJournalThatIsNotThereIsAnErrorAndCreatesNothing(arguments: [String], status: Int) throws {
        let missing = folder.appendingPathComponent("jornal")
        let result = try NightlyProcess.run(arguments + ["--journal", missing.path], in: folder)
        #expect(Int(result.status) == status)
        #expect(result.err.contains("no journal at \(missing.path)"), "\(result.err)")
        #expect(!FileManager.default.fileExists(atPath: missing.path))
    }

    @Test func relativeDaysWorkAsOptionValuesAndArguments() throws {
        #expect(try run(["add", "--date", "-2", "two days ago"]).status == 0)
        let show = try run(["show", "-2"])
        #expect(show.status == 0, "\(show.err)")
        #expect(show.out.contains("two days ago"))
        #expect(try run(["step", "--done", "--date", "-2"]).err.contains("2026-11-21.md: no open action step"))
        let typo = try run(["show", "--jsn"])
        #expect(typo.status == 64)
        #expect(typo.err.contains("unknown option '--jsn'; did you mean '--json'?"))
    }

    /// `--undo` undoes the tick `--done` made, not the last ticked step of the list; with a
    /// number, it unticks that step.
    @Test func stepTicksTheFirstOpenStepAndUndoUndoesThatTick() throws {
        try write("# Day\n\n## Action step\n\n- [ ] one\n- [ ] two\n- [x] three\n")
        #expect(try run(["step", "--done"]).out == "[x] one\n")
        #expect(try read().contains("- [x] one\n- [ ] two\n- [x] three"))
        #expect(try run(["step", "--undo"]).out == "Undone: the tick of \"one\" (2026-11-23)\n[ ] one\n")
        #expect(try run(["step", "--done", "2"]).out == "[x] two\n")
        #expect(try run(["step", "--undo", "3"]).out == "[ ] three\n")
        #expect(try read() == "# Day\n\n## Action step\n\n- [ ] one\n- [x] two\n- [ ] three\n")
    }

    @Test func stepErrorsSayWhatIsMissing() throws {
        let none = try run(["step", "--done"])
        #expect(none.status == 1)
        #expect(none.err == "nightly: no open action step in today's entry or an earlier one\n")
        try write("## Action step\n\n- [x] only\n")
        #expect(try run(["step", "--done"]).err == "nightly: no open action step in today's entry or an earlier one\n")
        #expect(try run(["step", "--done", "4"]).err.contains("no action step 4; the entry has 1"))
        #expect(try run(["step", "--done", "0"]).status == 64)
        #expect(try run(["step", "1"]).status == 64)
    }

    @Test func invalidUTF8IsReportedAndTheFileIsNeverRewritten() throws {
        let bytes: [UInt8] = Array("## Journal\n\nok\n\n## Action step\n\n- [ ] caf".utf8) + [0xE9] + Array("\n".utf8)
        try write(bytes)
        let checksum = try Data(contentsOf: todayFile)
        for arguments in [["add", "more"], ["step", "--done"], ["show"], ["show", "--json"]] {
            let result = try run(arguments)
            #expect(result.status == 1, "\(arguments)")
            #expect(
                result.err
                    == "nightly: journal/2026/2026-11-23.md:7:10: invalid UTF-8; nightly leaves this file untouched\n")
            #expect(result.stdout.isEmpty)
            #expect(try Data(contentsOf: todayFile) == checksum)
        }
        let check = try run(["check"])
        #expect(check.status == 1)
        #expect(
            check.out
                == "journal/2026/2026-11-23.md:7: error: invalid UTF-8 at column 10; nightly will not change this file\n"
        )
    }

    @Test func anUnreadableEntryIsReportedByPath() throws {
        // A folder where the entry file should be: unreadable even for root.
        try FileManager.default.createDirectory(at: todayFile, withIntermediateDirectories: true)
        let add = try run(["add", "text"])
        #expect(add.status == 1)
        #expect(add.err.contains("2026-11-23.md: cannot read"))
        let check = try run(["check"])
        #expect(check.status == 1)
        #expect(check.out.hasPrefix("journal/2026/2026-11-23.md:1: error: cannot read"))
        var isFolder: ObjCBool = false
        #expect(FileManager.default.fileExists(atPath: todayFile.path, isDirectory: &isFolder) && isFolder.boolValue)
    }

    @Test func checkingAFileOutsideTheJournalIsAnError() throws {
        let outside = folder.appendingPathComponent("2026-11-01.md")
        try Data("## Journal\n".utf8).write(to: outside)
        let result = try run(["check", outside.path])
        #expect(result.status == 1)
        #expect(result.out.contains("outside the journal"))
    }

    private func write(_ text: String) throws { try write(Array(text.utf8)) }

    private func write(_ bytes: [UInt8]) throws {
        try FileManager.default.createDirectory(
            at: todayFile.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: todayFile)
    }

    private func read() throws -> String { try String(contentsOf: todayFile, encoding: .utf8) }
}
