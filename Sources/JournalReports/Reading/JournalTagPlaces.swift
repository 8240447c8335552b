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

    public let journal: Journal

    public init(_ journal: Journal) { self.journal = journal }

    /// The entries that carry `name` (without its `#`), in date order, each with its places.
    /// Files that cannot be read or are not UTF-8 are left out, as the reports leave them out.
    /// - Throws: ``JournalError`` when the folder cannot be listed.
    public func places(of name: String) throws -> [EntryPlaces] {
        let files = try journal.entryFiles()
        let prefilter = LiteralPrefilter(pattern: name, ignoreCase: true)
        let reader = EntryFileReader(journal)
        let titles = journal.sectionTitles
        let found = concurrentMap(files) { file -> EntryPlaces? in
            guard let bytes = try? reader.read(file) else { return nil }
            if let prefilter, !prefilter.occurs(in: bytes[...]) { return nil }
            // The quick reader the reports use settles whether the entry carries the tag and,
            // for a plain entry, where; only the others are parsed in full.
            guard
                let places = try? Entry.tagPlaces(
                    named: name, in: bytes, date: file.date, path: file.relativePath, titles: titles),
                !places.isEmpty
            else { return nil }
            return EntryPlaces(file: file, bytes: bytes, places: places)
        }
        return found.compactMap { $0 }
    }
}
