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
    /// Entries of the export that cannot be placed in a day (a date that does not exist).
    public var unreadable: [UnreadableEntry] = []
    /// Files of the export that were not read, each with why.
    public var skippedFiles: [String] = []

    /// Refuses an export with an entry dated outside ``EntryDate/supported``; a door calls it
    /// before it takes the journal's lock.
    /// - Throws: ``ImportError/unsupportedDay(_:)``.
    public static func checkDays(of export: ImportedExport) throws {
        if let outside = export.entries.lazy.map(\.date).first(where: { !$0.isSupported }) {
            throw ImportError.unsupportedDay(outside)
        }
    }

    /// Works out the import of `entries` into `journal`. Several entries on one day land in
    /// that day in the order given.
    /// - Parameter progress: called after each day with the days done and the total.
    /// - Throws: ``ImportError/unsupportedDay(_:)`` for an entry dated outside
    ///   ``EntryDate/supported``, ``JournalError`` when an existing day cannot be read; nothing
    ///   is written.
    public init(
        _ export: ImportedExport, into journal: Journal, progress: (Int, Int) -> Void = { _, _ in }
    ) throws {
        try Self.checkDays(of: export)
        unreadable = export.unreadable
        skippedFiles = export.skippedFiles
        let byDay = Dictionary(grouping: export.entries, by: \.date)
        let dates = byDay.keys.sorted()
        for (done, date) in dates.enumerated() {
            defer { progress(done + 1, dates.count) }
            let (original, isNew) = try journal.loadOrTemplate(date)
            let there = ParagraphIndex(Self.normalised(original.bytes))
            var addedParagraphs: Set<[UInt8]> = []
            var new: [ImportedEntry] = []
            for imported in byDay[date]! {
                let needle = Self.normalised(Array(imported.markdown.utf8))
                if addedParagraphs.contains(needle) || there.holds(wholeParagraphs: needle) {
                    alreadyThere.append(imported)
                    continue
                }
                addedParagraphs.insert(needle)
                new.append(imported)
            }
            let (entry, added, refused) = Self.appending(new, to: original, titles: journal.sectionTitles)
            skipped += refused
            guard !added.isEmpty else { continue }
            days.append(Day(date: date, url: journal.url(for: date), isNew: isNew, entry: entry, added: added))
        }
    }

    /// `entries` appended to `day`'s Journal section, each as its own paragraph, as many
    /// ``Entry/appending(_:to:title:)`` calls in a row would, and the entries refused with why.
    ///
    /// Appending one by one parses the growing day again for each entry: thousands of entries
    /// on one day took quadratic time. Each entry is tried alone in an empty Journal section
    /// instead (the insertion closes every block it opens, so what follows it reads the same),
    /// and the ones that pass go in with one edit of the day. Should that edit still be refused
    /// (the day's own text is the context, a front matter left open, say), they go in one by one.
    private static func appending(
        _ entries: [ImportedEntry], to day: Entry, titles: SectionTitles
    ) -> (entry: Entry, added: [ImportedEntry], skipped: [Skipped]) {
        guard !entries.isEmpty else { return (day, [], []) }
        let heading = Array("## \(titles.title(for: .journal))".utf8)
        let empty = try? Entry.parse(heading + [0x0A], date: day.date, path: day.path, titles: titles)
        var blocks: [ArraySlice<UInt8>] = []
        var passed: [ImportedEntry] = []
        var skipped: [Skipped] = []
        for imported in entries {
            do {
                guard let empty else { break }
                let alone = try empty.appending(imported.markdown, to: .journal).bytes
                blocks.append(alone.dropFirst(heading.count).trimmingNewlines())
                passed.append(imported)
            } catch {
                skipped.append(Skipped(entry: imported, reason: Self.reason(error)))
            }
        }
        let together = blocks.joined(separator: [0x0A, 0x0A])
        if empty != nil, !passed.isEmpty,
            let entry = try? day.appending(String(decoding: Array(together), as: UTF8.self), to: .journal)
        {
            return (entry, passed, skipped)
        }
        var entry = day
        var added: [ImportedEntry] = []
        skipped = []
        for imported in entries {
            do {
                entry = try entry.appending(imported.markdown, to: .journal)
                added.append(imported)
            } catch {
                skipped.append(Skipped(entry: imported, reason: Self.reason(error)))
            }
        }
        return (entry, added, skipped)
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

    private static func reason(_ error: any Error) -> String {
        if case let .wouldChangeStructure(_, reason) = error as? JournalError { return reason }
        return "\(error)"
    }
}

extension ArraySlice<UInt8> {
    /// Without line feeds at the start and the end.
    fileprivate func trimmingNewlines() -> ArraySlice<UInt8> {
        var slice = self
        while slice.first == 0x0A { slice = slice.dropFirst() }
        while slice.last == 0x0A { slice = slice.dropLast() }
        return slice
    }
}
