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
        findings.sort { ($0.path, $0.line) < ($1.path, $1.line) }
    }

    /// Checks the given files, which must lie in `journal`.
    public init(paths: [String], journal: Journal) {
        findings = paths.flatMap { path in Self.check(path: path) { try journal.load(path: $0) } }
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
