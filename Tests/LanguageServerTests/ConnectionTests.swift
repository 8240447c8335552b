import Foundation
import LanguageServer
import Testing

/// Dispatch and the lifecycle, without any journal.
@Suite struct ConnectionTests {
    private final class Sent: @unchecked Sendable {
        var messages: [String] = []
    }

    private func connection() -> (Connection, Sent) {
        let sent = Sent()
        let connection = Connection(send: { sent.messages.append(String(decoding: $0, as: UTF8.self)) }, log: { _ in })
        connection.onRequest("initialize", NoParams.self) { _ in ["ok": true] }
        connection.onRequest("echo", Position.self) { $0 }
        return (connection, sent)
    }

    @Test func lifecycle() {
        let (connection, sent) = connection()
        connection.handle(Array(#"{"jsonrpc":"2.0","id":1,"method":"echo","params":{"line":1,"character":2}}"#.utf8))
        #expect(sent.messages.last?.contains("-32002") == true)
        connection.handle(Array(#"{"jsonrpc":"2.0","id":2,"method":"initialize","params":{}}"#.utf8))
        #expect(sent.messages.last == #"{"id":2,"jsonrpc":"2.0","result":{"ok":true}}"#)
        connection.handle(Array(#"{"jsonrpc":"2.0","id":"x","method":"echo","params":{"line":1,"character":2}}"#.utf8))
        #expect(sent.messages.last == #"{"id":"x","jsonrpc":"2.0","result":{"character":2,"line":1}}"#)
        connection.handle(Array(#"{"jsonrpc":"2.0","id":3,"method":"echo","params":{"line":"one"}}"#.utf8))
        #expect(sent.messages.last?.contains("-32602") == true)
        connection.handle(Array(#"{"jsonrpc":"2.0","id":4,"method":"nope"}"#.utf8))
        #expect(sent.messages.last?.contains("-32601") == true)
        connection.handle(Array("not json".utf8))
        #expect(sent.messages.last?.contains("-32700") == true)
        connection.handle(Array(#"{"jsonrpc":"2.0","id":5,"method":"shutdown"}"#.utf8))
        #expect(sent.messages.last == #"{"id":5,"jsonrpc":"2.0","result":null}"#)
        connection.handle(Array(#"{"jsonrpc":"2.0","id":6,"method":"echo","params":{"line":1,"character":2}}"#.utf8))
        #expect(sent.messages.last?.contains("-32600") == true)
        connection.handle(Array(#"{"jsonrpc":"2.0","method":"exit"}"#.utf8))
        #expect(connection.state == .exited(status: 0))
    }

    @Test func exitWithoutShutdownIsStatusOne() {
        let (connection, _) = connection()
        connection.handle(Array(#"{"jsonrpc":"2.0","method":"exit"}"#.utf8))
        #expect(connection.state == .exited(status: 1))
    }
}
