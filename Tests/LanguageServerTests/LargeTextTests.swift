import Foundation
import LanguageServer
import Testing

/// A large didOpen or didChange has its text read from the body straight into lines: the text
/// the server holds is the client's, escapes and all, as when `JSONDecoder` reads it.
@Suite struct LargeTextTests {
    private final class Store: @unchecked Sendable {
        var documents = DocumentStore()
    }

    /// One line as the client escapes it, and as it reads: every JSON escape, a surrogate
    /// pair, raw UTF-8 and the three line breaks.
    private static let escapedLine =
        #"caf\u00e9 \ud83d\ude00 🌙 é\r\n\ttab \"quoted\" back\\slash\/ \b\f\rlone CR\nnext \u2028 line\n"#
    private static let line = "café 😀 🌙 é\r\n\ttab \"quoted\" back\\slash/ \u{8}\u{C}\rlone CR\nnext \u{2028} line\n"

    private func connection() -> (Connection, Store) {
        let store = Store()
        let connection = Connection(send: { _ in }, log: { _ in })
        connection.onRequest("initialize", NoParams.self) { _ in NullResult() }
        connection.onNotification("textDocument/didOpen", DidOpenTextDocumentParams.self) {
            store.documents.open($0.textDocument)
        }
        connection.onNotification("textDocument/didChange", DidChangeTextDocumentParams.self) {
            try store.documents.change($0)
        }
        connection.handle(Array(#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{}}"#.utf8))
        return (connection, store)
    }

    private func didOpen(_ escaped: String) -> [UInt8] {
        Array(
            (#"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"languageId":"markdown","#
                + #""text":""# + escaped + #"","uri":"file:///a.md","version":1}}}"#).utf8)
    }

    @Test(arguments: [3, 30_000])
    func didOpenKeepsTheClientsText(repeats: Int) throws {
        let (connection, store) = connection()
        for tail in ["", #"\r"#, "no break at the end"] {
            connection.handle(didOpen(String(repeating: Self.escapedLine, count: repeats) + tail))
            let expected =
                String(repeating: Self.line, count: repeats) + tail.replacingOccurrences(of: #"\r"#, with: "\r")
            let document = try store.documents.document("file:///a.md")
            #expect(document.text == expected)
            #expect(document.lines == TextDocument.split(expected))
        }
    }

    @Test func aLargeChangeKeepsTheClientsText() throws {
        let (connection, store) = connection()
        connection.handle(didOpen("one\\ntwo\\n"))
        let large = String(repeating: Self.escapedLine, count: 30_000)
        connection.handle(
            Array(
                (#"{"jsonrpc":"2.0","method":"textDocument/didChange","params":{"textDocument":{"uri":"file:///a.md","#
                    + #""version":2},"contentChanges":[{"text":""# + large + #""},{"range":{"start":{"line":1,"#
                    + #""character":0},"end":{"line":1,"character":0}},"text":""# + large + #""}]}}"#).utf8))
        let document = try store.documents.document("file:///a.md")
        let first = Self.line.prefix { $0 != "\r\n" } + "\r\n"
        let expected =
            first + String(repeating: Self.line, count: 30_000)
            + String(String(repeating: Self.line, count: 30_000).dropFirst(first.count))
        #expect(document.version == 2)
        #expect(document.text == expected)
    }
}
