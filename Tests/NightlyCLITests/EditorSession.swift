import Foundation

/// A headless editor (Neovim, Emacs in batch) driving `nightly lsp` from a script that writes
/// what it saw, one line each, to the file `OUT` names; killed by `timeout` after 50 s, so a
/// hung editor fails the test instead of hanging the suite.
enum EditorSession {
    /// Runs `editor` with `arguments` in `folder`, `ENTRY` naming the entry the script opens.
    /// - Returns: The exit status and the lines the script reported.
    static func run(
        _ editor: String, _ arguments: [String], environment: [String: String], entry: URL, in folder: URL
    ) throws -> (status: Int32, report: [String]) {
        let out = folder.appendingPathComponent("editor-session.txt")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/timeout")
        process.arguments = ["50", editor] + arguments
        var variables = environment
        variables["ENTRY"] = entry.path
        variables["OUT"] = out.path
        process.environment = variables
        process.currentDirectoryURL = folder
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        let report = (try? String(contentsOf: out, encoding: .utf8))?.split(separator: "\n").map(String.init) ?? []
        return (process.terminationStatus, report)
    }
}
