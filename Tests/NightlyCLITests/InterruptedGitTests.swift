import Foundation
import Testing

/// What scripts/crash-test found when it killed nightly together with the git it ran (as a
/// power cut does): git's stale locks stopped every later commit, a half-written merge was
/// committed and pushed by the next sync, and a new day's bare template was kept. Each test
/// sets up the state such a kill leaves, with the marker nightly keeps while its git runs.
@Suite final class InterruptedGitTests {
    let sandbox: GitSandbox
    let journal: URL

    init() throws {
        sandbox = try GitSandbox()
        journal = try sandbox.clone("laptop")
        let entry = journal.appendingPathComponent("2026/2026-11-22.md")
        try FileManager.default.createDirectory(
            at: entry.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(String(repeating: "A whole paragraph of yesterday.\n\n", count: 200).utf8).write(to: entry)
        try GitSandbox.git(["-C", journal.path, "add", "."])
        try GitSandbox.git(["-C", journal.path, "commit", "--quiet", "-m", "yesterday"])
    }

    private var gitFolder: URL { journal.appendingPathComponent(".git") }

    /// The marker a nightly leaves when it is killed while running git `command`.
    private func leaveMarker(_ command: String) throws {
        let head = try GitSandbox.git(["-C", journal.path, "rev-parse", "HEAD"]).trimmingCharacters(
            in: .whitespacesAndNewlines)
        try Data("\(try deadProcess()) \(command) \(head)\n".utf8).write(
            to: gitFolder.appendingPathComponent("nightly-git"))
    }

    /// The id of a process that has exited.
    private func deadProcess() throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/true")
        try process.run()
        process.waitUntilExit()
        return process.processIdentifier
    }

    private func commits() throws -> Int {
        Int(
            try GitSandbox.git(["-C", journal.path, "rev-list", "--count", "HEAD"]).trimmingCharacters(
                in: .whitespacesAndNewlines)) ?? 0
    }

    private func editor(_ script: String) throws -> String {
        let url = sandbox.folder.appendingPathComponent("editor-\(UUID().uuidString).sh")
        try ExecutableScript.write("#!/bin/sh\n\(script)\n", to: url)
        return url.path
    }

    private func nightly(_ arguments: [String], editor: String? = nil) throws -> NightlyProcess.Result {
        var environment = ["NIGHTLY_TODAY": "2026-11-23"]
        if let editor { environment["EDITOR"] = editor }
        return try NightlyProcess.run(arguments + ["--journal", journal.path], environment: environment)
    }

    @Test func aStaleIndexLockFromAKilledCommitIsRemovedAndTheNextCommitWorks() throws {
        try leaveMarker("commit")
        try Data().write(to: gitFolder.appendingPathComponent("index.lock"))
        let before = try commits()
        let open = try nightly(["open"], editor: try editor("echo 'Written after the crash.' >> \"$1\""))
        #expect(open.status == 0, "\(open.err)")
        #expect(open.err.contains("removed \(gitFolder.path)/index.lock, which a killed git left"), "\(open.err)")
        #expect(!open.err.contains("git commit failed"))
        #expect(try commits() == before + 1)
        #expect(!FileManager.default.fileExists(atPath: gitFolder.appendingPathComponent("nightly-git").path))
    }

    @Test func anIndexLockWithoutTheMarkerIsNotNightlysToRemove() throws {
        try Data().write(to: gitFolder.appendingPathComponent("index.lock"))
        let open = try nightly(["open"], editor: try editor("echo 'Words.' >> \"$1\""))
        #expect(open.err.contains("git commit failed"), "\(open.err)")
        #expect(FileManager.default.fileExists(atPath: gitFolder.appendingPathComponent("index.lock").path))
    }

    @Test func aMergeKilledHalfwayIsSetBackAndNeverCommitted() throws {
        let entry = journal.appendingPathComponent("2026/2026-11-22.md")
        let committed = try Data(contentsOf: entry)
        try leaveMarker("sync")
        try Data().write(to: gitFolder.appendingPathComponent("index.lock"))
        try committed.prefix(107).write(to: entry)  // what a killed merge wrote of the entry
        let sync = try nightly(["sync"])
        #expect(sync.status == 0, "\(sync.err)")
        #expect(sync.err.contains("An earlier nightly sync was stopped while git ran:"), "\(sync.err)")
        #expect(try Data(contentsOf: entry) == committed)
        let kept = try FileManager.default.subpathsOfDirectory(
            atPath: gitFolder.appendingPathComponent("nightly-recovered").path)
        #expect(kept.contains { $0.hasSuffix("2026/2026-11-22.md") })
        #expect(try GitSandbox.git(["-C", journal.path, "status", "--porcelain", "--", "2026"]).isEmpty)
    }

    /// Killed before its merge (in git status, say), a sync leaves a lock but no torn entry:
    /// the next sync removes the lock and commits the user's edit as it is.
    @Test func aSyncKilledBeforeItsMergeKeepsTheUsersEditAndSyncsNextTime() throws {
        let entry = journal.appendingPathComponent("2026/2026-11-22.md")
        let edited = try Data(contentsOf: entry) + Data("An edit not yet committed.\n".utf8)
        try edited.write(to: entry)
        try leaveMarker("git")
        try Data().write(to: gitFolder.appendingPathComponent("index.lock"))
        let sync = try nightly(["sync"])
        #expect(sync.status == 0, "\(sync.err)")
        #expect(try Data(contentsOf: entry) == edited)
        #expect(try GitSandbox.git(["-C", journal.path, "status", "--porcelain", "--", "2026"]).isEmpty)
    }

    @Test func aBareTemplateAKilledOpenLeftIsRemovedNotCommitted() throws {
        let copy = sandbox.folder.appendingPathComponent("template.md")
        _ = try nightly(["open"], editor: try editor("cp \"$1\" '\(copy.path)'"))
        let today = journal.appendingPathComponent("2026/2026-11-23.md")
        try FileManager.default.copyItem(at: copy, to: today)
        let before = try commits()
        let open = try nightly(["open"], editor: "true")
        #expect(open.status == 0, "\(open.err)")
        #expect(!FileManager.default.fileExists(atPath: today.path))
        #expect(try commits() == before)
    }
}
