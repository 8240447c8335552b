// Language server benchmark (not a test): the round trip of one Enter through `nightly lsp`
// (didChange with the newline, onTypeFormatting, its response) on a 5 KB and a 5 MB document
// (a 10,000-item list), timed over the real pipes, both sizes interleaved in one run.
// Run it with scripts/bench-lsp (release build): `lsp-bench PATH-TO-NIGHTLY [ROUNDS]`.
import Foundation

/// A list of `count` bullet items of about 500 bytes each.
func list(count: Int) -> [String] {
    let words = "walked to the river and the café was open, 日本語 and 🌙 too; "
    let body = String(repeating: words, count: 8)
    return (1...count).map { "- item \($0) \(body)the end." }
}

final class Server {
    let process = Process()
    let input = Pipe(), output = Pipe()
    var buffer = Data()
    var nextID = 0

    init(binary: String) throws {
        process.executableURL = URL(fileURLWithPath: binary)
        process.arguments = ["lsp"]
        var environment = ProcessInfo.processInfo.environment
        environment["NIGHTLY_JOURNAL"] = FileManager.default.temporaryDirectory.appendingPathComponent("lsp-bench").path
        process.environment = environment
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
    }

    func send(_ message: [String: Any]) throws {
        let body = try JSONSerialization.data(withJSONObject: message)
        input.fileHandleForWriting.write(Data("Content-Length: \(body.count)\r\n\r\n".utf8) + body)
    }

    /// Sends a request and reads until its response, skipping notifications.
    func request(_ method: String, _ params: [String: Any]) throws -> Any? {
        nextID += 1
        try send(["jsonrpc": "2.0", "id": nextID, "method": method, "params": params])
        while true {
            let message = readMessage()
            if message["id"] as? Int == nextID { return message["result"] }
        }
    }

    func readMessage() -> [String: Any] {
        while true {
            if let end = buffer.range(of: Data("\r\n\r\n".utf8)) {
                let header = String(decoding: buffer[buffer.startIndex..<end.lowerBound], as: UTF8.self)
                let length = Int(header.split(separator: " ").last!)!
                if buffer.endIndex - end.upperBound >= length {
                    let body = buffer[end.upperBound..<(end.upperBound + length)]
                    buffer = Data(buffer[(end.upperBound + length)...])
                    return (try? JSONSerialization.jsonObject(with: body)) as? [String: Any] ?? [:]
                }
            }
            let chunk = output.fileHandleForReading.availableData
            precondition(!chunk.isEmpty, "nightly lsp ended")
            buffer.append(chunk)
        }
    }
}

struct Document {
    var uri: String
    var lines: [String]
    /// The line Enter is pressed at the end of: the middle of the list.
    var line: Int { lines.count / 2 }
}

func change(_ uri: String, _ version: Int, _ range: (Int, Int, Int, Int), _ text: String) -> [String: Any] {
    [
        "jsonrpc": "2.0", "method": "textDocument/didChange",
        "params": [
            "textDocument": ["uri": uri, "version": version],
            "contentChanges": [
                [
                    "range": [
                        "start": ["line": range.0, "character": range.1],
                        "end": ["line": range.2, "character": range.3],
                    ], "text": text,
                ]
            ],
        ],
    ]
}

let arguments = CommandLine.arguments
guard arguments.count >= 2 else {
    FileHandle.standardError.write(Data("usage: lsp-bench PATH-TO-NIGHTLY [ROUNDS]\n".utf8))
    exit(2)
}
let rounds = arguments.count > 2 ? Int(arguments[2]) ?? 2000 : 2000
let server = try Server(binary: arguments[1])
_ = try server.request("initialize", ["processId": NSNull(), "rootUri": NSNull(), "capabilities": [:]])
try server.send(["jsonrpc": "2.0", "method": "initialized", "params": [:]])
let documents = [
    Document(uri: "file:///bench/small.md", lines: list(count: 10)),
    Document(uri: "file:///bench/large.md", lines: list(count: 10_000)),
]
for document in documents {
    let text = document.lines.joined(separator: "\n") + "\n"
    try server.send([
        "jsonrpc": "2.0", "method": "textDocument/didOpen",
        "params": ["textDocument": ["uri": document.uri, "languageId": "markdown", "version": 1, "text": text]],
    ])
    print("\(document.uri): \(text.utf8.count) bytes, \(document.lines.count) items")
}
var timings: [[Double]] = [[], []]
var baseline: [Double] = []
var version = 1
for round in 0..<(rounds + 50) {
    for (index, document) in documents.enumerated() {
        let line = document.line
        let end = document.lines[line].utf16.count
        version += 1
        let start = DispatchTime.now().uptimeNanoseconds
        try server.send(change(document.uri, version, (line, end, line, end), "\n"))
        let edits =
            try server.request(
                "textDocument/onTypeFormatting",
                [
                    "textDocument": ["uri": document.uri], "position": ["line": line + 1, "character": 0], "ch": "\n",
                    "options": ["tabSize": 4, "insertSpaces": true],
                ]) as? [[String: Any]] ?? []
        let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1000
        precondition(edits.first?["newText"] as? String == "- ", "unexpected answer \(edits)")
        if round >= 50 { timings[index].append(elapsed) }  // The first rounds warm up.
        version += 1
        try server.send(change(document.uri, version, (line, end, line + 1, 0), ""))
    }
    // The transport alone: a request the server answers at once with an error.
    let start = DispatchTime.now().uptimeNanoseconds
    _ = try server.request("nightly/ping", [:])
    if round >= 50 { baseline.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1000) }
}
_ = try server.request("shutdown", [:])
try server.send(["jsonrpc": "2.0", "method": "exit"])
server.process.waitUntilExit()

func percentile(_ values: [Double], _ fraction: Double) -> Double {
    let sorted = values.sorted()
    return sorted[min(sorted.count - 1, Int(Double(sorted.count) * fraction))]
}
let small = (percentile(timings[0], 0.5), percentile(timings[0], 0.99))
let large = (percentile(timings[1], 0.5), percentile(timings[1], 0.99))
func format(_ microseconds: Double) -> String { String(format: "%.1f µs", microseconds) }
print("Enter round trip (didChange + onTypeFormatting), \(rounds) rounds each, interleaved")
print("document            median       p99")
print("5 KB (10 items)     \(format(small.0).padding(toLength: 13, withPad: " ", startingAt: 0))\(format(small.1))")
print("5 MB (10,000 items) \(format(large.0).padding(toLength: 13, withPad: " ", startingAt: 0))\(format(large.1))")
print(
    "empty request       \(format(percentile(baseline, 0.5)).padding(toLength: 13, withPad: " ", startingAt: 0))"
        + format(percentile(baseline, 0.99)))
print(String(format: "5 MB / 5 KB         %.2f×        %.2f×", large.0 / small.0, large.1 / small.1))
