import Foundation
import JournalFormat

/// What sync commits besides entries: the photos they link to (an import copies them into a
/// `photos` folder beside the day files), so that they travel with the entries. The files an
/// import under way wrote wait for it (``PendingImport``).
extension JournalSync {
    /// Of `changed` (paths relative to the journal folder), the files in a `photos` folder
    /// that an entry beside that folder links to as `photos/NAME`. Deleted photos stay out.
    func linkedPhotos(among changed: [String]) -> [String] {
        let folder = URL(fileURLWithPath: repository.folder)
        let candidates = changed.filter { path in
            let parts = path.split(separator: "/")
            return parts.count >= 2 && parts[parts.count - 2] == "photos"
                && Self.isRegularFile(folder.appendingPathComponent(path))
        }
        guard !candidates.isEmpty else { return [] }
        var entriesByFolder: [String: [[UInt8]]] = [:]
        return candidates.filter { path in
            let photos = (path as NSString).deletingLastPathComponent
            let dayFolder = (photos as NSString).deletingLastPathComponent
            if entriesByFolder[dayFolder] == nil { entriesByFolder[dayFolder] = entryTexts(in: dayFolder) }
            let link = Array("photos/\((path as NSString).lastPathComponent)".utf8)
            return entriesByFolder[dayFolder]!.contains { $0.firstRange(of: link) != nil }
        }
    }

    /// The files of an import that was killed before its commit: left uncommitted, and said
    /// so, until the import runs again and commits them with the rest.
    func pendingImportFiles(say: (String) -> Void) -> Set<String> {
        guard let location = PendingImport.location(in: repository), let pending = PendingImport.load(from: location)
        else { return [] }
        // Rolled back since (its intent log, when the lock was next taken): nothing waits.
        let folder = URL(fileURLWithPath: repository.folder)
        let files = Set(
            pending.files.filter { FileManager.default.fileExists(atPath: folder.appendingPathComponent($0).path) })
        guard !files.isEmpty else {
            PendingImport.clear(at: location)
            return []
        }
        let sources = pending.sources.joined(separator: " and ")
        say(
            "An import from \(sources) stopped before its commit: the files it wrote stay uncommitted until "
                + "nightly import runs again with the same export, and commits them with the rest.")
        return files
    }

    /// The bytes of every entry file in `relative` (a folder of the journal, "" for the journal
    /// folder itself).
    private func entryTexts(in relative: String) -> [[UInt8]] {
        let folder = URL(fileURLWithPath: repository.folder).appendingPathComponent(relative)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { EntryLayout.date(ofRelativePath: relative.isEmpty ? $0 : "\(relative)/\($0)") != nil }
            .compactMap { try? Journal.read(folder.appendingPathComponent($0)) }
    }

    private static func isRegularFile(_ url: URL) -> Bool {
        var info = stat()
        return lstat(url.path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG
    }
}
