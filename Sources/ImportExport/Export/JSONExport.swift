import Foundation
import JournalFormat
import JournalReports

/// `nightly export json`: every entry as one JSON document, `{"entries": [...]}`, each entry
/// with the keys of `nightly show --json` plus `text`, the file's full text (see
/// nightly-journal(5)). `path` is relative to the journal folder. When the config declares
/// tracks, each entry has `tracks` too: the day's tracked values by name as `nightly track
/// --json` gives them (a number, a habit's `yes`, `no` or `skip`, a count's number), and
/// `track_times`, a count's event times (`"08:10"`) by name, for the counts that keep them. A
/// value its track cannot take is left out (`nightly check` reports it).
public struct JSONExport: Sendable {
    /// An entry file that could not be read, is not UTF-8 or leads out of the journal through a
    /// symbolic link; it is left out of the export.
    public struct Problem: Error, Sendable, Equatable {
        public var path: String
        public var message: String
    }

    /// The document, keys sorted, with a final newline.
    public var json: String
    public var entryCount: Int
    public var problems: [Problem]

    /// Reads every entry of `journal`, with the values of `tracks`.
    ///
    /// Each entry is read, parsed and encoded on all cores (``ReportJSON/encode(_:)`` of the
    /// entry alone), and the document is laid out around the encoded entries
    /// (``ReportJSON/object(_:list:)``): one encoder over the whole journal took 1.2–1.7 s on
    /// one core for what `log --json` does in a tenth of that.
    /// - Throws: ``JournalError`` when the folder cannot be listed.
    public init(journal: Journal, tracks: [Track] = []) throws {
        let outcomes = concurrentMap(try journal.entryFiles()) { file in
            Self.exported(file, of: journal, tracks: tracks)
        }
        var entries: [String] = []
        var problems: [Problem] = []
        entries.reserveCapacity(outcomes.count)
        for outcome in outcomes {
            switch outcome {
            case .success(let entry): entries.append(entry)
            case .failure(let problem as Problem): problems.append(problem)
            case .failure(let error): throw error
            }
        }
        json = try ReportJSON.object("entries", list: entries)
        entryCount = entries.count
        self.problems = problems
    }

    /// One entry file's object, encoded alone; a ``Problem`` when it is left out, or the
    /// encoder's error.
    private static func exported(_ file: EntryFile, of journal: Journal, tracks: [Track]) -> Result<String, Error> {
        // A file linked out of the journal (a pull can bring one) is not the journal's to publish.
        if let (link, target) = journal.linkLeavingJournal(file.url) {
            let message = "\(journal.displayPath(link)) is a symbolic link to \(target), outside the journal"
            return .failure(Problem(path: journal.displayPath(file.url), message: message))
        }
        do {
            let bytes = try Journal.read(file.url)
            let entry = try Entry.parse(bytes, date: file.date, path: file.relativePath, titles: journal.sectionTitles)
            var exported = ExportedEntry(report: EntryReport(entry), text: entry.text)
            if !tracks.isEmpty { exported.tracks = TrackedValues(bytes, tracks: tracks) }
            return .success(try ReportJSON.encode(exported))
        } catch let error as JournalError {
            return .failure(Problem(path: journal.displayPath(file.url), message: error.description))
        } catch {
            return .failure(error)
        }
    }

    /// `show --json`'s keys and `text`, in one object, and the day's tracked values.
    private struct ExportedEntry: Encodable {
        var report: EntryReport
        var text: String
        var tracks: TrackedValues?

        func encode(to encoder: Encoder) throws {
            try report.encode(to: encoder)
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(text, forKey: .text)
            if let tracks {
                try container.encode(tracks, forKey: .tracks)
                if !tracks.times.isEmpty { try container.encode(tracks.times, forKey: .trackTimes) }
            }
        }

        enum CodingKeys: String, CodingKey {
            case text, tracks
            case trackTimes = "track_times"
        }
    }

    /// A day's tracked values by name, encoded as an object of name to value.
    private struct TrackedValues: Encodable {
        var values: [String: TrackValue] = [:]
        /// The times of the counts that keep them, by name.
        var times: [String: [String]] = [:]

        init(_ bytes: [UInt8], tracks: [Track]) {
            guard let fields = FrontMatterFields.read(bytes) else { return }
            for track in tracks {
                guard let field = FrontMatterFields.field(track.name, in: fields), let value = track.read(field.text)
                else { continue }
                values[track.name] = value
                if case .count(_, let kept) = value, !kept.isEmpty { times[track.name] = kept.map(\.description) }
            }
        }

        func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: Name.self)
            for (name, value) in values {
                let key = Name(stringValue: name)
                switch value {
                case .number(let number): try container.encode(number, forKey: key)
                case .count(let count, _): try container.encode(count, forKey: key)
                case .habit(let mark): try container.encode(mark.rawValue, forKey: key)
                }
            }
        }

        struct Name: CodingKey {
            var stringValue: String
            var intValue: Int? { nil }
            init(stringValue: String) { self.stringValue = stringValue }
            init?(intValue: Int) { nil }
        }
    }
}
