extension Entry {
    /// The diagnostics of `bytes`: exactly ``diagnostics`` of ``parse(_:date:path:titles:)``,
    /// in the same order, without building the entry. A plain entry is read line by line with
    /// no Markdown parser; any other is parsed only as far as its diagnostics need.
    /// - Parameters:
    ///   - path: Used in errors.
    ///   - titles: What the sections' headings are read as, as in ``parse(_:date:path:titles:)``.
    /// - Throws: ``JournalError/invalidUTF8(path:line:column:)``, as ``parse(_:date:path:titles:)``.
    public static func diagnostics(
        of bytes: [UInt8], path: String, titles: SectionTitles = .builtIn
    ) throws -> [Diagnostic] {
        if let error = JournalError.notText(bytes, path: path) {
            throw error
        }
        let found =
            DiagnosticScanner.scan(bytes, titles: titles)
            ?? EntryParser(SourceText(bytes), titles: titles, reading: .diagnostics).diagnostics
        return inReportedOrder(found)
    }

    /// `diagnostics` by line, and on a line by severity (notes first), as the full parse lists them.
    static func inReportedOrder(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        diagnostics.sorted { ($0.line, $0.severity) < ($1.line, $1.severity) }
    }
}
