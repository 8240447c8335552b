import Foundation
import JournalFormat

/// Reads jrnl 4.x journals: its JSON export (`jrnl --export json`), a plain-text journal
/// file, or a folder journal (`YYYY/MM/DD.txt`, each file in the plain-text format).
public enum JrnlReader {
    /// Every entry at `path`, in the order jrnl keeps them (by date and time).
    /// - Throws: ``ImportError`` when the path cannot be read or is none of jrnl's formats.
    public static func read(_ path: URL) throws -> ImportedExport {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path.path, isDirectory: &isFolder) else {
            throw ImportError.unreadable(path: path.path, reason: "no such file or folder")
        }
        if isFolder.boolValue { return try readFolder(path) }
        let text = try readText(path)
        if text.drop(while: \.isWhitespace).first == "{" { return try readJSON(text, path: path.path) }
        let entries = JrnlText.entries(in: text, path: path.path)
        if entries.entries.isEmpty, entries.unreadable.isEmpty,
            !text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
        {
            throw ImportError.notAnExport(
                path: path.path, expected: "a jrnl journal (no line starts with '[YYYY-MM-DD time]')")
        }
        return entries
    }

    /// A folder journal: `YYYY/MM/DD.txt` files, read in date order. Only regular files are
    /// read (a FIFO or a link to a device would never end); the others are named in the
    /// summary, with what they are.
    static func readFolder(_ folder: URL) throws -> ImportedExport {
        let names = (FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String } ?? [])
            .filter(isDayFile).sorted()
        var export = ImportedExport()
        var read = 0
        for name in names {
            let file = folder.appendingPathComponent(name)
            if let kind = oddKind(file) {
                export.skippedFiles.append("skipped \(file.path): it is \(kind), not a journal file")
                continue
            }
            read += 1
            export += JrnlText.entries(in: try readText(file), path: file.path)
        }
        guard read > 0 else {
            throw ImportError.notAnExport(
                path: folder.path, expected: "a jrnl folder journal (no YYYY/MM/DD.txt files)")
        }
        return export
    }

    /// What the file is when it is not a regular file (links followed): "a FIFO", "a device".
    private static func oddKind(_ url: URL) -> String? {
        var info = stat()
        guard stat(url.path, &info) == 0 else { return "a link to nothing" }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return nil
        case S_IFIFO: return "a FIFO"
        case S_IFCHR, S_IFBLK: return "a device"
        case S_IFSOCK: return "a socket"
        case S_IFDIR: return "a folder"
        default: return "not a regular file"
        }
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

    static func readJSON(_ text: String, path: String) throws -> ImportedExport {
        let export: Export
        do {
            export = try JSONDecoder().decode(Export.self, from: Data(text.utf8))
        } catch {
            throw ImportError.notAnExport(path: path, expected: "a jrnl JSON export (\(error))")
        }
        var result = ImportedExport()
        for (index, entry) in export.entries.enumerated() {
            let label = ([entry.date, entry.time, entry.title] as [String?]).compactMap { $0 }.joined(separator: " ")
            func skip(_ reason: String) {
                result.unreadable.append(
                    UnreadableEntry(path: path, place: "entry \(index + 1)", label: label, reason: reason))
            }
            guard let date = EntryDate(iso: entry.date) else {
                skip("has a date that does not exist")
                continue
            }
            if let time = entry.time, !time.isEmpty, JrnlText.clock(time) == nil {
                skip("has a time that does not exist")
                continue
            }
            result.entries.append(
                JrnlText.entry(
                    date: date, time: entry.time, title: entry.title.normalisingLineEndings(),
                    body: entry.body.normalisingLineEndings(), starred: entry.starred ?? false))
        }
        return result
    }

    static func readText(_ url: URL) throws -> String {
        let bytes: [UInt8]
        do {
            bytes = try Journal.read(url)
        } catch {
            throw ImportError.unreadable(path: url.path, reason: "\(error)")
        }
        return try decodeText(bytes, path: url.path)
    }

    /// `bytes` as text, line endings as `\n`.
    /// - Throws: ``ImportError/unreadable(path:reason:)`` when they are not UTF-8.
    static func decodeText(_ bytes: [UInt8], path: String) throws -> String {
        // Windows tools write a byte order mark first.
        let withoutMark = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes
        guard let text = String(validating: withoutMark, as: UTF8.self) else {
            throw ImportError.unreadable(path: path, reason: "not valid UTF-8")
        }
        return text.normalisingLineEndings()
    }
}
