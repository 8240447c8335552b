import Foundation
import ZIPFoundation

/// A Day One export zip, read in place: its journal files into memory, its photos only when
/// the import writes them. Nothing is unpacked, so nothing of the journal's private text is
/// left on disk should the import be killed.
///
/// Before anything is read, every entry's name must stay inside the export (no `..`, no
/// absolute path): a zip that says otherwise is refused whole.
final class DayOneZip: DayOnePhotos, @unchecked Sendable {
    // @unchecked: the archive is read by one thread at a time, the import's.
    private let url: URL
    private let archive: Archive
    private let maxPhotoSize: Int64
    /// The journals: `.json` files at the top of the zip, by name.
    let journals: [(name: String, entry: Entry)]
    /// `photos/NAME` entries, by name, with the file type the zip gives them.
    private let photos: [String: (entry: Entry, mode: mode_t?)]
    /// The photos of any type, by the name an entry gives them (see ``PhotoNames``).
    private let photoNames: PhotoNames

    /// A journal's JSON is read into memory: past this it is refused rather than read.
    static let maxJournalSize: UInt64 = 1 << 30

    /// - Throws: ``ImportError`` when it is not a zip, or names a path outside itself.
    init(_ url: URL, maxPhotoSize: Int64) throws {
        self.url = url
        self.maxPhotoSize = maxPhotoSize
        do {
            archive = try Archive(url: url, accessMode: .read)
        } catch {
            throw ImportError.unreadable(path: url.path, reason: "cannot read the zip (\(error))")
        }
        let entries = Array(archive)
        guard let modes = ZipEntryModes.read(url), modes.count == entries.count else {
            throw ImportError.unreadable(path: url.path, reason: "cannot read the zip's list of files")
        }
        var journals: [(String, Entry)] = []
        var photos: [String: (Entry, mode_t?)] = [:]
        var seen: [String: String] = [:]
        for (entry, mode) in zip(entries, modes) {
            let path = entry.path
            let parts = path.split(whereSeparator: { $0 == "/" || $0 == "\\" })
            let absolute = path.hasPrefix("/") || path.hasPrefix("\\") || parts.first?.hasSuffix(":") == true
            if absolute || parts.contains("..") {
                throw ImportError.unreadable(
                    path: url.path, reason: "its file '\(path)' would land outside the export; nothing was imported")
            }
            // Two members of one name: which one an import would read is not the export's to
            // leave to chance (a zip tool keeps the last, another the first).
            let key = parts.joined(separator: "/")
            if let earlier = seen[key] {
                throw ImportError.unreadable(
                    path: url.path,
                    reason: "it holds two files named '\(earlier)' and '\(path)'; nothing was imported")
            }
            seen[key] = path
            if parts.count == 1, path.lowercased().hasSuffix(".json"), entry.type == .file {
                journals.append((path, entry))
            } else if parts.count == 2, parts[0] == "photos", entry.type != .directory {
                photos[String(parts[1])] = (entry, entry.type == .symlink ? S_IFLNK : mode)
            }
        }
        self.journals = journals.sorted { $0.0 < $1.0 }
        self.photos = photos
        self.photoNames = PhotoNames(photos.keys)
    }

    /// The bytes of the journal `entry`.
    /// - Throws: ``ImportError`` when it cannot be read, or is bigger than ``maxJournalSize``.
    func read(journal entry: Entry) throws -> [UInt8] {
        let name = "\(url.path)/\(entry.path)"
        guard entry.uncompressedSize <= Self.maxJournalSize else {
            throw ImportError.unreadable(
                path: name,
                reason: "it is bigger than the \(PhotoLimits.describe(Int64(Self.maxJournalSize))) a journal may be")
        }
        return try Self.extract(entry, from: archive, name: name, limit: Int64(Self.maxJournalSize))
    }

    func lookup(md5: String, type: String?) -> PhotoLookup {
        let name =
            type.map { "\(md5).\($0)" }.flatMap { photos[$0] == nil ? nil : $0 }
            ?? photoNames.first(md5: md5)
        guard let name, let found = photos[name] else { return .missing }
        let (entry, mode) = found
        if let mode, let kind = PhotoLimits.oddKind(mode) { return .refused("photos/\(name) is \(kind), not a photo") }
        if let over = PhotoLimits.overLimit(Int64(clamping: entry.uncompressedSize), maxPhotoSize) {
            return .refused("photos/\(name) \(over)")
        }
        let source = url.appendingPathComponent("photos").appendingPathComponent(name)
        return .found(ImportedPhoto(source: source, fileName: name) { [self] in try readPhoto(name) })
    }

    /// The bytes of `photos/NAME`, no more than the size allowed.
    private func readPhoto(_ name: String) throws -> [UInt8] {
        guard let entry = photos[name]?.entry else { return [] }
        return try Self.extract(
            entry, from: archive, name: url.appendingPathComponent("photos/\(name)").path, limit: maxPhotoSize)
    }

    /// Reads `entry` whole, stopping with an error once it holds more than `limit` bytes,
    /// whatever size the zip claimed for it.
    private static func extract(_ entry: Entry, from archive: Archive, name: String, limit: Int64) throws -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(Int(min(entry.uncompressedSize, UInt64(limit))))
        do {
            _ = try archive.extract(entry, skipCRC32: false) { chunk in
                guard Int64(bytes.count + chunk.count) <= limit else { throw TooBig() }
                bytes += chunk
            }
        } catch is TooBig {
            throw ImportError.unreadable(
                path: name,
                reason: "it holds more than the \(PhotoLimits.describe(limit)) allowed, though the zip says less")
        } catch {
            throw ImportError.unreadable(path: name, reason: "cannot read it from the zip (\(error))")
        }
        return bytes
    }

    private struct TooBig: Error {}
}
