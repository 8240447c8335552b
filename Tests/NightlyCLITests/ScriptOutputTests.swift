import Foundation
import Testing

/// Output for scripts and pickers, through the binary: `--json` and `--format` of `log` and
/// `grep`, grep's `-l`, `-c`, context and `--sort`, and `--json` of `check` and `step`, on the
/// journal in Fixtures/tags-journal (see ``TagsAndLogTests``) and on sample-journal.
@Suite struct ScriptOutputTests {
    static let journal = NightlyProcess.packageRoot.appendingPathComponent(
        "Tests/NightlyCLITests/Fixtures/tags-journal")

    func run(_ arguments: [String]) throws -> NightlyProcess.Result {
        try NightlyProcess.run(
            arguments, environment: ["NIGHTLY_JOURNAL": Self.journal.path, "NIGHTLY_TODAY": "2026-11-23"])
    }

    /// The JSON array a command printed, each object checked to have exactly the documented keys.
    func rows(_ arguments: [String]) throws -> [[String: Any]] {
        let result = try run(arguments)
        #expect(result.status == 0, "\(result.err)")
        let rows = try #require(try JSONSerialization.jsonObject(with: result.stdout) as? [[String: Any]])
        for row in rows { #expect(Set(row.keys) == ["date", "path", "line", "text"], "\(row)") }
        return rows
    }

    /// The file of `day` as the commands name it: relative to the folder they run in.
    func path(_ day: String) -> String { "Tests/NightlyCLITests/Fixtures/tags-journal/2026/\(day).md" }

    // MARK: log

    @Test func logJSONHasOneObjectPerEntryWithoutPrompts() throws {
        let entries = try rows(["log", "--json"])
        #expect(entries.map { $0["date"] as? String } == ["2026-11-22", "2026-11-20", "2026-11-19", "2026-11-18"])
        let newest = try #require(entries.first)
        #expect(newest["path"] as? String == path("2026-11-22"))
        #expect(newest["line"] as? Int == 1)
        let text = try #require(newest["text"] as? String)
        #expect(text.hasPrefix("# Sunday, 22 November 2026\n"))
        #expect(text.contains("Long #walking loop again. <!-- my own note: situation with the neighbours -->"))
        #expect(!text.contains("How was today"))
        #expect(try rows(["log", "--json", "--since", "2027-01-01", "--until", "2027-01-02"]).isEmpty)
    }

    @Test func logJSONOfASectionGivesTheLineItStartsOn() throws {
        let entries = try rows(["log", "--json", "--section", "journal", "-n", "1"])
        let entry = try #require(entries.first)
        #expect(entry["line"] as? Int == 8)
        #expect((entry["text"] as? String)?.hasPrefix("## Journal\n") == true)
    }

    @Test func logFormatFillsInEachEntry() throws {
        let result = try run(["log", "--format", "{date} {line} {path} {{x}}", "-n", "2"])
        #expect(result.status == 0, "\(result.err)")
        #expect(result.out == "2026-11-22 1 \(path("2026-11-22")) {x}\n2026-11-20 1 \(path("2026-11-20")) {x}\n")
        let bad = try run(["log", "--format", "{title}"])
        #expect(bad.status == 64)
        #expect(bad.err.contains("'{title}' is not a log format: the placeholders are {date}, {line}, {path}, {text}"))
        #expect(try run(["log", "--json", "--format", "{date}"]).status == 64)
    }

    // MARK: grep

    @Test func grepJSONHasOneObjectPerMatchWithoutPrompts() throws {
        let matches = try rows(["grep", "-i", "--json", "situation"])
        #expect(matches.count == 3)
        let rows = matches.map { "\($0["date"]!) \($0["line"]!) \($0["text"]!)" }
        #expect(
            rows == [
                "2026-11-20 30 - Situation: standup ran long", "2026-11-20 37 - Situation: call with Mum",
                "2026-11-22 12 Long #walking loop again. <!-- my own note: situation with the neighbours -->",
            ])
        #expect(matches.first?["path"] as? String == path("2026-11-20"))
        let none = try run(["grep", "--json", "no such words"])
        #expect(none.status == 1)
        #expect(none.out == "[]\n")
    }

    @Test func grepFormatFillsInEachMatch() throws {
        let result = try run(["grep", "--format", "{date}:{line}:{text}", "walking"])
        #expect(result.status == 0, "\(result.err)")
        #expect(
            result.out
                == "2026-11-18:15:Took the early train to the coast. #walking along the dunes, then `#notatag` in a "
                + "code span and https://example.com/#anchor in a link.\n"
                + "2026-11-22:12:Long #walking loop again. <!-- my own note: situation with the neighbours -->\n")
        let bad = try run(["grep", "--format", "{nope}", "walking"])
        #expect(bad.status == 2)
        #expect(bad.err.contains("is not a grep format"))
    }

    @Test func grepListsFilesNewestFirstAndCountsPerFile() throws {
        #expect(try run(["grep", "-l", "walking"]).out == "\(path("2026-11-22"))\n\(path("2026-11-18"))\n")
        #expect(
            try run(["grep", "-l", "--sort", "oldest", "walking"]).out
                == "\(path("2026-11-18"))\n\(path("2026-11-22"))\n")
        #expect(
            try run(["grep", "-c", "-i", "situation"]).out == "\(path("2026-11-20")):2\n\(path("2026-11-22")):1\n")
        #expect(
            try run(["grep", "-c", "-i", "--sort", "newest", "situation"]).out
                == "\(path("2026-11-22")):1\n\(path("2026-11-20")):2\n")
        let none = try run(["grep", "-l", "no such words"])
        #expect(none.status == 1)
        #expect(none.out.isEmpty)
    }

    @Test func grepPrintsContextAsGrepDoes() throws {
        let file = path("2026-11-20")
        let result = try run(["grep", "-C", "1", "Situation: (standup|call)"])
        #expect(result.status == 0, "\(result.err)")
        #expect(
            result.out == """
                \(file)-29-
                \(file):30:- Situation: standup ran long
                \(file)-31-- Thought: they think I am slow
                --
                \(file)-36-
                \(file):37:- Situation: call with Mum
                \(file)-38-- Thought: I should visit more

                """)
        let after = try run(["grep", "-A", "2", "standup"])
        #expect(
            after.out.split(separator: "\n").map { $0.prefix(file.count + 4) } == [
                "\(file):30:", "\(file)-31-", "\(file)-32-",
            ])
        let before = try run(["grep", "-B", "1", "-i", "situation"])
        #expect(before.out.components(separatedBy: "\n--\n").count == 3, "\(before.out)")
    }

    @Test func grepExitsAsGrepDoes() throws {
        #expect(try run(["grep", "walking"]).status == 0)
        #expect(try run(["grep", "no such words"]).status == 1)
        #expect(try run(["grep", "("]).status == 2)
        #expect(try run(["grep", "-l", "-c", "walking"]).status == 2)
        #expect(try run(["grep", "--json", "-C", "1", "walking"]).status == 2)
        #expect(try run(["grep", "--sort", "sideways", "walking"]).status == 2)
    }

    // MARK: check and step

    @Test func checkJSONListsTheFindingsOfThePlainOutput() throws {
        let root = NightlyProcess.packageRoot
        let plain = try NightlyProcess.run(["check", "--journal", "sample-journal"], in: root)
        let result = try NightlyProcess.run(["check", "--json", "--journal", "sample-journal"], in: root)
        #expect(result.status == plain.status)
        let report = try #require(try JSONSerialization.jsonObject(with: result.stdout) as? [String: Any])
        #expect(Set(report.keys) == ["findings"])
        let findings = try #require(report["findings"] as? [[String: Any]])
        #expect(!findings.isEmpty)
        for finding in findings { #expect(Set(finding.keys) == ["path", "line", "severity", "message"]) }
        let lines = findings.map { "\($0["path"]!):\($0["line"]!): \($0["severity"]!): \($0["message"]!)" }
        #expect(lines == plain.out.split(separator: "\n").map(String.init))
    }

    @Test func stepJSONWithNoStepsDueSaysNull() throws {
        let result = try run(["step", "--json"])
        #expect(result.status == 0, "\(result.err)")
        let report = try #require(try JSONSerialization.jsonObject(with: result.stdout) as? [String: Any])
        #expect(Set(report.keys) == ["date", "path", "steps"])
        #expect(report["date"] is NSNull)
        #expect((report["steps"] as? [Any])?.isEmpty == true)
        #expect(try run(["step", "--json", "--done"]).status == 64)
    }

    /// The keys of every JSON output are written down in nightly(1).
    @Test func theKeysAreDocumented() throws {
        let manual = try String(
            contentsOf: NightlyProcess.packageRoot.appendingPathComponent("man/nightly.1"), encoding: .utf8)
        for documented in [
            #"{"date","path","line","text"}"#, #"{"findings":[{"path","line","severity","message"}]}"#,
            #"{"date","path","steps":[...]}"#,
        ] {
            #expect(manual.contains(documented), "\(documented)")
        }
        // step --json's keys of each step, one literal each.
        for key in ["number", "text", "done", "carriedTo", "dropped", "line", "date", "age_days", "stale"] {
            #expect(manual.contains(".Ql \(key) ,") || manual.contains(".Ql \(key)\n"), "\(key)")
        }
    }

    // MARK: one style

    static let jq = CleanEnvironment.path.split(separator: ":").map { "\($0)/jq" }
        .first { FileManager.default.isExecutableFile(atPath: $0) }

    /// What `jq .` makes of `json`: the style every `--json` is written in.
    static func jqLayout(_ json: Data) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try #require(jq))
        process.arguments = ["."]
        process.environment = CleanEnvironment.variables()
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        BrokenPipe.ignored
        try input.fileHandleForWriting.write(contentsOf: json)
        try input.fileHandleForWriting.close()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        try? output.fileHandleForReading.close()
        return text
    }

    /// Every `--json` on sample-journal is one document laid out as jq lays it out (issue 31,
    /// item 6: `review --json` was compact, most reports wrote `"key" : value`, and `log` and
    /// `grep` one object a line).
    @Test(
        .enabled(if: jq != nil, "needs jq"),
        arguments: [
            ["show", "2026-11-20"], ["check"], ["step", "--date", "2026-11-22"], ["track", "--date", "2026-11-21"],
            ["stats"], ["calendar"], ["calendar", "--year", "2026"], ["habits"], ["insights"], ["trend", "mood"],
            ["quit"], ["tags"], ["status"], ["log", "-n", "2"], ["grep", "-i", "walk"], ["onthisday", "feb 28"],
            ["review", "week"], ["review", "last month"], ["log", "--since", "2030-01-01"],
        ])
    func everyJSONIsOneDocumentAsJqPrintsIt(_ arguments: [String]) throws {
        let result = try NightlyProcess.run(
            arguments + ["--json", "--journal", "sample-journal"], environment: ["NIGHTLY_TODAY": "2026-11-23"],
            in: NightlyProcess.packageRoot)
        #expect([0, 1].contains(result.status), "\(result.err)")
        #expect(!result.out.isEmpty)
        #expect(!result.out.contains("\" : "), "\(result.out.prefix(200))")
        #expect(try result.out == Self.jqLayout(result.stdout), "\(arguments)")
    }
}
