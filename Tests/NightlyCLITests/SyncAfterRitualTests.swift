import Foundation
import Testing

/// `sync = "after-ritual"`: once the night's entry is committed, the ritual pushes and pulls
/// with a real bare remote, within `sync_timeout` seconds; a failure is one line on the
/// completion screen and never the ritual's exit status, and the next sync takes it up.
@Suite final class SyncAfterRitualTests {
    let sandbox: GitSandbox
    var home: URL { sandbox.folder.appendingPathComponent("home") }
    var config: URL { sandbox.folder.appendingPathComponent("config/nightly/config.toml") }
    var editor: URL { sandbox.folder.appendingPathComponent("editor-writes") }
    static let fakeSSH = NightlyProcess.packageRoot.appendingPathComponent(
        "Tests/NightlyCLITests/Fixtures/sync-after-ritual/fake-ssh")

    init() throws {
        sandbox = try GitSandbox()
        try FileManager.default.createDirectory(
            at: config.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        try ExecutableScript.write("#!/bin/sh\nprintf 'Walked home by the river.\\n' >> \"$1\"\n", to: editor)
    }

    func environment(journal: URL, _ extra: [String: String] = [:]) -> [String: String] {
        CleanEnvironment.variables(
            [
                "HOME": home.path, "XDG_CONFIG_HOME": sandbox.folder.appendingPathComponent("config").path,
                "XDG_DATA_HOME": home.appendingPathComponent("data").path, "NIGHTLY_JOURNAL": journal.path,
                "NIGHTLY_TODAY": "2026-11-23", "NIGHTLY_EDITOR": editor.path, "EDITOR": "false", "VISUAL": "false",
                "PAGER": "cat", "TERM": "dumb",
            ].merging(extra) { _, new in new })
    }

    /// The ritual without breathing, off a terminal, in `journal`; killed (and so failed) when
    /// it runs for a minute.
    func ritual(in journal: URL, _ extra: [String: String] = [:]) throws -> NightlyProcess.Result {
        try NightlyProcess.run(["--no-breathing"], environment: environment(journal: journal, extra), timeout: 60)
    }

    func remoteLog() throws -> String {
        try GitSandbox.git(["--git-dir", sandbox.remote.path, "log", "--format=%s", "main"])
    }

    @Test func theRitualPushesTonightsEntryAndPullsTheOtherMachines() throws {
        try Data("sync = \"after-ritual\"\n".utf8).write(to: config)
        let b = try sandbox.clone("b")
        #expect(try sandbox.nightly(["add", "--date", "2026-11-21", "On B, Saturday."], in: b).status == 0)
        #expect(try sandbox.nightly(["sync"], in: b).status == 0)
        let a = try sandbox.clone("a")
        #expect(try sandbox.nightly(["add", "--date", "2026-11-22", "On B, Sunday."], in: b).status == 0)
        #expect(try sandbox.nightly(["sync"], in: b).status == 0)

        let result = try ritual(in: a)
        #expect(result.status == 0, "\(result.err)")
        #expect(result.out.hasSuffix("Synced.\nGoodnight.\n"), "\(result.out)")
        #expect(try remoteLog().contains("Journal 2026-11-23"))
        #expect(FileManager.default.fileExists(atPath: a.appendingPathComponent("2026/2026-11-22.md").path))
        #expect(try sandbox.git(["status", "--porcelain"], in: a) == "")
    }

    @Test func manualIsTheDefaultAndTheRitualLeavesTheRemoteAlone() throws {
        let a = try sandbox.clone("a")
        let result = try ritual(in: a)
        #expect(result.status == 0, "\(result.err)")
        #expect(!result.out.contains("ynced"), "\(result.out)")
        #expect(try sandbox.remoteBranches() == "")
        #expect(try sandbox.git(["log", "--format=%s"], in: a) == "Journal 2026-11-23\n")
    }

    @Test func aRemoteThatCannotBeReachedIsOneLineAndNotAnErrorExit() throws {
        try Data("sync = \"after-ritual\"\n".utf8).write(to: config)
        let a = try sandbox.clone("a")
        try sandbox.git(["remote", "set-url", "origin", sandbox.folder.appendingPathComponent("gone.git").path], in: a)
        let result = try ritual(in: a)
        #expect(result.status == 0, "\(result.err)")
        let lines = result.out.split(separator: "\n").map(String.init)
        let failure = lines.filter { $0.hasPrefix("Not synced: could not reach the remote 'origin'") }
        #expect(failure.count == 1, "\(result.out)")
        #expect(failure.first?.hasSuffix("your entry is committed here, and the next sync takes it up.") == true)
        #expect(lines.last == "Goodnight.")
        #expect(try sandbox.git(["log", "--format=%s"], in: a) == "Journal 2026-11-23\n")
    }

    /// A remote that never answers (an ssh that blocks) is cut off at `sync_timeout`, its ssh
    /// with it, and the ritual ends; the next `nightly sync`, with the remote back, pushes the
    /// entry. The harness kills a ritual still running after a minute, ten times the sleep the
    /// fake ssh would otherwise hold it for, so a ritual that waited fails here.
    @Test func aRemoteThatHangsIsCutOffAtTheBoundAndTheNextSyncTakesItUp() throws {
        try Data("sync = \"after-ritual\"\nsync_timeout = 2\n".utf8).write(to: config)
        let a = try sandbox.clone("a")
        try sandbox.git(["remote", "set-url", "origin", "ssh://nightly-test.invalid/journal.git"], in: a)
        let pidFile = sandbox.folder.appendingPathComponent("ssh.pid")
        let result = try ritual(
            in: a, ["GIT_SSH_COMMAND": Self.fakeSSH.path, "NIGHTLY_TEST_SSH_PID": pidFile.path])
        #expect(result.status == 0, "\(result.err)")
        #expect(
            result.out.hasSuffix(
                "Not synced: the remote did not answer within 2 s; your entry is committed here, and the next "
                    + "sync takes it up.\nGoodnight.\n"), "\(result.out)")
        // The ssh git started was reached, and killed with the sync: gone, or a zombie not yet reaped.
        let pid = try String(contentsOf: pidFile, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)
        let state = (try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8))?
            .split(separator: ")").last?.split(separator: " ").first
        #expect(state == nil || state == "Z", "ssh \(pid) still running: \(state.map(String.init) ?? "")")

        try sandbox.git(["remote", "set-url", "origin", sandbox.remote.path], in: a)
        let next = try NightlyProcess.run(["sync"], environment: environment(journal: a), timeout: 60)
        #expect(next.status == 0, "\(next.err)")
        #expect(try remoteLog() == "Journal 2026-11-23\n")
    }

    /// The sync runs out of the terminal's process group, so Ctrl-C does not reach it by
    /// itself: nightly kills it, git and ssh with it, then ends as Ctrl-C ends it, and no
    /// orphaned sync keeps the journal's lock.
    @Test func ctrlCDuringTheSyncEndsItWithItsSSHAndLeavesTheJournalFree() throws {
        try Data("sync = \"after-ritual\"\nsync_timeout = 600\n".utf8).write(to: config)
        let a = try sandbox.clone("a")
        try sandbox.git(["remote", "set-url", "origin", "ssh://nightly-test.invalid/journal.git"], in: a)
        let pidFile = sandbox.folder.appendingPathComponent("ssh.pid")
        let session = try TmuxSession(
            folder: sandbox.folder, arguments: ["--no-breathing"],
            environment: environment(
                journal: a, ["GIT_SSH_COMMAND": Self.fakeSSH.path, "NIGHTLY_TEST_SSH_PID": pidFile.path]))
        try session.waitUntil("the fake ssh to run") {
            (try? String(contentsOf: pidFile, encoding: .utf8))?.hasSuffix("\n") == true
        }
        try session.send("C-c")
        try session.waitForExit()
        #expect(session.status == 130, "\(session.screen())")
        let pid = try String(contentsOf: pidFile, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)
        let state = (try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8))?
            .split(separator: ")").last?.split(separator: " ").first
        #expect(state == nil || state == "Z", "ssh \(pid) still running: \(state.map(String.init) ?? "")")

        try sandbox.git(["remote", "set-url", "origin", sandbox.remote.path], in: a)
        let next = try NightlyProcess.run(["sync"], environment: environment(journal: a), timeout: 60)
        #expect(next.status == 0, "\(next.err)")
        #expect(try remoteLog() == "Journal 2026-11-23\n")
    }
}
