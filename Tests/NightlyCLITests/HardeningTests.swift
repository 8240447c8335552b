import Foundation
import Testing

/// The defects the hardening trial found, each driven through the binary: hostile links, odd
/// files, kills and odd input leave the journal as it was and get a clear error.
@Suite final class HardeningTests {
    let folder: URL
    let journal: URL
    let environment: [String: String]

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("nightly-hard-\(UUID().uuidString)")
        journal = folder.appendingPathComponent("journal")
        try FileManager.default.createDirectory(
            at: journal.appendingPathComponent("2026"), withIntermediateDirectories: true)
        environment = ["NIGHTLY_JOURNAL": journal.path, "NIGHTLY_TODAY": "2026-11-23"]
    }

    deinit {
        try? FileManager.default.removeItem(at: folder)
    }

    private func run(
        _ arguments: [String], stdin: String = "", extra: [String: String] = [:], limits: String? = nil
    ) throws -> NightlyProcess.Result {
        try NightlyProcess.run(
            arguments, stdin: Data(stdin.utf8), environment: environment.merging(extra) { $1 }, in: folder,
            limits: limits)
    }

    private var today: URL { journal.appendingPathComponent("2026/2026-11-23.md") }

    private func fixture(_ name: String, to url: URL) throws {
        let source = NightlyProcess.packageRoot.appendingPathComponent(
            "Tests/NightlyCLITests/Fixtures/hardening/\(name)")
        try Data(contentsOf: source).write(to: url)
    }

    private func names(in url: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: url.path).sorted()
    }

    // MARK: 1. The lock never follows a link

    @Test func aLockThatIsASymbolicLinkIsNeverWrittenThrough() throws {
        let victim = folder.appendingPathComponent("precious.txt")
        try Data("precious\n".utf8).write(to: victim)
        let lock = journal.appendingPathComponent(".nightly.lock")
        try FileManager.default.createSymbolicLink(at: lock, withDestinationURL: victim)
        let result = try run(["add", "words"])
        #expect(result.status == 1)
        #expect(result.err.contains(".nightly.lock): it is a symbolic link to \(victim.path), not a lock file"))
        #expect(try Data(contentsOf: victim) == Data("precious\n".utf8))
        #expect(!FileManager.default.fileExists(atPath: today.path))
        let check = try run(["check"])
        #expect(check.status == 1)
        #expect(check.out.contains("journal/.nightly.lock:1: error: the journal's lock is a symbolic link to"))
    }

    @Test func aDanglingLockLinkCreatesNothing() throws {
        let ghost = folder.appendingPathComponent("ghost")
        try FileManager.default.createSymbolicLink(
            at: journal.appendingPathComponent(".nightly.lock"), withDestinationURL: ghost)
        #expect(try run(["step", "--done"]).status == 1)
        #expect(!FileManager.default.fileExists(atPath: ghost.path))
    }

    @Test func aLockThatIsAFolderIsAnErrorNamingIt() throws {
        try FileManager.default.createDirectory(
            at: journal.appendingPathComponent(".nightly.lock"), withIntermediateDirectories: false)
        let result = try run(["add", "words"])
        #expect(result.status == 1)
        #expect(result.err.contains(".nightly.lock): it is a folder, not a lock file; remove it"), "\(result.err)")
    }

    // MARK: 2. Links leaving the journal are never written through

    @Test func anEntryLinkedOutsideTheJournalIsRefusedByEveryWriter() throws {
        let outside = folder.appendingPathComponent("outside.md")
        try Data("# Elsewhere\n\n## Action step\n\n- [ ] not yours\n".utf8).write(to: outside)
        try FileManager.default.createSymbolicLink(at: today, withDestinationURL: outside)
        let before = try Data(contentsOf: outside)
        let editor = folder.appendingPathComponent("editor.sh")
        try ExecutableScript.write("#!/bin/sh\necho edited >> \"$1\"\n", to: editor)
        for arguments in [["add", "words"], ["step", "--done"], ["open"], []] {
            let result = try run(arguments, extra: ["EDITOR": editor.path, "VISUAL": editor.path])
            #expect(result.status == 1, "\(arguments)")
            #expect(
                result.err.contains("2026-11-23.md is a symbolic link to \(outside.path), outside the journal"),
                "\(arguments): \(result.err)")
        }
        #expect(try Data(contentsOf: outside) == before)
        let check = try run(["check"])
        #expect(check.out.contains("2026-11-23.md:1: error: a symbolic link to \(outside.path), outside the journal"))
    }

    @Test func aYearFolderLinkedOutsideGetsNoNewEntries() throws {
        let outside = folder.appendingPathComponent("elsewhere/2027")
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            at: journal.appendingPathComponent("2027"), withDestinationURL: outside)
        let result = try run(["add", "--date", "2027-01-02", "words"])
        #expect(result.status == 1)
        #expect(result.err.contains("journal/2027 is a symbolic link to \(outside.path)"), "\(result.err)")
        #expect(try names(in: outside).isEmpty)
        #expect(try run(["check"]).out.contains("journal/2027:1: error: a symbolic link to"))
    }

    @Test func linksThatStayInsideTheJournalKeepWorking() throws {
        let archive = journal.appendingPathComponent("archive/2025")
        try FileManager.default.createDirectory(at: archive, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: journal.appendingPathComponent("2025").path, withDestinationPath: "archive/2025")
        let result = try run(["add", "--date", "2025-06-01", "kept", "inside"])
        #expect(result.status == 0, "\(result.err)")
        #expect(
            try String(contentsOf: archive.appendingPathComponent("2025-06-01.md"), encoding: .utf8).contains("kept"))
        #expect(!(try run(["check"]).out.contains("symbolic link")))
    }

    // MARK: 3, 4, 5. Steps read their own checkbox; inserted text never swallows the entry

    @Test func aStepWithBracketsLaterInItsTextReadsAsItsOwnCheckbox() throws {
        try fixture("steps-with-brackets.md", to: journal.appendingPathComponent("2026/2026-11-20.md"))
        let show = try run(["show", "2026-11-20", "--json"])
        let steps = try #require(try jsonObject(show.stdout)["actionSteps"] as? [[String: Any]])
        #expect(steps.map { $0["done"] as? Bool } == [false, true])
        #expect(
            try run(["step", "--done", "--date", "2026-11-20"]).out == "[x] ask Sam why the [x] close button is grey\n")
        let stats = try jsonObject(try run(["stats", "--json"]).stdout)
        let actionSteps = try #require(stats["actionSteps"] as? [String: Any])
        #expect(actionSteps["done"] as? Int == 2 && actionSteps["total"] as? Int == 2, "\(actionSteps)")
    }

    @Test(arguments: ["Pasted:\n```", "<!-- a thought\nunfinished", "<pre>\nraw", "Pasted:\n~~~"])
    func pastedMarkdownKeepsTheStepsAndRecords(pasted: String) throws {
        try fixture("steps-and-records.md", to: today)
        let add = try run(["add"], stdin: pasted)
        #expect(add.status == 0, "\(add.err)")
        let show = try jsonObject(try run(["show", "--json"]).stdout)
        #expect((show["actionSteps"] as? [Any])?.count == 2)
        #expect((show["thoughts"] as? [Any])?.count == 1)
        #expect(try run(["step", "--done"]).out == "[x] call the bank\n")
        #expect(try run(["add", "and", "more"]).status == 0)
        #expect((try jsonObject(try run(["show", "--json"]).stdout)["thoughts"] as? [Any])?.count == 1)
    }

    @Test func addToAFileEndingInsideAnOpenFenceNeitherCrashesNorHidesTheText() throws {
        try fixture("ends-in-open-fence.md", to: today)
        let add = try run(["add", "Walked", "home."])
        #expect(add.status == 0, "\(add.err)")
        let show = try jsonObject(try run(["show", "--json"]).stdout)
        let sections = try #require(show["sections"] as? [[String: Any]])
        #expect(sections.map { $0["kind"] as? String } == ["poem", "journal"])
        #expect((show["words"] as? Int ?? 0) >= 2)
    }

    @Test func aHeadingInAddedTextIsRefusedAndTheEntryUntouched() throws {
        try fixture("steps-and-records.md", to: today)
        let before = try Data(contentsOf: today)
        let add = try run(["add"], stdin: "Notes\n\n## Action step\n\n- [ ] a rival list\n")
        #expect(add.status == 1)
        #expect(add.err.contains("nothing was added: line 3 of the text ('## Action step') is a heading"), "\(add.err)")
        #expect(try Data(contentsOf: today) == before)
    }

    // MARK: 6. The ends of the calendar

    @Test(arguments: [
        ["stats", "--today", "9999-12-31"], ["stats", "--json", "--today", "0001-01-01"],
        ["calendar", "--year", "9999", "--today", "9998-12-31"], ["insights", "--today", "9999-12-30"],
    ])
    func datesAtTheEndsOfTheCalendarAreErrorsNotCrashes(arguments: [String]) throws {
        try fixture("steps-and-records.md", to: today)
        let result = try run(arguments)
        #expect(result.status == 64, "\(result.err)")
        #expect(result.err.contains("outside the days nightly keeps"), "\(result.err)")
        #expect(!result.err.contains("Fatal error"), "\(result.err)")
    }

    @Test func theRitualOnTheFirstDayOfTheCalendarIsAnError() throws {
        let result = try run([], extra: ["NIGHTLY_TODAY": "0001-01-01"])
        #expect(result.status == 64)
        #expect(
            result.err.contains("NIGHTLY_TODAY (0001-01-01) lies outside the days nightly keeps"), "\(result.err)")
    }

    // MARK: 7. A lone CR

    @Test func listsAcceptsTheCursorItReturnsAfterALoneCR() throws {
        let first = try NightlyProcess.run(
            ["lists", "--key", "enter", "--cursor", "1:5", "--json"], stdin: Data("- a\r".utf8))
        #expect(first.status == 0, "\(first.err)")
        let reply = try jsonObject(first.stdout)
        let text = try #require(reply["text"] as? String)
        let cursor = try #require(reply["cursor"] as? String)
        let again = try NightlyProcess.run(["lists", "--key", "tab", "--cursor", cursor], stdin: Data(text.utf8))
        #expect(again.status == 0, "\(cursor): \(again.err)")
    }

    // MARK: 8. Invalid UTF-8 arguments

    @Test func textArgumentsThatAreNotUTF8AreRefusedAsStandardInputIs() throws {
        try fixture("steps-and-records.md", to: today)
        let before = try Data(contentsOf: today)
        let result = try run([], limits: "set -- add \"$(printf 'bad \\377 bytes')\"")
        #expect(result.status == 1)
        #expect(result.err == "nightly: argument 2 is not valid UTF-8; nothing was done\n")
        #expect(try Data(contentsOf: today) == before)
    }

    // MARK: 9. A file-size limit, and what killed writes leave

    @Test func aFileSizeLimitIsReportedLikeAFullDiskAndLeavesNothingBehind() throws {
        try fixture("steps-and-records.md", to: today)
        let before = try Data(contentsOf: today)
        // SIGXFSZ as a login shell has it, unblocked and not ignored: the test runner's
        // threads block signals, and a child inherits the mask across exec.
        let unblocked = "use POSIX; sigprocmask(SIG_UNBLOCK, POSIX::SigSet->new(SIGXFSZ)); $SIG{XFSZ} = q(DEFAULT)"
        let result = try run(
            ["add"], stdin: String(repeating: "many words ", count: 2000),
            limits: "ulimit -f 2; exec perl -e '\(unblocked); exec @ARGV or die' \"$0\" \"$@\"")
        #expect(result.status == 1, "killed by a signal? \(result.status)")
        #expect(
            result.err.contains("2026-11-23.md: cannot write: File too large; the file is as it was"), "\(result.err)")
        #expect(try Data(contentsOf: today) == before)
        #expect(try names(in: today.deletingLastPathComponent()) == ["2026-11-23.md"])
        #expect(!(try names(in: journal)).contains(".nightly.lock"))
    }

    @Test func temporaryFilesAKilledWriteLeftAreReportedThenRemovedByTheNextWrite() throws {
        try fixture("steps-and-records.md", to: today)
        let year = today.deletingLastPathComponent()
        let leftover = year.appendingPathComponent(".2026-11-23.md.nightly-Ab12Cd")
        let notOurs = year.appendingPathComponent(".notes.md.nightly-keep")
        try Data("half a wri".utf8).write(to: leftover)
        try Data("mine".utf8).write(to: notOurs)
        let check = try run(["check"])
        #expect(check.out.contains("2026/.2026-11-23.md.nightly-Ab12Cd:1: warning: a temporary file"), "\(check.out)")
        #expect(try run(["add", "words"]).status == 0)
        #expect(try names(in: year) == [".notes.md.nightly-keep", "2026-11-23.md"])
    }

    // MARK: 10. Read-only files, owners and hard links

    @Test func aReadOnlyEntryIsRefusedNamingTheFile() throws {
        try fixture("steps-and-records.md", to: today)
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: today.path)
        let before = try Data(contentsOf: today)
        for arguments in [["add", "words"], ["step", "--done"]] {
            let result = try run(arguments)
            #expect(result.status == 1)
            #expect(
                result.err.contains("2026-11-23.md: cannot write: the file is read-only (mode 444)"), "\(result.err)")
        }
        #expect(try Data(contentsOf: today) == before)
        #expect(try FileManager.default.attributesOfItem(atPath: today.path)[.posixPermissions] as? Int == 0o444)
    }

    @Test func anEditSaysWhenItBrokeAHardLink() throws {
        try fixture("steps-and-records.md", to: today)
        let other = folder.appendingPathComponent("other-name.md")
        try FileManager.default.linkItem(at: today, to: other)
        let before = try Data(contentsOf: other)
        let result = try run(["add", "words"])
        #expect(result.status == 0)
        #expect(result.err.contains("note: journal/2026/2026-11-23.md had another name (a hard link)"), "\(result.err)")
        #expect(try Data(contentsOf: other) == before)
        #expect(try Data(contentsOf: today) != before)
    }

    @Test(.enabled(if: getuid() == 0, "only root can give a file to another user"))
    func anEditKeepsTheFilesOwner() throws {
        try fixture("steps-and-records.md", to: today)
        try FileManager.default.setAttributes(
            [.ownerAccountID: 4321, .groupOwnerAccountID: 4321], ofItemAtPath: today.path)
        #expect(try run(["add", "words"]).status == 0)
        let attributes = try FileManager.default.attributesOfItem(atPath: today.path)
        #expect(attributes[.ownerAccountID] as? Int == 4321 && attributes[.groupOwnerAccountID] as? Int == 4321)
    }

    // MARK: 11. grep ends in bounded time

    @Test(.timeLimit(.minutes(1)))
    func aBacktrackingPatternGivesUpInsteadOfHanging() throws {
        let line = String(repeating: "a", count: 3_000_000)
        try Data("# Day\n\n## Journal\n\n\(line)\n".utf8).write(to: today)
        let result = try run(["grep", "(a|aa)*\\1c", "--time-limit", "1"])
        #expect(result.status == 2)
        #expect(result.err.contains("gave up on '(a|aa)*\\1c' after 1.0 seconds"), "\(result.err)")
    }

    /// Compiling is bounded too: `a{1,32767}` would have glibc ask for gigabytes before the
    /// time limit starts; with memory capped at 1 GB the old binary died of "Memory exhausted".
    @Test(.timeLimit(.minutes(1)), arguments: ["a{1,32767}", "(a*){1,5000}", "((ab){1,100}){1,100}"])
    func aPatternThatGrowsPastTheSizeLimitIsRefused(pattern: String) throws {
        try Data("# Day\n\n## Journal\n\naaa\n".utf8).write(to: today)
        let result = try run(["grep", pattern], limits: "ulimit -v 1048576")
        #expect(result.status == 2)
        #expect(
            result.err.contains("'\(pattern)' is not a regular expression: it grows past the size"), "\(result.err)")
    }

    @Test(arguments: ["a{1,2000}", "(ab|cd){1,300}", "a{3}x{2,}"])
    func aPatternWithinTheSizeLimitSearches(pattern: String) throws {
        try Data("# Day\n\n## Journal\n\naaaxx\n".utf8).write(to: today)
        let result = try run(["grep", pattern])
        #expect(result.status == 0 || result.status == 1, "\(result.err)")
        #expect(result.err.isEmpty, "\(result.err)")
    }

    private func jsonObject(_ data: Data) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }
}
