import Foundation
import FuzzSupport
import JournalFormat

/// A journal built from fuzz input in a folder of its own, with a folder beside it that the
/// journal's links lead out to.
///
/// Each part after the first is one file, its first byte choosing what it is: an entry (its
/// day near either end of the days nightly keeps, or in 2026), an entry that is not UTF-8, a
/// line of thousands of tags, a note outside any day's name, a year folder linked out of the
/// journal, or an entry that is a link to a file outside. Entries hold the part's other bytes.
struct HostileJournal {
    let folder: URL
    var root: URL { folder.appendingPathComponent("journal") }
    var outside: URL { folder.appendingPathComponent("outside") }
    /// The entries written, in order: the first is the document the client opens.
    private(set) var entries: [(url: URL, bytes: [UInt8])] = []

    init(parts: ArraySlice<[UInt8]>, in folder: URL) throws {
        self.folder = folder
        let files = FileManager.default
        try files.createDirectory(at: root, withIntermediateDirectories: true)
        try files.createDirectory(at: outside, withIntermediateDirectories: true)
        try Data("#shared #outside\n".utf8).write(to: outside.appendingPathComponent("2026-11-20.md"))
        for part in parts where !part.isEmpty {
            try add(part)
        }
    }

    private mutating func add(_ part: [UInt8]) throws {
        let kind = part[0] % 6
        let rest = Array(part.dropFirst())
        let day = Self.day(rest.first ?? 0)
        let body = Array(rest.dropFirst())
        let files = FileManager.default
        switch kind {
        case 0, 1:
            let url = entryURL(day)
            let bytes = kind == 0 ? body : [0xC3, 0x28] + body
            try write(bytes, to: url)
            entries.append((url, bytes))
        case 2:
            let count = (Int(rest.first ?? 0) + 1) * 40
            let line = (0..<count).map { "#t\($0 % 97) " }.joined() + "#shared\n"
            let url = entryURL(day)
            try write(Array(line.utf8) + body, to: url)
            entries.append((url, Array(line.utf8) + body))
        case 3:
            let name = String(decoding: body.prefix(12).map { 0x61 + $0 % 26 }, as: UTF8.self)
            try write(body, to: root.appendingPathComponent("notes-\(name).md"))
        case 4:
            let year = root.appendingPathComponent(day.prefix(4).description)
            guard !files.fileExists(atPath: year.path) else { return }
            try files.createSymbolicLink(at: year, withDestinationURL: outside)
        default:
            let url = entryURL(day)
            guard !files.fileExists(atPath: url.path) else { return }
            try files.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try? files.createSymbolicLink(at: url, withDestinationURL: outside.appendingPathComponent("2026-11-20.md"))
        }
    }

    private func entryURL(_ day: String) -> URL {
        root.appendingPathComponent(String(day.prefix(4))).appendingPathComponent("\(day).md")
    }

    private func write(_ bytes: [UInt8], to url: URL) throws {
        try FileManager.default.createDirectory(
            at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: url)
    }

    /// A day's name: the first or last days nightly keeps, a day of year 1 or 9999 (which
    /// nightly does not keep), or one in November 2026.
    static func day(_ byte: UInt8) -> String {
        let n = Int(byte % 28) + 1
        let date = String(format: "%02d", n)
        switch byte / 28 % 5 {
        case 0: return "0002-01-\(date)"
        case 1: return "9998-12-\(date)"
        case 2: return "0001-01-\(date)"
        case 3: return "9999-12-\(date)"
        default: return "2026-11-\(date)"
        }
    }

    /// Every file under the folder (links not followed) with its bytes or link target.
    func snapshot() -> [String: [UInt8]] {
        var files: [String: [UInt8]] = [:]
        let manager = FileManager.default
        guard let walker = manager.enumerator(atPath: folder.path) else { return files }
        while let path = walker.nextObject() as? String {
            let url = folder.appendingPathComponent(path)
            if let target = try? manager.destinationOfSymbolicLink(atPath: url.path) {
                files[path] = Array("-> \(target)".utf8)
            } else if let bytes = try? Journal.read(url) {
                // Not FileManager.contents(atPath:): Foundation leaks its buffer on some files,
                // which LeakSanitizer reports after the input.
                files[path] = bytes
            }
        }
        return files
    }
}
