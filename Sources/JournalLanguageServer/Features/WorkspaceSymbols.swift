import JournalReports
import LanguageServer

/// `workspace/symbol`: days by date and by what was written in them, tags and thought
/// records' situations, so an editor's symbol search finds "the day I wrote about the dentist"
/// (see ``JournalSymbols``). Days are files (kind 1), tags keys (20), situations events (24).
/// An entry behind a link out of the journal is skipped, as references skip it.
struct WorkspaceSymbols {
    let context: JournalContext
    let encoding: PositionEncoding

    func symbols(matching query: String) throws -> [SymbolInformation] {
        let found: [JournalSymbols.Symbol]
        do {
            found = try JournalSymbols(context.journal).search(query)
        } catch {
            throw ResponseError.requestFailed("\(error)")
        }
        // Nothing behind a link out of the journal is named (``LinksOut``).
        var links = LinksOut(context.journal)
        let inside = found.filter { links.leaving($0.file) == nil }
        return inside.map { symbol in
            // The line's columns are counted here, not by a document built of the line: a line
            // may hold a megabyte of tags.
            let range = TextRange(
                start: Position(
                    line: symbol.line - 1, character: character(symbol.columns.lowerBound, in: symbol.lineText)),
                end: Position(
                    line: symbol.line - 1, character: character(symbol.columns.upperBound, in: symbol.lineText)))
            let kind: Int
            switch symbol.kind {
            case .day: kind = 1
            case .tag: kind = 20
            case .situation: kind = 24
            }
            return SymbolInformation(
                name: symbol.name, kind: kind,
                location: Location(uri: DocumentURI.uri(ofPath: symbol.file.url.path), range: range),
                containerName: symbol.kind == .day ? nil : symbol.date.iso)
        }
    }

    /// The LSP character of UTF-8 column `column` of `line`, in the session's encoding.
    private func character(_ column: Int, in line: String) -> Int {
        guard encoding == .utf16 else { return column }
        let end = line.utf8.index(line.utf8.startIndex, offsetBy: min(column, line.utf8.count))
        return line[..<end].utf16.count
    }
}
