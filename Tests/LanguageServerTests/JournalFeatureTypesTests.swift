import Foundation
import LanguageServer
import Testing

/// The protocol types of the journal-wide features encode as LSP 3.17 spells them, without any
/// journal.
@Suite struct JournalFeatureTypesTests {
    private func json(_ value: some Encodable) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    @Test func capabilitiesNameTheNewProviders() throws {
        var capabilities = ServerCapabilities(positionEncoding: .utf16)
        capabilities.renameProvider = .init(prepareProvider: true)
        capabilities.documentLinkProvider = .init()
        capabilities.workspaceSymbolProvider = true
        let encoded = try json(capabilities)
        #expect(encoded.contains(#""renameProvider":{"prepareProvider":true}"#))
        #expect(encoded.contains(#""documentLinkProvider":{"resolveProvider":false}"#))
        #expect(encoded.contains(#""workspaceSymbolProvider":true"#))
    }

    @Test func requestsDecodeAndResultsEncode() throws {
        let rename = try JSONDecoder().decode(
            RenameParams.self,
            from: Data(
                #"{"textDocument":{"uri":"file:///j/x.md"},"position":{"line":1,"character":2},"newName":"job"}"#.utf8))
        #expect(rename.newName == "job" && rename.position == Position(line: 1, character: 2))
        let references = try JSONDecoder().decode(
            ReferenceParams.self,
            from: Data(
                #"{"textDocument":{"uri":"file:///j/x.md"},"position":{"line":0,"character":0},"context":{"includeDeclaration":true}}"#
                    .utf8))
        #expect(references.context?.includeDeclaration == true)
        let start = Position(line: 0, character: 0)
        let symbol = SymbolInformation(
            name: "#work", kind: 20,
            location: Location(uri: "file:///j/x.md", range: TextRange(start: start, end: start)),
            containerName: "2026-11-20")
        #expect(
            try json(symbol)
                == ##"{"containerName":"2026-11-20","kind":20,"location":{"range":{"end":{"character":0,"line":0},"start":{"character":0,"line":0}},"uri":"file:///j/x.md"},"name":"#work"}"##
        )
        #expect(try json(InlayHint(position: start, label: "Fri")).contains(#""paddingLeft":true"#))
        #expect(try json(Hover(contents: MarkupContent(markdown: "**x**"), range: nil)).contains(#""kind":"markdown""#))
    }
}
