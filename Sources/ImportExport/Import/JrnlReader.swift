import Foundation
import JournalFormat

/// Reads jrnl 4.x journals: its JSON export (`jrnl --export json`), a plain-text journal
/// file, or a folder journal (`YYYY/MM/DD.txt`, each file in the plain-text format).
public enum JrnlReader {
    /// Every entry at `path`, in the order jrnl keeps them (by date and time).
    /// - Throws: ``ImportError`` when the path cannot be read or is none of jrnl's formats.
    public static func read(_ path: URL) throws -> [ImportedEntry] {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path.path, isDirectory: &isFolder) else {
            throw ImportError.unreadable(path: path.path, reason: "no such file or folder")
        }
        if isFolder.boolValue { return try readFolder(path) }
        let text = try readText(path)
        if text.drop(while: \.isWhitespace).first == "{" { return try readJSON(text, path: path.path) }
        let entries = try JrnlText.entries(in: text, path: path.path)
        if entries.isEmpty, !text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
            throw ImportError.notAnExport(
                path: path.path, expected: "a jrnl journal (no line starts with '[YYYY-MM-DD time]')")
        }
        return entries
    }

    /// A folder journal: `YYYY/MM/DD.txt` files, read in date order. Only regular files are
    /// read (a FIFO or a link to a device would never end).
    static func readFolder(_ folder: URL) throws -> [ImportedEntry] {
        let files = (FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String } ?? [])
            .filter { isDayFile($0) && isRegularFile(folder.appendingPathComponent($0)) }.sorted()
        guard !files.isEmpty else {
            throw ImportError.notAnExport(
                path: folder.path, expected: "a jrnl folder journal (no YYYY/MM/DD.txt files)")
        }
        return try files.flatMap { name in
            let file = folder.appendingPathComponent(name)
            return try JrnlText.entries(in: try readText(file), path: file.path)
        }
    }

    /// A regular file, links followed.
    private static func isRegularFile(_ url: URL) -> Bool {
        var info = stat()
        return stat(url.path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG
    }

    /// `YYYY/MM/DD.txt`.
    private static func isDayFile(_ relative: String) -> Bool {
        let parts = relative.split(separator: "/")
        return parts.count == 3 && parts[0].count == 4 && parts[1].count == 2 && parts[2].count == 6
            && parts[2].hasSuffix(".txt") && parts.allSatisfy { $0.prefix(while: \.isNumber).count >= 2 }
    }

    private struct Export: Decodable {
        struct Entry: Decodable {
            var title: String
            var body: String
            var date: String
            var time: String?
            var starred: Bool?
        }

        var entries: [Entry]
    }

    static func readJSON(_ text: String, path: String) throws -> [ImportedEntry] {
        let export: Export
        do {
            export = try JSONDecoder().decode(Export.self, from: Data(text.utf8))
        } catch {
            throw ImportError.notAnExport(path: path, expected: "a jrnl JSON export (\(error))")
        }
        return try export.entries.map { entry in
            guard let date = EntryDate(iso: entry.date) else {
                throw ImportError.notAnExport(path: path, expected: "a jrnl JSON export (bad date '\(entry.date)')")
            }
            if let time = entry.time, !time.isEmpty, JrnlText.clock(time) == nil {
                throw ImportError.badEntry(
                    path: path, entry: "\(entry.date) \(time) \(entry.title)", reason: "has a time that does not exist")
            }
            return JrnlText.entry(
                date: date, time: entry.time, title: entry.title.normalisingLineEndings(),
                body: entry.body.normalisingLineEndings(), starred: entry.starred ?? false)
        }
    }

    static func readText(_ url: URL) throws -> String {
        let bytes: [UInt8]
        do {
            bytes = try Journal.read(url)
        } catch {
            throw ImportError.unreadable(path: url.path, reason: "\(error)")
        }
        // Windows tools write a byte order mark first.
        let withoutMark = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes
        guard let text = String(validating: withoutMark, as: UTF8.self) else {
            throw ImportError.unreadable(path: url.path, reason: "not valid UTF-8")
        }
        return text.normalisingLineEndings()
    }
}
