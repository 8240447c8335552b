import Foundation
import FuzzSupport
import JournalLanguageServer
import LanguageServer

/// The laws of the server's journal-wide requests on a hostile journal (`HostileJournal`):
/// `workspace/symbol`, references, rename and prepareRename, inlay hints, and the commands
/// that only read (`nightly.previous`, `nightly.next`, `nightly.onThisDay`), with queries,
/// positions, names and dates from the input and a today near either end of the days nightly
/// keeps. The server never traps, answers each request exactly once, changes no file (rename
/// answers an edit, it does not make it), and every file an answer names lies inside the
/// journal, links resolved.
///
/// Input: a script (the first part, a byte per step), then the journal's files (`FF`
/// between them).
enum JournalRequestsLaw {
    static let todays = ["0002-01-03", "9998-12-29", "2026-11-23"]
    static let commands = ["nightly.previous", "nightly.next", "nightly.onThisDay"]
    nonisolated(unsafe) static var runs = 0

    final class Outbox: @unchecked Sendable {
        let lock = NSLock()
        var messages: [[UInt8]] = []
        func append(_ body: [UInt8]) {
            lock.lock()
            messages.append(body)
            lock.unlock()
        }
        func answers(to id: String) -> [[String: Any]] {
            lock.lock()
            defer { lock.unlock() }
            return messages.compactMap { body in
                guard let object = try? JSONSerialization.jsonObject(with: Data(body)) as? [String: Any],
                    object["id"] as? String == id, object["method"] == nil
                else { return nil }
                return object
            }
        }
    }

    static func violation(_ input: FuzzInput) -> String? {
        runs += 1
        let folder = URL(fileURLWithPath: NSTemporaryDirectory())
            .appendingPathComponent("nightly-fuzz-lsp-journal-\(getpid())-\(runs)")
        defer { try? FileManager.default.removeItem(at: folder) }
        guard let journal = try? HostileJournal(parts: input.parts.dropFirst(), in: folder) else { return nil }
        var script = Script(input.parts.first ?? [])
        let today = todays[Int(script.byte()) % todays.count]
        setenv("NIGHTLY_TODAY", today, 1)
        setenv("XDG_CONFIG_HOME", folder.appendingPathComponent("config").path, 1)
        setenv("HOME", folder.path, 1)
        unsetenv("NIGHTLY_JOURNAL")
        let before = journal.snapshot()
        let outbox = Outbox()
        let server = JournalServer(send: outbox.append, log: { _ in })
        var nextID = 0

        func deliver(_ message: [String: Any]) {
            guard let body = try? JSONSerialization.data(withJSONObject: message) else { return }
            server.handle(Array(body))
        }
        func request(_ method: String, _ params: [String: Any]) -> String? {
            nextID += 1
            let id = "law-\(nextID)"
            deliver(["jsonrpc": "2.0", "id": id, "method": method, "params": params])
            let answers = outbox.answers(to: id)
            guard answers.count == 1 else { return "\(method) was answered \(answers.count) times" }
            return outsideFile(in: answers[0], journal: journal.root).map {
                "\(method) on \(today) names \($0), outside the journal"
            }
        }

        let root = DocumentURI.uri(ofPath: journal.root.path)
        if let problem = request("initialize", ["rootUri": root, "capabilities": [String: Any]()]) {
            return problem
        }
        deliver(["jsonrpc": "2.0", "method": "initialized", "params": [String: Any]()])
        let document =
            journal.entries.first.map { DocumentURI.uri(ofPath: $0.url.path) } ?? "\(root)/2026/2026-11-23.md"
        deliver([
            "jsonrpc": "2.0", "method": "textDocument/didOpen",
            "params": [
                "textDocument": [
                    "uri": document, "languageId": "markdown", "version": 1,
                    "text": String(decoding: journal.entries.first?.bytes ?? [], as: UTF8.self),
                ]
            ],
        ])
        while !script.isAtEnd {
            let position = script.position()
            let at: [String: Any] = ["textDocument": ["uri": document], "position": position]
            let problem: String?
            switch script.byte() % 7 {
            case 0: problem = request("workspace/symbol", ["query": script.text()])
            case 1:
                problem = request(
                    "textDocument/references", at.merging(["context": ["includeDeclaration": true]]) { a, _ in a })
            case 2: problem = request("textDocument/rename", at.merging(["newName": script.text()]) { a, _ in a })
            case 3: problem = request("textDocument/prepareRename", at)
            case 4:
                problem = request(
                    "textDocument/inlayHint",
                    ["textDocument": ["uri": document], "range": ["start": position, "end": script.position()]])
            default:
                let command = commands[Int(script.byte()) % commands.count]
                let argument: Any = script.byte() & 1 == 0 ? script.text() : ["uri": document, "date": script.text()]
                problem = request("workspace/executeCommand", ["command": command, "arguments": [argument]])
            }
            if let problem { return problem }
        }
        server.settle()
        let after = journal.snapshot()
        if after != before {
            let changed = Set(before.keys).union(after.keys).filter { before[$0] != after[$0] }.sorted()
            return "journal-wide requests changed files: \(changed.prefix(5).joined(separator: ", "))"
        }
        return nil
    }

    /// The first `file://` URI in `answer` (a location's `uri`, a rename's `changes` key) whose
    /// file, links resolved, lies outside the journal.
    static func outsideFile(in answer: Any, journal: URL) -> String? {
        let root = journal.resolvingSymlinksInPath().path
        func outside(_ uri: String) -> Bool {
            guard uri.hasPrefix("file:"), let path = DocumentURI.path(of: uri) else { return false }
            let resolved = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
            return !resolved.hasPrefix(root + "/") && resolved != root
        }
        switch answer {
        case let object as [String: Any]:
            for (key, value) in object {
                if key == "uri" || key == "targetUri", let uri = value as? String, outside(uri) { return uri }
                if key == "changes", let changes = value as? [String: Any],
                    let uri = changes.keys.first(where: outside)
                {
                    return uri
                }
                if let found = outsideFile(in: value, journal: journal) { return found }
            }
        case let array as [Any]:
            for value in array {
                if let found = outsideFile(in: value, journal: journal) { return found }
            }
        default: break
        }
        return nil
    }
}

/// The request script: a byte per choice, texts and positions as the `lsp` target reads them.
struct Script {
    private let input: [UInt8]
    private var index = 0

    init(_ input: [UInt8]) { self.input = input }

    var isAtEnd: Bool { index >= input.count }

    mutating func byte() -> UInt8 {
        defer { index += 1 }
        return index < input.count ? input[index] : 0
    }

    /// A length byte, then that many bytes as text.
    mutating func text() -> String {
        let count = Int(byte() % 48)
        let end = min(input.count, index + count)
        defer { index = max(index, end) }
        return index < end ? String(decoding: input[index..<end], as: UTF8.self) : ""
    }

    /// Mostly small numbers, sometimes the extremes a hostile client sends.
    mutating func position() -> [String: Any] {
        func number() -> Int {
            let value = byte()
            switch value {
            case 250: return Int.max
            case 251: return -1
            case 253: return 1 << 40
            default: return Int(value % 24)
            }
        }
        return ["line": number(), "character": number()]
    }
}
