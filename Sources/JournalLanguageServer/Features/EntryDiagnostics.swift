import JournalFormat
import JournalReports
import LanguageServer

/// `textDocument/publishDiagnostics` for a day's entry: the problems `nightly check` reports,
/// from the same code (``JournalCheck/findings(in:path:titles:)``), on whole lines.
struct EntryDiagnostics {
    let context: JournalContext

    /// The diagnostics of `document`, or nil when it is not a day's entry of the journal.
    func diagnostics(of document: TextDocument, encoding: PositionEncoding) -> [LSPDiagnostic]? {
        guard context.day(of: document.uri) != nil else { return nil }
        let path = DocumentURI.path(of: document.uri) ?? document.uri
        let findings = JournalCheck.findings(
            in: Array(document.text.utf8), path: path, titles: context.journal.sectionTitles)
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
