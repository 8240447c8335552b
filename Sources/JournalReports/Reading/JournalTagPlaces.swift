import Foundation
import JournalFormat

/// Every place a tag is written in the journal: the language server's references and rename.
///
/// Files are read on all cores as the reports read them; a file whose bytes do not hold the
/// tag's name (compared without regard to ASCII case) is ruled out by a vector scan, the rest
/// are read by the reports' quick reader (``EntrySummary``), which also finds the places in a
/// plain entry (``Entry/tagPlaces(named:in:date:path:titles:)``); only the other entries that
/// carry the tag are parsed in full. Tags compare as `nightly tags` compares them: without regard to case.
public struct JournalTagPlaces: Sendable {
    /// One entry's places of the tag.
    public struct EntryPlaces: Sendable {
        public var file: EntryFile
        /// The entry's bytes, to turn the places' offsets into lines and columns.
        public var bytes: [UInt8]
        public var places: [TagPlace]
    }

    /// A file that may hold the tag but was not read: what a rename leaves as it was.
    public struct LeftFile: Error, Sendable {
        public var file: EntryFile
        /// Why it was left: "it cannot be read (…)" or "it is not UTF-8".
        public var reason: String
    }

    /// The places found, and the files that may hold the tag but could not be read.
    public struct Found: Sendable {
        public var entries: [EntryPlaces]
        public var left: [LeftFile]
    }

    public let journal: Journal

    public init(_ journal: Journal) { self.journal = journal }

    /// The entries that carry `name` (without its `#`), in date order, each with its places.
    /// Files that cannot be read or are not UTF-8 are left out, as the reports leave them out.
    /// - Throws: ``JournalError`` when the folder cannot be listed.
    public func places(of name: String) throws -> [EntryPlaces] {
        try found(of: name).entries
    }

    /// The entries that carry `name`, as ``places(of:)`` finds them, and the files left out
    /// that may hold it: one that cannot be read, or whose bytes hold the name but are not UTF-8
    /// (a rename must say it left them, never answer as if it renamed every place).
    /// - Throws: ``JournalError`` when the folder cannot be listed.
    public func found(of name: String) throws -> Found {
        let files = try journal.entryFiles()
        let prefilter = LiteralPrefilter(pattern: name, ignoreCase: true)
        let reader = EntryFileReader(journal)
        let titles = journal.sectionTitles
        let found = concurrentMap(files) { file -> Result<EntryPlaces, LeftFile>? in
            let bytes: [UInt8]
            do { bytes = try reader.read(file) } catch {
                return .failure(LeftFile(file: file, reason: "it cannot be read (\(error))"))
            }
            if let prefilter, !prefilter.occurs(in: bytes[...]) { return nil }
            // The quick reader the reports use settles whether the entry carries the tag and,
            // for a plain entry, where; only the others are parsed in full.
            let places: [TagPlace]
            do {
                places = try Entry.tagPlaces(
                    named: name, in: bytes, date: file.date, path: file.relativePath, titles: titles)
            } catch {
                return .failure(LeftFile(file: file, reason: "it is not UTF-8"))
            }
            return places.isEmpty ? nil : .success(EntryPlaces(file: file, bytes: bytes, places: places))
        }
        var result = Found(entries: [], left: [])
        for case let outcome? in found {
            switch outcome {
            case .success(let entry): result.entries.append(entry)
            case .failure(let left): result.left.append(left)
            }
        }
        return result
    }
}
