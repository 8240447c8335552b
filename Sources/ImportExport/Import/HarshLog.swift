import Foundation
import JournalFormat

/// A harsh log (`~/.config/harsh/log`), read whole: one mark a line, as
/// `YYYY-MM-DD : Habit name : y|n|s [: comment [: amount]]`. `#` lines are comments and blank
/// lines are skipped. The comment and the amount are read past and left out: nightly's habits
/// have neither, and a comment appended to the day would be appended again by the next run.
public struct HarshLog: Sendable, Equatable {
    /// One line's mark.
    public struct Mark: Sendable, Equatable {
        public var date: EntryDate
        /// The habit as harsh names it (`Morning walk`).
        public var habit: String
        /// The track it becomes (`morning-walk`, ``HarshLog/trackName(_:)``).
        public var track: String
        public var mark: HabitMark
        /// The 1-based line it was read from.
        public var line: Int
    }

    /// The marks in the order written; a later mark of a habit's day wins, as in harsh.
    public var marks: [Mark]

    /// Reads the log at `url`.
    /// - Throws: ``ImportError/unreadable(path:reason:)``, and ``ImportError/badLine(path:line:message:)``
    ///   for the first line that is not a mark.
    public static func read(_ url: URL, displayPath: String) throws -> HarshLog {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw ImportError.unreadable(path: displayPath, reason: (error as NSError).localizedDescription)
        }
        guard var text = String(data: data, encoding: .utf8) else {
            throw ImportError.notAnExport(path: displayPath, expected: "a harsh log (it is not UTF-8 text)")
        }
        if text.hasPrefix("\u{FEFF}") { text.removeFirst() }
        return try HarshLog(text: text, path: displayPath)
    }

    /// Reads the log's text; `path` names it in errors.
    public init(text: String, path: String) throws {
        marks = []
        let lines = text.replacing("\r\n", with: "\n").split(separator: "\n", omittingEmptySubsequences: false)
        for (index, raw) in lines.enumerated() {
            let line = raw.trimmingCharacters(in: .whitespaces)
            guard !line.isEmpty, !line.hasPrefix("#") else { continue }
            func bad(_ message: String) -> ImportError { .badLine(path: path, line: index + 1, message: message) }
            // Harsh's habit names cannot hold a colon (its habits file is `Name: every`), so the
            // first three fields are the text between the first two colons.
            let fields = line.split(separator: ":", maxSplits: 3, omittingEmptySubsequences: false).map {
                $0.trimmingCharacters(in: .whitespaces)
            }
            guard fields.count >= 3 else {
                throw bad("not a harsh mark: expected 'YYYY-MM-DD : Habit name : y|n|s'")
            }
            guard let date = EntryDate(iso: fields[0]) else {
                throw bad("'\(fields[0])' is not a date as YYYY-MM-DD")
            }
            guard !fields[1].isEmpty else { throw bad("the habit's name is empty") }
            guard let track = Self.trackName(fields[1]) else {
                throw bad("the habit '\(fields[1])' gives no track name: it needs a letter or a digit")
            }
            let mark: HabitMark
            switch fields[2].lowercased() {
            case "y": mark = .yes
            case "n": mark = .no
            case "s": mark = .skip
            default: throw bad("'\(fields[2])' is not a harsh mark: y, n or s")
            }
            marks.append(Mark(date: date, habit: fields[1], track: track, mark: mark, line: index + 1))
        }
    }

    /// The track a harsh habit becomes: lowercased, accents dropped (`Café` is `cafe`), each run
    /// of spaces (and `-`, `_`, `/`, `.`) a `-` unless it is `_`, any other character dropped,
    /// and no `-` at either end; nil when nothing is left.
    public static func trackName(_ habit: String) -> String? {
        let folded = habit.folding(options: [.diacriticInsensitive, .caseInsensitive, .widthInsensitive], locale: nil)
            .lowercased()
        var name = ""
        var pendingDash = false
        for scalar in folded.unicodeScalars {
            switch scalar {
            case "a"..."z", "0"..."9":
                if pendingDash, !name.isEmpty { name += "-" }
                pendingDash = false
                name.unicodeScalars.append(scalar)
            case "_":
                pendingDash = false
                name += "_"
            case " ", "\t", "-", "/", ".":
                pendingDash = true
            default:
                continue
            }
        }
        while name.hasSuffix("_") || name.hasSuffix("-") { name.removeLast() }
        while name.hasPrefix("_") || name.hasPrefix("-") { name.removeFirst() }
        return name.isEmpty ? nil : name
    }
}
