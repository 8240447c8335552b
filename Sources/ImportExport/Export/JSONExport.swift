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
    /// ``json``'s bytes.
    public private(set) var document: [UInt8] = []
    public private(set) var entryCount = 0
    public private(set) var problems: [Problem] = []

    /// What ``write(journal:tracks:_:)`` exported: how many entries, and the files left out.
    public struct Outcome: Sendable {
        public var entryCount = 0
        public var problems: [Problem] = []

        public init() {}
    }

    /// Reads every entry of `journal`, with the values of `tracks`, into ``document``: for a
    /// file, written at once when the whole document is made.
    /// - Throws: ``JournalError`` when the folder cannot be listed.
    public init(journal: Journal, tracks: [Track] = []) throws {
        var document: [UInt8] = []
        let outcome = try Self.write(journal: journal, tracks: tracks) { document.append(contentsOf: $0) }
        self.document = document
        entryCount = outcome.entryCount
        problems = outcome.problems
    }

    /// Gives `piece` the document of every entry of `journal` (with the values of `tracks`),
    /// piece by piece, in order, as it is made: `{"entries": [...]}` in ``ReportJSON``'s layout.
    ///
    /// Each entry is read with no Markdown parser when it is plain
    /// (``EntryReport/read(_:date:path:titles:)``) and written straight into bytes in the
    /// document's layout at its depth (``EntryReport/writeJSON(to:adding:)``), on all cores,
    /// sixteen entries to a buffer, each buffer handed on as soon as those before it are
    /// (``inOrderPipeline(count:ahead:make:consume:)``), with at most ``ahead`` made and
    /// waiting. Held all at once, a lifetime's document was 21 MB of new pages, whose faults
    /// were a fifth of the export's time; in windows of 512 entries, the cores waited at the
    /// end of each for its slowest buffer and for the writing. cmark's parse
    /// of every entry cost several times reading the journal, Foundation's encoder a third of
    /// the CPU, and checking every file's path for links with `URL`s and `lstat`s a sixth (now
    /// each folder once, and each file as it is opened).
    /// - Returns: How many entries were written, and the files left out.
    /// - Throws: ``JournalError`` when the folder cannot be listed.
    @discardableResult
    public static func write(
        journal: Journal, tracks: [Track] = [], _ piece: (UnsafeBufferPointer<UInt8>) -> Void
    ) throws -> Outcome {
        func text(_ text: StaticString) {
            piece(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
        }
        let files = try journal.entryFiles()
        let reading = Reading(journal: journal, files: files)
        var outcome = Outcome()
        var failure: Error?
        inOrderPipeline(count: (files.count + part - 1) / part, ahead: ahead) { number in
            Part(files[(number * part)..<min(files.count, (number + 1) * part)], reading: reading, tracks: tracks)
        } consume: { part in
            if let error = part.error {
                failure = error
                return false
            }
            outcome.problems += part.problems
            guard part.entryCount > 0 else { return true }
            text(outcome.entryCount == 0 ? "{\n  \"entries\": [\n    " : ",\n    ")
            part.bytes?.withUnsafeBufferPointer(piece)
            outcome.entryCount += part.entryCount
            return true
        }
        if let failure { throw failure }
        text(outcome.entryCount == 0 ? "{\n  \"entries\": []\n}\n" : "\n  ]\n}\n")
        return outcome
    }

    /// How many entries one worker writes into one buffer.
    private static let part = 16
    /// How many buffers may wait, made, for one before them.
    private static let ahead = 64

    /// Consecutive entries' objects written into one buffer, separated as in the document, and
    /// the files among them left out.
    private struct Part {
        var bytes: WrittenBytes?
        var entryCount = 0
        var problems: [Problem] = []
        /// What no entry can be left out for: the export fails.
        var error: Error?

        init(_ files: ArraySlice<EntryFile>, reading: Reading, tracks: [Track]) {
            var writer = ReportJSONWriter(depth: 2, capacity: 1 << 16)
            // Each entry by its path and date alone: a copy of an entry file retains the
            // journal's `URL`, which every worker shares (a contended count, 2% of the export's
            // CPU), and a file borrowed from the list was copied all the same.
            for index in files.indices {
                let (path, date) = (files[index].relativePath, files[index].date)
                switch JSONExport.export(
                    path, date: date, reading: reading, tracks: tracks, into: &writer, first: entryCount == 0)
                {
                case .success: entryCount += 1
                case .failure(let problem as Problem): problems.append(problem)
                case .failure(let error):
                    self.error = error
                    return
                }
            }
            bytes = writer.finish()
        }
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
            var lastFolder: Substring = ""
            // By index, and each folder compared as bytes: a copy of each file and a `String`
            // comparison of each folder were most of this loop, which runs before any entry is read.
            for index in files.indices {
                var path = files[index].relativePath[...]
                // The files come in order, a folder's one after another: its folders are known.
                if let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) {
                    if path.utf8[..<slash].elementsEqual(lastFolder.utf8) { continue }
                    lastFolder = path[..<slash]
                }
                while let slash = path.lastIndex(of: "/") {
                    path = path[..<slash]
                    guard folders.insert(path).inserted else { break }
                }
            }
            // Only a folder that is a link itself is asked where it leads (each ask resolves the
            // journal's path, a thirtieth of a millisecond): a folder under one is refused by
            // the check of its ancestors in read(_:).
            let rootPath = journal.root.path
            foldersLeaving = folders.filter { folder in
                var status = stat()
                guard lstat(rootPath + "/" + folder, &status) == 0, status.st_mode & S_IFMT == S_IFLNK else {
                    return false
                }
                return journal.linkLeavingJournal(journal.root.appendingPathComponent(String(folder))) != nil
            }
        }

        /// The bytes of the entry at `relativePath`; a ``Problem`` when a link on its way leads
        /// out of the journal.
        func read(_ relativePath: String) throws -> [UInt8] {
            if !foldersLeaving.isEmpty {
                var path = relativePath[...]
                while let slash = path.lastIndex(of: "/") {
                    path = path[..<slash]
                    if foldersLeaving.contains(path) { try refuseLink(relativePath) }
                }
            }
            if let bytes = try reader.readUnlessLink(relativePath: relativePath) { return bytes }
            // The file is a link: published only when it stays inside the journal.
            try refuseLink(relativePath)
            return try Journal.read(journal.root.appendingPathComponent(relativePath))
        }

        /// Throws the ``Problem`` of the link leading the entry at `relativePath` out of the
        /// journal, if there is one.
        func refuseLink(_ relativePath: String) throws {
            // A file linked out of the journal (a pull can bring one) is not the journal's to publish.
            let url = journal.root.appendingPathComponent(relativePath)
            guard let (link, target) = journal.linkLeavingJournal(url) else { return }
            let message = "\(journal.displayPath(link)) is a symbolic link to \(target), outside the journal"
            throw Problem(path: journal.displayPath(url), message: message)
        }
    }

    /// One entry file's object, written into `writer` at the depth of the document's entries
    /// (after a separator unless it is `first`); a ``Problem`` when it is left out, and then
    /// nothing is written.
    private static func export(
        _ relativePath: String, date: EntryDate, reading: Reading, tracks: [Track],
        into writer: inout ReportJSONWriter, first: Bool
    ) -> Result<Void, Error> {
        let journal = reading.journal
        do {
            let bytes = try reading.read(relativePath)
            let report = try EntryReport.read(bytes, date: date, path: relativePath, titles: journal.sectionTitles)
            var extras: [EntryReport.ExtraMember] = []
            if !tracks.isEmpty {
                let values = TrackedValues(bytes, tracks: tracks)
                extras.append(EntryReport.ExtraMember(key: "tracks") { values.writeJSON(to: &$0) })
                if !values.times.isEmpty {
                    extras.append(EntryReport.ExtraMember(key: "track_times") { values.writeTimes(to: &$0) })
                }
            }
            if !first { writer.verbatim(",\n    ") }
            bytes.withUnsafeBufferPointer { report.writeJSON(to: &writer, text: $0, adding: extras) }
            return .success(())
        } catch let problem as Problem {
            return .failure(problem)
        } catch let error as JournalError {
            return .failure(
                Problem(
                    path: journal.displayPath(journal.root.appendingPathComponent(relativePath)),
                    message: error.description))
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
