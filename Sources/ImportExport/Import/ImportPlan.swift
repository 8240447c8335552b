import Foundation
import JournalFormat

/// What an import does to each day, worked out before anything is written: the day's entry
/// with the imported paragraphs appended to its Journal section through
/// ``Entry/appending(_:to:title:)`` (the insertion `nightly add` uses), so every byte already
/// in the day stays where it was.
public struct ImportPlan: Sendable {
    /// One day the import touches.
    public struct Day: Sendable {
        public var date: EntryDate
        public var url: URL
        /// The day had no file.
        public var isNew: Bool
        /// The entry as it will be written.
        public var entry: Entry
        /// The imported entries added to it, in order.
        public var added: [ImportedEntry]
    }

    /// An entry that is not imported, and why.
    public struct Skipped: Sendable {
        public var entry: ImportedEntry
        public var reason: String
    }

    /// Days that change, in date order.
    public var days: [Day] = []
    /// Entries whose paragraph the day already holds (an earlier run of the same import).
    public var alreadyThere: [ImportedEntry] = []
    public var skipped: [Skipped] = []

    /// Works out the import of `entries` into `journal`. Several entries on one day land in
    /// that day in the order given.
    /// - Parameter progress: called after each day with the days done and the total.
    /// - Throws: ``JournalError`` when an existing day cannot be read; nothing is written.
    public init(
        _ entries: [ImportedEntry], into journal: Journal, progress: (Int, Int) -> Void = { _, _ in }
    ) throws {
        let byDay = Dictionary(grouping: entries, by: \.date)
        let dates = byDay.keys.sorted()
        for (done, date) in dates.enumerated() {
            defer { progress(done + 1, dates.count) }
            let (original, isNew) = try journal.loadOrTemplate(date)
            var entry = original
            var added: [ImportedEntry] = []
            let before = Self.normalised(original.bytes)
            var addedParagraphs: Set<[UInt8]> = []
            for imported in byDay[date]! {
                let paragraph = imported.markdown
                let needle = Self.normalised(Array(paragraph.utf8))
                if addedParagraphs.contains(needle) || Self.holds(before, wholeParagraphs: needle) {
                    alreadyThere.append(imported)
                    continue
                }
                do {
                    entry = try entry.appending(paragraph, to: .journal)
                    added.append(imported)
                    addedParagraphs.insert(needle)
                } catch let error as JournalError {
                    skipped.append(Skipped(entry: imported, reason: Self.reason(error)))
                }
            }
            guard !added.isEmpty else { continue }
            days.append(Day(date: date, url: journal.url(for: date), isNew: isNew, entry: entry, added: added))
        }
    }

    /// Entries that will be added.
    public var addedCount: Int { days.reduce(0) { $0 + $1.added.count } }

    /// Photos that will be copied (each file once per folder).
    public var photoCount: Int {
        days.reduce(0) { count, day in count + Set(day.added.flatMap(\.photos).map(\.fileName)).count }
    }

    /// The bytes compared when looking for an entry already imported: line endings as `\n`,
    /// no spaces or tabs at the ends of lines.
    private static func normalised(_ bytes: [UInt8]) -> [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        for byte in bytes {
            if byte == 0x0A {
                while let last = result.last, last == 0x20 || last == 0x09 || last == 0x0D { result.removeLast() }
            }
            result.append(byte)
        }
        return result
    }

    /// Whether `text` holds `paragraphs` as whole paragraphs: at the start or after a blank
    /// line, and followed by a blank line or the end. A shorter entry whose words begin a longer
    /// paragraph already there ("We talked about Lisbon") is a different entry.
    private static func holds(_ text: [UInt8], wholeParagraphs paragraphs: [UInt8]) -> Bool {
        let newline = UInt8(ascii: "\n")
        guard !paragraphs.isEmpty, paragraphs.count <= text.count else { return false }
        for start in 0...(text.count - paragraphs.count) {
            guard start == 0 || (start >= 2 && text[start - 1] == newline && text[start - 2] == newline) else {
                continue
            }
            let end = start + paragraphs.count
            guard text[start..<end].elementsEqual(paragraphs) else { continue }
            if end == text.count || (text[end] == newline && (end + 1 == text.count || text[end + 1] == newline)) {
                return true
            }
        }
        return false
    }

    private static func reason(_ error: JournalError) -> String {
        if case let .wouldChangeStructure(_, reason) = error { return reason }
        return error.description
    }
}
