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

/// A temporary folder removed when the value goes away.
final class TemporaryFolder {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("nightly-test-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: url) }
}

extension Fixture {
    /// The names of the files in a fixture folder, sorted.
    static func names(in folder: String) -> [String] {
        let url = Fixture.folder.appendingPathComponent(folder)
        return ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []).sorted()
    }
}
