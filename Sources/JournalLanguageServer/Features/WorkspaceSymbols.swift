import JournalReports
import LanguageServer

/// `workspace/symbol`: days by date and by what was written in them, tags and thought
/// records' situations, so an editor's symbol search finds "the day I wrote about the dentist"
/// (see ``JournalSymbols``). Days are files (kind 1), tags keys (20), situations events (24).
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
        return found.map { symbol in
            let line = TextDocument(uri: "", version: 0, text: symbol.lineText)
            let start = line.position(line: 0, utf8Column: symbol.columns.lowerBound, encoding: encoding)
            let end = line.position(line: 0, utf8Column: symbol.columns.upperBound, encoding: encoding)
            let range = TextRange(
                start: Position(line: symbol.line - 1, character: start.character),
                end: Position(line: symbol.line - 1, character: end.character))
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
}
