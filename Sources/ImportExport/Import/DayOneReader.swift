import Foundation
import JournalFormat

/// Reads a Day One JSON export: the `.zip` Day One writes (one JSON file per journal, and
/// `photos/<md5>.<type>`), an unpacked export folder, or one journal's `.json` alone (its
/// photos are looked for in a `photos` folder beside it). The zip is read in place
/// (``DayOneZip``), never unpacked.
public struct DayOneReader {
    /// Photos bigger than this are left out (`--max-photo-size`).
    public var maxPhotoSize = PhotoLimits.defaultMaxSize

    public init(maxPhotoSize: Int64 = PhotoLimits.defaultMaxSize) {
        self.maxPhotoSize = maxPhotoSize
    }

    /// Reads every entry at `path`, oldest first, and hands them to `body`; the photos they
    /// name stay readable until `body` returns.
    /// - Throws: ``ImportError`` when the export cannot be read, and what `body` throws.
    public func reading<Result>(_ path: URL, _ body: (ImportedExport) throws -> Result) throws -> Result {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path.path, isDirectory: &isFolder) else {
            throw ImportError.unreadable(path: path.path, reason: "no such file or folder")
        }
        if isFolder.boolValue { return try body(try readFolder(path)) }
        guard path.pathExtension.lowercased() == "zip" else {
            let photos = FolderPhotos(
                folder: path.deletingLastPathComponent().appendingPathComponent("photos"), maxSize: maxPhotoSize)
            return try body(try Self.sorted(readJournal(JrnlReader.readText(path), path: path.path, photos: photos)))
        }
        let zip = try DayOneZip(path, maxPhotoSize: maxPhotoSize)
        guard !zip.journals.isEmpty else {
            throw ImportError.notAnExport(path: path.path, expected: "a Day One export (no journal .json file in it)")
        }
        var export = ImportedExport()
        for (name, entry) in zip.journals {
            let file = "\(path.path)/\(name)"
            export += try readJournal(
                JrnlReader.decodeText(try zip.read(journal: entry), path: file), path: file, photos: zip)
        }
        return try body(Self.sorted(export))
    }

    private func readFolder(_ folder: URL) throws -> ImportedExport {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        let journals = names.filter { $0.lowercased().hasSuffix(".json") }.sorted()
        guard !journals.isEmpty else {
            throw ImportError.notAnExport(path: folder.path, expected: "a Day One export (no journal .json file in it)")
        }
        let photos = FolderPhotos(folder: folder.appendingPathComponent("photos"), maxSize: maxPhotoSize)
        var export = ImportedExport()
        for name in journals {
            let file = folder.appendingPathComponent(name)
            export += try readJournal(JrnlReader.readText(file), path: file.path, photos: photos)
        }
        return Self.sorted(export)
    }

    /// The entries of one journal's JSON; an entry whose day, time or time zone cannot be
    /// read is skipped, with why.
    private func readJournal(_ text: String, path: String, photos: any DayOnePhotos) throws -> ImportedExport {
        let export: DayOneExport
        do {
            export = try JSONDecoder().decode(DayOneExport.self, from: Data(text.utf8))
        } catch {
            throw ImportError.notAnExport(path: path, expected: "a Day One JSON export (\(error))")
        }
        var result = ImportedExport()
        for (index, entry) in export.entries.enumerated() {
            do {
                result.entries.append(try entry.imported(photos: photos, path: path))
            } catch let error as ImportError {
                guard case .badEntry(_, let label, let reason) = error else { throw error }
                result.unreadable.append(
                    UnreadableEntry(path: path, place: "entry \(index + 1)", label: label, reason: reason))
            }
        }
        return result
    }

    private static func sorted(_ export: ImportedExport) -> ImportedExport {
        var export = export
        export.entries.sort { ($0.date, $0.time ?? "") < ($1.date, $1.time ?? "") }
        return export
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
