import Foundation
import Testing

/// `nightly grep -A`, `-B` and `-C` near the template's hidden prompts give GNU grep's groups on
/// the same file, without the prompt lines: context counts every line of the file, and a hidden
/// prompt neither pulls in a line further away nor puts `--` inside a group (issue 31, item 3).
@Suite struct GrepContextTests {
    static let journal = NightlyProcess.packageRoot.appendingPathComponent(
        "Tests/NightlyCLITests/Fixtures/grep-context")
    /// The day as both name it, run in the package's folder.
    static let day = "Tests/NightlyCLITests/Fixtures/grep-context/2026/2026-11-20.md"

    /// GNU grep's output for `options` on the fixture day, less the lines that are a prompt.
    static func gnuGrep(_ options: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["grep", "-H", "-n"] + options + [day]
        process.currentDirectoryURL = NightlyProcess.packageRoot
        process.environment = CleanEnvironment.variables(["LC_ALL": "C.UTF-8"])
        let output = Pipe()
        process.standardOutput = output
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        try? output.fileHandleForReading.close()
        let prompt = try Regex(#"^.*?-[0-9]+-<!--.*-->$"#)
        return text.split(separator: "\n").filter { (try? prompt.wholeMatch(in: $0)) == nil }
            .map { $0 + "\n" }.joined()
    }

    @Test(arguments: [["-B", "1"], ["-B", "2"], ["-A", "1"], ["-C", "1"], ["-C", "4"], ["-A", "5"]])
    func contextAroundHiddenPromptsIsGrepsWithoutThem(_ options: [String]) throws {
        let expected = try Self.gnuGrep(options + ["river"])
        #expect(expected.contains(":11:Walked to the river"), "\(expected)")
        let result = try NightlyProcess.run(
            ["grep"] + options + ["river", "--journal", Self.journal.path],
            environment: ["NIGHTLY_TODAY": "2026-11-23", "TERM": "dumb"], in: NightlyProcess.packageRoot)
        #expect(result.status == 0, "\(result.err)")
        #expect(result.out == expected, "\(options)\nnightly:\n\(result.out)\ngrep:\n\(expected)")
    }
}
