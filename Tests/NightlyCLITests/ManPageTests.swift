import Foundation
import Testing

/// The manual pages as a reader gets them: clean under groff and mandoc, rendered as typed,
/// and saying what the binary does.
@Suite struct ManPageTests {
    static let pages = ["nightly.1", "nightly-stats.1", "nightly-journal.5"]

    static func url(_ page: String) -> URL {
        NightlyProcess.packageRoot.appendingPathComponent("man/\(page)")
    }

    static let groff = ListsCommandTests.executable("groff")
    static let mandoc = ListsCommandTests.executable("mandoc")

    /// Runs `tool` in a clean environment; returns its status and what it wrote to each stream.
    static func run(_ tool: String, _ arguments: [String]) throws -> (status: Int32, out: String, err: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        process.environment = CleanEnvironment.variables()
        let output = Pipe(), error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        let out = output.fileHandleForReading.readDataToEndOfFile()
        let err = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: out, as: UTF8.self), String(decoding: err, as: UTF8.self))
    }

    /// The page as mandoc renders it on a terminal, bold and underline taken out, lines unwrapped.
    static func rendered(_ page: String) throws -> String {
        let text = try run(try #require(mandoc), ["-T", "utf8", "-O", "width=1000", url(page).path]).out
        return text.replacingOccurrences(of: ".\u{8}", with: "", options: .regularExpression)
    }

    @Test(.enabled(if: groff != nil && mandoc != nil, "needs groff and mandoc"), arguments: pages)
    func groffAndMandocWarnAboutNothing(page: String) throws {
        let groff = try Self.run(Self.groff!, ["-ww", "-z", "-man", Self.url(page).path])
        #expect(groff.status == 0 && groff.err.isEmpty, "\(groff.err)")
        let mandoc = try Self.run(Self.mandoc!, ["-T", "lint", "-W", "warning", Self.url(page).path])
        #expect(mandoc.status == 0 && mandoc.out.isEmpty && mandoc.err.isEmpty, "\(mandoc.out)\(mandoc.err)")
    }

    /// Every ‘ is closed by ’ before the next opens, and the same for “ and ”.
    @Test(.enabled(if: mandoc != nil, "needs mandoc"), arguments: pages)
    func quotesAreClosedBeforeOthersOpen(page: String) throws {
        for line in try Self.rendered(page).split(separator: "\n") {
            for (open, close) in [("‘", "’"), ("“", "”")] {
                var depth = 0
                var deepest = 0
                for character in line {
                    if String(character) == open { depth += 1 }
                    if String(character) == close { depth -= 1 }
                    deepest = max(deepest, depth)
                }
                #expect(deepest <= 1, "nested \(open) in: \(line)")
            }
        }
    }

    @Test(.enabled(if: mandoc != nil, "needs mandoc"))
    func anOpenStepReadsAsTyped() throws {
        #expect(try Self.rendered("nightly.1").contains("as an open step, ‘- [ ] text’,"))
    }

    /// The marks come from the binary: an unwritten and a written today.
    @Test(.enabled(if: mandoc != nil, "needs mandoc"))
    func theStatusMarkIsTheOneStatusPrints() throws {
        let journal = FileManager.default.temporaryDirectory.appendingPathComponent("nightly-mark-\(UUID())")
        defer { try? FileManager.default.removeItem(at: journal) }
        try FileManager.default.createDirectory(at: journal, withIntermediateDirectories: true)
        let environment = ["NIGHTLY_JOURNAL": journal.path, "NIGHTLY_TODAY": "2026-11-23"]
        let unwritten = try NightlyProcess.run(["status", "--format", "{mark}"], environment: environment).out
        let entry = journal.appendingPathComponent("2026/2026-11-23.md")
        try FileManager.default.createDirectory(
            at: entry.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("Words.\n".utf8).write(to: entry)
        let written = try NightlyProcess.run(["status", "--format", "{mark}"], environment: environment).out
        let marks =
            "‘{mark}’ (\(written.trimmingCharacters(in: .newlines)) or \(unwritten.trimmingCharacters(in: .newlines)))"
        #expect(try Self.rendered("nightly.1").contains(marks), "\(marks)")
    }

    /// nightly-stats(1) gives the status `nightly grep` really exits with for an unknown option,
    /// and no other.
    @Test(.enabled(if: mandoc != nil, "needs mandoc"))
    func grepsExitStatusesAreTheOnesItExitsWith() throws {
        let unknown = try NightlyProcess.run(["grep", "--no-such-option", "x"]).status
        let text = try Self.rendered("nightly-stats.1")
        let start = try #require(text.range(of: "nightly grep exits"))
        let paragraph = String(text[start.lowerBound...].prefix { $0 != "\n" })
        #expect(paragraph.contains("unknown option"), "\(paragraph)")
        let numbers = Set(paragraph.split { !$0.isNumber }.compactMap { Int32($0) })
        #expect(numbers == [0, 1, unknown], "\(paragraph)")
    }
}
