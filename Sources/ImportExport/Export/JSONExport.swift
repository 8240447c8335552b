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
    public var json: String { String(decoding: document, as: UTF8.self) }
    /// ``json``'s bytes, made once and written as they are.
    public var document: [UInt8] {
        var document: [UInt8] = []
        document.reserveCapacity(entries.reduce(64) { $0 + $1.count + 8 })
        write { document.append(contentsOf: $0) }
        return document
    }
    public var entryCount: Int { entries.count }
    public var problems: [Problem]
    /// Each entry's object, written at the depth of the document's entries.
    private var entries: [[UInt8]]

    /// Reads every entry of `journal`, with the values of `tracks`.
    ///
    /// Each entry is read on all cores, with no Markdown parser when it is plain
    /// (``EntryReport/read(_:date:path:titles:)``), and written straight into bytes in the
    /// document's layout at its depth (``EntryReport/writeJSON(to:adding:)``); the document is
    /// those pieces in turn (``write(_:)``). cmark's parse of every entry cost several times
    /// reading the journal, Foundation's encoder, even one per entry, a third of the CPU, laying
    /// its output out on the main thread a tenth more, and checking every file's path for links
    /// with `URL`s and `lstat`s a sixth (now each folder once, and each file as it is opened).
    /// - Throws: ``JournalError`` when the folder cannot be listed.
    public init(journal: Journal, tracks: [Track] = []) throws {
        let files = try journal.entryFiles()
        let reading = Reading(journal: journal, files: files)
        let outcomes = concurrentMap(files) { file in
            Self.exported(file, reading: reading, tracks: tracks)
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
        self.entries = entries
        self.problems = problems
    }

    /// Gives `piece` the document's bytes, piece by piece, in order: `{"entries": [...]}` in
    /// ``ReportJSON``'s layout around the entries.
    public func write(_ piece: (UnsafeBufferPointer<UInt8>) -> Void) {
        func text(_ text: StaticString) {
            piece(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
        }
        guard !entries.isEmpty else { return text("{\n  \"entries\": []\n}\n") }
        text("{\n  \"entries\": [\n    ")
        for (index, entry) in entries.enumerated() {
            if index > 0 { text(",\n    ") }
            entry.withUnsafeBufferPointer(piece)
        }
        text("\n  ]\n}\n")
    }

    /// What every entry is read with: the journal folder opened once, and which of the
    /// entries' folders are symbolic links leading out of the journal, each checked once.
    private struct Reading: Sendable {
        let journal: Journal
        let reader: EntryFileReader
        /// The folders (relative paths, `2026` or `2026/11`) a link on whose way leads out.
        let foldersLeaving: Set<Substring>

        init(journal: Journal, files: [EntryFile]) {
            self.journal = journal
            reader = EntryFileReader(journal)
            var folders: Set<Substring> = []
            for file in files {
                var path = file.relativePath[...]
                while let slash = path.lastIndex(of: "/") {
                    path = path[..<slash]
                    guard folders.insert(path).inserted else { break }
                }
            }
            foldersLeaving = folders.filter {
                journal.linkLeavingJournal(journal.root.appendingPathComponent(String($0))) != nil
            }
        }

        /// The bytes of `file`; a ``Problem`` when a link on its way leads out of the journal.
        func read(_ file: EntryFile) throws -> [UInt8] {
            if !foldersLeaving.isEmpty {
                var path = file.relativePath[...]
                while let slash = path.lastIndex(of: "/") {
                    path = path[..<slash]
                    if foldersLeaving.contains(path) { try refuseLink(file) }
                }
            }
            if let bytes = try reader.readUnlessLink(file) { return bytes }
            // The file is a link: published only when it stays inside the journal.
            try refuseLink(file)
            return try Journal.read(file.url)
        }

        /// Throws the ``Problem`` of the link leading `file` out of the journal, if there is one.
        func refuseLink(_ file: EntryFile) throws {
            // A file linked out of the journal (a pull can bring one) is not the journal's to publish.
            guard let (link, target) = journal.linkLeavingJournal(file.url) else { return }
            let message = "\(journal.displayPath(link)) is a symbolic link to \(target), outside the journal"
            throw Problem(path: journal.displayPath(file.url), message: message)
        }
    }

    /// One entry file's object, written at the depth of the document's entries; a
    /// ``Problem`` when it is left out.
    private static func exported(_ file: EntryFile, reading: Reading, tracks: [Track]) -> Result<[UInt8], Error> {
        let journal = reading.journal
        do {
            let bytes = try reading.read(file)
            let report = try EntryReport.read(
                bytes, date: file.date, path: file.relativePath, titles: journal.sectionTitles)
            var extras = [
                EntryReport.ExtraMember(key: "text") { writer in
                    bytes.withUnsafeBufferPointer { writer.string(utf8: $0) }
                }
            ]
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
        } catch let problem as Problem {
            return .failure(problem)
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
                // A number too long for a double (400 nines) is infinite, which JSON cannot say.
                if case .number(let number) = value, !number.isFinite { continue }
                values[track.name] = value
                if case .count(_, let kept) = value, !kept.isEmpty { times[track.name] = kept.map(\.description) }
            }
        }

        /// The values as an object, by name; encoded by Foundation when a name is one it sorts its
        /// own way.
        func writeJSON(to writer: inout ReportJSONWriter) {
            guard values.keys.allSatisfy(EntryReport.sortsByBytes) else {
                return writer.encoded((try? ReportJSON.encode(self)) ?? "{}")
            }
            writer.openObject()
            for (name, value) in values.sorted(by: { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }) {
                writer.key(name)
                switch value {
                case .habit(let mark): writer.string(mark.rawValue)
                case .count(let count, _): writer.int(count)
                case .number(let number): writer.number(number)
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
