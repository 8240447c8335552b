import Foundation
import Testing

/// The README's quick tour, run as written in a fresh clone of the project: it may write only
/// into the ignored demo journal, never into the clone's files or history (issue 31, item 1:
/// it once committed "Journal 2026-11-23" into the project, and the golden tests then failed).
@Suite final class ReadmeTourTests {
    let folder: URL
    var clone: URL { folder.appendingPathComponent("nightly") }
    var tools: URL { folder.appendingPathComponent("tools") }

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("nightly-tour-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: tools, withIntermediateDirectories: true)
        try GitSandbox.git(["clone", "--quiet", NightlyProcess.packageRoot.path, clone.path])
        // The built binary as `nightly`, and a picker that picks the first line: the tour
        // pipes `grep -l` into fzf, which would wait for a terminal.
        try FileManager.default.createSymbolicLink(
            at: tools.appendingPathComponent("nightly"), withDestinationURL: NightlyProcess.binary)
        try ExecutableScript.write("#!/bin/sh\nhead -n 1\n", to: tools.appendingPathComponent("fzf"))
    }

    deinit { try? FileManager.default.removeItem(at: folder) }

    /// The first `sh` block under "## A quick tour" in the README of the tree under test.
    static func tour() throws -> String {
        let readme = try String(
            contentsOf: NightlyProcess.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let afterHeading = try #require(readme.range(of: "## A quick tour")).upperBound
        let open = try #require(readme.range(of: "```sh\n", range: afterHeading..<readme.endIndex))
        let close = try #require(readme.range(of: "\n```", range: open.upperBound..<readme.endIndex))
        return String(readme[open.upperBound..<close.lowerBound])
    }

    @Test func theTourLeavesTheCloneAsItFoundIt() throws {
        let head = try GitSandbox.git(["-C", clone.path, "rev-parse", "HEAD"])
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", try Self.tour()]
        process.currentDirectoryURL = clone
        let home = folder.appendingPathComponent("home")
        process.environment = CleanEnvironment.variables([
            "PATH": "\(tools.path):\(CleanEnvironment.path)",
            "HOME": home.path,
            "XDG_CONFIG_HOME": home.appendingPathComponent(".config").path,
            "XDG_DATA_HOME": home.appendingPathComponent(".local/share").path,
            "XDG_STATE_HOME": home.appendingPathComponent(".local/state").path,
            "EDITOR": "false", "VISUAL": "false", "PAGER": "cat", "TERM": "dumb", "NO_COLOR": "1",
            "GIT_AUTHOR_NAME": "Tour", "GIT_AUTHOR_EMAIL": "tour@example.com",
            "GIT_COMMITTER_NAME": "Tour", "GIT_COMMITTER_EMAIL": "tour@example.com",
        ])
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()

        #expect(try GitSandbox.git(["-C", clone.path, "status", "--porcelain"]) == "")
        #expect(try GitSandbox.git(["-C", clone.path, "rev-parse", "HEAD"]) == head, "the tour committed")
        // The tour did run, and its last line wrote where the README says.
        let demoDay = clone.appendingPathComponent(".demo-journal/2026/2026-11-23.md")
        let written = (try? String(contentsOf: demoDay, encoding: .utf8)) ?? ""
        #expect(written.contains("Walked home."), "\(written)")
    }
}
