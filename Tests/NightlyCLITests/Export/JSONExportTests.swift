import Foundation
import Testing

/// `nightly export json` on the sample journal: every entry, its file's full text, and the
/// keys `show --json` gives.
@Suite struct JSONExportTests {
    static let sample = NightlyProcess.packageRoot.appendingPathComponent("sample-journal")

    func export(_ arguments: [String] = []) throws -> NightlyProcess.Result {
        let result = try NightlyProcess.run(
            ["export", "json"] + arguments, environment: ["NIGHTLY_JOURNAL": Self.sample.path])
        #expect(result.status == 0, "\(result.err)")
        return result
    }

    func entries(_ data: Data) throws -> [[String: Any]] {
        let document = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        return try #require(document["entries"] as? [[String: Any]])
    }

    /// The document, byte for byte: its entries are encoded on all cores and laid out around
    /// one another, as one encoder over the whole journal laid them out (recorded from it).
    @Test func theDocumentIsTheGoldenOne() throws {
        try Golden.check(try export().out, "export/sample-journal.json")
    }

    @Test func everyEntrysTextEqualsItsFile() throws {
        // JSONDecoder, not JSONSerialization: the latter drops a byte-order mark that starts a string.
        struct Document: Decodable {
            struct Entry: Decodable {
                var path: String
                var text: String
            }
            var entries: [Entry]
        }
        let entries = try JSONDecoder().decode(Document.self, from: try export().stdout).entries
        let files = try FileManager.default.subpathsOfDirectory(atPath: Self.sample.path).filter {
            $0.range(of: #"(^|/)(\d{4}-\d{2}-\d{2}|\d{4}/\d{2}/\d{2})\.md$"#, options: .regularExpression) != nil
        }
        #expect(Set(entries.map(\.path)) == Set(files))
        for entry in entries {
            let file = try Data(contentsOf: Self.sample.appendingPathComponent(entry.path))
            #expect(Data(entry.text.utf8) == file, "\(entry.path)")
        }
    }

    @Test func eachEntryHasShowJSONsKeysPlusText() throws {
        let entries = try entries(try export().stdout)
        let entry = try #require(entries.first { $0["date"] as? String == "2026-11-22" })
        let show = try NightlyProcess.run(
            ["show", "--json", "2026-11-22"], environment: ["NIGHTLY_JOURNAL": Self.sample.path])
        let shown = try #require(try JSONSerialization.jsonObject(with: show.stdout) as? [String: Any])
        // The sample journal declares tracks, so the day carries its tracked values too.
        #expect(Set(entry.keys) == Set(shown.keys).union(["text", "tracks"]))
        for key in ["title", "words", "tags", "thoughts", "actionSteps", "sections", "poem"] {
            let exported = try JSONSerialization.data(withJSONObject: ["v": entry[key]!], options: .sortedKeys)
            let fromShow = try JSONSerialization.data(withJSONObject: ["v": shown[key]!], options: .sortedKeys)
            #expect(exported == fromShow, "\(key)")
        }
    }

    @Test func aFileArgumentGetsTheSameDocument() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("nightly-export-\(UUID()).json")
        defer { try? FileManager.default.removeItem(at: file) }
        let result = try export([file.path])
        #expect(result.out.hasPrefix("Exported "))
        #expect(try Data(contentsOf: file) == (try export()).stdout)
    }

    /// A journal of one entry: "Exported 1 entry" (issue 24).
    @Test func oneEntryIsSingular() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("nightly-export-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let journal = folder.appendingPathComponent("journal")
        let environment = ["NIGHTLY_JOURNAL": journal.path, "NIGHTLY_TODAY": "2026-11-23"]
        #expect(try NightlyProcess.run(["add", "Hello"], environment: environment).status == 0)
        let file = folder.appendingPathComponent("journal.json")
        let result = try NightlyProcess.run(["export", "json", file.path], environment: environment)
        #expect(result.out == "Exported 1 entry to \(file.path)\n", "\(result.out)")
    }

    /// `export json FILE` onto an entry would replace it: no output path inside the journal,
    /// however it is spelt; a file outside is 0600, as the entries are.
    @Test func anOutputInsideTheJournalIsRefusedAndOneOutsideIs0600() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("nightly-export-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let journal = folder.appendingPathComponent("journal")
        let entry = journal.appendingPathComponent("2026/2026-11-23.md")
        try FileManager.default.createDirectory(
            at: entry.deletingLastPathComponent(), withIntermediateDirectories: true)
        let text = Data("# Monday\n\n## Journal\n\nMine.\n".utf8)
        try text.write(to: entry)
        try FileManager.default.createSymbolicLink(
            at: folder.appendingPathComponent("into-journal"),
            withDestinationURL: journal.appendingPathComponent("2026"))
        for target in [
            entry.path, folder.appendingPathComponent("into-journal/2026-11-23.md").path, journal.path + "/new.json",
        ] {
            let result = try NightlyProcess.run(["export", "json", "--journal", journal.path, target])
            #expect(result.status == 1, "\(target)")
            #expect(result.err.contains("\(target) is inside the journal"), "\(result.err)")
        }
        #expect(try Data(contentsOf: entry) == text)
        #expect(!FileManager.default.fileExists(atPath: journal.appendingPathComponent("new.json").path))
        let file = folder.appendingPathComponent("export.json")
        #expect(try NightlyProcess.run(["export", "json", "--journal", journal.path, file.path]).status == 0)
        let mode = try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions] as? Int
        #expect(mode == 0o600)
    }

    @Test func aMissingJournalIsAnError() throws {
        let result = try NightlyProcess.run(["export", "json", "--journal", "/nonexistent/journal"])
        #expect(result.status == 1)
        #expect(result.err.contains("/nonexistent/journal"))
    }
}
