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
    /// Each entry is read on all cores, with no Markdown parser when it is plain
    /// (``EntryReport/read(_:date:path:titles:)``), and written straight into bytes in the
    /// document's layout at its depth (``EntryReport/writeJSON(to:adding:)``); the document is
    /// those pieces joined. cmark's parse of every entry cost several times reading the journal,
    /// Foundation's encoder, even one per entry, a third of the CPU, and laying its output out on
    /// the main thread a tenth more.
    /// - Throws: ``JournalError`` when the folder cannot be listed.
    public init(journal: Journal, tracks: [Track] = []) throws {
        let outcomes = concurrentMap(try journal.entryFiles()) { file in
            Self.exported(file, of: journal, tracks: tracks)
        }
        var entries: [[UInt8]] = []
        var problems: [Problem] = []
        entries.reserveCapacity(outcomes.count)
        for outcome in outcomes {
            switch outcome {
            case .success(let entry): entries.append(entry)
            case .failure(let problem as Problem): problems.append(problem)
            case .failure(let error): throw error
            }
        }
        json = Self.document(entries)
        entryCount = entries.count
        self.problems = problems
    }

    /// `{"entries": [...]}` in ``ReportJSON``'s layout around `entries`, each written at the
    /// depth of the list's elements.
    private static func document(_ entries: [[UInt8]]) -> String {
        guard !entries.isEmpty else { return "{\n  \"entries\": []\n}\n" }
        let separator = Array(",\n    ".utf8)
        var document = Array("{\n  \"entries\": [\n    ".utf8)
        document.reserveCapacity(entries.reduce(64) { $0 + $1.count + separator.count })
        for (index, entry) in entries.enumerated() {
            if index > 0 { document += separator }
            document += entry
        }
        document += "\n  ]\n}\n".utf8
        return String(decoding: document, as: UTF8.self)
    }

    /// One entry file's object, written at the depth of the document's entries; a
    /// ``Problem`` when it is left out.
    private static func exported(_ file: EntryFile, of journal: Journal, tracks: [Track]) -> Result<[UInt8], Error> {
        // A file linked out of the journal (a pull can bring one) is not the journal's to publish.
        if let (link, target) = journal.linkLeavingJournal(file.url) {
            let message = "\(journal.displayPath(link)) is a symbolic link to \(target), outside the journal"
            return .failure(Problem(path: journal.displayPath(file.url), message: message))
        }
        do {
            let bytes = try Journal.read(file.url)
            let report = try EntryReport.read(
                bytes, date: file.date, path: file.relativePath, titles: journal.sectionTitles)
            let text = String(decoding: bytes, as: UTF8.self)
            var extras = [EntryReport.ExtraMember(key: "text") { $0.string(text) }]
            if !tracks.isEmpty {
                let values = TrackedValues(bytes, tracks: tracks)
                extras.append(EntryReport.ExtraMember(key: "tracks") { values.writeJSON(to: &$0) })
                if !values.times.isEmpty {
                    extras.append(EntryReport.ExtraMember(key: "track_times") { values.writeTimes(to: &$0) })
                }
            }
            var writer = ReportJSONWriter(depth: 2, capacity: bytes.count * 2 + 1024)
            report.writeJSON(to: &writer, adding: extras)
            return .success(writer.bytes)
        } catch let error as JournalError {
            return .failure(Problem(path: journal.displayPath(file.url), message: error.description))
        } catch {
            return .failure(error)
        }
    }

    /// A day's tracked values by name, encoded as an object of name to value.
    private struct TrackedValues: Encodable, Sendable {
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

        /// The values as an object, by name; encoded by Foundation when a name or a number is
        /// one whose form Foundation decides (a name it sorts its own way, a fraction).
        func writeJSON(to writer: inout ReportJSONWriter) {
            guard values.allSatisfy({ EntryReport.sortsByBytes($0.key) && Self.wholeNumber($0.value) != nil }) else {
                return writer.encoded((try? ReportJSON.encode(self)) ?? "{}")
            }
            writer.openObject()
            for (name, value) in values.sorted(by: { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }) {
                writer.key(name)
                switch value {
                case .habit(let mark): writer.string(mark.rawValue)
                case .number, .count: writer.int(Self.wholeNumber(value)!)
                }
            }
            writer.closeObject()
        }

        /// The counts' times, by name, as an object of arrays.
        func writeTimes(to writer: inout ReportJSONWriter) {
            guard times.keys.allSatisfy(EntryReport.sortsByBytes) else {
                return writer.encoded((try? ReportJSON.encode(times)) ?? "{}")
            }
            writer.openObject()
            for (name, times) in times.sorted(by: { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }) {
                writer.key(name)
                writer.strings(times)
            }
            writer.closeObject()
        }

        /// A count, or a number that `JSONEncoder` writes as a whole number with no sign of
        /// zero or exponent; a habit's mark counts as one (it is written as its name).
        private static func wholeNumber(_ value: TrackValue) -> Int? {
            switch value {
            case .habit: return 0
            case .count(let count, _): return count
            case .number(let number):
                guard number.rounded() == number, abs(number) < 1e15, !(number == 0 && number.sign == .minus)
                else { return nil }
                return Int(number)
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
