import Foundation

@testable import JournalFormat

enum Fixture {
    static let folder = Bundle.module.resourceURL!.appendingPathComponent("Fixtures")

    static func bytes(_ name: String) throws -> [UInt8] {
        Array(try Data(contentsOf: folder.appendingPathComponent(name)))
    }

    static func entry(_ name: String) throws -> Entry {
        try Entry.parse(bytes(name), date: nil, path: name)
    }

    static var packageRoot: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
    }

    static var sampleJournal: URL { packageRoot.appendingPathComponent("sample-journal") }

    /// Every Markdown file in sample-journal/, dated or not.
    static func sampleFiles() -> [URL] {
        let enumerator = FileManager.default.enumerator(at: sampleJournal, includingPropertiesForKeys: nil)
        return (enumerator?.allObjects as? [URL] ?? []).filter { $0.pathExtension == "md" }
            .sorted { $0.path < $1.path }
    }
}

extension Entry {
    static func parsing(_ text: String, path: String = "test.md") -> Entry {
        Entry(validUTF8: Array(text.utf8), date: nil, path: path)
    }
}

/// Puts `bytes` at `url` (folders made) as a test's starting point: set-up, not nightly's writer,
/// which JournalFormat's tests never reach.
func place(_ bytes: [UInt8], at url: URL) throws {
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(bytes).write(to: url)
}

extension Fixture {
    /// The names of the files in a fixture folder, sorted.
    static func names(in folder: String) -> [String] {
        let url = Fixture.folder.appendingPathComponent(folder)
        return ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []).sorted()
    }
}

/// The documents a quick path is held to the full parse on, by agreement laws.
enum AgreementInputs {
    /// Every fixture and every Markdown file of sample-journal/, with its name.
    static func fixturesAndSamples() throws -> [(name: String, bytes: [UInt8])] {
        let names = try FileManager.default.contentsOfDirectory(atPath: Fixture.folder.path).filter {
            $0.hasSuffix(".md")
        }
        return try names.map { ($0, try Fixture.bytes($0)) }
            + Fixture.sampleFiles().map { ($0.lastPathComponent, Array(try Data(contentsOf: $0))) }
    }

    /// Every Markdown file (and the invalid UTF-8 one) in the fixture folders of every test
    /// target, and in sample-journal/.
    static func everyFixture() throws -> [(name: String, bytes: [UInt8])] {
        let tests = Fixture.packageRoot.appendingPathComponent("Tests")
        let files = (FileManager.default.enumerator(at: tests, includingPropertiesForKeys: nil)?.allObjects ?? [])
            .compactMap { $0 as? URL }
            .filter { $0.path.contains("/Fixtures/") && ["md", "bin"].contains($0.pathExtension) }
        return try (files + Fixture.sampleFiles()).sorted { $0.path < $1.path }.map {
            ($0.path, Array(try Data(contentsOf: $0)))
        }
    }

    /// Every fixture under 4,000 bytes with `inserted` as a line of its own after each of its
    /// lines in turn: the constructs that change what the lines before them are (a setext
    /// underline), or that stop a quick reader (a fence), met anywhere.
    static func everyFixtureWithALineInserted(_ inserted: String) throws -> [(name: String, bytes: [UInt8])] {
        var documents: [(name: String, bytes: [UInt8])] = []
        for (name, bytes) in try everyFixture() where bytes.count < 4_000 {
            let lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
            for index in lines.indices {
                var changed = Array(lines[...index])
                changed.append(ArraySlice(inserted.utf8))
                changed += lines[(index + 1)...]
                documents.append(("\(name) +\(index)", Array(changed.joined(separator: [UInt8(ascii: "\n")]))))
            }
        }
        return documents
    }

    /// A plain entry as `PlainEntryGenerator` writes it, with the built-in or the renamed headings.
    static func plainEntry(seed: Int, salt: UInt64, renamed: Bool = false) -> [UInt8] {
        var generator =
            renamed
            ? PlainEntryGenerator(seed: UInt64(seed) &+ salt, headings: EntrySummaryTests.renamedHeadings)
            : PlainEntryGenerator(seed: UInt64(seed) &+ salt)
        return Array(generator.entry().utf8)
    }

    /// An awkward document as `DocumentGenerator` writes it.
    static func awkwardDocument(seed: Int, salt: UInt64) -> [UInt8] {
        var generator = DocumentGenerator(seed: UInt64(seed) &+ salt)
        return generator.document()
    }
}
