import Foundation
import JournalFormat

/// `nightly export json`: every entry as one JSON document, `{"entries": [...]}`, each entry
/// with the keys of `nightly show --json` plus `text`, the file's full text (see
/// nightly-journal(5)). `path` is relative to the journal folder.
public struct JSONExport: Sendable {
    /// An entry file that could not be read, is not UTF-8 or leads out of the journal through a
    /// symbolic link; it is left out of the export.
    public struct Problem: Sendable, Equatable {
        public var path: String
        public var message: String
    }

    /// The document, keys sorted, with a final newline.
    public var json: String
    public var entryCount: Int
    public var problems: [Problem]

    /// Reads every entry of `journal`.
    /// - Throws: ``JournalError`` when the folder cannot be listed.
    public init(journal: Journal) throws {
        var entries: [ExportedEntry] = []
        var problems: [Problem] = []
        for file in try journal.entryFiles() {
            // A file linked out of the journal (a pull can bring one) is not the journal's to publish.
            if let (link, target) = journal.linkLeavingJournal(file.url) {
                let message = "\(journal.displayPath(link)) is a symbolic link to \(target), outside the journal"
                problems.append(Problem(path: journal.displayPath(file.url), message: message))
                continue
            }
            do {
                let entry = try Entry.parse(
                    Journal.read(file.url), date: file.date, path: file.relativePath, titles: journal.sectionTitles)
                entries.append(ExportedEntry(report: EntryReport(entry), text: entry.text))
            } catch let error as JournalError {
                problems.append(Problem(path: journal.displayPath(file.url), message: error.description))
            }
        }
        json = try ReportJSON.encode(Document(entries: entries))
        entryCount = entries.count
        self.problems = problems
    }

    private struct Document: Encodable {
        var entries: [ExportedEntry]
    }

    /// `show --json`'s keys and `text`, in one object.
    private struct ExportedEntry: Encodable {
        var report: EntryReport
        var text: String

        func encode(to encoder: Encoder) throws {
            try report.encode(to: encoder)
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(text, forKey: .text)
        }

        enum CodingKeys: String, CodingKey {
            case text
        }
    }
}
