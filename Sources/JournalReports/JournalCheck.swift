import Foundation
import JournalFormat

/// What `nightly check` finds: every problem in every entry, as `path:line: severity: message`.
public struct JournalCheck: Sendable {
    public struct Finding: Sendable, Equatable, CustomStringConvertible {
        public var path: String
        public var line: Int
        public var severity: Diagnostic.Severity
        public var message: String

        public var description: String { "\(path):\(line): \(severity.rawValue): \(message)" }
    }

    public private(set) var findings: [Finding] = []

    /// Whether any finding is an error (the exit status of `nightly check`).
    public var hasErrors: Bool { findings.contains { $0.severity == .error } }

    /// Checks every entry in `journal`, read with its section titles, and the values of `tracks`
    /// in their front matter.
    ///
    /// Entries are read as the reports read them (one folder descriptor, `openat`, no `URL` or
    /// `stat` per file) and only for their diagnostics (``Entry/diagnostics(of:path:titles:)``);
    /// a file's display path is built only when it has something to report. The folders are
    /// walked for leftovers and links while the entries are listed.
    public init(journal: Journal, tracks: [Track] = []) throws {
        let walk = BackgroundValue { StorageWalk(journal) }
        let listing = try journal.listing()
        let reader = EntryFileReader(journal)
        findings = concurrentMap(listing.entries) { file in
            Self.check(file, in: journal) {
                let bytes = try reader.read(file)
                let found = try Entry.diagnostics(of: bytes, path: file.relativePath, titles: journal.sectionTitles)
                return Self.diagnostics(found, of: bytes, tracks: tracks)
            }
        }.flatMap { $0 }
        for (duplicate, kept) in listing.duplicates {
            findings.append(
                Finding(
                    path: journal.displayPath(duplicate.url), line: 1, severity: .error,
                    message: Self.secondEntryMessage(duplicate.date, kept: journal.displayPath(kept.url))))
        }
        findings += Self.storageFindings(journal, walk: walk.value, entries: listing.entries)
        findings += Self.templateFindings(journal)
        findings.sort { ($0.path, $0.line) < ($1.path, $1.line) }
    }

    /// The findings of one entry file, its display path built only when there are some.
    private static func check(
        _ file: EntryFile, in journal: Journal, diagnostics: () throws -> [Diagnostic]
    ) -> [Finding] {
        do {
            let found = try diagnostics()
            guard !found.isEmpty else { return [] }
            let path = journal.displayPath(file.url)
            return found.map { Finding(path: path, line: $0.line, severity: $0.severity, message: $0.message) }
        } catch let error as JournalError {
            return [finding(for: error, path: journal.displayPath(file.url))]
        } catch {
            return [Finding(path: journal.displayPath(file.url), line: 1, severity: .error, message: "\(error)")]
        }
    }

    /// Checks the given files, which must lie in `journal`: their text, and what the whole
    /// journal's check says of them (a second entry for a day, a link leaving the journal).
    /// A file whose path lies in the journal is read through a link on it, as the whole
    /// journal's check reads it; another path must lead into the journal.
    public init(paths: [String], journal: Journal, tracks: [Track] = []) {
        let root = journal.root.standardizedFileURL.path + "/"
        findings = paths.flatMap { path in
            let url = URL(fileURLWithPath: path).standardizedFileURL
            var found = Self.check(path: path) {
                let bytes = url.path.hasPrefix(root) ? try Journal.read(url) : try journal.read(path: $0).bytes
                let found = try Entry.diagnostics(of: bytes, path: $0, titles: journal.sectionTitles)
                return Self.diagnostics(found, of: bytes, tracks: tracks)
            }
            found += Self.journalFindings(for: url, in: journal)
            return found
        }
    }

    /// The findings for one entry's text, as `nightly check` reports them for its file: what
    /// the language server publishes while the entry is being edited.
    /// - Parameters:
    ///   - bytes: The entry's text, as the editor holds it.
    ///   - path: The path findings carry.
    ///   - titles: The journal's section titles.
    ///   - tracks: The config's tracks, whose values are checked.
    public static func findings(
        in bytes: [UInt8], path: String, titles: SectionTitles, tracks: [Track] = []
    ) -> [Finding] {
        check(path: path) {
            diagnostics(try Entry.diagnostics(of: bytes, path: $0, titles: titles), of: bytes, tracks: tracks)
        }
    }

    /// The findings of the entry at `path`, from `diagnostics` (read with the quick reader when
    /// the entry is plain: they are the full parse's, `EntryDiagnosticsTests` say).
    private static func check(path: String, diagnostics: (String) throws -> [Diagnostic]) -> [Finding] {
        do {
            return try diagnostics(path).map {
                Finding(path: path, line: $0.line, severity: $0.severity, message: $0.message)
            }
        } catch let error as JournalError {
            return [finding(for: error, path: path)]
        } catch {
            return [Finding(path: path, line: 1, severity: .error, message: "\(error)")]
        }
    }

    static func finding(for error: JournalError, path: String) -> Finding {
        switch error {
        case let .invalidUTF8(_, line, column):
            return Finding(
                path: path, line: line, severity: .error,
                message: "invalid UTF-8 at column \(column); nightly will not change this file")
        case let .unreadable(_, reason):
            return Finding(path: path, line: 1, severity: .error, message: "cannot read: \(reason)")
        case .locked:
            return Finding(
                path: path, line: 1, severity: .error,
                message: "locked: run nightly encrypt unlock KEYFILE (git-crypt's ciphertext: this clone has no key)")
        default:
            return Finding(path: path, line: 1, severity: .error, message: error.description)
        }
    }
}
