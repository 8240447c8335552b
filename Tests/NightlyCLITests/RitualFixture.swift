import Foundation

/// A temporary folder with a journal that is a git repository, a home, and editor scripts;
/// removed when the fixture goes.
final class RitualFixture {
    let folder: URL
    var journal: URL { folder.appendingPathComponent("journal") }
    var today: URL { journal.appendingPathComponent("2026/2026-11-23.md") }
    var yesterday: URL { journal.appendingPathComponent("2026/2026-11-22.md") }

    init(git: Bool = true) throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("nightly-ritual-\(UUID().uuidString)")
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("home"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(
            at: journal.appendingPathComponent("2026"), withIntermediateDirectories: true)
        if git {
            try run("git", "init", "-q", journal.path)
            try run("git", "-C", journal.path, "config", "user.email", "ritual@example.com")
            try run("git", "-C", journal.path, "config", "user.name", "Ritual Test")
        }
        try editor("writes", "printf 'Walked home by the river.\\n' >> \"$1\"")
        try editor("fails", "printf 'half a thought' >> \"$1\"; exit 1")
        try editor("killed", "printf 'x' >> \"$1\"; kill -9 $$")
        // Like ed or vim: Ctrl-C does not end it; it saves and exits 0 afterwards.
        try editor(
            "survives-interrupt",
            """
            trap 'printf "Written after a Ctrl-C.\\n" >> "$1"; exit 0' INT
            echo EDITOR WAITING
            while :; do sleep 0.05; done
            """)
        // No "editor-missing" file: /bin/sh reports that one as not found, exit 127.
    }

    deinit { try? FileManager.default.removeItem(at: folder) }

    /// What each failing editor appends before it fails.
    static let failingEditorsAppend = ["fails": "half a thought", "missing": "", "killed": "x"]

    /// An editor script `name` with `body`; its path is `editorPath(name)`.
    func editor(_ name: String, _ body: String) throws {
        let url = folder.appendingPathComponent("editor-\(name)")
        try ExecutableScript.write("#!/bin/sh\n\(body)\n", to: url)
    }

    func editorPath(_ name: String) -> String { folder.appendingPathComponent("editor-\(name)").path }

    /// The environment nightly runs in, with `editor` as `NIGHTLY_EDITOR`.
    func environment(editor: String = "writes") -> [String: String] {
        [
            "HOME": folder.appendingPathComponent("home").path,
            "NIGHTLY_JOURNAL": journal.path,
            "NIGHTLY_TODAY": "2026-11-23",
            "NIGHTLY_EDITOR": editorPath(editor),
            "PATH": CleanEnvironment.path,
            "LANG": "C.UTF-8",
        ]
    }

    /// Runs a tool (git, mostly) in a clean environment with the fixture's home.
    @discardableResult
    func run(_ arguments: String...) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        process.environment = CleanEnvironment.variables(["HOME": folder.appendingPathComponent("home").path])
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }

    func git(_ arguments: String...) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-C", journal.path] + arguments
        process.environment = CleanEnvironment.variables(["HOME": folder.appendingPathComponent("home").path])
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }

    func write(_ url: URL, _ text: String) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }

    func bytes(_ url: URL) -> [UInt8]? { FileManager.default.contents(atPath: url.path).map { Array($0) } }
}
