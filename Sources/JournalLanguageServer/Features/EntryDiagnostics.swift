import Foundation
import JournalFormat
import JournalReports
import LanguageServer

/// `textDocument/publishDiagnostics` for a day's entry: what `nightly check FILE` reports for
/// the text as the editor holds it, from the same code, on whole lines: the text's findings
/// (``JournalCheck/findings(in:path:titles:)``) and the journal's about the file
/// (``JournalCheck/journalFindings(for:in:)``: a second entry for the day, a link leaving the
/// journal). Lines are counted as the parser counts them, at `\n`, `\r\n` and a lone `\r`,
/// which is how ``TextDocument`` splits its lines too. A tracked value its track cannot take
/// (``JournalCheck/trackProblems(in:tracks:)``) is marked on the value itself, not its line.
struct EntryDiagnostics: Sendable {
    let context: JournalContext

    /// The diagnostics of `document`, or nil when it is not a day's entry of the journal.
    func diagnostics(of document: TextDocument, encoding: PositionEncoding) -> [LSPDiagnostic]? {
        guard context.day(of: document.uri) != nil, let path = DocumentURI.path(of: document.uri) else { return nil }
        var findings = JournalCheck.findings(
            in: document.utf8, path: path, titles: context.journal.sectionTitles)
        findings += JournalCheck.journalFindings(for: URL(fileURLWithPath: path), in: context.journal)
        let lines = findings.map { finding in
            let line = min(max(finding.line - 1, 0), document.lines.count - 1)
            return LSPDiagnostic(
                range: document.range(lines: line, line, encoding: encoding), severity: Self.severity(finding.severity),
                source: "nightly", message: finding.message)
        }
        let values = JournalCheck.trackProblems(in: document.utf8, tracks: context.tracks).map { problem in
            LSPDiagnostic(
                range: Self.range(of: problem.field, in: document, encoding: encoding), severity: 2, source: "nightly",
                message: problem.message)
        }
        return lines + values
    }

    /// The value's bytes on its key's line (without a trailing comment), or the field's lines
    /// when its value is a list below the key.
    private static func range(of field: FrontMatterField, in document: TextDocument, encoding: PositionEncoding)
        -> TextRange
    {
        let line = min(max(field.lines.lowerBound - 1, 0), document.lines.count - 1)
        guard !field.value.isEmpty else {
            let last = min(field.lines.upperBound - 1, document.lines.count - 1)
            return document.range(lines: line, last, encoding: encoding)
        }
        let start = field.valueColumn - 1
        return TextRange(
            start: document.position(line: line, utf8Column: start, encoding: encoding),
            end: document.position(line: line, utf8Column: start + field.value.utf8.count, encoding: encoding))
    }

    private static func severity(_ severity: Diagnostic.Severity) -> Int {
        switch severity {
        case .error: return 1
        case .warning: return 2
        case .note: return 3
        }
    }
}
