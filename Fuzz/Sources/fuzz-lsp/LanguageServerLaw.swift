import Foundation
import FuzzSupport
import JournalLanguageServer
import LanguageServer

/// The laws of `nightly lsp` under any client: it never traps, it answers each request it
/// can read exactly once, and its copy of a document equals the client's after every valid
/// incremental change.
///
/// The input is a script, one byte choosing each step (`LanguageServerScript`): a change at
/// valid positions of the entry the client keeps, a change at any positions (clamped or
/// refused) of a second document, a request with any method and positions, a whole-text
/// change, and raw bytes through a frame parser of their own (broken framing; whatever bodies
/// come out of it go to the server too). The journal is a folder that does not exist, so no
/// step writes a file; `workspace/executeCommand`, which would create a day, is left out.
enum LanguageServerLaw {
    static let root = "/nonexistent-nightly-fuzz/journal"
    static let entry = "file://\(root)/2026/2026-11-23.md"
    static let other = "file://\(root)/notes.md"
    static let methods = [
        "textDocument/onTypeFormatting", "textDocument/formatting", "textDocument/rangeFormatting",
        "textDocument/completion", "textDocument/codeAction", "textDocument/documentSymbol",
        "textDocument/foldingRange", "textDocument/hover", "textDocument/definition", "nightly/unknown",
        "shutdown",
    ]

    final class Outbox: @unchecked Sendable {
        var messages: [[UInt8]] = []
    }

    static func violation(_ bytes: [UInt8]) -> String? {
        var script = LanguageServerScript(bytes)
        let outbox = Outbox()
        let lock = NSLock()
        let server = JournalServer(
            send: { body in
                lock.lock()
                outbox.messages.append(body)
                lock.unlock()
            }, log: { _ in })
        let utf8 = script.byte() & 1 == 1
        var client = ClientDocument(text: Array("# Monday\n\n## Journal\n\n- one\n".utf8), utf8: utf8)
        var nextID = 0
        var version = 1
        var junk = FrameParser()

        func deliver(_ message: [String: Any]) {
            guard let body = try? JSONSerialization.data(withJSONObject: message) else { return }
            server.handle(Array(body))
        }
        /// How many responses to `id` arrived since message `first` (earlier ones are not
        /// read again: a script sends hundreds of messages).
        func answers(to id: Int, since first: Int) -> Int {
            lock.lock()
            defer { lock.unlock() }
            return outbox.messages[first...].count(where: { body in
                guard let object = try? JSONSerialization.jsonObject(with: Data(body)) as? [String: Any] else {
                    return false
                }
                return (object["id"] as? String) == "law-\(id)" && object["method"] == nil
            })
        }
        func sent() -> Int {
            lock.lock()
            defer { lock.unlock() }
            return outbox.messages.count
        }
        func request(_ method: String, _ params: [String: Any]) -> String? {
            nextID += 1
            // String ids, which no junk body is likely to reuse for a request of its own.
            let first = sent()
            deliver(["jsonrpc": "2.0", "id": "law-\(nextID)", "method": method, "params": params])
            let count = answers(to: nextID, since: first)
            return count == 1 ? nil : "\(method) was answered \(count) times"
        }

        let encodings = utf8 ? ["utf-8", "utf-16"] : ["utf-16"]
        if let problem = request(
            "initialize",
            ["rootUri": "file://\(root)", "capabilities": ["general": ["positionEncodings": encodings]]])
        {
            return problem
        }
        deliver(["jsonrpc": "2.0", "method": "initialized", "params": [String: Any]()])
        for (uri, text) in [(entry, client.string), (other, "- a\r\n- b\r")] {
            deliver(Self.open(uri, text))
        }
        while !script.isAtEnd {
            switch script.byte() % 6 {
            case 0:
                let (range, text) = (client.validRange(&script), script.text())
                version += 1
                deliver(Self.change(entry, version, Self.range(range), text))
                client.replace(range, with: text)
                let held = server.text(of: entry)
                guard held == client.string else {
                    return "after a change at \(range) with \(quoted(text)) the server holds "
                        + "\(quoted(held ?? "nothing")), the client \(quoted(client.string))"
                }
            case 1:
                let range = ["start": script.position(), "end": script.position()]
                deliver(Self.change(other, version, range, script.text()))
            case 2:
                let method = Self.methods[Int(script.byte()) % Self.methods.count]
                let uri = script.byte() & 1 == 0 ? entry : other
                let params: [String: Any] = [
                    "textDocument": ["uri": uri], "position": script.position(),
                    "range": ["start": script.position(), "end": script.position()], "ch": script.text(),
                    "options": ["tabSize": 4, "insertSpaces": true], "context": ["diagnostics": [Any]()],
                ]
                if method == "shutdown" { return request(method, params) }  // The session ends.
                if let problem = request(method, params) { return problem }
            case 3:
                version += 1
                let text = script.text()
                deliver(Self.change(entry, version, nil, text))
                client = ClientDocument(text: Array(text.utf8), utf8: utf8)
            case 4:
                junk.append(script.bytes())
                while let body = try? junk.next() { server.handle(body) }
            default:
                if script.byte() & 1 == 0 {
                    deliver([
                        "jsonrpc": "2.0", "method": "textDocument/didClose", "params": ["textDocument": ["uri": other]],
                    ])
                } else {
                    deliver(Self.open(other, script.text()))
                }
            }
        }
        server.settle()
        return nil
    }

    static func open(_ uri: String, _ text: String) -> [String: Any] {
        [
            "jsonrpc": "2.0", "method": "textDocument/didOpen",
            "params": ["textDocument": ["uri": uri, "languageId": "markdown", "version": 1, "text": text]],
        ]
    }

    static func change(_ uri: String, _ version: Int, _ range: [String: Any]?, _ text: String) -> [String: Any] {
        var change: [String: Any] = ["text": text]
        change["range"] = range
        return [
            "jsonrpc": "2.0", "method": "textDocument/didChange",
            "params": ["textDocument": ["uri": uri, "version": version], "contentChanges": [change]],
        ]
    }

    static func range(_ range: ClientDocument.Range) -> [String: Any] {
        [
            "start": ["line": range.start.line, "character": range.start.character],
            "end": ["line": range.end.line, "character": range.end.character],
        ]
    }
}
