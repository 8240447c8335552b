import Foundation
import SystemCalls
import Testing

@testable import JournalGit

@Suite final class EntryCommitterTests {
    let folder: URL
    /// git reads the repository's config alone, whatever HOME and XDG_CONFIG_HOME of the
    /// shell running the tests hold.
    var cleanGit: [String: String] {
        ["HOME": folder.path, "GIT_CONFIG_GLOBAL": "/dev/null", "GIT_CONFIG_NOSYSTEM": "1", "LANG": "C.UTF-8"]
    }

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("nightly-git-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: folder) }

    func git(_ arguments: String...) -> String {
        ChildProcess.capture(["git", "-C", folder.path] + arguments, environment: cleanGit).1
    }

    func write(_ name: String, _ text: String) throws -> String {
        let url = folder.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url.path
    }

    @Test func onlyTheEntryIsCommittedAndTheUsersStagingIsKept() throws {
        _ = git("init", "-q")
        _ = git("config", "user.email", "t@example.com")
        _ = git("config", "user.name", "T")
        _ = try write("other.txt", "staged by the user\n")
        _ = git("add", "other.txt")
        let entry = try write("2026/2026-11-23.md", "# Monday\n\nWrote.\n")
        let committer = EntryCommitter(environment: cleanGit)
        #expect(committer.commit(paths: [entry], in: folder.path, message: "Journal 2026-11-23") == .committed)
        #expect(git("show", "--name-only", "--format=%s", "HEAD") == "Journal 2026-11-23\n\n2026/2026-11-23.md\n")
        #expect(git("status", "--porcelain") == "A  other.txt\n")
        #expect(committer.commit(paths: [entry], in: folder.path, message: "again") == .nothingToCommit)
    }

    @Test(arguments: [false, true])
    func aFailedCommitLeavesNothingStagedThatTheUserDidNotStage(hasEarlierCommit: Bool) throws {
        _ = git("init", "-q")
        _ = git("config", "user.email", "t@example.com")
        _ = git("config", "user.name", "T")
        if hasEarlierCommit {
            _ = try write("2026/2026-11-22.md", "# Sunday\n")
            _ = git("add", ".")
            _ = git("commit", "-q", "-m", "first")
        }
        let hook = try write(".git/hooks/pre-commit", "#!/bin/sh\necho refused by the hook >&2\nexit 1\n")
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: hook)
        let entry = try write("2026/2026-11-23.md", "# Monday\n\nWrote.\n")
        let outcome = EntryCommitter(environment: cleanGit).commit(
            paths: [entry], in: folder.path, message: "Journal 2026-11-23")
        #expect(outcome == .failed("refused by the hook"))
        #expect(git("status", "--porcelain", "--untracked-files=all") == "?? 2026/2026-11-23.md\n")
        #expect(try String(contentsOfFile: entry, encoding: .utf8) == "# Monday\n\nWrote.\n")
    }

    @Test func aFolderThatIsNotARepositoryIsLeftAlone() throws {
        let entry = try write("e.md", "x\n")
        #expect(
            EntryCommitter(environment: cleanGit).commit(paths: [entry], in: folder.path, message: "m")
                == .notARepository)
    }

    @Test func missingGitIsAFailureToWarnAbout() throws {
        let entry = try write("e.md", "x\n")
        let outcome = EntryCommitter(git: "/nonexistent/git", environment: cleanGit).commit(
            paths: [entry], in: folder.path, message: "m")
        #expect(outcome == .failed("git not found"))
    }
}
