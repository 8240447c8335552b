import Foundation
import JournalFormat
import Testing

/// `export json` reads most entries with the quick readers and writes its document straight
/// into bytes, a window of entries at a time; the law: the document is the one the full parse
/// gives, each entry's report (`EntryReport` of `Entry.parse`) and its text encoded by
/// `ReportJSON.encode` as one document, on the sample journal, on a journal of every fixture
/// (where the quick readers step aside for the full parse on the entries they cannot take) and
/// on journals from scripts/generate-journal (the benchmark's, all read quickly).
@Suite struct JSONExportLawTests {
    /// An entry as the full parse reports it, with its file's text.
    struct FullEntry: Encodable {
        var report: EntryReport
        var text: String

        enum Key: String, CodingKey { case text }

        func encode(to encoder: Encoder) throws {
            try report.encode(to: encoder)
            var container = encoder.container(keyedBy: Key.self)
            try container.encode(text, forKey: .text)
        }
    }

    struct FullDocument: Encodable {
        var entries: [FullEntry]
    }

    /// The document of `journal` from the full parse of every entry; files that are not text
    /// are left out, as the export leaves them out.
    static func fullParseDocument(of journal: URL) throws -> String {
        let journal = Journal(root: journal)
        var entries: [FullEntry] = []
        for file in try journal.entryFiles() {
            let bytes = try Journal.read(file.url)
            guard JournalError.notText(bytes, path: file.relativePath) == nil else { continue }
            let entry = try Entry.parse(bytes, date: file.date, path: file.relativePath, titles: journal.sectionTitles)
            entries.append(FullEntry(report: EntryReport(entry), text: String(decoding: bytes, as: UTF8.self)))
        }
        return try ReportJSON.encode(FullDocument(entries: entries))
    }

    /// `nightly export json`'s document of `journal`, with no config (so no tracks).
    static func exported(_ journal: URL) throws -> String {
        let result = try NightlyProcess.run(
            ["export", "json", "--journal", journal.path], environment: ["NIGHTLY_TODAY": "2026-11-23"])
        #expect(result.status == 0, "\(result.err)")
        return result.out
    }

    /// A new temporary folder; the caller removes it.
    static func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("nightly-export-law-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// The entries of `journal` copied into a new folder without its config, whose tracks the
    /// full parse's report does not hold.
    static func entriesOnly(of journal: URL, into folder: URL) throws {
        let source = Journal(root: journal)
        for file in try source.entryFiles() {
            let target = folder.appendingPathComponent(file.relativePath)
            try FileManager.default.createDirectory(
                at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: file.url, to: target)
        }
    }

    @Test func theSampleJournalsDocumentIsTheFullParses() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.entriesOnly(of: NightlyProcess.packageRoot.appendingPathComponent("sample-journal"), into: folder)
        let exported = try Self.exported(folder)
        #expect(exported == (try Self.fullParseDocument(of: folder)))
        #expect(exported.contains("\"entries\": [\n    {"))
    }

    /// Every fixture of every test target, one a day: code blocks, setext headings, quotes,
    /// CRLF, front matter, invalid UTF-8 (left out by both). More than one window of entries.
    @Test func aJournalOfEveryFixtureHasTheFullParsesDocument() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let tests = NightlyProcess.packageRoot.appendingPathComponent("Tests")
        let fixtures = (FileManager.default.enumerator(at: tests, includingPropertiesForKeys: nil)?.allObjects ?? [])
            .compactMap { $0 as? URL }
            .filter { $0.path.contains("/Fixtures/") && ["md", "bin"].contains($0.pathExtension) }
            .sorted { $0.path < $1.path }
        #expect(fixtures.count > 60)
        var day = EntryDate(year: 2001, month: 1, day: 1)
        // Repeated past a window (512 entries), so the document is pieced from several.
        for round in 0..<(600 / fixtures.count + 1) {
            for fixture in fixtures {
                let target = folder.appendingPathComponent("\(day.year)/\(day.iso).md")
                try FileManager.default.createDirectory(
                    at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(contentsOf: fixture).write(to: target)
                day = day.adding(days: 1 + round % 2)
            }
        }
        #expect(try Self.exported(folder) == (try Self.fullParseDocument(of: folder)))
    }

    @Test(arguments: [5, 11])
    func aGeneratedJournalHasTheFullParsesDocument(seed: Int) throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let generator = Process()
        generator.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        generator.arguments = [
            "python3", NightlyProcess.packageRoot.appendingPathComponent("scripts/generate-journal").path,
            folder.path, "--entries", "700", "--seed", "\(seed)",
        ]
        generator.standardOutput = FileHandle.nullDevice
        try generator.run()
        generator.waitUntilExit()
        try #require(generator.terminationStatus == 0)
        #expect(try Self.exported(folder) == (try Self.fullParseDocument(of: folder)))
    }

    @Test func anEmptyJournalHasAnEmptyList() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(try Self.exported(folder) == (try Self.fullParseDocument(of: folder)))
    }
}
