import Foundation
import JournalFormat
import JournalReports
import LanguageServer

/// `textDocument/publishDiagnostics` for a day's entry: what `nightly check FILE` reports for
/// the text as the editor holds it, from the same code, on whole lines: the text's findings
/// (``JournalCheck/findings(in:path:titles:)``) and the journal's about the file
/// (``JournalCheck/journalFindings(for:in:)``: a second entry for the day, a link leaving the
/// journal). Lines are counted as the parser counts them, at `\n`, `\r\n` and a lone `\r`,
/// which is how ``TextDocument`` splits its lines too.
struct EntryDiagnostics: Sendable {
    let context: JournalContext

    /// The diagnostics of `document`, or nil when it is not a day's entry of the journal.
    func diagnostics(of document: TextDocument, encoding: PositionEncoding) -> [LSPDiagnostic]? {
        guard context.day(of: document.uri) != nil, let path = DocumentURI.path(of: document.uri) else { return nil }
        var findings = JournalCheck.findings(
            in: document.utf8, path: path, titles: context.journal.sectionTitles)
        findings += JournalCheck.journalFindings(for: URL(fileURLWithPath: path), in: context.journal)
        return findings.map { finding in
            let line = min(max(finding.line - 1, 0), document.lines.count - 1)
            return LSPDiagnostic(
                range: document.range(lines: line, line, encoding: encoding), severity: Self.severity(finding.severity),
                source: "nightly", message: finding.message)
        }
    }

    private static func severity(_ severity: Diagnostic.Severity) -> Int {
        switch severity {
        case .error: return 1
        case .warning: return 2
        case .note: return 3
        }
    }
}
