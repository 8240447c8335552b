import Foundation
import JournalGit
import Testing

/// A change is one step (``ChangeIntent``): a change killed before its last file, or before its
/// commit, is rolled back or finished by the next command that takes the lock, which says which
/// in one line on standard error before its own change. The kills are made here by writing the
/// intent log as the transaction does and stopping where a kill would (scripts/crash-points
/// kills the real binary at every system call).
@Suite final class InterruptedChangeTests {
    let sandbox: GitSandbox
    let journal: URL
    let fixtures = NightlyProcess.packageRoot.appendingPathComponent("Tests/NightlyCLITests/Fixtures/interrupted")

    init() throws {
        sandbox = try GitSandbox()
        journal = try sandbox.clone("desk")
        try FileManager.default.createDirectory(
            at: journal.appendingPathComponent("2026"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: fixture("two-steps.md"), to: entry("2026-11-22"))
        try GitSandbox.git(["-C", journal.path, "add", "."])
        try GitSandbox.git(["-C", journal.path, "commit", "--quiet", "-m", "Fixture"])
    }

    private func fixture(_ name: String) -> URL { fixtures.appendingPathComponent(name) }
    private func entry(_ day: String) -> URL { journal.appendingPathComponent("2026/\(day).md") }
    private func bytes(_ url: URL) throws -> [UInt8] { Array(try Data(contentsOf: url)) }

    private func status() throws -> String {
        try GitSandbox.git(["-C", journal.path, "status", "--porcelain", "--untracked-files=all"])
    }

    private func messages() throws -> [String] {
        try GitSandbox.git(["-C", journal.path, "log", "--format=%s"]).split(separator: "\n").map(String.init)
    }

    /// The next command: a line added to another day.
    private func next() throws -> NightlyProcess.Result {
        try sandbox.nightly(["add", "--date", "2026-11-20", "The next command."], in: journal)
    }

    /// A carry killed between its two files (the copy written, the mark not): the copy goes.
    @Test func aChangeKilledBeforeItsLastFileIsRolledBack() throws {
        let copy = Array("# 2026-11-23\n\n## Action step\n\n- [ ] rest\n".utf8)
        let intent = ChangeIntent(journal: journal, door: "nightly step")
        try intent.willWrite([copy[...]], to: entry("2026-11-23").resolvingSymlinksInPath())
        try Data(copy).write(to: entry("2026-11-23"))

        let result = try next()
        #expect(result.status == 0, "\(result.err)")
        #expect(result.err == "nightly: rolled back an interrupted change (nightly step): 1 file put back\n")
        #expect(!FileManager.default.fileExists(atPath: entry("2026-11-23").path))
        #expect(try bytes(entry("2026-11-22")) == bytes(fixture("two-steps.md")))
        #expect(try status().isEmpty)
        #expect(try messages() == ["Journal 2026-11-20", "Fixture"])
    }

    /// The words an editor saved while nightly was killed are the user's, and build on what
    /// nightly wrote before: the change is finished as it stands and committed, not rolled back.
    @Test func aChangeAnEditorSavedIntoIsFinishedAndCommitted() throws {
        let template = Array("# 2026-11-23\n".utf8)
        let intent = ChangeIntent(journal: journal, door: "nightly open")
        try intent.willWrite([template[...]], to: entry("2026-11-23").resolvingSymlinksInPath())
        try FileManager.default.copyItem(at: fixture("editor-saved.md"), to: entry("2026-11-23"))

        let result = try next()
        #expect(result.status == 0, "\(result.err)")
        #expect(
            result.err
                == "nightly: finished an interrupted change (nightly open) that an editor had saved "
                + "2026/2026-11-23.md: committed 'Journal 2026-11-23'\n")
        #expect(try bytes(entry("2026-11-23")) == bytes(fixture("editor-saved.md")))
        #expect(try status().isEmpty)
        #expect(try messages() == ["Journal 2026-11-20", "Journal 2026-11-23", "Fixture"])
    }

    /// Every file written and the log ready, killed before the commit: the next command commits
    /// it as the original would have, in its own commit first, and the tick is recorded for
    /// `step --undo`.
    @Test func aChangeKilledBeforeItsCommitIsCommittedByTheNextCommand() throws {
        let ticked = try bytes(fixture("first-ticked.md"))
        let intent = ChangeIntent(journal: journal, door: "nightly step")
        try intent.willWrite([ticked[...]], to: entry("2026-11-22").resolvingSymlinksInPath())
        try Data(ticked).write(to: entry("2026-11-22"))
        let record = journal.appendingPathComponent(".git/nightly-undo")
        try intent.ready(
            commit: [entry("2026-11-22").path], message: "Journal 2026-11-22",
            undo: .save(Array("2026-11-22\t0\topen\tdone\trest\n".utf8), record))

        let result = try next()
        #expect(result.status == 0, "\(result.err)")
        #expect(
            result.err == "nightly: finished an interrupted change (nightly step): committed 'Journal 2026-11-22'\n")
        #expect(try status().isEmpty)
        #expect(try messages() == ["Journal 2026-11-20", "Journal 2026-11-22", "Fixture"])

        let undo = try sandbox.nightly(["step", "--undo"], in: journal)
        #expect(undo.status == 0, "\(undo.err)")
        #expect(try bytes(entry("2026-11-22")) == bytes(fixture("two-steps.md")))
    }

    /// A commit a hook refused: the tick stays written and is committed by the next command, in
    /// its own commit named as the original, before the next command's.
    @Test func aCommitAHookRefusedIsMadeByTheNextCommand() throws {
        let hook = journal.appendingPathComponent(".git/hooks/pre-commit")
        try ExecutableScript.write("#!/bin/sh\nexit 1\n", to: hook)
        let tick = try sandbox.nightly(["step", "--done", "1", "--date", "2026-11-22"], in: journal)
        #expect(tick.status == 0, "\(tick.err)")
        #expect(try status() == " M 2026/2026-11-22.md\n")
        try FileManager.default.removeItem(at: hook)

        let result = try next()
        #expect(result.status == 0, "\(result.err)")
        #expect(
            result.err == "nightly: finished an interrupted change (nightly step): committed 'Journal 2026-11-22'\n")
        #expect(try status().isEmpty)
        #expect(try messages() == ["Journal 2026-11-20", "Journal 2026-11-22", "Fixture"])
        #expect(try bytes(entry("2026-11-22")) == bytes(fixture("first-ticked.md")))
    }

    /// `step --carry` is one commit of both days, and `--undo` takes exactly it back.
    @Test func aCarryIsOneCommitAndUndoTakesItBack() throws {
        let carry = try sandbox.nightly(["step", "--carry", "1", "--date", "2026-11-22"], in: journal)
        #expect(carry.status == 0, "\(carry.err)")
        #expect(carry.out == "Carried to 2026-11-23: rest\n")
        #expect(try messages() == ["Journal 2 days, 2026-11-22 to 2026-11-23", "Fixture"])
        #expect(try status().isEmpty)
        let undo = try sandbox.nightly(["step", "--undo"], in: journal)
        #expect(undo.status == 0, "\(undo.err)")
        #expect(try bytes(entry("2026-11-22")) == bytes(fixture("two-steps.md")))
        let again = try sandbox.nightly(["step", "--undo"], in: journal)
        #expect(again.status != 0)
        #expect(try bytes(entry("2026-11-22")) == bytes(fixture("two-steps.md")))
    }
}
