import Foundation
import JournalReports

/// What `nightly grep` prints, written as the search hands over each line (in order, from one
/// thread at a time), so no match waits for the end of the search. A search that runs out of
/// time goes on in the background while the command ends: ``finish()`` closes the output under
/// the same lock, and what the search finds after that is dropped.
final class GrepOutput: @unchecked Sendable {
    enum Printer {
        /// `path:line:text`, context lines as `path-line-text`, and with context `--` between
        /// groups of lines that do not follow one another, as grep prints them.
        case lines(GrepRenderer, separated: Bool)
        case json
        case format(PlaceholderFormat)
        /// Each file with a match, once (`-l`).
        case files
        /// Each file with a match and how many lines matched (`-c`).
        case counts
    }

    private let printer: Printer
    private let out = OutputBuffer()
    private var json = ReadingRowsJSON()
    private var last: (path: String, line: Int)?
    private var fileCount = 0
    private let lock = NSLock()
    private var closed = false
    /// Whether any line matched (context lines are not matches).
    private(set) var matched = false

    /// Whether the output is a terminal, where the journal's text and paths are made visible.
    private let terminal: Bool

    init(_ printer: Printer, terminal: Bool) {
        self.printer = printer
        self.terminal = terminal
    }

    /// One line from the search.
    func take(_ match: JournalGrep.Match) {
        lock.withLock { if !closed { print(match) } }
    }

    private func print(_ match: JournalGrep.Match) {
        let newFile = last?.path != match.path
        if !match.isContext { matched = true }
        switch printer {
        case .lines(let renderer, let separated):
            if separated, let last, newFile || (match.line != last.line + 1 && !match.continuesGroup) {
                out.write(renderer.separator)
            }
            out.write(renderer.render(match))
        case .json:
            out.write(json.next(row(match)))
        case .format(let format):
            out.write((try? format.fill(row(match).values, terminal: terminal)) ?? "")
            out.write("\n")
        case .files:
            if newFile { out.write(shown(match.path) + "\n") }
        case .counts:
            if newFile, let last { out.write("\(shown(last.path)):\(fileCount)\n") }
            fileCount = newFile ? 1 : fileCount + 1
        }
        last = (match.path, match.line)
    }

    /// Ends the output (the JSON array's close, the last file's count) and writes it out.
    func finish() {
        lock.lock()
        defer { lock.unlock() }
        guard !closed else { return }
        closed = true
        switch printer {
        case .json: out.write(json.end)
        case .counts: if let last { out.write("\(shown(last.path)):\(fileCount)\n") }
        default: break
        }
        out.flush()
    }

    private func shown(_ path: String) -> String { terminal ? TerminalText.visible(path) : path }

    private func row(_ match: JournalGrep.Match) -> ReadingRow {
        ReadingRow(
            date: match.date, path: match.path, line: match.line, text: String(decoding: match.text, as: UTF8.self))
    }
}
