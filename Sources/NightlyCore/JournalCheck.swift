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

    /// Checks every entry in `journal`, read with its section titles.
    public init(journal: Journal) throws {
        let listing = try journal.listing()
        findings = concurrentMap(listing.entries) { file in
            Self.check(path: journal.displayPath(file.url)) {
                try Entry.parse(Journal.read(file.url), date: file.date, path: $0, titles: journal.sectionTitles)
            }
        }.flatMap { $0 }
        for (duplicate, kept) in listing.duplicates {
            findings.append(
                Finding(
                    path: journal.displayPath(duplicate.url), line: 1, severity: .error,
                    message: "a second entry for \(duplicate.date.iso); nightly reads \(journal.displayPath(kept.url))")
            )
        }
        findings += Self.storageFindings(journal, entries: listing.entries)
        findings.sort { ($0.path, $0.line) < ($1.path, $1.line) }
    }

    /// What endangers writes rather than reading: symbolic links that lead out of the journal,
    /// temporary files that killed writes left, and a lock that is not a regular file.
    private static func storageFindings(_ journal: Journal, entries: [EntryFile]) -> [Finding] {
        var findings: [Finding] = []
        var folders = [journal.root]
        var index = 0
        while index < folders.count {
            let folder = folders[index]
            index += 1
            for name in AtomicFile.leftovers(in: folder.path) {
                findings.append(
                    Finding(
                        path: journal.displayPath(folder.appendingPathComponent(name)), line: 1, severity: .warning,
                        message:
                            "a temporary file an interrupted write left; nightly removes it with its next write there")
                )
            }
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            for name in names.sorted() where (name.count == 4 || name.count == 2) && name.allSatisfy(\.isNumber) {
                let child = folder.appendingPathComponent(name)
                var isFolder: ObjCBool = false
                if FileManager.default.fileExists(atPath: child.path, isDirectory: &isFolder), isFolder.boolValue,
                    folder == journal.root || name.count == 2
                {
                    folders.append(child)
                }
            }
        }
        var links = Set<String>()
        for url in folders + entries.map(\.url) {
            guard let (link, target) = journal.linkLeavingJournal(url), links.insert(link.path).inserted else {
                continue
            }
            findings.append(
                Finding(
                    path: journal.displayPath(link), line: 1, severity: .error,
                    message:
                        "a symbolic link to \(target), outside the journal; nightly reads through it but never writes"))
        }
        if let kind = JournalLock.problem(in: journal.root) {
            findings.append(
                Finding(
                    path: journal.displayPath(journal.root.appendingPathComponent(JournalLock.fileName)), line: 1,
                    severity: .error,
                    message:
                        "the journal's lock is \(kind), not a lock file; nightly writes nothing until it is removed"))
        }
        return findings
    }

    /// Checks the given files, which must lie in `journal`.
    public init(paths: [String], journal: Journal) {
        findings = paths.flatMap { path in Self.check(path: path) { try journal.load(path: $0) } }
    }

    /// The findings for one entry's text, as `nightly check` reports them for its file: what
    /// the language server publishes while the entry is being edited.
    /// - Parameters:
    ///   - bytes: The entry's text, as the editor holds it.
    ///   - date: The day, from the file's name.
    ///   - path: The path findings carry.
    ///   - titles: The journal's section titles.
    public static func findings(
        in bytes: [UInt8], date: EntryDate?, path: String, titles: SectionTitles
    ) -> [Finding] {
        check(path: path) { try Entry.parse(bytes, date: date, path: $0, titles: titles) }
    }

    private static func check(path: String, parse: (String) throws -> Entry) -> [Finding] {
        do {
            return try parse(path).diagnostics.map {
                Finding(path: path, line: $0.line, severity: $0.severity, message: $0.message)
            }
        } catch let error as JournalError {
            return [finding(for: error, path: path)]
        } catch {
            return [Finding(path: path, line: 1, severity: .error, message: "\(error)")]
        }
    }

    private static func finding(for error: JournalError, path: String) -> Finding {
        switch error {
        case let .invalidUTF8(_, line, column):
            return Finding(
                path: path, line: line, severity: .error,
                message: "invalid UTF-8 at column \(column); nightly will not change this file")
        case let .unreadable(_, reason):
            return Finding(path: path, line: 1, severity: .error, message: "cannot read: \(reason)")
        default:
            return Finding(path: path, line: 1, severity: .error, message: error.description)
        }
    }
}
