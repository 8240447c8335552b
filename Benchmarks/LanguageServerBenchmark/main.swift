// Language server benchmark (not a test), on two dated entries of a journal, so the server
// checks them as it does a real day file (diagnostics on):
// - the round trip of one Enter through `nightly lsp` (didChange with the newline,
//   onTypeFormatting, its response) on a 5 KB and a 5 MB entry (a list of 10 and 10,000
//   items), timed over the real pipes, both sizes interleaved in one run;
// - the server's CPU per keystroke while typing at about 30 keys a second into each entry
//   (letters, and Enter every 20 keys, its edits sent back as a client does), and how long
//   after the last key the diagnostics of the last version arrive.
// Run it with scripts/bench-lsp (release build): `lsp-bench PATH-TO-NIGHTLY [ROUNDS] [KEYS]`.
import Foundation

/// Writes a line at once (standard output may be a file, which `print` would buffer).
func print(_ line: String) { FileHandle.standardOutput.write(Data((line + "\n").utf8)) }

/// An entry of `count` bullet items of about 500 bytes each in its Journal section.
func entry(count: Int, heading: String) -> [String] {
    let words = "walked to the river and the café was open, 日本語 and 🌙 too; "
    let body = String(repeating: words, count: 8)
    return ["# \(heading)", "", "## Journal", ""] + (1...count).map { "- item \($0) \(body)the end." }
}

final class Server {
    let process = Process()
    let input = Pipe(), output = Pipe()
    var buffer = Data()
    var nextID = 0
    /// Notifications read while waiting for a response, not yet looked at.
    var notifications: [[String: Any]] = []

    init(binary: String, journal: URL) throws {
        process.executableURL = URL(fileURLWithPath: binary)
        process.arguments = ["lsp"]
        var environment = ProcessInfo.processInfo.environment
        environment["NIGHTLY_JOURNAL"] = journal.path
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

    /// Sends a request and reads until its response, keeping notifications.
    func request(_ method: String, _ params: [String: Any]) throws -> Any? {
        nextID += 1
        try send(["jsonrpc": "2.0", "id": nextID, "method": method, "params": params])
        while true {
            let message = readMessage()
            if message["id"] as? Int == nextID { return message["result"] }
            if message["id"] == nil { notifications.append(message) }
        }
    }

    /// Waits for the diagnostics of `uri` at `version`.
    func diagnostics(_ uri: String, version: Int) {
        func matches(_ message: [String: Any]) -> Bool {
            let params = message["params"] as? [String: Any]
            return message["method"] as? String == "textDocument/publishDiagnostics"
                && params?["uri"] as? String == uri && params?["version"] as? Int == version
        }
        if let index = notifications.firstIndex(where: matches) {
            notifications.removeSubrange(...index)
            return
        }
        notifications = []
        while !matches(readMessage()) {}
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

    /// The server's CPU time so far (user and system, all threads), in milliseconds.
    var cpuMilliseconds: Double {
        let stat = (try? String(contentsOfFile: "/proc/\(process.processIdentifier)/stat", encoding: .utf8)) ?? ""
        let fields = stat[stat.range(of: ")")!.upperBound...].split(separator: " ")
        let ticks = Double(fields[11])! + Double(fields[12])!
        return ticks * 1000 / Double(sysconf(Int32(_SC_CLK_TCK)))
    }
}

struct Document {
    var uri: String
    var lines: [String]
    var label: String
    /// The line Enter is pressed at the end of: the middle of the list.
    var line: Int { 4 + (lines.count - 4) / 2 }
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

func onType(_ server: Server, _ uri: String, line: Int) throws -> [[String: Any]] {
    try server.request(
        "textDocument/onTypeFormatting",
        [
            "textDocument": ["uri": uri], "position": ["line": line, "character": 0], "ch": "\n",
            "options": ["tabSize": 4, "insertSpaces": true],
        ]) as? [[String: Any]] ?? []
}

let arguments = CommandLine.arguments
guard arguments.count >= 2 else {
    FileHandle.standardError.write(Data("usage: lsp-bench PATH-TO-NIGHTLY [ROUNDS] [KEYS]\n".utf8))
    exit(2)
}
let rounds = arguments.count > 2 ? Int(arguments[2]) ?? 2000 : 2000
let keys = arguments.count > 3 ? Int(arguments[3]) ?? 300 : 300
let journal = FileManager.default.temporaryDirectory.appendingPathComponent("lsp-bench-\(getpid())")
defer { try? FileManager.default.removeItem(at: journal) }
try FileManager.default.createDirectory(at: journal.appendingPathComponent("2026"), withIntermediateDirectories: true)
let documents = [
    Document(uri: "", lines: entry(count: 10, heading: "Friday, 20 November 2026"), label: "5 KB"),
    Document(uri: "", lines: entry(count: 10_000, heading: "Saturday, 21 November 2026"), label: "5 MB"),
].enumerated().map { index, document in
    var document = document
    let file = journal.appendingPathComponent("2026/2026-11-\(20 + index).md")
    try? (document.lines.joined(separator: "\n") + "\n").write(to: file, atomically: true, encoding: .utf8)
    document.uri = file.absoluteString
    return document
}
let server = try Server(binary: arguments[1], journal: journal)
_ = try server.request(
    "initialize", ["processId": NSNull(), "rootUri": journal.absoluteString, "capabilities": [:]])
try server.send(["jsonrpc": "2.0", "method": "initialized", "params": [:]])
var version = 1
for document in documents {
    let text = document.lines.joined(separator: "\n") + "\n"
    try server.send([
        "jsonrpc": "2.0", "method": "textDocument/didOpen",
        "params": ["textDocument": ["uri": document.uri, "languageId": "markdown", "version": version, "text": text]],
    ])
    server.diagnostics(document.uri, version: version)  // Diagnostics are on for these files.
    print("\(document.uri.split(separator: "/").suffix(2).joined(separator: "/")): \(text.utf8.count) bytes")
}

// 1. The Enter round trip, both sizes interleaved.
var timings: [[Double]] = [[], []]
var lastVersions = [0, 0]
var baseline: [Double] = []
for round in 0..<(rounds + 50) {
    for (index, document) in documents.enumerated() {
        let line = document.line
        let end = document.lines[line].utf16.count
        version += 1
        let start = DispatchTime.now().uptimeNanoseconds
        try server.send(change(document.uri, version, (line, end, line, end), "\n"))
        let edits = try onType(server, document.uri, line: line + 1)
        let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1000
        precondition(edits.first?["newText"] as? String == "- ", "unexpected answer \(edits)")
        if round >= 50 { timings[index].append(elapsed) }  // The first rounds warm up.
        version += 1
        try server.send(change(document.uri, version, (line, end, line + 1, 0), ""))
        lastVersions[index] = version
    }
    // The transport alone: a request the server answers at once with an error.
    let start = DispatchTime.now().uptimeNanoseconds
    _ = try server.request("nightly/ping", [:])
    if round >= 50 { baseline.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1000) }
}
for (index, document) in documents.enumerated() { server.diagnostics(document.uri, version: lastVersions[index]) }

func percentile(_ values: [Double], _ fraction: Double) -> Double {
    let sorted = values.sorted()
    return sorted[min(sorted.count - 1, Int(Double(sorted.count) * fraction))]
}
func format(_ microseconds: Double) -> String { String(format: "%.1f µs", microseconds) }
func padded(_ text: String, _ width: Int) -> String { text.padding(toLength: width, withPad: " ", startingAt: 0) }
let small = (percentile(timings[0], 0.5), percentile(timings[0], 0.99))
let large = (percentile(timings[1], 0.5), percentile(timings[1], 0.99))
print("Enter round trip (didChange + onTypeFormatting), \(rounds) rounds each, interleaved")
print("entry                      median       p99")
print("\(padded("5 KB (10 items)", 27))\(padded(format(small.0), 13))\(format(small.1))")
print("\(padded("5 MB (10,000 items)", 27))\(padded(format(large.0), 13))\(format(large.1))")
print(
    "\(padded("empty request", 27))\(padded(format(percentile(baseline, 0.5)), 13))"
        + format(percentile(baseline, 0.99)))
print(padded("5 MB / 5 KB", 27) + String(format: "%.2f×        %.2f×", large.0 / small.0, large.1 / small.1))

// 2. Typing at about 30 keys a second into each entry in turn, a new item every 20 keys.
print("Typing at 30 keys a second, \(keys) keys per entry (Enter every 20), diagnostics on")
print("entry                      server CPU per key   diagnostics after the last key")
for document in documents {
    var line = document.line
    var column = document.lines[line].utf16.count
    let before = server.cpuMilliseconds
    let interval = 1.0 / 30
    var next = Date()
    var lastKey = Date()
    for key in 1...keys {
        Thread.sleep(until: next)
        next += interval
        version += 1
        lastKey = Date()
        if key % 20 == 0 {
            try server.send(change(document.uri, version, (line, column, line, column), "\n"))
            let edits = try onType(server, document.uri, line: line + 1)
            precondition(edits.first?["newText"] as? String == "- ", "unexpected answer \(edits)")
            version += 1
            line += 1
            column = 2
            try server.send(change(document.uri, version, (line, 0, line, 0), "- "))
        } else {
            try server.send(change(document.uri, version, (line, column, line, column), key % 6 == 0 ? " " : "a"))
            column += 1
        }
    }
    server.diagnostics(document.uri, version: version)
    let latency = Date().timeIntervalSince(lastKey) * 1000
    let cpu = (server.cpuMilliseconds - before) / Double(keys)
    print(
        "\(padded(document.label, 27))\(padded(String(format: "%.2f ms", cpu), 21))\(String(format: "%.0f ms", latency))"
    )
}
_ = try server.request("shutdown", [:])
try server.send(["jsonrpc": "2.0", "method": "exit"])
server.process.waitUntilExit()
