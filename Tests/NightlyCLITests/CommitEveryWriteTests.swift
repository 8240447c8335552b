import Foundation
import Testing

/// Every write is committed when the journal is a git repository (only the entry it changed),
/// so `git status` is clean afterwards; `commit = false` in the config turns it off.
@Suite final class CommitEveryWriteTests {
    let sandbox: GitSandbox
    let journal: URL

    init() throws {
        sandbox = try GitSandbox()
        journal = try sandbox.clone("desk")
    }

    private func status() throws -> String {
        try GitSandbox.git(["-C", journal.path, "status", "--porcelain", "--untracked-files=all", "--", "2026"])
    }

    private func lastMessage() throws -> String {
        try GitSandbox.git(["-C", journal.path, "log", "-1", "--format=%s"]).trimmingCharacters(in: .newlines)
    }

    @Test func addAndStepCommitTheEntryAloneAndLeaveTheTreeClean() throws {
        let unrelated = journal.appendingPathComponent("notes.txt")
        try Data("staged by the user\n".utf8).write(to: unrelated)
        try GitSandbox.git(["-C", journal.path, "add", "notes.txt"])
        #expect(try sandbox.nightly(["add", "Walked home."], in: journal).status == 0)
        #expect(try status().isEmpty)
        #expect(try lastMessage() == "Journal 2026-11-23")
        let committed = try GitSandbox.git(["-C", journal.path, "show", "--name-only", "--format=", "HEAD"])
        #expect(committed == "2026/2026-11-23.md\n")
        #expect(try GitSandbox.git(["-C", journal.path, "diff", "--cached", "--name-only"]) == "notes.txt\n")

        try Data("# Day\n\n## Action step\n\n- [ ] stretch\n".utf8).write(
            to: journal.appendingPathComponent("2026/2026-11-22.md"))
        #expect(try sandbox.nightly(["step", "--done", "--date", "2026-11-22"], in: journal).status == 0)
        #expect(try status().isEmpty)
        #expect(try lastMessage() == "Journal 2026-11-22")
    }

    @Test func commitFalseInTheConfigLeavesTheEntryUncommitted() throws {
        try Data("commit = false\n".utf8).write(to: journal.appendingPathComponent(".nightly.toml"))
        #expect(try sandbox.nightly(["add", "Not committed."], in: journal).status == 0)
        #expect(try status() == "?? 2026/2026-11-23.md\n")
    }

    @Test func theRitualHonoursCommitFalseToo() throws {
        try Data("commit = false\n".utf8).write(to: journal.appendingPathComponent(".nightly.toml"))
        let editor = sandbox.folder.appendingPathComponent("editor.sh")
        try ExecutableScript.write("#!/bin/sh\necho 'Quiet night.' >> \"$1\"\n", to: editor)
        let ritual = try NightlyProcess.run(
            ["--no-breathing", "--journal", journal.path],
            environment: ["NIGHTLY_TODAY": "2026-11-23", "EDITOR": editor.path])
        #expect(ritual.status == 0, "\(ritual.err)")
        #expect(try status() == "?? 2026/2026-11-23.md\n")
    }
}
