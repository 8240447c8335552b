import Foundation
import JournalFormat
import SystemCalls

/// Reads a Day One JSON export: the `.zip` Day One writes (one JSON file per journal, and
/// `photos/<md5>.<type>`), an unpacked export folder, or one journal's `.json` alone (its
/// photos are looked for in a `photos` folder beside it).
public struct DayOneReader {
    /// The `unzip` program; tests may point it elsewhere.
    public var unzip = "unzip"

    public init() {}

    /// Reads every entry at `path`, oldest first, and hands them to `body`; the photos they
    /// name stay readable until `body` returns (a zip is unpacked into a temporary folder that
    /// is removed then).
    /// - Throws: ``ImportError`` when the export cannot be read or unpacked, and what `body` throws.
    public func reading<Result>(_ path: URL, _ body: ([ImportedEntry]) throws -> Result) throws -> Result {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path.path, isDirectory: &isFolder) else {
            throw ImportError.unreadable(path: path.path, reason: "no such file or folder")
        }
        if isFolder.boolValue { return try body(try readFolder(path)) }
        guard path.pathExtension.lowercased() == "zip" else {
            return try body(
                try readJournal(path, photos: path.deletingLastPathComponent().appendingPathComponent("photos")))
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("nightly-dayone-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let (status, output) = ChildProcess.capture([unzip, "-q", "-o", path.path, "-d", folder.path])
        guard status.succeeded else {
            let reason =
                status == .exited(127)
                ? "unzip is not installed" : output.trimmingCharacters(in: .whitespacesAndNewlines)
            throw ImportError.unreadable(path: path.path, reason: "cannot unpack the zip (\(reason))")
        }
        return try body(try readFolder(folder))
    }

    private func readFolder(_ folder: URL) throws -> [ImportedEntry] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        let journals = names.filter { $0.lowercased().hasSuffix(".json") }.sorted()
        guard !journals.isEmpty else {
            throw ImportError.notAnExport(path: folder.path, expected: "a Day One export (no journal .json file in it)")
        }
        let photos = folder.appendingPathComponent("photos")
        return try journals.flatMap { try readJournal(folder.appendingPathComponent($0), photos: photos) }
            .sorted { ($0.date, $0.time ?? "") < ($1.date, $1.time ?? "") }
    }

    private func readJournal(_ file: URL, photos: URL) throws -> [ImportedEntry] {
        let text = try JrnlReader.readText(file)
        let export: DayOneExport
        do {
            export = try JSONDecoder().decode(DayOneExport.self, from: Data(text.utf8))
        } catch {
            throw ImportError.notAnExport(path: file.path, expected: "a Day One JSON export (\(error))")
        }
        return try export.entries.map { try $0.imported(photoFolder: photos, path: file.path) }
    }
}

/// The parts of Day One's JSON that nightly keeps.
struct DayOneExport: Decodable {
    struct Entry: Decodable {
        var uuid: String?
        var creationDate: String
        var timeZone: String?
        var text: String?
        var tags: [String]?
        var starred: Bool?
        var photos: [Photo]?
    }

    struct Photo: Decodable {
        var identifier: String
        var md5: String?
        var type: String?
    }

    var entries: [Entry]
}
